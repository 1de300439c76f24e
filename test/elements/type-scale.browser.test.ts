/// <reference types="mocha" />
// The type scale: a game's text is drawn at weight 400 or 700 only, and its own words (all but the cards,
// which scale with their width) at the sizes of the scale its host declares (`--_text-xs` … `--_text-xxl`).
// Each size of each face is a font the browser looks up before it can lay out the first frame, one at a
// time: few sizes and weights are a first frame drawn sooner.
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/poker-squared/define.js';
import '../../src/elements/poker/define.js';
import '../../src/elements/tricks/define.js';

const STEPS = ['xs', 's', 'm', 'l', 'xl', 'xxl'];

/**
 * Words sized to a box of their own rather than to the scale: the market's corner label (as large as the
 * corner lets it be), Poker Squared's line arrows and the letters of its squares (sized with the square).
 */
const BOX_SIZED = ['market-label', 'mark-arrow', 'letter'];

interface Text {
  where: string;
  weight: string;
  size: number;
  inCard: boolean;
}

/** The visible elements with words of their own under `root`, through shadow roots. */
function textsOf(root: ShadowRoot | Element, inCard: boolean, out: Text[] = []): Text[] {
  for (const node of root.querySelectorAll('*')) {
    const card = inCard || node.localName === 'tech-card' || node.localName === 'tech-playing-card';
    const words = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim());
    if (words && node.getClientRects().length > 0) {
      const style = getComputedStyle(node);
      out.push({
        where: `${node.localName}.${node.className}`,
        weight: style.fontWeight,
        size: Number.parseFloat(style.fontSize),
        inCard: card,
      });
    }
    if (node.shadowRoot) textsOf(node.shadowRoot, card, out);
  }
  return out;
}

describe('the type scale', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const tag of [
    'tech-grid-poker',
    'tech-tricks',
    'tech-poker',
    'tech-poker-squared',
    'tech-chess',
    'tech-bughouse',
  ]) {
    for (const width of [390, 1280]) {
      it(`<${tag}> at ${width} px draws its words at the scale's sizes and two weights`, async () => {
        await setViewport({ width, height: 844 });
        const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
          `<${tag} seed="7" bot-pace="0"></${tag}>`,
        );
        await el.updateComplete;
        const root = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        const host = getComputedStyle(el);
        const scale = STEPS.map((step) => {
          const declared = host.getPropertyValue(`--_text-${step}`).trim();
          expect(declared, `--_text-${step}`).to.match(/^[\d.]+rem$/);
          return Number.parseFloat(declared) * root;
        });
        const texts = textsOf(el.shadowRoot!, false);
        expect(texts.length, 'words drawn').to.be.greaterThan(5);
        const offWeight = texts.filter((t) => t.weight !== '400' && t.weight !== '700');
        expect(offWeight.map((t) => `${t.where} ${t.weight}`)).to.deep.equal([]);
        const offScale = texts.filter(
          (t) =>
            !t.inCard &&
            !BOX_SIZED.some((name) => t.where.split(/[.\s]/).includes(name)) &&
            !scale.some((size) => Math.abs(size - t.size) < 0.01),
        );
        expect(offScale.map((t) => `${t.where} ${t.size}px`)).to.deep.equal([]);
        el.remove();
      });
    }
  }
});
