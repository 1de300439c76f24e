import { css } from 'lit';

/**
 * Looks of `<tech-poker>`, after the shared game sheet (host, tokens, dark mode, header, prompt, felt,
 * buttons, panels, log, dialogs). The players sit in a wrapping row above the pot; the hand's five cards
 * shrink with the container (from a 360 px phone) and with the screen's height, so the prompt, the
 * players, the hand and the bet controls take one screen; from 960 px the table sits beside the log and
 * the card inspector.
 */
export const styles = css`
  .base {
    /* A hand card's width: five in a row on a phone, and the whole decision on one screen. */
    /* The rest of the decision is mostly text, sized in rem: a page's larger root font takes more of the
       height, so the cap leaves it 18rem and the gaps 142 px (430 px at a 16 px root font). */
    --_hand: var(
      --tech-poker-card,
      clamp(52px, min(calc((100cqi - 60px) / 5.4), calc((100svh - 18rem - 142px) / 1.45)), 110px)
    );
  }

  /* The players and the pot */
  .table-top {
    display: grid;
    gap: 6px;
  }
  .seats {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .seat {
    flex: 1 1 9.5em;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 8px;
    padding: 5px 10px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
    min-inline-size: 0;
  }
  .seat.turn {
    border-color: var(--_accent);
    box-shadow: 0 0 0 2px var(--_accent);
  }
  /* Folded or out: a dashed edge and a tag, never faded text (it must stay readable). */
  .seat.folded,
  .seat.out {
    border-style: dashed;
  }
  .seat .who {
    font-weight: 700;
  }
  .button-tag {
    display: inline-grid;
    place-items: center;
    inline-size: 1.4em;
    block-size: 1.4em;
    border-radius: 50%;
    background: light-dark(#fff, #eee);
    color: #111;
    border: 1px solid #111;
    font-size: var(--_text-xs);
    font-weight: 700;
  }
  .stack {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    flex-basis: 100%;
  }
  .chips-n {
    font-size: var(--_text-xl);
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  .chip-icon {
    display: inline-block;
    inline-size: 14px;
    block-size: 14px;
    border-radius: 50%;
    background: light-dark(#b91c1c, #ef4444);
    border: 3px dashed #fff;
    box-shadow: 0 0 0 1px light-dark(#7f1d1d, #fca5a5);
    align-self: center;
  }
  .stake,
  .backs {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .tag {
    padding: 0 7px;
    border-radius: 999px;
    border: 1px solid currentColor;
    font-size: var(--_text-xs);
    font-weight: 700;
  }
  .pot {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: baseline;
    gap: 0 10px;
    padding: 4px 12px;
    border-radius: var(--_radius);
    background: var(--_felt);
    color: var(--_felt-ink);
    text-align: center;
  }
  .pot-main {
    display: inline-flex;
    align-items: baseline;
    gap: 6px;
  }
  .pot-label {
    font-size: var(--_text-xs);
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .pot-n {
    font-size: var(--_text-xxl);
    font-variant-numeric: tabular-nums;
    line-height: 1.15;
  }
  .pot .ante,
  .pot .bets,
  .pot .effects {
    font-size: var(--_text-s);
    opacity: 0.9;
  }

  /* The board: the hand, a revealed card, the bet controls */
  .hand-row,
  .resolving-row,
  .bet-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 6px;
  }
  .hand-row .zone-name,
  .resolving-row .zone-name {
    flex-basis: 100%;
    margin: 0;
    text-align: center;
  }
  .slot--hand {
    flex: 0 1 var(--_hand);
    min-inline-size: 0;
  }
  .slot--hand .card-cell {
    inline-size: 100%;
  }
  .slot--hand tech-card {
    --tech-card-width: 100%;
  }
  .bet-row {
    padding-block-start: 10px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  .bc {
    display: grid;
  }
  .option.step {
    min-inline-size: 44px;
    font-size: var(--_text-xl);
    padding-inline: 8px;
  }
  .option.step[aria-disabled='true'] {
    opacity: 0.45;
  }
  .option.go {
    background: var(--_accent);
    color: #111;
    min-inline-size: 7em;
    font-weight: 700;
  }

  /* The last showdown */
  .showdown {
    display: grid;
    gap: 8px;
    padding: 10px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .showdown h3 {
    font-size: var(--_text-m);
  }
  .shown {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .shown-hand {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
    padding: 6px 8px;
    border-radius: 8px;
    border: 1px solid var(--_line);
  }
  .shown-hand.won {
    border: 2px solid var(--_accent);
  }
  .shown-who {
    color: var(--_muted);
    min-inline-size: 6em;
  }
  .win {
    padding: 0 8px;
    border-radius: 999px;
    background: var(--_accent);
    color: #111;
    font-weight: 700;
    font-size: var(--_text-s);
  }
  .shown-cards {
    display: inline-flex;
    gap: 3px;
    margin-inline-start: auto;
  }
  .mini-card > * {
    --tech-card-width: 36px;
    display: block;
  }

  @media (forced-colors: active) {
    .seat.turn,
    .shown-hand.won {
      outline: 2px solid Highlight;
    }
  }

  /* A phone: a seat is a line (name, chips, stake, cards), and the pot's words of the round (its bets,
     its effects) a line each (the log holds them all), so six seats, the pot, the hand and the bet
     controls fit one screen with a larger root font or the browser's bars shown. */
  @container (width < 600px) {
    .seat {
      flex-basis: 100%;
      padding: 1px 8px;
      font-size: var(--_text-s);
    }
    .seat .stack {
      flex-basis: auto;
    }
    .seat .chips-n {
      font-size: var(--_text-m);
    }
    .pot .bets,
    .pot .effects {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 1;
      overflow: hidden;
    }
  }
`;
