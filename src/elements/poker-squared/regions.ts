/**
 * What Poker Squared draws in its page (see ../shared/regions.ts): the hand, grid and ante in the
 * header, both grids with your hand and the bet controls, the Concede question (P8), the last showdown
 * and a scored grid shown line by line; playing cards in the inspector for the standard deck. The bet
 * amount, the hidden scored grid and the Concede question are kept here until the next decision.
 */
import { announcementWords, yourTurnWords, finalWords } from '../shared/announcer.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { PokerSquaredState, PokerSquaredView } from '../../games/poker-squared/index.js';
import { BetAmount, betKeys } from '../shared/bet-controls.js';
import type { ChoiceLayout } from '../shared/choice.js';
import type { PageController } from '../shared/page-controller.js';
import type { GameRegions } from '../shared/regions.js';
import { renderBoard, renderPromptBox, renderColumns } from '../shared/render/game-page.js';
import { renderActions } from '../shared/render/prompt.js';
import { concedeOption, layoutBet, layoutPokerSquared, squareTarget } from './choice.js';
import { LineRevealController } from './controllers/line-reveal.js';
import { renderBet } from './render/bet.js';
import { renderChips, statusWords } from './render/chips.js';
import { renderConcede } from './render/concede.js';
import { cardWords } from './render/face.js';
import { renderGrids, renderStandings } from './render/grids.js';
import { renderHand } from './render/hand.js';
import { renderHelp } from './render/help.js';
import { renderOver } from './render/over.js';
import { renderScoring } from './render/scoring.js';
import { lastEnded, renderShowdown } from './render/showdown.js';
import type { PokerSquaredSettings } from './settings.js';
import { plural, type Table } from './table.js';

type Page = PageController<PokerSquaredState, PokerSquaredView, PokerSquaredSettings>;

