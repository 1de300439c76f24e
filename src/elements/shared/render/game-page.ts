/**
 * The page of a game element, drawn from its controllers' state (page-controller.ts): the header, the
 * notes and notices above the table, the game's table (its regions' `play`), the live region and the
 * dialogs. The pieces a game's table is made of (the prompt, the game-over panel, the board grid with
 * its hand-off screen, a fold, the side with its inspector and log) are exported for its regions.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableState } from '../../../engine/state.js';
import type { TableView } from '../../../engine/view.js';
import type { ChoiceLayout } from '../choice.js';
import type { PageController } from '../page-controller.js';
import type { GameSettings } from '../settings.js';
import { renderHelpDialog, renderShareDialog } from './dialogs.js';
import { renderFileChange } from './file-change.js';
import { renderFold } from './fold.js';
import { renderHandOff } from './handoff.js';
import { renderHeader } from './header.js';
import { renderHouseRulings } from './house-rulings.js';
import { renderLog } from './log.js';
import { renderNotice, renderProblems } from './notice.js';
import { renderOffer } from './offer.js';
import { renderOver } from './over.js';
import { renderPrompt } from './prompt.js';
import { renderSaveNote } from './save-note.js';
import { renderReader, renderSide } from './side.js';
import { renderLoading, renderSourceNote } from './source.js';

/** The whole page: header, online panel, notes, the table (or what stands in its place), live region, dialogs. */
export function renderGamePage<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
): TemplateResult {
  const { host, game, sources, cards, problems, started } = page;
  return html`<div part="base" class="base">
    ${renderHeaderBox(page)}
    ${host.server ? page.onlineLink.render(started) : nothing}
    ${problems.length === 0 && started ? renderSourceNote(sources, !!host.saveKey) : nothing}
    ${problems.length === 0 ? cards.renderRefused() : nothing}
    ${host.fileChange ? renderFileChange(host.fileChange.problems) : nothing}
    ${cards.renderNote()}
    ${game.saves.note ? renderSaveNote(game.saves.note, () => game.saves.dismiss()) : nothing}
    ${
      problems.length > 0
        ? renderProblems(problems)
        : game.offer
          ? renderOffer(game.offer, {
              onResume: () => game.resumeSaved(),
              onShared: () => game.playShared(),
              onNewGame: () => page.newGame(),
            })
          : game.notice
            ? renderNotice(game.notice, () => page.newGame())
            : !started && sources.loading
              ? renderLoading(sources.loading)
              : renderTable(page)
    }
    <div class="live visually-hidden" role="status" aria-live="polite"></div>
    ${renderHelpDialog(page.regions.help(), renderHouseRulings(game.game.rules))}
    ${page.regions.dialogs?.() ?? nothing}
    ${renderShareDialog(page.shareLink)}
  </div>`;
}

function renderHeaderBox<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
): TemplateResult {
  const { game, reader, seat } = page;
  const view = game.view(seat);
  return renderHeader({
    title: page.regions.title,
    status: view ? page.regions.status(view) : null,
    canUndo: game.canUndo(seat),
    canShare: !!game.match && !game.remote, // an online game is shared by its join link
    onRules: () => page.open('.help'),
    onUndo: () => page.undo(),
    onShare: () => page.share(),
    onNewGame: () => page.newGame(),
    sheets: view
      ? {
          open: reader.drawer,
          logCount: view.log.length,
          card: page.regions.inspector ?? true,
          onOpen: (which) => reader.toggleDrawer(which),
        }
      : undefined,
  });
}

/** The game's table for the seat on screen, with its pending choice laid out. */
function renderTable<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
): TemplateResult {
  const view = page.game.view(page.seat);
  return view ? page.regions.play(view, page.layoutOf(view)) : html``;
}

