import { css, unsafeCSS } from 'lit';
import { cardHost } from '../host.styles.js';

/**
 * A name's longest unbreakable run (characters) from which the name is shrunk to fit it, and the run
 * the estimate stops at (name-fit.ts shrinks a longer one as far as it needs).
 */
const FIT_FROM = 8;
const FIT_UP_TO = 18;

/** The `data-fit` of a name whose longest run is `longest` characters, or null when it needs no shrinking. */
export const fitLength = (longest: number): number | null => (longest < FIT_FROM ? null : Math.min(longest, FIT_UP_TO));

/** `--_fit` on a name, from its `data-fit` (an attribute, as a style attribute would break a strict CSP). */
const fitRules = unsafeCSS(
  Array.from({ length: FIT_UP_TO - FIT_FROM + 1 }, (_, i) => FIT_FROM + i)
    .map((n) => `.name[data-fit='${n}'] { --_fit: ${n}; }`)
    .join('\n'),
);

/**
 * Looks of `<tech-card>`. Sizes are in `cqi` (percent of the card's width, the host being an
 * inline-size container), so the whole card scales from the one `--tech-card-width`.
 */
export const styles = [
  cardHost('15rem'),
  css`
  [data-domain='knowledge'] {
    --_accent: var(--tech-color-knowledge, #2848a8);
  }
  [data-domain='science'] {
    --_accent: var(--tech-color-science, #0b6e4f);
  }
  [data-domain='technology'] {
    --_accent: var(--tech-color-technology, #9a3412);
  }
  [data-domain='services'] {
    --_accent: var(--tech-color-services, #9d174d);
  }
  [data-domain='wild'] {
    --_accent: var(--tech-color-wild, #5b3a8c);
  }

  .base {
    box-sizing: border-box;
    position: relative;
    inline-size: 100%;
    /* The ratio of a poker card. A long text still fits: the box's automatic minimum height lets it grow. */
    aspect-ratio: 5 / 7;
    border-radius: var(--tech-card-radius, 6cqi);
    font-size: 5.4cqi;
    line-height: 1.3;
    overflow-wrap: break-word;
  }

  /* Face */

  .face {
    display: flex;
    flex-direction: column;
    gap: 0.45em;
    padding: 0.75em 0.9em 0.7em;
    background: var(--tech-card-face, #fffdf8);
    color: var(--tech-card-ink, #1c1b1a);
    border: 1px solid rgb(0 0 0 / 0.2);
    box-shadow:
      0 0.08em 0.2em rgb(0 0 0 / 0.12),
      0 0.4em 1em rgb(0 0 0 / 0.08);
  }

  .face[data-domain='wild'] {
    /* A border in the four domains' colours, drawn by two backgrounds so it follows the radius. */
    border: 0.3em solid transparent;
    background:
      linear-gradient(var(--tech-card-face, #fffdf8), var(--tech-card-face, #fffdf8)) padding-box,
      conic-gradient(
          from 45deg,
          var(--tech-color-knowledge, #2848a8),
          var(--tech-color-science, #0b6e4f),
          var(--tech-color-technology, #9a3412),
          var(--tech-color-services, #9d174d),
          var(--tech-color-knowledge, #2848a8)
        )
        border-box;
  }

  .corner {
    position: absolute;
    display: flex;
    flex-direction: column;
    align-items: center;
    min-inline-size: 1.6em;
    color: var(--_accent);
  }
  .corner--top {
    inset-block-start: 0.55em;
    inset-inline-start: 0.55em;
  }
  .corner--bottom {
    inset-block-end: 0.55em;
    inset-inline-end: 0.55em;
    transform: rotate(180deg);
  }

  .value {
    font-size: 1.9em;
    font-weight: 700;
    line-height: 1;
    font-variant-numeric: tabular-nums;
    letter-spacing: -0.03em;
  }
  /* As on playing cards: a 6 or a 9 upside down reads as the other without the underline. */
  .value.turnable {
    text-decoration: underline;
    text-decoration-thickness: 0.08em;
    text-underline-offset: 0.1em;
  }
  .value .pip {
    inline-size: 0.85em;
    block-size: 0.85em;
  }

  .pip {
    inline-size: 1.15em;
    block-size: 1.15em;
    fill: currentColor;
    margin-block-start: 0.1em;
  }

  .symbol {
    inline-size: 1.25em;
    block-size: 1.25em;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .domain {
    align-self: flex-end;
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
    padding: 0.2em 0.6em 0.2em 0.4em;
    border-radius: 999px;
    background: var(--_accent);
    color: #fff;
    font-size: 0.8em;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .face[data-domain='wild'] .domain {
    background: linear-gradient(
      90deg,
      var(--tech-color-knowledge, #2848a8),
      var(--tech-color-science, #0b6e4f),
      var(--tech-color-technology, #9a3412),
      var(--tech-color-services, #9d174d)
    );
  }

  p {
    margin: 0;
  }

  /* Read by screen readers, not shown: the dash between keyword and text, printed as a line break. */
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* A name's longest word fits its line: the font shrinks for a long one, by an estimate (\`--_fit\`
     characters at 0.62 em each in a bold sans-serif; the line is the card less the face's and the name's
     padding), then as far as the layout needs (\`--_shrink\`, name-fit.ts). Words are never cut. */
  ${fitRules}
  .name {
    margin-block-start: 0.9em;
    padding-inline: 1.3em; /* clear of the corner index */
    font-size: calc(min(1.3em, 88cqi / (var(--_fit, 1) * 0.62 + 2.6)) * var(--_shrink, 1));
    font-weight: 700;
    line-height: 1.15;
    text-align: center;
    text-wrap: balance;
    overflow-wrap: normal;
  }

  .meta {
    font-size: 0.8em;
    color: #57534e;
    text-align: center;
    text-wrap: balance;
  }
  .year {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  .effect {
    margin-block-start: 0.25em;
    padding: 0.5em 0.6em;
    border-radius: 0.4em;
    border-inline-start: 0.22em solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 9%, var(--tech-card-face, #fffdf8));
    font-size: 0.9em;
  }
  .keyword {
    display: block;
    color: var(--_accent);
    font-size: 0.85em;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  /* Where a printed card has its picture: the domain symbol, large and faint. It takes the room the
     text leaves (a size container, so the symbol shrinks rather than the card growing). */
  .art {
    flex: 1 1 0;
    min-block-size: 0;
    container-type: size;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.6em;
    color: color-mix(in srgb, var(--_accent) 22%, var(--tech-card-face, #fffdf8));
  }
  .art > .symbol {
    inline-size: min(4.8em, 85cqb);
    block-size: min(4.8em, 85cqb);
    stroke-width: 1.4;
  }
  .art span {
    display: grid;
    place-items: center;
    inline-size: 2.1em;
    block-size: 2.1em;
    border-radius: 50%;
    background: var(--_accent);
    color: #fff;
  }

  .fact {
    /* Leave room for the bottom corner index (a margin, so the rule above stops short of it too). */
    margin-inline-end: 2.3em;
    padding-block-start: 0.45em;
    border-block-start: 1px solid rgb(0 0 0 / 0.12);
    font-size: 0.78em;
    font-style: italic;
    color: #57534e;
  }

  .source {
    font-size: 0.65em;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: #6b6560;
  }

  /* Small cards (a market or a hand on a phone): the value, pips and symbol grow, the words that
     can't be read at this size go (the accessible name still holds them all). */
  .mini {
    display: none;
  }
  .problem {
    display: block;
    padding: 1em;
    font-size: 0.8em;
    color: #57534e;
  }
  @container (max-width: 149px) {
    .base {
      font-size: 8.5cqi;
    }
    .face {
      gap: 0.2em;
      padding: 0.5em 0.45em 0.45em;
      justify-content: flex-end;
    }
    .corner--top {
      inset-block-start: 0.4em;
      inset-inline-start: 0.4em;
    }
    .corner--bottom,
    .domain,
    .meta,
    .art,
    .fact,
    .source,
    .effect .text {
      display: none;
    }
    .value {
      font-size: 2.1em;
    }
    .pip {
      inline-size: 1.4em;
      block-size: 1.4em;
    }
    .mini {
      display: flex;
      flex: 1 1 0;
      min-block-size: 0;
      align-items: center;
      justify-content: flex-end;
      padding-inline-start: 2.2em;
      color: var(--_accent);
    }
    .mini .symbol {
      inline-size: 52cqi;
      block-size: 52cqi;
      max-block-size: 100%;
      stroke-width: 1.8;
    }
    .name {
      margin: 0;
      padding: 0;
      font-size: calc(min(1.3em, 90cqi / (var(--_fit, 1) * 0.62)) * var(--_shrink, 1));
      font-weight: 700;
      line-height: 1.1;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    .effect {
      margin: 0;
      padding: 0.15em 0.3em;
      border-inline-start-width: 0.25em;
      font-size: 0.78em;
      text-align: center;
    }
    .keyword {
      font-size: 1em;
      letter-spacing: 0.04em;
    }
    .back-symbols .symbol {
      inline-size: 3em;
      block-size: 3em;
    }
    .wordmark {
      display: none;
    }
  }
  @container (max-width: 71px) {
    .base {
      font-size: 11cqi;
    }
    .name,
    .effect {
      display: none;
    }
    .face {
      justify-content: center;
    }
    .value {
      font-size: 2.4em;
    }
    .mini {
      padding: 1.6em 0 0;
      justify-content: center;
    }
    .mini .symbol {
      inline-size: 62cqi;
      block-size: 62cqi;
    }
  }

  /* Back */

  .back {
    padding: 5cqi;
    background: var(--tech-card-back, #26324a);
    border: 1px solid rgb(0 0 0 / 0.3);
    box-shadow: 0 0.08em 0.2em rgb(0 0 0 / 0.18);
  }
  .back-panel {
    box-sizing: border-box;
    block-size: 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 1em;
    border: 0.12em solid rgb(255 255 255 / 0.55);
    border-radius: calc(var(--tech-card-radius, 6cqi) * 0.6);
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.07) 0 0.35em, transparent 0.35em 0.9em),
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.07) 0 0.35em, transparent 0.35em 0.9em);
    color: #fff;
  }
  .back-symbols {
    display: grid;
    grid-template-columns: repeat(2, auto);
    gap: 0.5em;
  }
  .back-symbols .symbol {
    inline-size: 2.2em;
    block-size: 2.2em;
  }
  .wordmark {
    font-weight: 700;
    letter-spacing: 0.25em;
    text-transform: uppercase;
  }

  /* No card yet */

  .empty {
    border: 0.12em dashed rgb(0 0 0 / 0.3);
  }

  @media (forced-colors: active) {
    .face,
    .back,
    .back-panel,
    .empty,
    .domain,
    .effect {
      border: 1px solid CanvasText;
    }
    .domain,
    .art span {
      background: Canvas;
      color: CanvasText;
    }
  }
`,
];
