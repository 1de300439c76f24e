import { css } from 'lit';

/**
 * Looks of `<tech-poker-squared>`, after the shared game sheet (host, tokens, dark mode, header, prompt,
 * felt, buttons, panels, log, dialogs). The two grids always stand side by side: their squares shrink
 * with the container (from a 360 px phone), the line marks show the hand's name from about 520 px, and
 * from 960 px the table sits beside the log (and, in the Tech Deck variant, the card inspector).
 */
export const styles = css`
  /* On .base, not :host: a container query styles the container's descendants, never the host itself. */
  .base {
    /* A line mark's width, a square's width (a card), a hand card's width. */
    --_mark: 24px;
    --_gap: 12px;
    /* A square is also capped by the screen's height: the prompt, the chips, both grids (three rows of
       cards 7/5 as tall as wide), your hand and the bet controls take one screen (about 500 px besides the
       rows at a 16 px root font: 20rem of text, which a page's larger root font makes taller, and 180 px),
       so a decision never needs a scroll. */
    --_sq: var(
      --tech-poker-squared-card,
      clamp(
        36px,
        min(calc((100cqi - 2 * var(--_mark) - var(--_gap) - 92px) / 6), calc((100svh - 20rem - 180px) / 4.2)),
        96px
      )
    );
    --_hand: clamp(52px, min(calc((100cqi - 100px) / 4.6), var(--_sq) * 1.1), 96px);
    --_win: light-dark(#0f6b3a, #7ee2a8);
  }

  /* P8: conceding, a quiet button under the table, and its question */
  .concede {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 8px;
    margin-block: 6px;
  }
  .concede.asking {
    justify-content: flex-start;
  }

  /* Chips: the two purses and the pot between them */
  .purses {
    display: grid;
    grid-template-columns: 1fr 1fr;
    grid-template-areas: 'left right' 'pot pot';
    align-items: stretch;
    gap: 6px;
  }
  .purse:first-child {
    grid-area: left;
  }
  .purse:last-child {
    grid-area: right;
  }
  .purse {
    display: flex;
    flex-wrap: wrap;
    align-content: center;
    align-items: baseline;
    gap: 0 10px;
    padding: 6px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
    min-inline-size: 0;
  }
  .purse:last-child {
    justify-content: flex-end;
    text-align: end;
  }
  .purse.turn {
    border-color: var(--_accent);
    box-shadow: 0 0 0 2px var(--_accent);
  }
  .purse .who {
    font-weight: 700;
    flex-basis: 100%;
  }
  .stack {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
  .chips-n {
    font-size: var(--_text-xl);
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  .chip-icon {
    display: inline-block;
    inline-size: 16px;
    block-size: 16px;
    border-radius: 50%;
    background: light-dark(#b91c1c, #ef4444);
    border: 3px dashed #fff;
    box-shadow: 0 0 0 1px light-dark(#7f1d1d, #fca5a5);
    align-self: center;
  }
  .stake,
  .ante,
  .bets {
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
    grid-area: pot;
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
  .pot .bets {
    color: inherit;
    opacity: 0.9;
  }
  .pot .bets {
    max-inline-size: 16em;
    font-size: var(--_text-xs);
  }

  /* The board: both grids, the hand, the bet controls */
  .board {
    justify-content: center;
  }
  .grid-row {
    display: grid;
    grid-template-columns: repeat(3, var(--_sq)) var(--_mark) var(--_gap) repeat(3, var(--_sq)) var(--_mark);
    column-gap: 4px;
    justify-content: center;
    align-items: center;
  }
  /* Each cell's column, as a class: a strict CSP (style-src 'self') blocks style attributes. Column 5 is the gap. */
  .col-1 {
    grid-column-start: 1;
  }
  .col-2 {
    grid-column-start: 2;
  }
  .col-3 {
    grid-column-start: 3;
  }
  .col-4 {
    grid-column-start: 4;
  }
  .col-6 {
    grid-column-start: 6;
  }
  .col-7 {
    grid-column-start: 7;
  }
  .col-8 {
    grid-column-start: 8;
  }
  .col-9 {
    grid-column-start: 9;
  }
  .grid-row + .grid-row {
    margin-block-start: -4px; /* the board's gap is for blocks; squares sit closer */
  }
  .grid-row--head {
    align-items: end;
  }
  .owner {
    grid-column-end: span 3; /* over its grid's three columns of squares */
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    min-block-size: 26px;
    font-size: var(--_text-s);
    font-weight: 700;
  }
  .backs {
    display: inline-flex;
    gap: 2px;
  }
  .backs i {
    display: inline-block;
    inline-size: 8px;
    block-size: 12px;
    border-radius: 2px;
    background: #26324a;
    border: 1px solid #fff;
  }
  .chosen {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .chosen > * {
    --tech-card-width: 18px;
  }
  .sq-cell {
    display: grid;
  }
  .square {
    inline-size: var(--_sq);
    aspect-ratio: 5 / 7;
    border-radius: 7px;
  }
  .square tech-playing-card,
  .square tech-card {
    --tech-card-width: var(--_sq);
    display: block;
  }
  .square.empty {
    display: grid;
    place-items: center;
    border: 2px dashed rgb(255 255 255 / 0.32);
    background: rgb(0 0 0 / 0.1);
  }
  .letter {
    font-size: calc(var(--_sq) * 0.34);
    font-weight: 700;
    opacity: 0.45;
  }
  .square.target {
    cursor: pointer;
    border: 3px solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 18%, transparent);
    box-shadow: 0 0 12px 1px color-mix(in srgb, var(--_accent) 55%, transparent);
  }
  .square.target .letter {
    opacity: 1;
    color: var(--_accent);
  }
  .square.target:hover {
    background: color-mix(in srgb, var(--_accent) 38%, transparent);
  }
  .square.filled.target {
    border: 0;
    box-shadow: 0 0 0 3px var(--_accent), 0 0 14px 2px color-mix(in srgb, var(--_accent) 70%, transparent);
  }
  .square.selected {
    box-shadow: 0 0 0 4px #fff, 0 0 0 7px var(--_accent);
  }
  .ghost {
    opacity: 0.55;
  }
  .ghost > * {
    --tech-card-width: calc(var(--_sq) - 10px);
  }
  /* The cards placed this hand: a white ring and a "new" tag (a dot on a small square). */
  .fresh {
    box-shadow: 0 0 0 2px #fff;
  }
  .fresh .new {
    position: absolute;
    inset-block-start: -5px;
    inset-inline-end: -5px;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 999px;
    background: #fff;
    box-shadow: 0 0 0 1px #111;
  }
  /* While a hand card is to be chosen, the others step back (grid cards stay clear: they are the game). */
  .board:has(.card-cell.target) .card-cell:not(.target) > :is(tech-playing-card, tech-card) {
    filter: saturate(0.6) brightness(0.82);
  }
  .slot--hand tech-card {
    --tech-card-width: var(--_hand);
  }

  /* Line marks: ▲ ahead, ▼ behind, = even, • full on this grid only */
  .mark {
    display: grid;
    place-items: center;
    min-block-size: 22px;
  }
  .mark-inner {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    max-inline-size: 100%;
    padding: 1px 4px;
    border-radius: 999px;
    font-size: 11px;
    font-weight: 700;
    line-height: 16px;
    white-space: nowrap;
    overflow: hidden;
  }
  .mark--open .mark-inner {
    padding: 0;
  }
  .mark--made .mark-inner {
    color: #fff;
    opacity: 0.8;
  }
  .mark--ahead .mark-inner {
    background: var(--_accent);
    color: #111;
  }
  .mark--behind .mark-inner {
    background: rgb(0 0 0 / 0.5);
    color: #fff;
  }
  .mark--even .mark-inner {
    border: 1px solid rgb(255 255 255 / 0.8);
    color: #fff;
  }
  .mark-name {
    display: none;
    font-weight: 700;
  }
  .mark-arrow {
    opacity: 0.85;
  }

  /* Your hand and the card you chose for the grid */
  .hand-row,
  .tray,
  .bet-row,
  .preset-row,
  .buttons-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 6px;
  }
  .hand-row {
    padding-block-start: 10px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  .hand-row .zone-name,
  .tray .zone-name {
    flex-basis: 100%;
    margin: 0;
    text-align: center;
  }
  .hand-row .none {
    opacity: 1;
  }
  .hand-slot tech-playing-card,
  .hand-slot tech-card {
    --tech-card-width: var(--_hand);
    display: block;
  }
  .hand-slot .badge {
    inset-block-end: auto;
    inset-block-start: -9px;
    inset-inline: 4px;
    background: var(--_accent);
    color: #111;
    font-weight: 700;
  }

  /* Bet controls: on a phone, Fold and Check or Call above, − Bet + below */
  .bet-row {
    display: grid;
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 6px;
    padding-block-start: 10px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  .bc {
    grid-column: span 3;
    display: grid;
  }
  .bc--fold:only-child,
  .bc--check:nth-child(1):nth-last-child(4) {
    grid-column: span 6;
  }
  .bc--less,
  .bc--more {
    grid-column: span 1;
  }
  .bc--go {
    grid-column: span 4;
  }
  .option.fold {
    border-color: rgb(255 255 255 / 0.7);
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
    min-inline-size: 8.5em;
  }
  .amount {
    display: inline-block;
    min-inline-size: 1.6em;
    font-size: var(--_text-xl);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .preset-row .zone-name {
    margin: 0 4px 0 0;
  }
  .preset {
    min-block-size: 32px;
    padding: 2px 10px;
    border: 1px solid rgb(255 255 255 / 0.55);
    background: rgb(0 0 0 / 0.25);
    color: #fff;
    font-size: var(--_text-s);
  }
  .preset.current {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .preset-n {
    font-weight: 700;
  }

  /* Lines in words */
  .standings {
    padding: 6px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .standings summary {
    cursor: pointer;
  }
  .standings-title {
    font-weight: 700;
  }
  .standings-summary {
    color: var(--_muted);
  }
  .standings table {
    inline-size: 100%;
    margin-block: 6px 2px;
    border-collapse: collapse;
    font-size: var(--_text-s);
  }
  .standings th,
  .standings td {
    padding: 2px 6px;
    text-align: start;
    border-block-end: 1px solid var(--_line);
  }
  .standings thead th {
    color: var(--_muted);
    font-weight: 700;
  }
  .st--ahead {
    font-weight: 700;
  }
  .st-symbol {
    display: inline-block;
    inline-size: 1em;
  }
  .st--ahead .st-symbol {
    color: var(--_win);
  }

  /* The last showdown and a scored grid */
  .showdown,
  .scoring {
    display: grid;
    gap: 8px;
    padding: 10px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .showdown.fresh,
  .scoring {
    border: 2px solid var(--_accent);
  }
  .showdown h3,
  .scoring h3 {
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
    background: color-mix(in srgb, var(--_accent) 12%, var(--_panel));
  }
  .shown-who {
    color: var(--_muted);
    min-inline-size: 6em;
  }
  .hand-name {
    font-size: var(--_text-l);
  }
  .win {
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
  .shown-cards {
    display: inline-flex;
    gap: 3px;
    margin-inline-start: auto;
  }
  .mini-card > * {
    --tech-card-width: 40px;
    display: block;
  }
  .scoring-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
  }
  .scored-grids {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 10px 24px;
    padding: 8px;
    border-radius: 8px;
    background: var(--_felt);
    color: var(--_felt-ink);
  }
  .scored-grid {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .scored-owner {
    font-size: var(--_text-s);
    font-weight: 700;
  }
  .mini-grid {
    display: grid;
    grid-template-columns: repeat(3, auto);
    gap: 3px;
  }
  .mini-grid .mini-card > * {
    --tech-card-width: clamp(30px, 7cqi, 44px);
  }
  .mini-grid .mini-card {
    border-radius: 5px;
    transition: opacity 200ms ease;
  }
  .scoring:has(.in-line) .mini-card:not(.in-line) {
    opacity: 0.45;
  }
  .mini-card.in-line {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .scored-lines {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .scored-line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 8px;
    padding: 4px 8px;
    border-radius: 6px;
    border-inline-start: 4px solid var(--_line);
    background: color-mix(in srgb, var(--_ink) 4%, transparent);
    font-size: var(--_text-s);
    animation: line-in 260ms ease-out;
  }
  .scored-line.mine {
    border-inline-start-color: var(--_accent);
  }
  .scored-line.theirs {
    border-inline-start-color: var(--_muted);
  }
  .sl-name {
    min-inline-size: 8.5em;
    font-weight: 700;
  }
  .sl-hand.won strong::after {
    content: ' ★';
    color: light-dark(#92400e, var(--_accent));
  }
  .sl-who,
  .sl-cards,
  .sl-verdict {
    color: var(--_muted);
  }
  .sl-paid {
    margin-inline-start: auto;
    font-weight: 700;
  }
  .scored-progress {
    color: var(--_muted);
  }
  .skip {
    font-size: var(--_text-m);
  }
  @keyframes line-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }

  /* The Tech Deck variant's inspector: the card last focused, large */
  .inspector :is(tech-card, tech-playing-card) {
    --tech-card-width: min(240px, 70cqi);
  }
  @container (width < 960px) {
    .sheet-card .inspector tech-playing-card {
      --tech-card-width: min(20rem, 76cqi, calc((88vh - 150px) * 5 / 7));
    }
  }

  /* Room for the hand's name on the line marks, and the bet controls in one row */
  @container (min-width: 520px) {
    .base {
      --_mark: 68px;
      --_gap: 20px;
    }
    .purses {
      grid-template-columns: 1fr auto 1fr;
      grid-template-areas: 'left pot right';
      gap: 8px;
    }
    .pot {
      display: grid;
      justify-items: center;
      align-content: center;
      min-inline-size: 6.5em;
    }
    .bet-row {
      display: flex;
      justify-content: center;
    }
    .fresh .new {
      inline-size: auto;
      block-size: auto;
      padding: 0 4px;
      color: #111;
      font-size: 10px;
      font-weight: 700;
      line-height: 14px;
    }
    .fresh .new::after {
      content: 'new';
    }
    .mark-name {
      display: inline;
    }
    .mark--row .mark-inner,
    .mark--diagonal .mark-inner {
      justify-self: start;
    }
  }

  /* A wide screen: the log (and the inspector) beside the table, so the squares count on less room. */
  @container (min-width: 960px) {
    .base {
      --_sq: var(--tech-poker-squared-card, clamp(48px, min(calc((100cqi - 312px - 2 * var(--_mark) - var(--_gap) - 92px) / 6), calc((100svh - 500px) / 4.2)), 96px));
      --_hand: clamp(60px, calc(var(--_sq) * 1.1), 88px);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .scored-line {
      animation: none;
    }
    .mini-grid .mini-card {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .square.target {
      outline: 3px solid Highlight;
    }
    .square.selected {
      outline: 4px double Highlight;
    }
    .mark--ahead .mark-inner,
    .mark--behind .mark-inner,
    .mark--even .mark-inner {
      border: 1px solid CanvasText;
    }
    .mini-card.in-line {
      outline: 3px solid Highlight;
    }
  }

  /* A phone: the purses a line or two each, a grid's owner one line (cut short), so the prompt, both
     grids, your hand and the bet controls fit one screen with a larger root font or the browser's bars. */
  @container (width < 520px) {
    .purse {
      padding: 2px 8px;
      font-size: var(--_text-s);
    }
    .purse .who {
      flex-basis: auto;
    }
    .chips-n {
      font-size: var(--_text-l);
    }
    .pot-n {
      font-size: var(--_text-xl);
    }
    /* "Your hand" beside its cards, not over them: a line of the height saved. */
    .hand-row {
      padding-block-start: 6px;
    }
    .hand-row .zone-name {
      flex-basis: auto;
    }
    .owner {
      flex-wrap: nowrap;
      min-inline-size: 0;
      font-size: var(--_text-xs);
    }
    .owner-name {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
      min-inline-size: 0;
    }
  }
`;
