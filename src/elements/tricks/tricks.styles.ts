import { css } from 'lit';

/**
 * Looks of `<tech-tricks>`, on top of the shared game looks (../shared/game.styles.ts): the card sizes,
 * the trump and goal spots, the trick with a place per player, the last trick, the offer, the hand
 * (a small gap between domains), the trades and the score sheet. The layout follows the space the page
 * gives the element, never the viewport, so that a decision's prompt, options and hand fit one screen
 * (390×844 on a phone, 1280×800 on a laptop): the trump, goal and piles in a row over the trick on a phone,
 * beside it from 700 px; the last trick folded to a line; the card inspector and the log beside the table
 * from 960 px (a sheet below that).
 */
export const styles = css`
  /* Sizes on .base, not :host: the host is the container the queries measure, so only what is inside it
     follows them. On a phone six hand cards fill a row (more overlap in it), four seats of the trick and
     the trump, goal and piles fit a row each. */
  .base {
    /* Capped by the screen's height too: the text (header, scores, prompt, names, buttons) is sized in rem
       and grows with a page's root font, about 24rem of it, with 150 px of gaps; the hand's two rows and
       the trick's row (5.6 card widths) get the rest. */
    --_fit: calc((100svh - 24rem - 150px) / 5.6);
    --_trick: var(--tech-tricks-card, clamp(48px, min(calc((100cqi - 60px) / 5.2), var(--_fit)), 80px));
    --_hand: clamp(40px, min(calc((100cqi - 74px) / 6.1), var(--_fit)), 84px);
    --_info: clamp(36px, var(--_fit), 44px);
    --_small: clamp(40px, calc((100cqi - 96px) / 6), 56px);
  }

  /* The table: the trump, goal and piles in a row, the trick under them (beside them from 700 px). */
  .table {
    display: grid;
    gap: 8px 16px;
    grid-template-areas: 'spots' 'trick';
  }
  .trick {
    grid-area: trick;
  }
  .trick--later .area-name {
    font-weight: 400;
    max-inline-size: 32em;
  }
  .spots {
    grid-area: spots;
  }
  .area-name,
  .spot-name,
  .play-name {
    display: block;
    margin-block-end: 4px;
    font-size: var(--_text-s);
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  .domain {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    font-weight: 700;
    white-space: nowrap;
  }
  .domain .symbol {
    inline-size: 1.1em;
    block-size: 1.1em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  /* Card sizes */
  .slot--trick tech-card,
  .seat-play tech-card {
    --tech-card-width: var(--_trick);
  }
  .slot--hand tech-card {
    --tech-card-width: var(--_hand);
  }
  .spot tech-card {
    --tech-card-width: var(--_info);
  }
  .slot--small tech-card {
    --tech-card-width: var(--_small);
  }

  /* An empty place for a card */
  .place-cell {
    display: grid;
    place-items: center;
    inline-size: var(--_trick);
    aspect-ratio: 5 / 7;
    border: 2px dashed rgb(255 255 255 / 0.4);
    border-radius: 8px;
    color: var(--_felt-ink);
    font-size: var(--_text-s);
    text-align: center;
  }
  .spot .place-cell {
    inline-size: var(--_info);
  }
  .seat-play.turn .place-cell {
    border: 3px solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 18%, transparent);
  }

  /* Trump, goal and piles */
  .spots {
    display: flex;
    flex-wrap: wrap;
    gap: 10px 14px;
    align-items: flex-start;
  }
  .spot {
    display: grid;
    justify-items: start;
    gap: 2px;
  }
  .spot-note {
    font-size: var(--_text-xs);
    font-style: italic;
  }
  .piles-cell {
    display: grid;
    gap: 2px;
    padding: 4px 2px;
    font-size: var(--_text-s);
    text-align: start;
    color: var(--_felt-ink);
  }
  .pile-line {
    display: flex;
    align-items: center;
    gap: 6px;
    white-space: nowrap;
  }
  .pile-back {
    display: inline-block;
    inline-size: 12px;
    block-size: 17px;
    border-radius: 2px;
    background: #26324a;
    border: 1px solid #fff;
  }

  /* The trick */
  .trick-row {
    display: flex;
    flex-wrap: wrap;
    align-items: end; /* the cards in line when a name takes two lines */
    gap: 6px;
  }
  .seat-play {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 2px;
    padding: 2px;
    border-radius: 10px;
    border: 2px solid transparent;
  }
  .seat-play.winning {
    border-color: rgb(255 255 255 / 0.7);
    background: rgb(0 0 0 / 0.18);
  }
  .play-name {
    max-inline-size: var(--_trick);
    text-align: center;
    line-height: 1.2;
  }
  .tag-under {
    display: block;
    max-inline-size: var(--_hand); /* never wider than its card */
    margin-block-start: 3px;
    padding: 0 2px;
    line-height: 1.2;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    font-size: 11px;
    font-weight: 700;
    text-align: center;
  }
  .tag-under::after {
    content: attr(data-badge);
  }
  .tag {
    padding: 0 4px;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.4);
    font-size: var(--_text-xs);
    font-weight: 700;
  }
  .badge--win {
    background: var(--_accent);
    color: #111;
    font-weight: 700;
  }

  /* The last trick: a line saying who won it, its cards on tap */
  .last-trick {
    padding: 6px 8px 8px;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.16);
  }
  .how {
    margin-inline-start: 6px;
    font-size: var(--_text-s);
    opacity: 0.9;
  }
  /* How the last trick was won: in its line, and over its cards on a phone, where the line is short. */
  .how--body {
    display: none;
    margin: 0 0 6px;
  }
  @container (width >= 600px) {
    .short-name {
      display: none;
    }
  }
  @container (width < 600px) {
    .how--body {
      display: block;
    }
  }
  .last-row {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .seen {
    cursor: default;
  }

  /* The offer and the hand */
  .offer,
  .hand {
    padding-block-start: 8px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  /* The offered card beside the words about it, so the offer takes a card's height. */
  .offer {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .offer .area-name {
    order: 2;
    flex: 1;
    margin: 0;
  }
  .offer .cards-row {
    align-items: center;
  }
  .hand-row {
    padding-block-start: 8px; /* room for a selected card to rise */
  }
  .hand-row .domain-start {
    margin-inline-start: 6px;
  }
  /* Another player's bid scale: the reader's bid buttons, stepped back (they can't be pressed). */
  .bid-scale .option {
    border-color: rgb(255 255 255 / 0.3);
    background: none;
    color: rgb(255 255 255 / 0.65);
    cursor: default;
  }

  /* Trades and the score sheet */
  .trades,
  .sheet {
    padding: 10px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .trades h3,
  .sheet h3 {
    font-size: var(--_text-m);
    margin-block-end: 6px;
  }
  .trades ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
  .trades .answer {
    font-weight: 700;
  }
  .trades .accepted .answer::before {
    content: '✓ ';
  }
  .trades .declined .answer::before {
    content: '✗ ';
  }
  .sheet {
    display: grid;
    gap: 10px;
  }
  .sheet-table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: var(--_text-s);
  }
  .sheet-table caption {
    text-align: start;
    font-weight: 700;
    padding-block-end: 4px;
  }
  .sheet-table th,
  .sheet-table td {
    padding: 4px 6px;
    border-block-end: 1px solid var(--_line);
    text-align: start;
    vertical-align: top;
  }
  .sheet-table thead th {
    font-size: var(--_text-xs);
    color: var(--_muted);
    font-weight: 700;
  }
  .sheet-table tr.me th {
    font-weight: 700;
  }
  .sheet-table th[scope='row'] {
    inline-size: 28%;
  }
  .sheet-table .lines strong {
    white-space: nowrap;
  }
  .bid-won span {
    white-space: nowrap;
  }
  .bid-won {
    display: block;
    color: var(--_muted);
    font-size: var(--_text-s);
    font-weight: 400;
  }
  .sheet-table .total {
    inline-size: 1%;
    font-weight: 700;
    font-size: var(--_text-m);
    text-align: end;
  }
  .sheet-table thead .total {
    font-size: var(--_text-xs);
    font-weight: 700;
  }
  .lines {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .totals {
    font-size: var(--_text-m);
  }
  .goals,
  .tie-break {
    font-size: var(--_text-m);
  }

  /* A phone: the bids 0 to 6 in one row; the spots' names small, and the goal's note left to its name
     ("Your goal"; a screen reader hears that it is hidden from the others). */
  @container (width < 600px) {
    .option {
      padding-inline: 9px;
    }
    .spots {
      gap: 6px 10px;
    }
    .spot {
      max-inline-size: calc(var(--_info) + 3.5em);
    }
    .spot-name {
      font-size: var(--_text-xs);
      line-height: 1.2;
    }
    /* The hand in one row, fanned as a hand of cards is held: with more cards than fit, each slot gets
       narrower and its card, of the same size, slides under the next one, its corner (value and domain)
       still showing and still a finger's width to tap; the last card whole. Two rows of ten to twelve
       cards took a card's height more than a phone held with a larger root font has. */
    .hand-row {
      flex-wrap: nowrap;
      gap: 0;
      contain: inline-size; /* as wide as the table gives it, never as its cards side by side */
    }
    .slot--hand {
      flex: 0 1 calc(var(--_hand) + 4px);
      min-inline-size: 0;
    }
    .slot--hand:last-child {
      flex-shrink: 0;
    }
    /* The hand's name is not drawn (its row says it to a screen reader, the scoreboard says how many
       cards): as in chess, the height goes to the decision. */
    .hand > .area-name {
      display: none;
    }
    .offer,
    .hand {
      padding-block-start: 4px;
    }
    /* A domain's badge once, under its first card, over the covered corners of the rest. */
    .slot--hand:not(.domain-first) .tag-under {
      visibility: hidden;
    }
    .slot--hand.domain-first .tag-under {
      position: relative;
      z-index: 1;
      inline-size: max-content;
      max-inline-size: none;
    }
    .long-name,
    .fold-summary .how {
      display: none;
    }
    /* A player a line in the scoreboard (name, points, bid, tricks, hand), in small type: two boxes a
       line took three lines each with a larger root font. */
    .scores {
      display: grid;
      grid-template-columns: 1fr;
      gap: 3px;
    }
    .score {
      border-radius: 8px;
      padding-block: 0;
      font-size: var(--_text-xs);
    }
    .hand-row .domain-start {
      margin-inline-start: 4px;
    }
    .spot-note {
      display: none;
    }
    /* The words before the tricks and about an offer in smaller type: a line less each. */
    .trick--later .area-name {
      font-size: var(--_text-xs);
    }
    .offer {
      font-size: var(--_text-xs);
    }
  }

  /* A tablet or a narrow column: ten hand cards a row. */
  @container (min-width: 600px) {
    .base {
      --_hand: clamp(50px, calc((100cqi - 120px) / 10), 84px);
      --_small: 54px;
      --_info: 64px;
    }
  }

  /* Room for the trick beside the trump, the goal and the piles */
  @container (min-width: 700px) {
    .table {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas: 'spots trick';
      align-items: start;
    }
    .base {
      --_trick: var(--tech-tricks-card, clamp(60px, calc((100cqi - 400px) / 5), 96px));
    }
  }

  /* A wide screen: the table beside the card inspector and the log (300 px and a gap of 12). */
  @container (min-width: 960px) {
    .base {
      --_hand: clamp(60px, calc((100cqi - 312px - 120px) / 10), 84px);
      --_trick: var(--tech-tricks-card, clamp(64px, calc((100cqi - 312px - 400px) / 5), 92px));
      --_info: 68px;
    }
    .sheet-table {
      font-size: var(--_text-m);
    }
  }

  @media (forced-colors: active) {
    .seat-play.winning,
    .seat-play.turn .place-cell {
      outline: 3px solid Highlight;
    }
  }
`;
