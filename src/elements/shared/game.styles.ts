import { css } from 'lit';
import { buttonBasics, focusRing, hostBasics } from '../host.styles.js';

/**
 * The looks every game element shares: the host (an inline-size container, the page's styles kept out),
 * the `--tech-*` tokens and dark mode, buttons and focus, the header, the scores, the prompt and the
 * refusal, the felt board with its card cells (targets highlighted, selections raised and ticked), the
 * choice's buttons, the hand-off, game-over and notice panels, the log, the dialogs, reduced motion and
 * forced colours. A game adds its own sheet after this one: `static styles = [gameStyles, styles]`.
 *
 * `all: initial` keeps the page's inherited styles (colours, letter spacing …) out, but for its font
 * family, which the element takes from the page by default; the `--tech-*` custom properties still come
 * in, as they are meant to. The layout follows the space the page gives
 * the element (container queries), never the viewport.
 */
export const gameStyles = css`
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
    /* The type scale: every text of the element is one of these sizes (in rem, as the buttons are, so
       all of it keeps its proportions on a page, or for a reader, with another root size), at weight 400
       or 700 (test/elements/type-scale.browser.test.ts). Each size of each face is a font the browser
       looks up, one at a time, before it can lay out the first frame: few of them, a first frame sooner. */
    --_text-xs: 0.75rem;
    --_text-s: 0.8125rem;
    --_text-m: 0.9375rem;
    --_text-l: 1.05rem;
    --_text-xl: 1.2rem;
    --_text-xxl: 1.5rem;
    /* The page's font unless --tech-font says otherwise: the element should look at home in a post. */
    font-family: var(--tech-font, inherit);
    /* 15 px on a page of the usual 16 px root. */
    font-size: var(--_text-m);
    line-height: 1.4;
    color: var(--_ink);
    text-align: start;
  }
  ${hostBasics}

  .base {
    background: var(--_bg);
    border-radius: var(--_radius);
    padding: 10px;
  }

  ${buttonBasics}
  ${focusRing}
  /* Above the cells beside it, which the ring overlaps. */
  .board :focus-visible {
    z-index: 3;
  }

  h2,
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  /* Bold is the scale's 700 however deep it sits (\`bolder\` in a bold line would be a 900, one more font). */
  strong,
  b,
  th {
    font-weight: 700;
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
    font-size: var(--_text-xl);
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
    font-size: var(--_text-s);
  }
  /* A tool's icon stands for its words only where the words don't fit (below). */
  .tool-icon {
    display: none;
    inline-size: 1.25em;
    block-size: 1.25em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
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
    font-size: var(--_text-s);
  }
  .score.turn {
    border-color: var(--_accent);
    box-shadow: 0 0 0 2px var(--_accent);
  }
  .score .who {
    font-weight: 700;
  }
  .score .points strong {
    font-size: var(--_text-l);
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
    font-size: var(--_text-xs);
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
    display: grid;
    justify-items: center;
    gap: 8px;
  }
  .inspector tech-card {
    --tech-card-width: min(240px, 70cqi);
  }
  .reader {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
  }
  .reader-act {
    min-block-size: 44px;
  }

  /* The side as a sheet (render/side.ts): below 960 px the side is not drawn until the Card or Log button,
     or a tap on a card, opens it; it then rises from the bottom of the screen over a dimmed page. */
  .sheet-head,
  .sheet-backdrop {
    display: none;
  }
  @container (width < 960px) {
    .side.drawer {
      display: none;
    }
    .side.drawer.sheet-open {
      display: grid;
      position: fixed;
      z-index: 1001;
      inset-inline: 0;
      inset-block-end: 0;
      max-block-size: min(88vh, 52rem);
      overflow: auto;
      overscroll-behavior: contain;
      padding: 10px 14px 16px;
      border-radius: var(--_radius) var(--_radius) 0 0;
      background: var(--_bg);
      box-shadow: 0 -8px 30px rgb(0 0 0 / 0.35);
    }
    .sheet-open .sheet-head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 10px;
    }
    .sheet-title {
      font-weight: 700;
    }
    .sheet-close {
      min-block-size: 40px;
    }
    .sheet-card .log,
    .sheet-log .inspector {
      display: none;
    }
    .sheet-card .inspector tech-card {
      --tech-card-width: min(20rem, 76cqi, calc((88vh - 150px) * 5 / 7));
    }
    .sheet-log .log-list {
      max-block-size: 60vh;
    }
    .sheet-backdrop {
      display: block;
      position: fixed;
      z-index: 1000;
      inset: 0;
      background: rgb(0 0 0 / 0.45);
    }
  }
  @container (width >= 960px) {
    .sheet-button {
      display: none;
    }
  }

  /* A fold (render/fold.ts): a summary line that opens on tap; closed, its body is not drawn. Its track
     takes the width it is given: a line that doesn't wrap would otherwise widen it past the table (six
     seats' points with a blog's larger root font), where the line is meant to give way. */
  .fold {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
  }
  .fold:not(.open) > .fold-body {
    display: none;
  }
  .fold-body {
    display: grid;
    gap: 8px;
  }
  .cell.fold-toggle {
    display: flex;
    align-items: center;
    gap: 8px;
    inline-size: 100%;
    min-block-size: 30px;
    padding: 2px 10px;
    border: 1px solid rgb(255 255 255 / 0.3);
    border-radius: 8px;
    background: rgb(0 0 0 / 0.22);
    color: var(--_felt-ink);
    font-size: var(--_text-s);
    text-align: start;
  }
  .fold-summary {
    flex: 1;
    min-inline-size: 0;
  }
  .fold-mark::after {
    content: '▸';
  }
  .fold.open .fold-mark::after {
    content: '▾';
  }

  /* Prompt. It scrolls with the table: a prompt stuck to the top of the screen covered the top of the
     table (the squares and market cards the decision is about) as the page scrolled. */
  .prompt {
    padding: 10px 14px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
    border-inline-start: 6px solid var(--_line);
  }
  .prompt.mine {
    border-inline-start-color: var(--_accent);
  }
  /* While someone else decides, the prompt keeps the room of a prompt of yours (a line of text and a line
     of hint; two of each on a phone), so the table doesn't move down when your turn comes: the bots' code
     arrives after the first frame, and a page that opens on a bot's turn would jump as they play. */
  .prompt.waiting {
    min-block-size: calc((var(--_text-l) + var(--_text-s)) * 1.4 + 22px);
  }
  .prompt-text {
    font-weight: 700;
    font-size: var(--_text-l);
  }
  .prompt-hint {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .refusal {
    margin-block-start: 6px;
    padding: 4px 8px;
    border-radius: 6px;
    background: light-dark(#fff1f0, #3a1715);
    color: light-dark(#9f1c12, #ffb4ab);
    font-weight: 700;
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
    font-weight: 700;
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
  .zone-name {
    margin-block-end: 4px;
    font-size: var(--_text-s);
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  .none {
    font-style: italic;
  }

  /* The choice's buttons */
  .actions:empty {
    display: none;
  }
  .actions {
    display: grid;
    gap: 6px;
    padding-block-start: 6px;
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
    font-weight: 700;
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
    font-size: var(--_text-xxl);
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
  /* What a change of the cards or rules did to the game (live reload, the card editor's "try it"). */
  .notice.reload {
    margin-block-end: 10px;
    border-inline-start: 5px solid var(--_accent);
  }
  /* Where the cards and rules come from (cards-src, rules-src), and why a file or a property (deck, rules) was refused. */
  .source-note {
    margin: 0 0 10px;
    font-size: 0.9em;
    color: var(--_muted);
    overflow-wrap: anywhere;
  }
  .notice.source.failed,
  .notice.refused {
    justify-items: stretch;
    margin-block-end: 10px;
    border-inline-start: 5px solid light-dark(#b42318, #ff8a80);
  }
  .notice.source li + li {
    margin-block-start: 8px;
  }
  .notice.source .where {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  .notice.source pre {
    margin: 4px 0;
    overflow-x: auto;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
    font-size: 0.85em;
  }
  .notice.source .hint,
  .notice.source .example {
    display: block;
    color: var(--_muted);
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
    font-weight: 700;
  }
  /* The entries' numbers in a column as wide as the widest of them (the list's own markers sat in a fixed
     margin, which cut "1037." to "037."). The number is drawn, not read: the list already tells its place. */
  .log-list {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: 0.5em;
    max-block-size: 260px;
    overflow: auto;
    margin: 6px 0 0;
    padding: 0 0 0 0.3em;
    list-style: none;
    counter-reset: entry;
    font-size: var(--_text-s);
  }
  .log-list li {
    display: grid;
    grid-template-columns: subgrid;
    grid-column: 1 / -1;
    padding-block: 1px;
    counter-increment: entry;
  }
  .log-list li::before {
    content: counter(entry) '.' / '';
    text-align: end;
    font-weight: 400;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
  }
  .log-list .game {
    color: var(--_muted);
  }
  .log-list .mine {
    font-weight: 700;
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

  /* A phone: the header, the prompt and the felt's margins take less of the height a decision needs. */
  @container (width < 600px) {
    .base {
      padding: 8px;
    }
    .bar {
      gap: 4px 10px;
      margin-block-end: 6px;
    }
    .title {
      font-size: var(--_text-m);
    }
    .status {
      font-size: var(--_text-s);
    }
    /* The scoreboard's pills, slimmer: a line each at most. */
    .scores {
      gap: 4px;
      margin-block-end: 6px;
    }
    .score {
      padding: 1px 8px;
      font-size: var(--_text-xs);
    }
    .score .points strong {
      font-size: var(--_text-m);
    }
    .tools {
      gap: 4px;
    }
    .tools button {
      min-block-size: 32px;
      padding-inline: 7px;
      font-size: var(--_text-s);
    }
    .layout,
    .main {
      gap: 8px;
    }
    .prompt {
      padding: 6px 10px;
    }
    .prompt-text {
      font-size: var(--_text-m);
      line-height: 1.3;
    }
    .prompt-hint {
      font-size: var(--_text-s);
      line-height: 1.3;
    }
    .prompt.waiting {
      min-block-size: calc((var(--_text-m) + var(--_text-s)) * 2.6 + 14px);
    }
    .board {
      padding: 8px;
    }
  }

  /* A header too narrow for the tools' words in one row (a phone at a blog's 18–19 px root font): the
     icons instead, the words kept as the buttons' names, so the tools never take a second row. In rem, as
     the words are: at the usual 16 px a phone's 390 px still has room for them. */
  @container (width < 23rem) {
    .tool {
      display: inline-grid;
      place-items: center;
      min-inline-size: 36px;
      padding-inline: 6px;
    }
    .tool-icon {
      display: block;
    }
    .tool-words {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }

  /* A tablet or a narrow column: a little more room. */
  @container (min-width: 600px) {
    .base {
      padding: 14px;
    }
  }

  /* A wide screen: the table beside the card inspector and the log. */
  @container (min-width: 960px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 300px;
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
    .card-cell.target {
      outline: 3px solid Highlight;
    }
    .card-cell.selected {
      outline: 4px double Highlight;
    }
  }
`;