export function pokerSquaredRegions(page: Page): GameRegions<PokerSquaredView> {
  const { game, host } = page;
  const reveal = new LineRevealController(host);
  const amount = new BetAmount(host);
  const onBetKey = betKeys(page, amount, layoutBet);
  let hiddenGrid = 0; // the scored grid whose panel the player hid
  let askingConcede = false; // the question "Concede the match?" is showing (P8)
  const table = (view: PokerSquaredView, layout: ChoiceLayout | null): Table => {
    const bet = layout ? layoutBet(layout.pending) : null;
    return {
      ...page.surface(layout),
      view,
      bet,
      betAmount: bet ? amount.of(bet, view.pot) : 0,
      setBet: amount.set,
      pickSquare: (owner, square) => {
        const option = owner === page.seat ? layout?.byTarget.get(squareTarget(square)) : undefined;
        if (layout && option !== undefined) return page.choice.play([option]);
        if (layout && layout.byTarget.size > 0) {
          return page.choice.refuse(
            owner === page.seat
              ? 'That square is taken: choose a highlighted empty square of your grid.'
              : `That square is on ${page.name(owner)}'s grid: choose a highlighted empty square of your grid.`,
          );
        }
        page.choice.refuse(page.refusal(layout, 'That square'));
      },
    };
  };

  /** Shows or hides the question "Concede the match?", keeping the focus on the control that replaces the one pressed. */
  const askConcede = (asking: boolean): void => {
    askingConcede = asking;
    host.requestUpdate();
    void host.updateComplete.then(() =>
      host.renderRoot.querySelector<HTMLElement>(asking ? '.concede .primary' : '.concede button')?.focus(),
    );
  };

  const play = (view: PokerSquaredView, layout: ChoiceLayout | null): TemplateResult => {
    const t = table(view, layout);
    const last = lastEnded(t);
    const scored = view.grids.at(-1);
    const showScoring =
      !!scored && hiddenGrid !== scored.grid && (view.over ? scored.hand === view.hand : scored.hand === view.hand - 1);
    // The last showdown stands out until the next hand's cards are placed.
    const fresh = !!last && !view.over && view.record?.hand === last.hand + 1 && view.record.placed.length === 0;
    const onTable = new Set(
      [`hand:${page.seat}`, `placing:${page.seat}`, 'grid:0', 'grid:1']
        .flatMap((zone) => view.zones[zone] ?? [])
        .flatMap((slot) => (slot && 'instance' in slot ? [slot.instance] : [])),
    );
    const actions =
      layout &&
      (layout.buttons.length > 0 || layout.multi || [...layout.byInstance.keys()].some((i) => !onTable.has(i)));
    // The prompt, the chips and the table (both grids, your hand, the bet controls) together at the top,
    // so a decision fits one screen on a phone as on a laptop; the last showdown and a scored grid under
    // the table, where they don't push it off the screen.
    return html`${renderColumns(
      page,
      view,
      html`
        ${renderPromptBox(page, layout, view.over)}
        ${view.over ? renderOver(t, () => page.newGame()) : nothing}
        ${renderChips(t)}
        ${renderBoard(
          page,
          html`${renderGrids(t)} ${renderHand(t)} ${t.bet ? renderBet(t, t.bet, onBetKey) : actions ? renderActions(t, onTable, 'hand') : nothing}`,
          'Grids and hand',
        )}
        ${
          page.handOffTo === null && layout && !view.over
            ? renderConcede({
                index: concedeOption(layout.pending),
                asking: askingConcede,
                ask: askConcede,
                concede: (index) => page.choice.play([index]),
              })
            : nothing
        }
        ${last ? renderShowdown(t, last, fresh) : nothing}
        ${
          showScoring
            ? renderScoring(t, scored!, {
                shown: reveal.shown,
                skip: reveal.skip,
                hide: () => {
                  hiddenGrid = scored!.grid;
                  host.requestUpdate();
                },
              })
            : nothing
        }
        ${renderStandings(t)}
      `,
    )}`;
  };

  return {
    title: 'Poker Squared',
    layout: (pending, moves) => layoutPokerSquared(pending, moves),
    status: (view) => statusWords(table(view, null)),
    help: () => renderHelp(game.settings?.variant === 'tech'),
    play,
    cardName: (id) => {
      const view = game.view(page.seat);
      return view ? cardWords({ view, card: page.card }, id) : id;
    },
    /** A Tech Deck card, or a playing card of the standard deck. */
    largeCard: (view, id) =>
      view.deck === 'standard'
        ? html`<tech-playing-card card-id=${id}></tech-playing-card>`
        : html`<tech-card .card=${page.card(id)}></tech-card>`,
    /** What happened (a scored grid's eight lines in one sentence), then what to do now, and the final chips at the end. */
    announcement: (view, entries, mine) => {
      const said: string[] = [];
      let lines = false; // the grid's lines are said once, as one sentence
      for (const entry of entries) {
        if (entry.event !== 'poker-squared/line') said.push(entry.text);
        else if (!lines) {
          lines = true;
          const grid = view.grids.at(-1);
          if (grid)
            said.push(
              `Lines: ${[0, 1].map((s) => `${page.name(s)} ${plural(grid.won[s], 'line')} (${grid.net[s] >= 0 ? '+' : '−'}${Math.abs(grid.net[s])} chips)`).join(', ')}.`,
            );
        }
      }
      const over = finalWords('chips', view.outcome?.scores ?? null, page.name);
      return announcementWords(said, yourTurnWords(view.pending, mine), over, 10);
    },
    sync: () => {
      const match = game.match;
      // Every decision starts from the default amount, without the question.
      if (amount.follow(match?.log.length ?? -1)) askingConcede = false;
      const pace = host.botPace > 0 ? Math.min(Math.max(host.botPace, 350), 1200) : 0;
      reveal.sync(match ? match.state.grids.length : 0, pace);
    },
    reset: () => {
      reveal.reset();
      amount.clear();
      hiddenGrid = 0;
      askingConcede = false;
    },
  };
}
