import { css } from 'lit';

/**
 * Looks of `<tech-grid-poker>`, on top of the shared game looks (../shared/game.styles.ts): the card sizes,
 * the opponents' companies, the market with its gutters, the piles, your company and hand, and the reveal.
 * The layout follows the space the page gives the element, never the viewport: on a phone the market
 * with your company beside it and your hand under it, the opponents folded to a line of scores, so a
 * decision's prompt, options and hand fit one screen (390×844); from 600 px your company and hand beside
 * the market; from 960 px the card inspector and the log beside the table (a sheet below that).
 */
export const styles = css`
  /* Sizes are set one level inside the host: container queries and cqi units measure the host, which
     can't query itself. On a phone the market's three cards, its gutter and the company's column share
     the width (the element's padding and gaps are 98 px of it); seven hand cards fill a row, so a hand
     stays one row. The cards are capped by the screen's height too (svh), as chess's squares are: the
     text around them (header, prompt, score line, labels, the confirm button) is sized in rem and grows
     with a page's root font, so it takes about 19rem of the height and the gaps, the market's head and your committed cards 256 px; the market's
     three rows (4.2 card widths) get the rest. A phone's browser bars leave about 750 px of 844. */
  .base {
    --_gutter: 40px;
    --_side: 58px;
    --_fit: calc((100svh - 19rem - 256px) / 4.2);
    --_card: var(
      --tech-grid-poker-card,
      clamp(36px, min(calc((100cqi - 98px - var(--_gutter) - var(--_side)) / 3), var(--_fit)), 84px)
    );
    --_hand: clamp(36px, min(calc((100cqi - 80px) / 7), var(--_fit)), 84px);
    --_small: var(--_side);
    --_pile: 30px;
    --_committed: min(44px, var(--_fit));
    --_tray: var(--_hand);
  }
  /* The table: the opponents' line on top, the market, beside it your company and the piles, your
     cards under it. */
  .table {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'fold fold' 'market company' 'market piles' 'cards cards';
    grid-template-rows: auto auto 1fr auto;
    gap: 8px 8px;
    align-items: start;
  }
  .table > .fold {
    grid-area: fold;
  }
  .table > .market {
    grid-area: market;
  }
  .table > .piles {
    grid-area: piles;
  }
  .you {
    display: contents;
  }
  .you-company {
    grid-area: company;
  }
  .you-cards {
    grid-area: cards;
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
    padding-block-start: 6px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  .you-company .cards-row {
    flex-direction: column;
    gap: 4px;
  }
  .slot--committed tech-card {
    --tech-card-width: var(--_committed);
  }
  /* Cards a choice offers from off the table (the discard, the deck's top), in the row of its buttons. */
  .slot--tray tech-card {
    --tech-card-width: var(--_tray);
  }
  /* The line the opponents fold to: every seat's points. */
  .summary-scores {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 2px 10px;
  }
  .summary-seat.turn {
    font-weight: 700;
    color: var(--_accent);
  }
  .summary-what {
    margin-inline-start: 10px;
    opacity: 0.85;
  }
  .slot--market tech-card {
    --tech-card-width: var(--_card);
  }
  .slot--hand tech-card {
    --tech-card-width: var(--_hand);
  }
  .slot--small tech-card {
    --tech-card-width: var(--_small);
  }
  .slot--market .empty {
    inline-size: var(--_card);
    aspect-ratio: 5 / 7;
    border: 2px dashed rgb(255 255 255 / 0.35);
  }
  .slot--hand .empty,
  .slot--small .empty,
  .slot--committed .empty {
    inline-size: var(--_small);
    aspect-ratio: 5 / 7;
    border: 2px dashed rgb(255 255 255 / 0.35);
  }
  .opponent-name {
    margin-block-end: 4px;
    font-size: var(--_text-s);
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  .opponent-name span {
    font-weight: 400;
    opacity: 0.85;
  }

  /* Opponents */
  .opponents {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  .opponent {
    padding: 4px 6px 6px;
    border-radius: 8px;
    border: 2px solid transparent;
  }
  .opponent.turn {
    border-color: var(--_accent);
  }

  /* Market */
  .market {
    display: grid;
    gap: 6px;
  }
  .market-row {
    display: grid;
    grid-template-columns: var(--_gutter) repeat(3, var(--_card));
    gap: 6px;
    align-items: stretch;
  }
  .market-row--head {
    grid-template-rows: minmax(32px, auto);
  }
  .corner-cell {
    display: grid;
    place-items: center;
  }
  /* As large as the text around it, but never wider than its corner (the gutters' width, in px): with a
     larger root font it ran into the first column's tokens. */
  .market-label {
    font-size: min(var(--_text-xs), calc(var(--_gutter) / 4.4));
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    opacity: 0.85;
  }
  .gutter-cell {
    display: grid;
  }
  .gutter {
    display: flex;
    flex-wrap: wrap;
    align-content: center;
    justify-content: center;
    gap: 3px;
    inline-size: 100%;
    block-size: 100%;
    padding: 3px;
    border: 2px dashed rgb(255 255 255 / 0.25);
    border-radius: 8px;
    font-size: 11px;
    line-height: 1.1;
  }
  .gutter-cell--row .gutter {
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: center;
  }
  .gutter.target {
    cursor: pointer;
    border: 3px solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 22%, transparent);
  }
  .gutter.target:hover {
    background: color-mix(in srgb, var(--_accent) 40%, transparent);
  }
  .place::after,
  .token::after,
  .co::after {
    content: attr(data-text);
  }
  .place {
    font-weight: 700;
    color: var(--_accent);
  }
  .token {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 1px 4px;
    border-radius: 5px;
    background: rgb(0 0 0 / 0.45);
    color: #fff;
    font-weight: 700;
    white-space: nowrap;
  }
  .backs {
    display: inline-flex;
    gap: 1px;
  }
  .backs i {
    display: inline-block;
    inline-size: 7px;
    block-size: 10px;
    border-radius: 1.5px;
    background: #26324a;
    border: 1px solid #fff;
  }
  .co {
    padding: 0 2px;
    border-radius: 3px;
    background: #fff;
    color: #111;
    font-size: 9px;
    font-weight: 700;
  }

  /* Deck and discard */
  .piles {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .pile {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 3px;
    font-size: var(--_text-s);
  }
  .pile-button tech-card {
    --tech-card-width: var(--_pile);
  }
  .pile-empty {
    display: block;
    inline-size: var(--_pile);
    aspect-ratio: 5 / 7;
    border: 2px dashed rgb(255 255 255 / 0.35);
    border-radius: 6px;
  }
  .browse-name {
    text-decoration: underline;
  }

  /* You */
  .hand-row {
    padding-block-start: 8px; /* room for a selected card to rise */
  }

  /* Reveal: a summary line (who won) that opens on tap */
  .reveal {
    padding: 6px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .reveal summary {
    cursor: pointer;
  }
  /* Folded, the reveal is one line (who won, cut short): above the table it takes no more of a phone's
     height than the prompt leaves. */
  .reveal:not([open]),
  .reveal:not([open]) summary {
    min-inline-size: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .reveal h3 {
    display: inline;
    font-size: var(--_text-m);
  }
  .reveal-summary {
    margin-inline-start: 8px;
    color: var(--_muted);
    font-size: var(--_text-m);
  }
  .reveal[open] summary {
    margin-block-end: 6px;
  }
  .orientations {
    display: grid;
    gap: 8px;
  }
  .orientations h4 {
    margin: 0 0 4px;
    font-size: var(--_text-s);
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--_muted);
  }
  @container (min-width: 760px) {
    .orientations {
      grid-template-columns: 1fr 1fr;
    }
  }
  .hands {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .formed {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    padding: 6px 8px;
    border-radius: 8px;
    border: 1px solid var(--_line);
  }
  .formed.won {
    border: 2px solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 12%, var(--_panel));
  }
  .formed-head {
    display: grid;
    gap: 1px;
    min-inline-size: 11em;
    flex: 1 1 11em;
  }
  .hand-name {
    font-size: var(--_text-l);
  }
  .formed-who {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .win {
    justify-self: start;
    padding: 0 8px;
    border-radius: 999px;
    background: var(--_accent);
    color: #111;
    font-weight: 700;
    font-size: var(--_text-s);
  }
  .win::before {
    content: '★ ';
  }
  .formed-cards {
    display: flex;
    gap: 3px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .formed-cards tech-card {
    --tech-card-width: 46px;
  }
  .formed-cards .own {
    outline: 2px solid var(--_accent);
    outline-offset: 1px;
    border-radius: 4px;
  }

  .discard-list {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0;
    list-style: none;
  }
  .discard-list tech-card {
    --tech-card-width: 120px;
  }
  /* A tablet, a laptop: your company and your cards beside the market and the piles, five hand cards
     a row, so the table is no taller than the market. */
  @container (min-width: 600px) {
    .base {
      --_gutter: 56px;
      --_card: var(--tech-grid-poker-card, clamp(64px, calc((100cqi - 300px) / 5.5), 92px));
      --_pile: 60px;
      --_small: 64px;
      --_hand: clamp(52px, calc((100cqi - 3 * var(--_card) - 250px) / 5), 88px);
      --_committed: 52px;
      --_tray: 64px;
    }
    .table {
      grid-template-columns: auto auto minmax(0, 1fr);
      grid-template-areas: 'fold fold fold' 'market piles company' 'market piles cards';
      grid-template-rows: auto auto 1fr;
      gap: 8px 12px;
    }
    .you-company .cards-row {
      flex-direction: row;
    }
    .you-cards {
      padding-block-start: 0;
      border-block-start: 0;
    }
  }

  /* A wide screen: the table beside the card inspector and the log (300 px and a gap of 12). */
  @container (min-width: 960px) {
    .base {
      --_card: var(--tech-grid-poker-card, clamp(72px, calc((100cqi - 312px - 300px) / 5.5), 84px));
      --_hand: clamp(52px, calc((100cqi - 312px - 3 * var(--_card) - 250px) / 5), 88px);
    }
  }

  /* Five or six players: the scoreboard keeps to one line by leaving the hand sizes to the opponents' companies (opened from their line). */
  .scores:has(> .score:nth-child(5)) .hand-size {
    display: none;
  }

  /* On a phone the opponents' line holds every seat's points: the scoreboard would take the room of a row of cards. */
  @container (width < 600px) {
    .scores {
      display: none;
    }
    .pile {
      font-size: var(--_text-xs);
      line-height: 1.2;
    }
    /* The opponents' line stays one line with five or six seats: how many companies it holds is cut
       short first (the seats' points are what it is for). */
    .fold-summary {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    .summary-scores {
      flex-wrap: nowrap;
    }
    /* Two answers in words ("Take them back", "Discard them and draw new ones") share one row, even
       with a larger root font: a second row of buttons would push them under a phone's screen. */
    .option,
    .confirm {
      padding-inline: 10px;
      font-size: var(--_text-s);
    }
  }

  @media (forced-colors: active) {
    .gutter.target {
      outline: 3px solid Highlight;
    }
  }
`;
