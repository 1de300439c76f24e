import { css } from 'lit';

/**
 * Looks of `<tech-chess>`, on top of the shared game looks (../shared/game.styles.ts): the board and its
 * squares, the pieces as small card faces (light for the first player, dark for the second, a chevron
 * pointing the way each side moves), the marks of the pending choice (a dot for a move, a ring for a
 * capture), the last move, check, the hand, the players, the typed entry and the move sheet. Sizes follow
 * the space the page gives the element (container queries); the board's squares are also capped by the
 * screen's height (svh), so a decision — the prompt, the board, the cards and buttons offered and the
 * hand — fits on one screen, from a phone held upright to a laptop.
 */
export const styles = css`
  /* Under the board on a narrow screen: the prompt, the board, the choice's row and the hand in one
     screen's height, so the squares leave about 420 px of it to the rest (at a 16 px root font): 25rem
     for the text, sized in rem, which a page's larger root font makes taller, and 20 px. */
  .base {
    --_sq: var(
      --tech-chess-square,
      clamp(40px, min(calc((100cqi - 66px) / 6), calc((100svh - 25rem - 20px) / (6 + var(--_tiers, 0)))), 84px)
    );
    --_hand: clamp(56px, calc(var(--_sq) * 1.2), 100px);
  }
  /* A hand of two rows or three (see the hand) is taller by a row's corners each: 0.55 of a hand card,
     which is 1.2 squares wide (0.66 of a square) or, on the smallest boards, 56 px (0.86 of a 36 px
     square). The squares share the height with them, at 0.9 of a square a row. */
  .base:has(.hand-row + .hand-row) {
    --_tiers: 0.9;
  }
  .base:has(.hand-row + .hand-row + .hand-row) {
    --_tiers: 1.8;
  }
  /* The side column (inspector, moves, log) only beside a board that still has room: see the end. */
  .layout {
    grid-template-columns: minmax(0, 1fr);
  }
  :host {
    --_light: var(--tech-chess-light, light-dark(#ecdfc4, #b8a98f));
    --_dark: var(--tech-chess-dark, light-dark(#b7916b, #7d6149));
    --_first: var(--tech-chess-first, #fffdf8);
    --_second: var(--tech-chess-second, #262a33);
    --_last: rgb(255 214 64 / 0.55);
    --_check: #d21f1f;
  }

  /* White on the shared dark-mode blue is 3.7:1; this blue gives 5.2:1 (WCAG AA for text). */
  button.primary,
  .confirm.ready {
    background: light-dark(#1d4ed8, #2563eb);
  }

  /* Tools above the board */
  .board-tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
  }
  .board-tools button {
    font-size: var(--_text-m);
  }
  .flip[aria-pressed='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .piles {
    color: var(--_muted);
    font-size: var(--_text-m);
  }
  button.link {
    min-block-size: 24px;
    padding: 0 4px;
    border: 0;
    background: none;
    color: inherit;
    text-decoration: underline;
  }

  /* The felt around the board: the board, then what a decision offers besides it and your hand (under
     it on a narrow screen, beside it on a wide one). */
  .table {
    display: grid;
    gap: 10px;
    justify-items: center;
  }
  .table > * {
    justify-self: stretch;
  }
  .table > .chessboard {
    justify-self: center;
  }
  .beside {
    display: grid;
    gap: 10px;
    align-content: start;
    min-inline-size: 0;
  }
  .beside:empty {
    display: none;
  }

  /* The board */
  .chessboard {
    display: grid;
    user-select: none;
    -webkit-user-select: none;
  }
  .rank,
  .file-coords {
    display: grid;
    grid-template-columns: 18px repeat(6, var(--_sq));
  }
  .coord {
    display: grid;
    place-items: center;
    font-size: var(--_text-xs);
    font-weight: 700;
    color: var(--_felt-ink);
    opacity: 0.9;
  }
  .file-coords .coord {
    block-size: 20px;
  }
  .square {
    position: relative;
    inline-size: var(--_sq);
    block-size: var(--_sq);
    background: var(--_dark);
  }
  .square.light {
    background: var(--_light);
  }
  .rank:first-of-type .square:nth-child(2) {
    border-start-start-radius: 6px;
  }
  .rank:first-of-type .square:last-child {
    border-start-end-radius: 6px;
  }
  .rank:last-of-type .square:nth-child(2) {
    border-end-start-radius: 6px;
  }
  .rank:last-of-type .square:last-child {
    border-end-end-radius: 6px;
  }
  .chessboard {
    filter: drop-shadow(0 3px 8px rgb(0 0 0 / 0.35));
  }

  /* The last move: tinted, and marked by shape (a corner notch where it arrived, a dashed frame where it left). */
  .square.last-from,
  .square.last-to {
    background-image: linear-gradient(var(--_last), var(--_last));
  }
  .square.last-from::before {
    content: '';
    position: absolute;
    inset: 7%;
    border: 2px dashed rgb(70 50 0 / 0.55);
    border-radius: 4px;
    pointer-events: none;
  }
  .square.last-to::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    inline-size: 26%;
    block-size: 26%;
    background: linear-gradient(135deg, rgb(70 50 0 / 0.7) 50%, transparent 50%);
    pointer-events: none;
  }
  /* Check: a red glow round the king, and a "+" badge. */
  .square.in-check {
    background-image: radial-gradient(circle, rgb(255 40 40) 35%, rgb(220 20 20 / 0.75) 60%, transparent 88%);
  }
  .check-badge,
  .asked-badge {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-end: 2px;
    z-index: 2;
    display: grid;
    place-items: center;
    inline-size: max(18px, 30%);
    aspect-ratio: 1;
    border-radius: 50%;
    background: var(--_check);
    border: 2px solid #fff;
    color: #fff;
    font-weight: 700;
    font-size: max(13px, calc(var(--_sq) * 0.26));
    line-height: 1;
  }
  .asked-badge {
    background: var(--_accent);
    color: #111;
  }
  .square.asked {
    outline: 3px dashed var(--_accent);
    outline-offset: -4px;
  }

  /* Letters on the board are drawn by CSS: the cell's name says them (and more). */
  .piece-value::after,
  .piece-kind::after,
  .check-badge::after,
  .asked-badge::after {
    content: attr(data-text);
  }

  /* A square's button fills it; its contents scale with it (cqi: a hundredth of the square). */
  .sq {
    inline-size: 100%;
    block-size: 100%;
    display: grid;
    place-items: center;
    border-radius: 0;
    container-type: inline-size;
  }
  /* A focused square above its neighbours, which its ring overlaps. */
  .square:has(.sq:focus-visible) {
    z-index: 3;
  }
  .sq.target,
  .sq.picked {
    cursor: pointer;
  }
  .sq.movable {
    touch-action: none;
  }
  /* Pieces that can act: a gold edge. */
  .sq.target.movable .piece {
    box-shadow: 0 0 0 2px var(--_accent), 0 2px 4px rgb(0 0 0 / 0.35);
  }
  .sq.target.movable:hover .piece {
    transform: translateY(-2px);
  }
  .sq.picked {
    background: color-mix(in srgb, var(--_accent) 45%, transparent);
  }
  .sq.picked .piece {
    box-shadow: 0 0 0 3px #fff, 0 0 0 6px var(--_accent), 0 6px 12px rgb(0 0 0 / 0.4);
    transform: translateY(-3px);
  }
  .sq.drag-origin .piece {
    opacity: 0.35;
  }
  .sq.drag-over {
    box-shadow: inset 0 0 0 4px #fff;
  }
  /* A legal destination: a dot on an empty square, a ring round a piece that would be captured. */
  .dest-mark {
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 30%;
    block-size: 30%;
    border-radius: 50%;
    background: color-mix(in srgb, var(--_accent) 80%, #000);
    box-shadow: 0 0 0 2px rgb(0 0 0 / 0.45);
    pointer-events: none;
    z-index: 2;
  }
  .sq.dest-capture .dest-mark {
    inline-size: 92%;
    block-size: 92%;
    background: none;
    border: 5px solid var(--_accent);
    box-shadow: 0 0 0 2px rgb(0 0 0 / 0.5), inset 0 0 0 2px rgb(0 0 0 / 0.5);
  }
  /* An upgrade: a dashed ring round the pawn that would be swapped for the hand card. */
  .sq.dest-upgrade .dest-mark {
    inline-size: 92%;
    block-size: 92%;
    background: none;
    border: 4px dashed var(--_accent);
    box-shadow: none;
  }
  .sq.dest:hover {
    background: color-mix(in srgb, var(--_accent) 35%, transparent);
  }
  /* A piece an effect may choose. */
  .sq.option-target .piece {
    box-shadow: 0 0 0 3px var(--_accent), 0 0 12px 3px color-mix(in srgb, var(--_accent) 70%, transparent);
  }
  .sq.selected .piece {
    transform: translateY(-4px);
    box-shadow: 0 0 0 3px #fff, 0 0 0 6px var(--_accent);
  }
  .sq .check {
    inset-block-start: 2px;
    inset-inline-end: 2px;
    z-index: 3;
  }

  /* A piece: a small card face. */
  .piece {
    --_face: var(--_first);
    --_face-ink: #1c1b1a;
    position: relative;
    display: block;
    inline-size: 68cqi;
    block-size: 92cqi;
    border-radius: 7cqi;
    background: var(--_face);
    color: var(--_face-ink);
    border: 1px solid rgb(0 0 0 / 0.35);
    box-shadow: 0 2px 4px rgb(0 0 0 / 0.35);
    transition: transform 120ms ease;
    font-family: var(--tech-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  }
  .piece.side-1 {
    --_face: var(--_second);
    --_face-ink: #f4f1ea;
    border-color: rgb(255 255 255 / 0.55);
  }
  .piece[data-domain='knowledge'] {
    --_dom: var(--tech-color-knowledge, #2848a8);
  }
  .piece[data-domain='science'] {
    --_dom: var(--tech-color-science, #0b6e4f);
  }
  .piece[data-domain='technology'] {
    --_dom: var(--tech-color-technology, #9a3412);
  }
  .piece[data-domain='services'] {
    --_dom: var(--tech-color-services, #9d174d);
  }
  .piece.side-1[data-domain='knowledge'] {
    --_dom: #a9c0ff;
  }
  .piece.side-1[data-domain='science'] {
    --_dom: #6fe0b4;
  }
  .piece.side-1[data-domain='technology'] {
    --_dom: #ffad80;
  }
  .piece.side-1[data-domain='services'] {
    --_dom: #ff9cc6;
  }
  .piece-corner {
    position: absolute;
    inset-block-start: 3cqi;
    inset-inline-start: 5cqi;
    display: grid;
    justify-items: center;
    line-height: 1;
    color: var(--_dom);
  }
  .piece-value {
    font-size: 25cqi;
    font-weight: 700;
    letter-spacing: -0.06em;
  }
  .piece .pip {
    inline-size: 12cqi;
    block-size: 12cqi;
    margin-block-start: 1cqi;
    fill: currentColor;
  }
  .piece-domain {
    position: absolute;
    inset-block-start: 5cqi;
    inset-inline-end: 5cqi;
    color: var(--_dom);
  }
  .piece-domain .symbol {
    display: block;
    inline-size: 16cqi;
    block-size: 16cqi;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.4;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .kind-icon {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 8cqi;
    margin-inline: auto;
    inline-size: 38cqi;
    block-size: 38cqi;
    fill: currentColor;
  }
  .piece-kind {
    display: none;
  }
  .chevron {
    position: absolute;
    inset-inline: 0;
    margin-inline: auto;
    inline-size: 16cqi;
    block-size: 9cqi;
    fill: var(--_face-ink);
    opacity: 0.85;
  }
  .piece.up .chevron {
    inset-block-start: -1px;
    transform: translateY(-100%);
    fill: var(--_face);
    stroke: rgb(0 0 0 / 0.45);
    stroke-width: 1;
  }
  .piece.down .chevron {
    inset-block-end: -1px;
    transform: translateY(100%) rotate(180deg);
    fill: var(--_face);
    stroke: rgb(255 255 255 / 0.6);
    stroke-width: 1;
  }
  .piece.side-0.down .chevron {
    stroke: rgb(0 0 0 / 0.45);
  }
  .piece.side-1.up .chevron {
    stroke: rgb(255 255 255 / 0.6);
  }
  .piece.ghost {
    opacity: 0.55;
    border-style: dashed;
    box-shadow: none;
  }
  /* A large square has room for the kind's name under its silhouette. */
  @container (min-width: 78px) {
    .piece-kind {
      display: block;
      position: absolute;
      inset-inline: 0;
      inset-block-end: 2.5cqi;
      text-align: center;
      font-size: 8.5cqi;
      font-weight: 700;
      letter-spacing: 0.02em;
      text-transform: uppercase;
      opacity: 0.8;
    }
    .kind-icon {
      inset-block-end: 13cqi;
      inline-size: 34cqi;
      block-size: 34cqi;
    }
  }

  /* What follows the pointer during a drag. */
  .drag-ghost {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    z-index: 50;
    pointer-events: none;
    filter: drop-shadow(0 8px 14px rgb(0 0 0 / 0.45));
  }
  .ghost-square {
    display: grid;
    place-items: center;
    container-type: inline-size;
  }
  tech-card.drag-ghost {
    --tech-card-width: var(--_hand);
  }

  /* Your hand and the cards a choice offers */
  .hand {
    display: grid;
    justify-items: center;
    gap: 2px;
  }
  .hand .zone-name {
    justify-self: start;
  }
  /* On a phone the hand's name is not drawn (its row says it): the height goes to the decision. */
  @container (width < 720px) {
    .hand .zone-name {
      display: none;
    }
  }
  .hand-row {
    justify-self: stretch;
  }
  /* A hand grows with every card drawn (twenty and more in a long game): past what a row holds at full
     width, the cards overlap as a fan, each keeping its size and its corner in sight, rather than each
     narrowing to an unreadable sliver. A row fans at most twelve cards (render/hand.ts), the most whose
     corners keep a two-digit value in sight; a longer hand is two rows or more, each row below covering
     the one above but for its corners. The last card of each row shows whole; the card pointed at,
     focused or picked comes on top. Bughouse shares this. */
  .hand-row {
    flex-wrap: nowrap;
    justify-content: center;
    padding-block-start: 8px; /* room for a picked card to rise */
  }
  /* A row under another starts a corner's height (0.55 of a card's width) below the top of the cards
     above: a card is 1.4 of its width tall, and each row has 8 px above its cards. */
  .hand-row + .hand-row {
    margin-block-start: calc(var(--_hand) * -0.85 - 8px);
  }
  /* A card comes on top of its own row only: one pointed at (a finger's tap leaves it so) or focused in
     the row above never covers the corners of the row below. */
  .hand-row {
    position: relative;
    isolation: isolate;
  }
  .slot--hand {
    flex: 0 1 var(--_hand);
    min-inline-size: 0;
  }
  .slot--hand:last-child {
    flex-shrink: 0;
  }
  .slot--hand .card-cell {
    inline-size: 100%;
    overflow: visible;
  }
  .slot--hand tech-card {
    --tech-card-width: var(--_hand);
    pointer-events: none; /* a card's hidden part is no target: the card over it takes the tap */
  }
  .slot--hand .card-cell:is(:hover, :focus-visible, .picked) {
    position: relative;
    z-index: 2;
  }
  /* The hand's row never widens what holds it (a row that doesn't wrap is as wide as its cards, to a grid
     track sized by its content): the track takes the width it is given. */
  .hand {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Cards a choice offers off the board: a list, each small card beside its effect in words (six cards
     of the deck to order take six short lines, not three rows of large cards). */
  .offered {
    display: grid;
    gap: 6px;
  }
  .offered .slot {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr);
    align-items: center;
    gap: 10px;
  }
  .slot--pick tech-card {
    --tech-card-width: 56px;
  }
  /* Five cards or more: a row of small cards without their words (each can be read large). */
  .offered:has(> :nth-child(5)) {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
  }
  .offered:has(> :nth-child(5)) .slot {
    display: block;
  }
  .offered:has(> :nth-child(5)) .caption {
    display: none;
  }
  .caption {
    font-size: var(--_text-s);
    line-height: 1.3;
  }
  /* A phone: each offered card and its words no taller than a small card, so four of them, your hand
     and the prompt fit a screen with a larger root font or the browser's bars shown. Chess only: bughouse
     lays out its own (it shares these looks). */
  @container (width < 600px) {
    :host(tech-chess) .offered .slot {
      grid-template-columns: 48px minmax(0, 1fr);
    }
    :host(tech-chess) .slot--pick tech-card {
      --tech-card-width: 48px;
    }
    :host(tech-chess) .caption {
      font-size: var(--_text-xs);
    }
  }
  /* On a narrow screen, a choice that marks nothing on the board (the capturing card's Yes and No, cards
     offered off the board, an effect's buttons) comes above it, next to the prompt, with your hand. */
  .table:has(> .beside > :is(.capture-row, .offered, .actions)):not(:has(.sq.target)) > .beside {
    order: -1;
  }
  .hand .card-cell.target {
    touch-action: none;
  }
  .board .card-cell.picked tech-card {
    filter: none;
  }
  .card-cell.picked {
    transform: translateY(-8px);
    box-shadow: 0 0 0 4px #fff, 0 0 0 7px var(--_accent);
  }
  .buttons-row {
    justify-content: center;
  }
  /* What a picked piece or hand card offers besides its squares (its effect, picking another) pushes
     nothing: it lies over the foot of your hand, whose cards wait while something is picked (the picked
     card, raised, and every card's corner still show), so the hand stays on the screen and under the
     finger. One line: the effect's words end in an ellipsis (the card reads them whole, and the button's
     name says them). Bughouse shares this. */
  .beside:has(> .hand) {
    position: relative;
  }
  .beside:has(> .hand) > .buttons-row {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: 4;
    flex-wrap: nowrap;
    padding: 6px;
    border-radius: 10px;
    background: color-mix(in srgb, var(--_felt) 85%, transparent);
    box-shadow: 0 -4px 14px rgb(0 0 0 / 0.3);
  }
  /* The effect's button gives way; "Pick another piece" / "Put the card back" keeps its words. */
  .beside:has(> .hand) > .buttons-row > * {
    flex: 0 0 auto;
  }
  .beside:has(> .hand) > .buttons-row > :not(:last-child) {
    flex-shrink: 1;
    min-inline-size: 0;
  }
  .beside:has(> .hand) > .buttons-row .option {
    max-inline-size: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .option.use {
    max-inline-size: 36em;
    text-align: start;
  }
  .use-text {
    font-weight: 400;
  }
  .quiet-option {
    border-style: dashed;
    background: rgb(0 0 0 / 0.2);
  }
  .actions {
    justify-items: center;
  }

  /* The capturing card, or the card whose effect is resolving */
  .capture {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 10px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    color: var(--_ink);
    border: 2px solid var(--_accent);
  }
  .capture tech-card {
    --tech-card-width: var(--_hand);
    flex: none;
  }
  .capture.resolving {
    border-style: dashed;
  }

  /* Players */
  .players {
    margin-block-end: 8px;
  }
  .player {
    gap: 2px 10px;
  }
  .side-tag {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin-inline-start: 6px;
    padding: 0 6px;
    border-radius: 999px;
    border: 1px solid currentColor;
    font-size: var(--_text-xs);
    font-weight: 700;
  }
  .side-swatch {
    inline-size: 9px;
    block-size: 12px;
    border-radius: 2px;
    background: var(--_first);
    border: 1px solid rgb(0 0 0 / 0.5);
  }
  .side-1 .side-swatch {
    background: var(--_second);
    border-color: rgb(255 255 255 / 0.6);
  }
  .kings {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .king-icons {
    display: inline-flex;
  }
  .king-icons .kind-icon {
    position: static;
    inline-size: 16px;
    block-size: 16px;
    margin: 0;
  }
  .stat {
    color: var(--_muted);
  }
  .check-tag {
    padding: 0 8px;
    border-radius: 999px;
    background: var(--_check);
    color: #fff;
    font-weight: 700;
  }
  .player.in-check {
    border-color: var(--_check);
    box-shadow: 0 0 0 2px var(--_check);
  }
  .check-word {
    color: light-dark(#b91c1c, #ff8a8a);
  }

  /* Typed moves */
  .entry {
    display: grid;
    gap: 4px;
    padding: 8px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .entry label {
    font-weight: 700;
    font-size: var(--_text-m);
  }
  .entry-line {
    display: flex;
    gap: 6px;
  }
  .entry input {
    flex: 1;
    min-inline-size: 0;
    min-block-size: 36px;
    padding: 4px 10px;
    font: inherit;
    font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
    color: var(--_ink);
    background: var(--_bg);
    border: 1px solid var(--_muted);
    border-radius: calc(var(--_radius) * 0.7);
  }
  .entry-output {
    min-block-size: 1.4em;
    font-size: var(--_text-m);
  }
  .entry-output.refused {
    color: light-dark(#9f1c12, #ffb4ab);
    font-weight: 700;
  }

  /* The move sheet */
  .side > * {
    min-inline-size: 0;
  }
  .moves {
    padding: 8px 12px;
    border-radius: var(--_radius);
    background: var(--_panel);
    border: 1px solid var(--_line);
  }
  .panel-title {
    font-size: var(--_text-m);
    margin-block-end: 4px;
  }
  .sheet {
    max-block-size: 220px;
    overflow: auto;
  }
  .score-sheet {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: var(--_text-s);
  }
  /* The notation in a monospace face, so the moves line up; the players' names in the element's. */
  .score-sheet tbody {
    font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
  }
  .score-sheet th,
  .score-sheet td {
    padding: 2px 4px;
    text-align: start;
    vertical-align: top;
  }
  .score-sheet thead th {
    font-size: var(--_text-s);
    color: var(--_muted);
    border-block-end: 1px solid var(--_line);
  }
  .score-sheet tbody th {
    color: var(--_muted);
    font-weight: 400;
    inline-size: 2.5em;
  }
  .score-sheet tbody tr:nth-child(even) {
    background: color-mix(in srgb, var(--_ink) 5%, transparent);
  }
  .result {
    margin-block-start: 4px;
    font-size: var(--_text-l);
  }
  .final-score {
    font-size: var(--_text-xl);
  }

  /* Help and discard */
  .notation {
    border-collapse: collapse;
    margin-block: 0 12px;
    font-size: var(--_text-m);
  }
  .notation th,
  .notation td {
    padding: 3px 10px 3px 0;
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid var(--_line);
  }
  .discard-list {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0;
    list-style: none;
  }
  .discard-list tech-card {
    --tech-card-width: 110px;
  }
  dialog h3 {
    margin-block: 12px 6px;
  }

  /* A wide container: the hand and the choice beside the board (at least 260 px for them), so the
     squares count on the width left and on the screen's height less the header and the prompt. */
  @container (min-width: 720px) {
    /* Beside the board there is room under your hand: the picked card's buttons come there, in the
       flow, after the hand (which they cannot push), not over it. */
    :host(tech-chess) .beside:has(> .hand) > .buttons-row {
      position: static;
      order: 1;
      flex-wrap: wrap;
      box-shadow: none;
    }
    :host(tech-chess) .beside:has(> .hand) > .buttons-row .option {
      white-space: normal;
    }
    /* On .base, not :host: a container query matches the host's descendants, never the host itself. */
    .base {
      --_sq: var(--tech-chess-square, clamp(44px, min(calc((100cqi - 336px) / 6), calc((100svh - 310px) / (6 + var(--_tiers, 0)))), 84px));
    }
    .table {
      grid-template-columns: auto minmax(0, 1fr);
      align-items: start;
    }
    .table > .chessboard {
      justify-self: start;
    }
    .table:has(> .beside > :is(.capture-row, .offered, .actions)):not(:has(.sq.target)) > .beside {
      order: 0;
    }
  }
  /* Wider still: the card inspector, the moves and the log in a column of their own. */
  @container (min-width: 1100px) {
    .base {
      --_sq: var(--tech-chess-square, clamp(44px, min(calc((100cqi - 640px) / 6), calc((100svh - 310px) / (6 + var(--_tiers, 0)))), 84px));
    }
    .layout {
      grid-template-columns: minmax(0, 1fr) 290px;
    }
    .inspector tech-card {
      --tech-card-width: 220px;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .piece,
    .card-cell.picked {
      transition: none;
    }
    .sq.target.movable:hover .piece,
    .sq.picked .piece,
    .sq.selected .piece,
    .card-cell.picked {
      transform: none;
    }
  }

  @media (forced-colors: active) {
    .square {
      border: 1px solid CanvasText;
    }
    .piece {
      border: 2px solid CanvasText;
    }
    .sq.target .piece,
    .sq.picked .piece {
      outline: 3px solid Highlight;
    }
    .dest-mark {
      background: Highlight;
      forced-color-adjust: none;
    }
    .sq.dest-capture .dest-mark {
      border-color: Highlight;
      background: none;
    }
    .square.last-to::before,
    .square.last-from::before {
      border-color: CanvasText;
    }
    .check-badge {
      forced-color-adjust: none;
      background: Mark;
      color: MarkText;
    }
  }
`;
