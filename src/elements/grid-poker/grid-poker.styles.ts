import { css } from 'lit';

/**
 * Looks of `<tech-grid-poker>`. The host is an inline-size container: the layout follows the space the
 * page gives the element (one column on a phone, the table beside the log on a wide screen), never
 * the viewport. `all: initial` keeps the page's inherited styles (fonts, colours, letter spacing …) out;
 * the `--tech-*` custom properties still come in, as they are meant to.
 */
export const styles = css`
  :host {
    all: initial;
    display: block;
    container-type: inline-size;
    color-scheme: light dark;
    --_accent: var(--tech-accent, #f5b700);
    --_ink: var(--tech-ink, light-dark(#1c1b1a, #ecebe8));
    --_muted: light-dark(#57534e, #b4b1ab);
    --_bg: light-dark(#f4f1ea, #17191e);
    --_panel: var(--tech-panel, light-dark(#ffffff, #23262d));
    --_line: light-dark(rgb(0 0 0 / 0.14), rgb(255 255 255 / 0.16));
    --_felt: var(--tech-surface, light-dark(#2f6b52, #183d30));
    --_felt-ink: #f3f6f2;
    --_radius: var(--tech-radius, 10px);
    --_card: var(--tech-grid-poker-card, clamp(60px, calc((100cqi - 92px) / 3), 104px));
    --_hand: clamp(72px, calc((100cqi - 48px) / 3), 104px);
    --_small: clamp(50px, calc((100cqi - 40px) / 6.5), 68px);
    --_gutter: 44px;
    font-family: var(--tech-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
    font-size: 15px;
    line-height: 1.4;
    color: var(--_ink);
    text-align: start;
  }
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  .base {
    background: var(--_bg);
    border-radius: var(--_radius);
    padding: 10px;
  }

  button {
    font: inherit;
    color: inherit;
    min-block-size: 32px;
    border-radius: calc(var(--_radius) * 0.7);
    border: 1px solid var(--_line);
    background: var(--_panel);
    padding: 4px 12px;
    cursor: pointer;
  }
  button:disabled,
  button[aria-disabled='true'] {
    cursor: default;
  }
  button:disabled {
    opacity: 0.55;
  }
  button.primary,
  .confirm.ready {
    background: light-dark(#1d4ed8, #3b82f6);
    border-color: transparent;
    color: #fff;
    font-weight: 650;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .board :focus-visible {
    outline: 3px solid #fff;
    box-shadow: 0 0 0 6px #111;
  }

  h2,
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  .quiet {
    color: var(--_muted);
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* Header */
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 14px;
    margin-block-end: 8px;
  }
  .title {
    font-size: 1.15rem;
    letter-spacing: -0.01em;
  }
  .status {
    color: var(--_muted);
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-inline-start: auto;
  }
  .tools button {
    padding-inline: 10px;
    font-size: 0.9rem;
  }

  /* Scores */
  .scores {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0 0 8px;
    padding: 0;
    list-style: none;
  }
  .score {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 8px;
    padding: 4px 10px;
    border-radius: 999px;
    background: var(--_panel);
    border: 1px solid var(--_line);
    font-size: 0.88rem;
  }
  .score.turn {
    border-color: var(--_accent);
    box-shadow: 0 0 0 2px var(--_accent);
  }
  .score .who {
    font-weight: 650;
  }
  .score .points strong {
    font-size: 1.05rem;
  }
  .score .hand-size,
  .score .chips {
    color: var(--_muted);
  }
  .turn-mark {
    margin-inline-end: 4px;
    color: light-dark(#92400e, var(--_accent));
  }
  .first {
    margin-inline-start: 6px;
    padding: 0 6px;
    border-radius: 999px;
    border: 1px solid currentColor;
    font-size: 0.75rem;
    font-weight: 700;
  }

  /* Layout */
  .layout {
    display: grid;
    gap: 12px;
  }
  .main {
    display: grid;
    gap: 10px;
    align-content: start;
    min-inline-size: 0;
  }
  .side {
    display: grid;
    gap: 10px;
    align-content: start;
    min-inline-size: 0;
  }
  .inspector {
    display: flex;
    justify-content: center;
  }
  .inspector tech-card {
    --tech-card-width: min(240px, 70cqi);
  }

  /* Prompt */
  .prompt {
    position: sticky;
    inset-block-start: 0;
    z-index: 2;
    padding: 10px 14px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
    border-inline-start: 6px solid var(--_line);
  }
  .prompt.mine {
    border-inline-start-color: var(--_accent);
  }
  .prompt-text {
    font-weight: 650;
    font-size: 1.05rem;
  }
  .prompt-hint {
    color: var(--_muted);
    font-size: 0.9rem;
  }
  .refusal {
    margin-block-start: 6px;
    padding: 4px 8px;
    border-radius: 6px;
    background: light-dark(#fff1f0, #3a1715);
    color: light-dark(#9f1c12, #ffb4ab);
    font-weight: 600;
  }
  .refusal::before {
    content: '⚠ ';
  }

  /* The table */
  .board {
    display: grid;
    gap: 8px;
    padding: 10px;
    border-radius: var(--_radius);
    background: var(--_felt);
    color: var(--_felt-ink);
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
  [role='gridcell'] {
    min-inline-size: 0;
  }
  .cards-row {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .cell {
    position: relative;
    display: block;
    padding: 0;
    border: 0;
    background: none;
    border-radius: 8px;
    min-block-size: 0;
    transition: transform 120ms ease;
  }
  .card-cell tech-card {
    display: block;
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
  .cell[aria-disabled='true'] {
    cursor: default;
  }
  /* When a choice is pending, what can't be chosen steps back. */
  .board:has(.target) .card-cell:not(.target) tech-card {
    filter: saturate(0.55) brightness(0.8);
  }
  .card-cell.target {
    cursor: pointer;
    box-shadow: 0 0 0 3px var(--_accent), 0 0 14px 2px color-mix(in srgb, var(--_accent) 70%, transparent);
  }
  .card-cell.target:hover {
    transform: translateY(-3px);
  }
  .card-cell.selected {
    transform: translateY(-8px);
    box-shadow: 0 0 0 4px #fff, 0 0 0 7px var(--_accent);
  }
  .check {
    position: absolute;
    inset-block-start: -8px;
    inset-inline-end: -8px;
    display: grid;
    place-items: center;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: var(--_accent);
    color: #111;
    font-weight: 800;
  }
  .check::after {
    content: '✓';
  }
  .badge::after {
    content: attr(data-badge);
  }
  .badge {
    position: absolute;
    inset-block-end: 4px;
    inset-inline: 4px;
    padding: 1px 4px;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.72);
    color: #fff;
    font-size: 11px;
    text-align: center;
  }
  .zone-name,
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
  .none {
    font-style: italic;
    opacity: 0.8;
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

  /* The choice's buttons */
  .actions:empty {
    display: none;
  }
  .actions {
    display: grid;
    gap: 8px;
    padding-block-start: 8px;
    border-block-start: 1px solid rgb(255 255 255 / 0.2);
  }
  .buttons-row {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .option,
  .confirm {
    min-block-size: 40px;
    padding: 6px 14px;
    border: 2px solid var(--_accent);
    background: rgb(0 0 0 / 0.35);
    color: #fff;
    font-weight: 650;
  }
  .option.selected {
    background: var(--_accent);
    color: #111;
  }
  .confirm {
    border-style: dashed;
  }
  .confirm.ready {
    border: 2px solid #fff;
  }
  .tray {
    padding: 6px;
    border-radius: 8px;
    background: rgb(0 0 0 / 0.2);
  }

  /* Hand-off, game over, notices */
  .handoff,
  .over,
  .notice {
    display: grid;
    gap: 10px;
    justify-items: start;
    padding: 16px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .handoff {
    min-block-size: 240px;
    align-content: center;
    justify-items: center;
    text-align: center;
    background: var(--_felt);
    color: var(--_felt-ink);
  }
  .over {
    border: 3px solid var(--_accent);
  }
  .over h3 {
    font-size: 1.4rem;
  }
  .final {
    margin: 0;
    padding-inline-start: 1.4em;
  }
  .final .winner {
    font-weight: 700;
  }
  .final .winner::after {
    content: ' ★';
    color: light-dark(#92400e, var(--_accent));
  }
  .notice ul {
    margin: 0;
    padding-inline-start: 1.2em;
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

  /* Log */
  .log {
    padding: 8px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .log summary {
    cursor: pointer;
    font-weight: 650;
  }
  .log-list {
    max-block-size: 260px;
    overflow: auto;
    margin: 6px 0 0;
    padding-inline-start: 2.6em;
    font-size: 0.86rem;
  }
  .log-list li {
    padding-block: 1px;
  }
  .log-list .game {
    color: var(--_muted);
  }
  .log-list .mine {
    font-weight: 600;
  }

  /* Dialogs */
  dialog {
    max-inline-size: min(44rem, 92vw);
    max-block-size: 86vh;
    padding: 18px 20px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_panel);
    color: var(--_ink);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  dialog h2 {
    margin-block-end: 8px;
  }
  dialog p,
  dialog ol,
  dialog ul {
    margin-block: 0 10px;
  }
  dialog form {
    margin-block-start: 12px;
  }
  dialog input {
    inline-size: 100%;
    font: inherit;
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
      padding: 14px;
    }
    :host {
      --_gutter: 64px;
      --_card: var(--tech-grid-poker-card, clamp(80px, calc((100cqi - 280px) / 3), 112px));
      --_hand: 96px;
      --_small: 64px;
    }
  }

  /* A wide screen: the table beside the card inspector and the log. */
  @container (min-width: 960px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 300px;
    }
    :host {
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

  @media (prefers-reduced-motion: reduce) {
    .cell {
      transition: none;
    }
    .card-cell.target:hover,
    .card-cell.selected {
      transform: none;
    }
  }

  @media (forced-colors: active) {
    .card-cell.target,
    .gutter.target {
      outline: 3px solid Highlight;
    }
    .card-cell.selected {
      outline: 4px double Highlight;
    }
  }
`;
