import { css } from 'lit';
import { cardHost } from '../host.styles.js';

/**
 * Looks of `<tech-playing-card>`. Sizes are in `cqi` (percent of the card's width, the host being an
 * inline-size container), so the whole card scales from the one `--tech-card-width`.
 */
export const styles = [
  cardHost('6rem'),
  css`
  [data-suit='hearts'],
  [data-suit='diamonds'] {
    --_suit: var(--tech-suit-red, #c0182e);
  }
  [data-suit='clubs'],
  [data-suit='spades'] {
    --_suit: var(--tech-suit-black, #1c1b1a);
  }

  .base {
    box-sizing: border-box;
    position: relative;
    inline-size: 100%;
    aspect-ratio: 5 / 7;
    border-radius: var(--tech-card-radius, 7cqi);
    overflow: hidden;
  }

  .face {
    background: var(--tech-card-face, #fffdf8);
    color: var(--_suit);
    border: 1px solid rgb(0 0 0 / 0.22);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.16);
  }

  .pip {
    display: block;
    fill: currentColor;
  }

  .index {
    position: absolute;
    display: flex;
    flex-direction: column;
    align-items: center;
    inline-size: 22cqi;
    line-height: 1;
  }
  .index--top {
    inset-block-start: 5cqi;
    inset-inline-start: 4cqi;
  }
  .index--bottom {
    inset-block-end: 5cqi;
    inset-inline-end: 4cqi;
    transform: rotate(180deg);
  }
  .rank::after,
  .court-rank::after {
    content: attr(data-rank);
  }
  .rank {
    font-size: 21cqi;
    font-weight: 700;
    letter-spacing: -0.06em;
    font-variant-numeric: tabular-nums;
  }
  .index .pip {
    inline-size: 15cqi;
    block-size: 15cqi;
    margin-block-start: 2cqi;
  }

  .middle {
    position: absolute;
    inset: 22cqi 27cqi;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
  }
  .middle .pip {
    inline-size: 50cqi;
    block-size: 50cqi;
  }
  .middle.court {
    border: 1.2cqi solid currentColor;
    border-radius: 4cqi;
    background: color-mix(in srgb, var(--_suit) 7%, transparent);
    gap: 2cqi;
  }
  .court-rank {
    font-family: Georgia, 'Times New Roman', serif;
    font-size: 34cqi;
    font-weight: 700;
    line-height: 1;
  }
  .middle.court .pip {
    inline-size: 20cqi;
    block-size: 20cqi;
  }

  /* A small card (a grid square on a phone): a large corner index and a large pip, nothing else. */
  @container (max-width: 71px) {
    .index--top {
      inset-block-start: 4cqi;
      inset-inline-start: 5cqi;
      inline-size: auto;
      align-items: flex-start;
    }
    .rank {
      font-size: 40cqi;
      letter-spacing: -0.08em;
    }
    .index .pip {
      display: none;
    }
    .index--bottom,
    .court-rank {
      display: none;
    }
    .middle,
    .middle.court {
      inset: auto 6cqi 6cqi auto;
      border: 0;
      background: none;
    }
    .middle .pip,
    .middle.court .pip {
      inline-size: 52cqi;
      block-size: 52cqi;
    }
  }

  .back {
    padding: 6cqi;
    background: var(--tech-card-back, #26324a);
    border: 1px solid rgb(0 0 0 / 0.3);
  }
  .back-panel {
    block-size: 100%;
    border: 1.5cqi solid rgb(255 255 255 / 0.55);
    border-radius: 4cqi;
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.1) 0 3cqi, transparent 3cqi 8cqi),
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.1) 0 3cqi, transparent 3cqi 8cqi);
  }

  .empty {
    border: 1.5cqi dashed rgb(0 0 0 / 0.3);
  }

  @media (forced-colors: active) {
    .face,
    .back,
    .empty {
      border: 1px solid CanvasText;
    }
    .face {
      color: CanvasText;
    }
  }
`,
];
