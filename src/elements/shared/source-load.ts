/**
 * The loading behind `cards-src` and `rules-src` (source-controller.ts): the texts fetched, compiled and
 * checked by the DSL's loaders (each a chunk of its own too), then tried on a short game of the element's
 * own. A chunk of its own, imported only when an element is given an address.
 */
import type { Card, Rules } from '../../dsl/runtime.js';
import { textProblem as whole, type SourceProblem } from '../../dsl/shared/source-text.js';
import { deckCards } from '../card/catalogue.js';
import { trialProblem } from './cards-check.js';
import type { SourceFailure, SourceOptions } from './source-controller.js';

/** What a load needs of its element: its game, the game on other cards or rules and the config to try them, and how long an address may take. */
interface LoadOptions extends Pick<SourceOptions, 'game' | 'create' | 'config'> {
  timeout: number; // milliseconds
}

interface Fetched {
  url: string;
  text: string;
}

/** What a load found: the problems by address, or the deck and rules to play with and where they came from. */
export interface Loaded {
  failures: SourceFailure[];
  deck: Card[] | null;
  rules: Rules | null;
  names: string[]; // the names of the cards loaded, in the order of the file
  cards?: string; // the address the cards came from (after any redirect)
  rulesUrl?: string; // the address the rules came from (after any redirect)
}

/** Fetches, compiles and tries the cards and rules at the addresses ('' for none). */
export async function loadSources(
  cardsSrc: string,
  rulesSrc: string,
  { game, timeout, create, config }: LoadOptions,
): Promise<Loaded> {
  const [cardsText, rulesText] = await Promise.all([
    cardsSrc ? fetchText(cardsSrc, timeout) : null,
    rulesSrc ? fetchText(rulesSrc, timeout) : null,
  ]);
  const failures: SourceFailure[] = [];
  const fail = (attribute: SourceFailure['attribute'], url: string, ...problems: SourceProblem[]) =>
    failures.push({ attribute, url, problems });
  for (const [attribute, t] of [
    ['cards-src', cardsText],
    ['rules-src', rulesText],
  ] as const)
    if (t && 'problem' in t) fail(attribute, t.url, t.problem);
  const cardsFile = cardsText && 'text' in cardsText ? cardsText : null;
  const rulesFile = rulesText && 'text' in rulesText ? rulesText : null;
  let deck: Card[] | null = null;
  let rules: Rules | null = null;
  let names: string[] = [];
  // The compilers, each in a chunk of its own: fetched the first time such an address is used.
  const unloaded = (url: string, error: unknown) =>
    whole(
      url,
      `the checker of this file could not be loaded (${(error as Error).message})`,
      'check the network and reload the page.',
    );
  if (rulesFile) {
    try {
      const { loadRules } = await import('../../dsl/rules/load-rules.js');
      const result = loadRules(rulesFile.text, rulesFile.url, {
        id: game.id,
        game: game.name,
        procedures: game.procedures,
      });
      if (result.rules) rules = result.rules;
      else fail('rules-src', rulesFile.url, ...result.problems);
    } catch (error) {
      fail('rules-src', rulesFile.url, unloaded(rulesFile.url, error));
    }
  }
  if (cardsFile) {
    try {
      const { loadCards, deckZoneProblems } = await import('../../dsl/card/load-cards.js');
      // The zones a card names are looked up in the rules it is played with: the fetched ones, if any.
      const result = loadCards(cardsFile.text, cardsFile.url, deckCards, (card) =>
        deckZoneProblems(card, [rules ?? game.rules]),
      );
      if (result.deck) [deck, names] = [result.deck, result.cards.map((c) => c.name)];
      else fail('cards-src', cardsFile.url, ...result.problems);
    } catch (error) {
      fail('cards-src', cardsFile.url, unloaded(cardsFile.url, error));
    }
  }
  // Text the compiler took may still break the game when it is played: a short game tries it first.
  if (failures.length === 0 && cardsFile && deck) {
    const broken = trialProblem(create, config(), deck, null);
    if (broken)
      fail(
        'cards-src',
        cardsFile.url,
        whole(
          cardsFile.url,
          `${game.name} can't be played with these cards: ${broken}`,
          "check the cards' effects in the card editor.",
        ),
      );
  }
  if (failures.length === 0 && rulesFile && rules) {
    const broken = trialProblem(create, config(), deck, rules);
    if (broken)
      fail(
        'rules-src',
        rulesFile.url,
        whole(
          rulesFile.url,
          `${game.name} can't be played with these rules: ${broken}`,
          "keep the zones, phases and procedures of the game's own rules file, and change its numbers and rulings.",
        ),
      );
  }
  // The rules are compiled first (the cards' zones are looked up in them); the cards' failures are told first.
  failures.sort((a, b) => Number(a.attribute === 'rules-src') - Number(b.attribute === 'rules-src'));
  return { failures, deck, rules, names, cards: cardsFile?.url, rulesUrl: rulesFile?.url };
}

