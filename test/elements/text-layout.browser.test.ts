/// <reference types="mocha" />
// Words as the browser lays them out: a card's name wraps between words, and a word too long for the
// line shrinks the name, never is cut without a hyphen; a move log's numbers are shown whole. The
// layout is read from the boxes of the characters (a Range per character), not assumed.
import { expect, fixture } from '@open-wc/testing';
import { LitElement } from 'lit';
import '../../src/elements/card/define.js';
import '../../src/elements/chess/define.js';
import type { TechCard } from '../../src/elements/card/card.js';
import { deckCards as deck } from '../../src/elements/card/catalogue.js';
import { gameStyles } from '../../src/elements/shared/game.styles.js';
import { renderLog } from '../../src/elements/shared/render/log.js';
import type { LogEntry } from '../../src/engine/state.js';

/** The move log of a game element alone, with the game elements' styles. */
class LogHost extends LitElement {
  static override styles = gameStyles;
  entries: LogEntry[] = [];
  override render() {
    return renderLog(this.entries, 0, (seat) => (seat === 0 ? 'You' : `Player ${seat + 1} (bot)`));
  }
}
customElements.define('test-log-host', LogHost);

/** An element's text as laid out: the text, and where each line starts and ends in it (the characters drawn). */
function lines(el: Element): { text: string; lines: { start: number; end: number }[] } {
  const out: { top: number; start: number; end: number }[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let i = 0; i < node.data.length; i++, text += node.data[i - 1]) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = [...range.getClientRects()].find((r) => r.width > 0);
      if (!box) continue; // a space or a soft hyphen where no line breaks takes no room
      const line = out.at(-1);
      const at = text.length;
      if (line && Math.abs(line.top - box.top) < box.height / 2) line.end = at + 1;
      else out.push({ top: box.top, start: at, end: at + 1 });
    }
  }
  return { text, lines: out };
}

const SOFT_HYPHEN = '\u00ad';

/** Where a line of `text` ends inside a word without a hyphen (a visible one, or a soft one that shows). */
function cutWords(text: string, laidOut: { start: number; end: number }[]): string[] {
  const cuts: string[] = [];
  for (let l = 0; l + 1 < laidOut.length; l++) {
    const { end } = laidOut[l];
    const gap = text.slice(end, laidOut[l + 1].start); // what the break swallowed: a space, a soft hyphen, or nothing
    const between = /[\s\u00ad]/.test(gap) || text[end - 1] === '-' || text[end - 1] === SOFT_HYPHEN;
    if (!between) cuts.push(`${text.slice(laidOut[l].start, end)} / ${text.slice(end)}`.replaceAll(SOFT_HYPHEN, ''));
  }
  return cuts;
}

describe('text layout', () => {
  /**
   * Once `el` has been laid out at its new size and fitted its name: the frame that resizes it goes
   * through the resize observers (the card's first, which asks for the next frame), then the next frame.
   */
  const resized = (el: Element) =>
    new Promise<void>((done) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => done());
      });
      observer.observe(el);
    });

  /** Where `el`'s name is cut mid-word or spills out of its box, at widths from 60 to 300 px. */
  async function nameProblems(el: TechCard): Promise<string[]> {
    await el.updateComplete;
    const problems: string[] = [];
    const name = el.shadowRoot!.querySelector('.name')!;
    const label = el.shownCard!.name;
    for (let width = 60; width <= 300; width += 6) {
      el.style.setProperty('--tech-card-width', `${width}px`);
      await resized(el);
      if (getComputedStyle(name).display === 'none') continue;
      const laidOut = lines(name);
      for (const cut of cutWords(laidOut.text, laidOut.lines)) problems.push(`${label} at ${width} px: ${cut}`);
      // Nothing spills out of the name's box either (a word too long for the line is shrunk or broken).
      const inner = name.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(name);
      if ([...range.getClientRects()].some((r) => r.left < inner.left - 0.5 || r.right > inner.right + 0.5))
        problems.push(`${label} at ${width} px: spills out of its box`);
    }
    return problems;
  }

  it("breaks a card's name only between words or at a hyphen, at every size from 60 to 300 px", async function () {
    this.timeout(60000);
    const longestWord = (name: string) => Math.max(...name.split(' ').map((w) => w.length));
    const longest = [...deck].sort((a, b) => longestWord(b.name) - longestWord(a.name)).slice(0, 12);
    const box = await fixture<HTMLDivElement>('<div></div>');
    const problems: string[] = [];
    for (const card of longest) {
      box.innerHTML = `<tech-card card-id="${card.id}"></tech-card>`;
      problems.push(...(await nameProblems(box.firstElementChild as TechCard)));
    }
    expect(problems).to.deep.equal([]);
  });

  it('shrinks the name for a word longer than the estimate allows for, or in a wider font than it assumes, rather than cut it', async function () {
    this.timeout(60000);
    const box = await fixture<HTMLDivElement>('<div><style>.wide::part(name) { letter-spacing: 0.12em }</style></div>');
    const problems: string[] = [];
    const long = {
      ...deck.find((c) => c.id === 'science-4')!,
      name: 'Pneumonoultramicroscopicsilicovolcanoconiosis Detector',
    };
    for (const [card, wide] of [
      [long, false],
      [deck.find((c) => c.id === 'technology-11')!, true],
    ] as const) {
      const el = document.createElement('tech-card') as TechCard;
      el.card = card;
      el.classList.toggle('wide', wide);
      box.append(el);
      problems.push(...(await nameProblems(el)));
      el.remove();
    }
    expect(problems).to.deep.equal([]);
  });

  it("shows a move log's numbers whole, 1037 and beyond, in a column of their own", async () => {
    const el = await fixture<LogHost>('<test-log-host style="inline-size: 320px"></test-log-host>');
    el.entries = Array.from({ length: 1200 }, (_, i) => ({
      seat: i % 2,
      text: `Player ${(i % 2) + 1} plays move ${i + 1}.`,
    }));
    el.requestUpdate();
    await el.updateComplete;
    const list = el.shadowRoot!.querySelector('.log-list')!;
    const items = [...list.querySelectorAll('li')];
    const probe = document.createElement('span');
    el.shadowRoot!.append(probe);
    const seen: string[] = [];
    for (const n of [1, 9, 99, 999, 1037, 1200]) {
      const li = items[n - 1];
      li.scrollIntoView({ block: 'nearest' });
      // What the number needs, in the entry's font: "1037." and a little space before the text.
      const style = getComputedStyle(li);
      probe.style.font = style.font;
      probe.style.fontVariantNumeric = 'tabular-nums';
      probe.textContent = `${n}.`;
      const needs = probe.getBoundingClientRect().width + parseFloat(style.fontSize) * 0.25;
      // Where the list shows things from (its left edge inside the border), and where the entry's text starts.
      const visibleFrom = list.getBoundingClientRect().left + list.clientLeft;
      const range = document.createRange();
      range.selectNodeContents(li);
      const textFrom = range.getClientRects()[0].left;
      if (textFrom - visibleFrom < needs)
        seen.push(`${n}: ${Math.round(textFrom - visibleFrom)} px before the text, "${n}." needs ${Math.round(needs)}`);
    }
    expect(seen).to.deep.equal([]);
  });
});
