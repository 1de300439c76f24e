import { css } from 'lit';

/**
 * Looks of `<tech-grid-poker>`, on top of the shared game looks (../shared/game.styles.ts): the card sizes,
 * the opponents' companies, the market with its gutters, the piles, your company and hand, and the reveal.
 * The layout follows the space the page gives the element (one column on a phone, the table beside the
 * log on a wide screen), never the viewport.
 */
export const styles = css`
  /* Sizes are set one level inside the host: container queries and cqi units measure the host, which
     can't query itself. */
  .base {
    --_card: var(--tech-grid-poker-card, clamp(60px, calc((100cqi - 92px) / 3), 104px));
    --_hand: clamp(72px, calc((100cqi - 48px) / 3), 104px);
    --_small: clamp(50px, calc((100cqi - 40px) / 6.5), 68px);
    --_gutter: 44px;
  }
  .table {
    display: grid;
    gap: 10px;
  }
  .middle {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: flex-start;
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
  .slot--small .empty {
    inline-size: var(--_small);
    aspect-ratio: 5 / 7;
    border: 2px dashed rgb(255 255 255 / 0.35);
  }
  .opponent-name {
    margin-block-end: 4px;
    font-size: 0.82rem;
    font-weight: 650;
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
    grid-template-rows: minmax(40px, auto);
  }
  .corner-cell {
    display: grid;
    place-items: center;
  }
  .market-label {
    font-size: 0.7rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
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
    font-weight: 800;
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
    font-weight: 650;
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
    font-weight: 800;
  }

  /* Deck and discard */
  .piles {
    display: flex;
    gap: 10px;
  }
  .pile {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 3px;
    font-size: 0.8rem;
  }
  .pile-button tech-card {
    --tech-card-width: var(--_small);
  }
  .pile-empty {
    display: block;
    inline-size: var(--_small);
    aspect-ratio: 5 / 7;
    border: 2px dashed rgb(255 255 255 / 0.35);
    border-radius: 6px;
  }
  .browse-name {
    text-decoration: underline;
  }

  /* You */
  .you {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 18px;
    padding-block-start: 8px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  .hand-row {
    padding-block-start: 8px; /* room for a selected card to rise */
  }

  /* Reveal */
  .reveal {
    padding: 10px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .reveal h3 {
    font-size: 1rem;
    margin-block-end: 6px;
  }
  .orientations {
    display: grid;
    gap: 8px;
  }
  .orientations h4 {
    margin: 0 0 4px;
    font-size: 0.85rem;
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
    font-size: 1.02rem;
  }
  .formed-who {
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .win {
    justify-self: start;
    padding: 0 8px;
    border-radius: 999px;
    background: var(--_accent);
    color: #111;
    font-weight: 750;
    font-size: 0.85rem;
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

    padding: 6px;
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
  /* A tablet or a narrow column: a little more room for the cards. */
  @container (min-width: 600px) {
    .base {
      --_gutter: 64px;
      --_card: var(--tech-grid-poker-card, clamp(80px, calc((100cqi - 280px) / 3), 112px));
      --_hand: 96px;
      --_small: 64px;
    }
  }


  /* A wide screen: the table beside the card inspector and the log. */
  @container (min-width: 960px) {
    .base {
      --_card: var(--tech-grid-poker-card, 108px);
      --_hand: 100px;
      --_small: 64px;
    }
    .table {
      grid-template-columns: auto 1fr;
      grid-template-areas: 'opponents middle' 'you you';
      align-items: start;
    }
    .opponents {
      grid-area: opponents;
      flex-direction: column;
    }
    .middle {
      grid-area: middle;
    }
    .you {
      grid-area: you;
    }
    .piles {
      flex-direction: column;
    }
  }

  @media (forced-colors: active) {
    .gutter.target {
      outline: 3px solid Highlight;
    }
  }
`;
