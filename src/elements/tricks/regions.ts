/**
 * What Tricks of the Trade draws in its page (see ../shared/regions.ts): the round, phase, trick and
 * trump in the header, the table with the trick, the last trick folded, an offer, your hand, the trades
 * and the score sheet; a hint under each kind of decision; the goal cards under the final scores.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TricksState, TricksView } from '../../games/tricks-of-the-trade/index.js';
import { layoutChoice, type ChoiceLayout } from '../shared/choice.js';
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
import { renderBidScale } from './render/bids.js';
import { type DOMAIN_NAMES, domainTag, type TricksBoard } from './board.js';
import { renderHand } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderScores } from './render/scores.js';
import { renderSheet } from './render/sheet.js';
import { renderTable } from './render/table.js';
import { renderOffer, renderTrades } from './render/trade.js';
import { renderLastTrick, renderLastTrickSummary, renderTrick } from './render/trick.js';
import type { TricksSettings } from './settings.js';

/** How each kind of decision is answered here, under the engine's prompt. */
const HINTS: Record<string, string> = {
  'tricks/bid': 'Choose a number of tricks below your hand: your trump cards and high cards are what win them.',
  'tricks/offer': 'Choose a card of your hand to offer, or "No offer".',
  'tricks/offer-to': 'Choose the player to offer it to.',
  'tricks/offer-ask': 'Choose the domain you ask for in return (or any card).',
  'tricks/offer-answer': 'Choose a highlighted card of yours, or "Decline".',
  'tricks/effect': 'Choose a highlighted card to use its effect (the card is then discarded), or "Pass".',
  'tricks/play': 'Choose one of the highlighted cards of your hand.',
};

type Page = PageController<TricksState, TricksView, TricksSettings>;

export function tricksRegions(page: Page): GameRegions<TricksView> {
  /** Under the final scores: every goal card, the trump card left, and how a tie was broken. */
  const ranking = (view: TricksView): TemplateResult => {
    const { card, name } = page;
    const goals = view.goals.map((id, seat) => ({ seat, card: id ? card(id) : null }));
    return html`<p class="goals">Goal cards: ${goals.map(({ seat, card }, i) => html`${i > 0 ? ' · ' : ''}${name(seat)} ${card ? domainTag(card.domain as keyof typeof DOMAIN_NAMES) : '–'}`)}.
      ${view.remainingTrump.length ? html`The trump card left: ${view.remainingTrump.map((id) => card(id).name).join(', ')}.` : nothing}</p>
      ${view.ranking?.tieBreak ? html`<p class="tie-break">${view.ranking.tieBreak}</p>` : nothing}`;
  };

  const play = (view: TricksView, layout: ChoiceLayout | null): TemplateResult => {
    const board: TricksBoard = { ...page.surface(layout), view };
    const onTable = new Set([
      ...view.hand.map((c) => c.instance),
      ...['trump-card', 'trick', `goal:${page.seat}`, 'resolving'].flatMap((zone) =>
        (view.zones[zone] ?? []).flatMap((s) => (s && 'instance' in s ? [s.instance] : [])),
      ),
    ]);
    const hidden = page.handOffTo !== null;
    // The last trick folds to the line that says who won it (its cards are never options).
    const lastSummary = renderLastTrickSummary(board);
    const lastTrick = lastSummary
      ? renderFoldBox(
          page,
          { key: 'last-trick', summary: lastSummary, label: 'the cards of the last trick' },
          renderLastTrick(board),
        )
      : nothing;
    return html`
      ${renderScores(board)}
      ${renderColumns(
        page,
        view,
        html`
          ${renderPromptBox(page, layout, view.over)}
          ${renderOverBox(page, view.over ? ranking(view) : undefined)}
          ${renderBoard(
            page,
            html`
            <div class="table">
              ${renderTable(board)}
              ${renderTrick(board)}
            </div>
            ${lastTrick}
            ${renderOffer(board)}
            ${renderHand(board)}
            ${renderActions(board, onTable)}
            ${renderBidScale(board)}`,
          )}
          ${hidden ? nothing : renderTrades(board)}
          ${renderSheet(board)}
        `,
      )}
    `;
  };

  return {
    title: 'Tricks of the Trade',
    layout: (pending, moves) => {
      const layout = layoutChoice(pending, moves);
      const hint = HINTS[pending.kind ?? ''];
      if (hint && !layout.multi) layout.hint = hint;
      return layout;
    },
    status: (view) => {
      if (view.over) return html`Game over`;
      if (view.round === 0) return html`Setting up`;
      const phase = view.phase.charAt(0).toUpperCase() + view.phase.slice(1);
      const trick =
        view.phase === 'tricks'
          ? html` · trick ${Math.min(view.tricks.length + 1, view.tricksPerRound)} of ${view.tricksPerRound}`
          : nothing;
      return html`Round <strong>${view.round}</strong> of ${view.rounds} · ${phase}${trick}${view.trump.domain ? html` · trump ${domainTag(view.trump.domain)}` : nothing}`;
    },
    help: () => renderHelp(),
    play,
  };
}
