/**
 * What Tech Poker draws in its page (see ../shared/regions.ts): the hand and the betting round in the
 * header, the seats and the pot, your hand with the bet controls, and the last showdown. The bet or
 * raise amount a person sets is kept until the next decision (../shared/bet-controls.ts).
 */
import { announcementWords, yourTurnWords, finalWords } from '../shared/announcer.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { PokerState, PokerView } from '../../games/poker/index.js';
import { BetAmount, betKeys } from '../shared/bet-controls.js';
import type { ChoiceLayout } from '../shared/choice.js';
import type { PageController } from '../shared/page-controller.js';
import type { GameRegions } from '../shared/regions.js';
import { renderBoard, renderPromptBox, renderColumns } from '../shared/render/game-page.js';
import { renderActions } from '../shared/render/prompt.js';
import { layoutBet, layoutPoker } from './choice.js';
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
  const { game, host } = page;
  const amount = new BetAmount(host);
  const onBetKey = betKeys(page, amount, layoutBet);
  const table = (view: PokerView, layout: ChoiceLayout | null): Table => {
    const bet = layout ? layoutBet(layout.pending) : null;
    return { ...page.surface(layout), view, bet, betAmount: bet ? amount.of(bet, view.pot) : 0, setBet: amount.set };
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
    return html`${renderColumns(
      page,
      view,
      html`
        ${renderPromptBox(page, layout, view.over)}
        ${view.over ? renderOver(t, () => page.newGame()) : nothing}
        ${renderSeats(t)}
        ${renderBoard(page, html`${renderHand(t)} ${t.bet ? renderBet(t, t.bet, onBetKey) : layout ? renderActions(t, onTable, 'hand') : nothing}`, 'Your hand')}
        ${last ? renderShowdown(t, last) : nothing}
      `,
    )}`;
  };

  return {
    title: 'Tech Poker',
    layout: (pending, moves) => layoutPoker(pending, moves),
    status: (view) => statusWords(view),
    help: () => renderHelp(),
    play,
    /** What happened, then what to do now, and the final chips at the end. */
    announcement: (view, entries, mine) => {
      const over = finalWords('chips', view.outcome?.scores ?? null, page.name);
      return announcementWords(
        entries.map((e) => e.text),
        yourTurnWords(view.pending, mine),
        over,
        10,
      );
    },
    // Every decision starts from the default amount.
    sync: () => void amount.follow(game.match?.log.length ?? -1),
    reset: () => amount.clear(),
  };
}