/** The schemes a card or rules file is fetched from: the web's, and the page's own blobs and data. */
const FETCHED = ['http:', 'https:', 'blob:', 'data:'];

/** Why an address of another scheme can't give a file (it is not fetched), in words. */
function schemeProblem(url: string): SourceProblem | null {
  const scheme = new URL(url).protocol;
  if (FETCHED.includes(scheme)) return null;
  const where =
    'give the address of the file on a web server, such as https://example.com/my-card.card, or my-card.card for a file beside the page.';
  if (scheme === 'javascript:')
    return whole(url, 'a javascript: address is a script, not a file, and is never run', where);
  if (scheme === 'file:')
    return whole(
      url,
      "a page can't read files from this computer's disk (a file: address)",
      `serve the page and the file from a web server, even one on this computer, and ${where}`,
    );
  return whole(url, `a page can't load a file from a ${scheme} address`, where);
}

/** "15 seconds", "50 ms". */
const duration = (ms: number) => (ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`);

/** The text at an address, or the problem of fetching it, in words; `timeout` ms at most, the body included. */
async function fetchText(src: string, timeout: number): Promise<Fetched | { url: string; problem: SourceProblem }> {
  let url: string;
  try {
    url = new URL(src, document.baseURI).href;
  } catch {
    return {
      url: src,
      problem: whole(
        src,
        `"${src}" is not an address`,
        'write the address of the file, such as https://example.com/my-card.card or my-card.card beside the page.',
      ),
    };
  }
  const refused = schemeProblem(url);
  if (refused) return { url, problem: refused };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeout);
  const late = (at: string) =>
    whole(
      at,
      `no file came from this address within ${duration(timeout)}`,
      'check the address and the network, or try again later.',
    );
  try {
    let response: Response;
    try {
      // Revalidated each time: a designer who changes the file and reloads the page sees the change.
      response = await fetch(url, { cache: 'no-cache', signal: abort.signal });
    } catch (error) {
      return {
        url,
        problem: abort.signal.aborted
          ? late(url)
          : whole(
              url,
              `the file could not be fetched (${(error as Error).message})`,
              'check the address and the network; a file on another site must allow this page to read it (CORS).',
            ),
      };
    }
    // Where the text comes from after any redirect: the note above the table and the problems name it.
    const from = response.url || url;
    if (!response.ok) {
      const why = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      return {
        url: from,
        problem: whole(
          from,
          `the address answered ${why}: there is no file to load`,
          response.status === 404
            ? 'check the address: open it in a browser tab to see whether the file is there.'
            : 'try again later, or check the address.',
        ),
      };
    }
    try {
      return { url: from, text: await response.text() };
    } catch (error) {
      return {
        url: from,
        problem: abort.signal.aborted
          ? late(from)
          : whole(
              from,
              `the file could not be read (${(error as Error).message})`,
              'check the network and reload the page.',
            ),
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