/** The prompt: what to do now, how, and why the last click was refused. */
export function renderPromptBox<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  layout: ChoiceLayout | null,
  over: boolean,
): TemplateResult {
  const { game } = page;
  const actor = game.actor;
  const outcome = over && game.match ? game.game.outcome(game.match.state) : null;
  return renderPrompt(page.surface(layout), {
    message: page.choice.message,
    waitingFor: actor !== null ? page.name(actor) : null,
    over,
    outcome,
  });
}

/** The game-over panel, when the game is over (`details` under the scores). */
export function renderOverBox<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  details?: TemplateResult,
): TemplateResult | typeof nothing {
  const { game } = page;
  const outcome = game.match ? game.game.outcome(game.match.state) : null;
  return outcome ? renderOver(outcome, page.name, () => page.newGame(), details) : nothing;
}

/**
 * The board as one APG grid (one tab stop, arrows between its cells), or the hand-off screen while the
 * next person of a hot-seat game is not on screen yet.
 */
export function renderBoard<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  content: TemplateResult,
  label = 'Table',
): TemplateResult {
  const handOff = page.handOffTo;
  if (handOff !== null)
    return renderHandOff(page.name(handOff), () => {
      page.shownSeat = handOff;
    });
  const { keys } = page;
  return html`<div role="grid" class="board" part="board" aria-label=${label} aria-describedby="prompt"
    @keydown=${keys.onKeyDown} @focusin=${keys.onFocusIn} @focusout=${keys.onFocusOut}>
    ${content}
  </div>`;
}

/**
 * A summary line that opens on tap (see fold.ts), as rows of the board: the opponents, the last trick.
 * `holdsTarget`: the body holds an option of the pending choice, and is then open whatever the person
 * did (see `targetsAmong` in choice.ts).
 */
export function renderFoldBox<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  fold: { key: string; summary: TemplateResult | string; label: string; holdsTarget?: boolean },
  body: TemplateResult,
): TemplateResult {
  const { key, summary, label, holdsTarget = false } = fold;
  const { reader } = page;
  const open = holdsTarget || reader.isOpen(key);
  return renderFold({ key, open, forced: holdsTarget, summary, label, onToggle: () => reader.toggleFold(key) }, body);
}

/** The page under the header: the main column (the prompt, the table …) and the side (the inspector, the log). */
export function renderColumns<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  view: V,
  main: TemplateResult,
): TemplateResult {
  return html`<div class="layout">
    <div class="main">${main}</div>
    ${renderSideBox(page, view)}
  </div>`;
}

/**
 * The side of the table (see side.ts): the card inspector and the log, a column on a wide screen and a
 * sheet on a narrow one, opened by the header's Card and Log buttons.
 */
export function renderSideBox<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  view: V,
): TemplateResult {
  const { reader, regions } = page;
  const inspector = regions.inspector ?? true;
  const reading = page.handOffTo === null && !!reader.inspected?.instance;
  const readerState = () =>
    reader.readerState(reading ? page.layoutOf(view) : null, () => {
      const id = page.inspectedCard(view);
      return id ? page.cardName(id) : 'this card';
    });
  return renderSide({
    drawer: reader.drawer,
    inspector: inspector ? renderInspector(page, view) : null,
    reader: inspector ? renderReader(readerState()) : nothing,
    log: regions.log ? regions.log(view) : renderLogBox(page, view),
    onClose: () => {
      reader.drawer = null;
    },
  });
}

/** The move log; behind the hand-off screen only its public entries (the last person's own stay private). */
export function renderLogBox<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  view: V,
): TemplateResult {
  return renderLog(page.handOffTo === null ? view.log : view.log.filter((e) => !e.to), page.seat, page.name);
}

/** The card last focused or hovered, large (the first card of the hand before any); none behind the hand-off screen. */
function renderInspector<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  view: V,
): TemplateResult {
  const id = page.handOffTo === null ? page.inspectedCard(view) : null;
  if (!id) return html``;
  const { largeCard } = page.regions;
  return largeCard ? largeCard(view, id) : html`<tech-card .card=${page.card(id)}></tech-card>`;
}
