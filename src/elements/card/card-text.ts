/**
 * Reads what a card shows from the text of its `.card` file, in the browser, without the compiler:
 * `field: value` lines (a line starting with a space continues the one before), `#` comments. The effect
 * text is kept as words to print; it is not compiled (that is `tech-deck check`'s and the Vite plugin's
 * work, and a page that only shows a card should not ship the parser).
 */
import { kB, SOURCE_LIMIT } from '../../dsl/shared/limits.js';
import { CARD_DOMAINS, type Card } from '../../dsl/runtime.js';

/** The card a `.card` text describes, or a message saying what is missing. */
export function readCardText(text: string): { card: Card } | { error: string } {
  // A card file is a few hundred characters; reading is linear, but a page should not hold megabytes of it.
  if (text.length > SOURCE_LIMIT)
    return { error: `The card text is ${kB(text.length)} long; a card file may be at most ${kB(SOURCE_LIMIT)}.` };
  const fields: Record<string, string> = {};
  let last: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) {
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line) && last) {
      fields[last] += ` ${line.trim()}`;
      continue;
    }
    // `s`: a value runs to the end of its line whatever it holds; without it `.` stops at a lone CR or a
    // U+2028 inside the text, and a card the compiler accepts would be refused here.
    const m = line.match(/^([A-Za-z][\w-]*)\s*:\s*(.*)$/s);
    if (!m) return { error: `The card text has a line that is not "field: value": "${line.trim()}".` };
    last = m[1].toLowerCase();
    fields[last] = m[2].trim();
  }
  const domain = (fields.domain ?? '').toLowerCase() as Card['domain'];
  if (!CARD_DOMAINS.includes(domain))
    return { error: 'The card text needs a domain: Knowledge, Science, Technology, Services or wild.' };
  const value = domain === 'wild' ? null : Number(fields.value);
  if (value !== null && !(Number.isInteger(value) && value >= 1 && value <= 13))
    return { error: 'The card text needs a value from 1 to 13.' };
  if (!fields.name) return { error: 'The card text needs a name.' };
  const effectText = fields.effect ?? '';
  const dash = splitKeyword(effectText);
  return {
    card: {
      id: domain === 'wild' ? 'wild' : `${domain}-${value}`,
      value,
      domain,
      name: fields.name,
      year: Number(fields.year) || 0,
      people: fields.people ?? '',
      fact: fields.fact ?? '',
      source: fields.source === 'published' ? 'published' : 'provisional',
      effect: effectText
        ? { keyword: dash ? dash.keyword : 'Effect', text: dash ? dash.text : effectText, steps: [] }
        : null,
    } as Card,
  };
}

/** A dash with white space on either side: where a keyword ends ("Rally – All players draw a card."). */
const DASH = /\s[–—-]\s/g;
const SPACE = /\s/;

/**
 * "Rally – All players draw a card." to its keyword and its text, or null when no dash stands between
 * spaces. It splits where `/^(.+?)\s+[–—-]\s+(.+)$/s` would, but in one pass: that pattern tries every
 * run of spaces against every place the keyword could end, and took seconds on a long effect of spaces.
 */
export function splitKeyword(effect: string): { keyword: string; text: string } | null {
  for (DASH.lastIndex = 0; ; ) {
    const match = DASH.exec(effect);
    if (!match) return null;
    DASH.lastIndex = match.index + 1; // a space after one dash may stand before the next
    const dash = match.index + 1;
    // The keyword holds at least one character, and the text too, after the spaces that follow the dash.
    if (dash < 2 || dash + 2 >= effect.length) continue;
    let keywordEnd = dash - 1;
    while (keywordEnd > 1 && SPACE.test(effect[keywordEnd - 1])) keywordEnd--;
    let textStart = dash + 1;
    while (textStart < effect.length - 1 && SPACE.test(effect[textStart])) textStart++;
    return { keyword: effect.slice(0, keywordEnd), text: effect.slice(textStart) };
  }
}
