/**
 * What Tech Grid Poker draws in its page (see ../shared/regions.ts): the round and phase in the header,
 * the market with the opponents, your company and hand, the reveal of the last grid poker phase, and
 * the discard's dialog; a choice of a line is answered by its gutter.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GridPokerState, GridPokerView } from '../../games/index.js';
import { targetsAmong, type ChoiceLayout } from '../shared/choice.js';
import type { PageController } from '../shared/page-controller.js';
import type { GameRegions } from '../shared/regions.js';
import {
  renderBoard,
  renderFoldBox,
  renderOverBox,
  renderPromptBox,
  renderColumns,
} from '../shared/render/game-page.js';
import { renderActions } from '../shared/render/prompt.js';
import type { Board } from './board.js';
import { layoutChoice } from './choice.js';
import { renderHelp } from './render/help.js';
import { renderMarket } from './render/market.js';
import { renderDiscardCards, renderPiles } from './render/piles.js';
import {
  opponentInstances,
  renderOpponents,
  renderOpponentsSummary,
  renderScores,
  renderYou,
} from './render/players.js';
import { renderReveal } from './render/reveal.js';
import type { GameSettings } from './settings.js';

const PHASE_NAMES: Record<string, string> = {
  setup: 'Setting up',
  over: 'Game over',
};

type Page = PageController<GridPokerState, GridPokerView, GameSettings>;

export function gridPokerRegions(page: Page): GameRegions<GridPokerView> {
  const { game } = page;

  const board = (view: GridPokerView, layout: ChoiceLayout | null): Board => {
    const surface = page.surface(layout);
    return {
      ...surface,
      view,
      pickLine: (key) => {
        if (!layout?.byTarget.has(key)) {
          page.choice.refuse(
            layout?.byTarget.size
              ? "That line can't be chosen: choose a highlighted gutter."
              : 'Rows and columns are not being chosen now.',
          );
          return;
        }
        surface.pickTarget(key);
      },
    };
  };

  const play = (view: GridPokerView, layout: ChoiceLayout | null): TemplateResult => {
    const b = board(view, layout);
    const { seat } = page;
    const onTable = new Set(
      Object.entries(view.zones)
        .filter(
          ([zone]) =>
            zone === 'market' ||
            zone.startsWith('company:') ||
            zone === 'solo-company' ||
            zone === `hand:${seat}` ||
            zone === `committed:${seat}`,
        )
        .flatMap(([, slots]) =>
          slots.map((s) => (s && 'instance' in s ? s.instance : null)).filter((i): i is string => i !== null),
        ),
    );
    const last = view.results.at(-1);
    // The reveal of this round: above the table while the grid poker phase finishes (it is what the
    // market and return choices are about), folded to the line that says who won so the table keeps the
    // screen; whole below the table for the rest of the round and at the end.
    const showReveal = !!last && (last.round === view.round || view.over);
    const freshReveal = showReveal && !view.over && view.phase === 'grid poker';
    // The opponents fold to one line of scores (opened on tap); a choice about their companies opens it.
    const opponents =
      view.players > 1 || view.solo
        ? renderFoldBox(
            page,
            {
              key: 'opponents',
              summary: renderOpponentsSummary(b),
              label: "the other players' companies",
              holdsTarget: targetsAmong(layout, opponentInstances(b)),
            },
            renderOpponents(b),
          )
        : nothing;
    return html`
      ${renderScores(b)}
      ${renderColumns(
        page,
        view,
        html`
          ${renderPromptBox(page, layout, view.over)}
          ${renderOverBox(page)}
          ${freshReveal ? renderReveal(b, last!, false, false) : nothing}
          ${renderBoard(
            page,
            html`
            <div class="table">
              ${opponents}
              ${renderMarket(b)}
              ${renderPiles(b, () => page.open('.discard'))}
              ${renderYou(b)}
            </div>
            ${renderActions(b, onTable, 'tray')}`,
          )}
          ${showReveal && !freshReveal ? renderReveal(b, last!, view.over) : nothing}
        `,
      )}
    `;
  };

  return {
    title: 'Tech Grid Poker',
    seatName: (seat) => {
      if (!game.settings) return `Player ${seat + 1}`;
      if (game.match?.state.solo && seat === 1) return 'The artificial player';
      if (seat === page.you) return 'You';
      return `Player ${seat + 1}${game.isBot(seat) ? ' (bot)' : ''}`;
    },
    layout: (pending, moves) => layoutChoice(pending, moves),
    status: (view) => {
      const phase = PHASE_NAMES[view.phase] ?? view.phase.charAt(0).toUpperCase() + view.phase.slice(1);
      return view.over
        ? html`Game over`
        : view.round === 0
          ? html`Setting up`
          : html`Round <strong>${view.round}</strong> of ${view.rounds} · ${phase}`;
    },
    help: () => renderHelp(),
    play,
    dialogs: () => {
      const view = game.view(page.seat);
      return html`<dialog class="discard" aria-label="The discard">
        <h2>The discard</h2>
        <p>Anyone may look through the discard. The top card comes first.</p>
        ${view ? renderDiscardCards(board(view, null)) : nothing}
        <form method="dialog"><button class="primary">Close</button></form>
      </dialog>`;
    },
  };
}
