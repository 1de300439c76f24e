/**
 * What Tech Poker draws in its page (see ../shared/regions.ts): the hand and the betting round in the
 * header, the seats and the pot, your hand with the bet controls, and the last showdown. The bet or
 * raise amount a person sets is kept here until the next decision, which starts from half the pot.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PokerState, PokerView } from '../../games/poker/index.js';
import type { ChoiceLayout } from '../shared/choice.js';
import type { PageController } from '../shared/page-controller.js';
import type { GameRegions } from '../shared/regions.js';
import { renderBoard, renderPromptBox, renderSideBox } from '../shared/render/game-page.js';
import { renderActions, sentence } from '../shared/render/prompt.js';
import { clampBet, layoutBet, layoutPoker, type BetLayout } from './choice.js';
import { renderBet } from './render/bet.js';
import { renderHand } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderOver } from './render/over.js';
import { renderSeats, statusWords } from './render/seats.js';
import { lastEnded, renderShowdown } from './render/showdown.js';
import type { PokerSettings } from './settings.js';
import type { Table } from './table.js';

type Page = PageController<PokerState, PokerView, PokerSettings>;

export function pokerRegions(page: Page): GameRegions<PokerView> {
  const { game } = page;
  let betAmount: number | null = null; // the bet or raise size the amount control shows; null: the decision's default
  let moveCount = -1; // the moves when the amount was last cleared: every decision starts from the default
  const setBet = (amount: number | null) => {
    betAmount = amount;
    page.host.requestUpdate();
  };

  /** The size of a bet or raise shown: the one set, else half the pot, within the sizes offered. */
  const amountOf = (bet: BetLayout, pot: number) =>
    clampBet(bet, betAmount ?? clampBet(bet, Math.max(1, Math.round(pot / 2))));

  const table = (view: PokerView, layout: ChoiceLayout | null): Table => {
    const bet = layout ? layoutBet(layout.pending) : null;
    return { ...page.surface(layout), view, bet, betAmount: bet ? amountOf(bet, view.pot) : 0, setBet };
  };

  /** The + and − keys (and Page Up, Page Down) change the amount from anywhere in the betting row. */
  const onBetKey = (event: KeyboardEvent): void => {
    const view = game.view(page.seat);
    const layout = view ? page.layoutOf(view) : null;
    const bet = layout && view ? layoutBet(layout.pending) : null;
    if (!bet || bet.sizes.length === 0 || !view) return;
    const step = ['+', '=', 'PageUp'].includes(event.key) ? 1 : ['-', '_', 'PageDown'].includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const sizes = bet.sizes.map((s) => s.by);
    const now = sizes.indexOf(amountOf(bet, view.pot));
    setBet(sizes[Math.max(0, Math.min(sizes.length - 1, now + step))]);
  };

  const play = (view: PokerView, layout: ChoiceLayout | null): TemplateResult => {
    const t = table(view, layout);
    const last = lastEnded(t);
    const onTable = new Set(
      [`hand:${page.seat}`, 'resolving']
        .flatMap((zone) => view.zones[zone] ?? [])
        .flatMap((slot) => (slot && 'instance' in slot ? [slot.instance] : [])),
    );
    // The prompt, the players and the table (your hand, the bet controls) together at the top, so a
    // decision fits one screen on a phone as on a laptop; the last showdown under the table.
    return html`<div class="layout">
      <div class="main">
        ${renderPromptBox(page, layout, view.over)}
        ${view.over ? renderOver(t, () => page.newGame()) : nothing}
        ${renderSeats(t)}
        ${renderBoard(page, html`${renderHand(t)} ${t.bet ? renderBet(t, t.bet, onBetKey) : layout ? renderActions(t, onTable, 'hand') : nothing}`, 'Your hand')}
        ${last ? renderShowdown(t, last) : nothing}
      </div>
      ${renderSideBox(page, view)}
    </div>`;
  };

  return {
    title: 'Tech Poker',
    layout: (pending, moves) => layoutPoker(pending, moves),
    status: (view) => statusWords(view),
    help: () => renderHelp(),
    play,
    /** What happened, then what to do now, and the final chips at the end. */
    announcement: (view, entries, mine) => {
      const now = mine ? ` Your turn: ${sentence((view.pending as { prompt: string }).prompt)}` : '';
      const over = view.outcome
        ? ` Final chips: ${view.outcome.scores.map((s, seat) => `${page.name(seat)} ${s}`).join(', ')}.`
        : '';
      return `${entries
        .slice(-10)
        .map((e) => e.text)
        .join(' ')}${now}${over}`;
    },
    sync: () => {
      const moves = game.match?.log.length ?? -1;
      if (moves === moveCount) return;
      moveCount = moves;
      betAmount = null;
    },
    reset: () => {
      betAmount = null;
    },
  };
}
