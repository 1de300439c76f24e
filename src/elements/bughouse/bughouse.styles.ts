import { css } from 'lit';

/**
 * Looks of `<tech-bughouse>`, on top of the shared game looks and Tech Chess's (the squares, pieces,
 * hand and players are Tech Chess's own): the two boards side by side on a wide container, one at a time
 * behind a pair of tabs on a narrow one; the board being played framed in the accent colour; the gifts
 * in your hand badged, and a new one glowing as it arrives. The squares are sized so that a decision —
 * the prompt, your board, what the choice offers and your hand — fits one screen, from a phone held
 * upright (one board) to a laptop (both boards and the log).
 */
export const styles = css`
  /* A phone: one board; the squares leave the header, the prompt, the tabs, the players, the hand
     (about 1.7 squares tall) and the gifts line their height. */
  .base {
    --_sq: var(
      --tech-chess-square,
      clamp(36px, min(calc((100cqi - 56px) / 6), calc((100svh - 400px) / (7.7 + var(--_tiers, 0)))), 72px)
    );
  }
  .table {
    grid-template-columns: minmax(0, 1fr);
  }
  .table > .chessboard {
    justify-self: center;
  }

  /* The tabs: which board is shown, whose it is and whose turn it is there. */
  .board-tabs {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 6px;
  }
  .board-tab {
    display: grid;
    gap: 0;
    justify-items: start;
    min-block-size: 44px;
    padding: 4px 10px;
    text-align: start;
    border-radius: var(--_radius);
    border: 2px solid var(--_line);
    background: var(--_panel);
    color: var(--_ink);
  }
  .board-tab.on {
    border-color: var(--_ink);
    box-shadow: inset 0 -4px 0 var(--_ink);
  }
  .board-tab.now .tab-name {
    font-weight: 700;
  }
  .tab-name {
    font-weight: 700;
    font-size: var(--_text-m);
  }
  .tab-turn {
    font-size: var(--_text-s);
    color: var(--_muted);
  }
  .turn-mark {
    margin-inline-end: 4px;
    color: var(--_accent);
  }

  /* The boards: one shown at a time on a narrow screen. */
  .boards {
    display: grid;
    gap: 12px;
    align-items: start;
  }
  .board-panel {
    display: grid;
    gap: 6px;
    align-content: start;
    min-inline-size: 0;
    padding: 6px;
    border-radius: var(--_radius);
    border: 2px solid transparent;
  }
  .board-panel.now {
    border-color: var(--_accent);
  }
  .board-panel:not(.shown) {
    display: none;
  }
  .board-panel .players {
    margin-block-end: 0;
  }
  .panel-title {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 8px;
    margin: 0;
    font-size: var(--_text-m);
    color: var(--_ink);
  }
  .panel-state {
    font-weight: 400;
    font-size: var(--_text-s);
    opacity: 0.9;
  }
  .board.watched {
    padding: 8px;
  }

  /* A Bughouse hand grows with every gift as well: it fans as Tech Chess's does (chess.styles.ts). The
     hand's row never widens what holds it: the tracks down to it take the width they are given. */
  .board-panel,
  .board-panel .beside {
    grid-template-columns: minmax(0, 1fr);
  }

  /* Your gifts: a badge on each in the hand, glowing while new. */
  .hand .card-cell.noted {
    position: relative;
  }
  .hand-note {
    position: absolute;
    inset-block-start: -14px;
    inset-inline-start: 0;
    z-index: 3;
    padding: 0 4px;
    border-radius: 999px;
    background: #7c3aed;
    color: #fff;
    font-size: var(--_text-xs);
    line-height: 1.3;
    font-weight: 700;
    white-space: nowrap;
  }
  /* The badge's word is drawn by CSS, as the pieces' letters are: the card's name says it (and more). */
  .hand-note::after {
    content: attr(data-text);
  }
  /* Every gift: a bar across its top, in the gifts' colour (the Gifts line under the board names it). */
  .hand .card-cell.noted::before {
    content: '';
    position: absolute;
    z-index: 3;
    inset-inline: 0;
    inset-block-start: -6px;
    block-size: 5px;
    border-radius: 3px;
    background: #7c3aed;
  }
  .card-cell.fresh {
    box-shadow: 0 0 0 3px #7c3aed;
    animation: arrive 0.9s ease-out;
  }
  @keyframes arrive {
    from {
      transform: translateY(-24px) scale(1.15);
      box-shadow: 0 0 0 8px rgb(124 58 237 / 0.6);
    }
  }
  .gifts {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px 8px;
    padding: 4px 10px;
    border-radius: var(--_radius);
    background: var(--_panel);
    color: var(--_ink);
    font-size: var(--_text-s);
    line-height: 1.3;
  }
  .gift-tag {
    padding: 0 6px;
    border-radius: 999px;
    background: #7c3aed;
    color: #fff;
    font-size: var(--_text-xs);
    font-weight: 700;
  }
  .gifts.arrived {
    outline: 2px solid #7c3aed;
  }
  .gift-new {
    font-weight: 700;
    color: light-dark(#6d28d9, #c4b5fd);
  }
  @container (width < 720px) {
    .board-panel .player .stat:last-child {
      display: none;
    }
    .panel-title {
      font-size: var(--_text-m);
    }
  }

  /* A wide container: both boards side by side, yours first; no tabs. */
  @container (min-width: 720px) {
    .back-to-yours {
      display: none;
    }
    .base {
      --_sq: var(
        --tech-chess-square,
        clamp(34px, min(calc((100cqi - 130px) / 12), calc((100svh - 370px) / (7.7 + var(--_tiers, 0)))), 72px)
      );
    }
    .board-tabs {
      display: none;
    }
    .boards {
      grid-template-columns: repeat(2, max-content);
      justify-content: center;
    }
    .board-panel:not(.shown) {
      display: grid;
    }
    .table {
      grid-template-columns: minmax(0, 1fr);
    }
    .board-panel {
      inline-size: calc(var(--_sq) * 6 + 60px);
    }
    /* A choice that marks nothing on the board (a capture's effect, cards offered, an effect's buttons)
       comes above it with your hand, next to the prompt: both boards leave no room beside them. */
    .table:has(> .beside > :is(.capture-row, .offered, .actions)):not(:has(.sq.target)) > .beside {
      order: -1;
    }
    /* The players of a board in one line each: the counters smaller. */
    .board-panel .player {
      font-size: var(--_text-s);
      padding-inline: 8px;
    }
  }
  /* Wider still: the log and the card inspector in a column of their own. */
  @container (min-width: 960px) {
    .base {
      --_sq: var(
        --tech-chess-square,
        clamp(34px, min(calc((100cqi - 450px) / 12), calc((100svh - 370px) / (7.7 + var(--_tiers, 0)))), 72px)
      );
    }
  }

  @media (prefers-reduced-motion: reduce) {
    /* The badge's word is drawn by CSS, as the pieces' letters are: the card's name says it (and more). */
  .hand-note::after {
    content: attr(data-text);
  }
  /* Every gift: a bar across its top, in the gifts' colour (the Gifts line under the board names it). */
  .hand .card-cell.noted::before {
    content: '';
    position: absolute;
    z-index: 3;
    inset-inline: 0;
    inset-block-start: -6px;
    block-size: 5px;
    border-radius: 3px;
    background: #7c3aed;
  }
  .card-cell.fresh {
      animation: none;
    }
  }
`;
