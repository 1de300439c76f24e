import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Card } from '../../dsl/runtime.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { SlotView } from '../../engine/view.js';
import type { GridPokerView } from '../../games/index.js';
import { cardById } from '../card/catalogue.js';
import type { Board } from './board.js';
import { chooseAction, layoutChoice, type ChoiceLayout } from './choice.js';
import { BotController } from './controllers/bot-controller.js';
import { game, GameController, type GridPokerMatch } from './controllers/game-controller.js';
import { KeyboardController } from './controllers/keyboard-controller.js';
import { styles } from './grid-poker.styles.js';
import { encodeShare } from './persistence.js';
import { renderHelp } from './render/help.js';
import { renderLog } from './render/log.js';
import { renderMarket } from './render/market.js';
import { renderDiscardCards, renderPiles } from './render/piles.js';
import { renderOpponents, renderScores, renderYou } from './render/players.js';
import { renderActions, renderPrompt } from './render/prompt.js';
import { renderReveal } from './render/reveal.js';
import { readSettings, type BotLevel, type GameSettings } from './settings.js';

const PHASE_NAMES: Record<string, string> = {
  setup: 'Setting up',
  over: 'Game over',
};

/**
 * Tech Grid Poker, played in the page against bots (or friends, taking turns on one device).
 *
 * Five-card poker on two dimensions: each player joins a row or a column of the 3×3 market with up to
 * two hand cards, and another line with their two company cards; the best row hand and the best column
 * hand score each grid poker phase, for four rounds. The element renders the engine's view of the game
 * for the player on screen and turns clicks, taps and keys into the engine's actions; it holds no rule.
 *
 * Drop it into a page with one tag: `<tech-grid-poker players="3" save-key="my-game"></tech-grid-poker>`.
 * The game is saved as it goes (with `save-key`), resumes after a reload, can be undone to the player's
 * last decision and shared as a link that replays it.
 *
 * @summary Tech Grid Poker against bots, with mouse, touch or keyboard.
 *
 * @event tech-move - After every move, a person's or a bot's. `detail`: `{ game, seat, bot, action, labels, kind, moves }`.
 * @event tech-game-over - Once, when the game ends. `detail`: `{ game, scores, winners }`.
 *
 * @csspart base - The whole element's box.
 * @csspart header - The title bar with the round, the phase and the buttons.
 * @csspart scores - The list of players with their scores and hand sizes.
 * @csspart prompt - What to do now, in words.
 * @csspart refusal - Why the last click was refused.
 * @csspart board - The table: a grid of the market, the companies, your hand and the choice's buttons.
 * @csspart market - The 3×3 market with its row and column gutters.
 * @csspart gutter - A gutter beside a market row or above a column.
 * @csspart cell - A card on the table.
 * @csspart target - A card or gutter that can be chosen now.
 * @csspart selected - A card selected for a choice of several.
 * @csspart actions - The pending choice's buttons.
 * @csspart option - A button of the pending choice.
 * @csspart confirm - The confirm button of a choice of several.
 * @csspart opponents - The other players' companies.
 * @csspart you - Your company and hand.
 * @csspart piles - The deck and the discard.
 * @csspart reveal - The hands of the last grid poker phase and who won.
 * @csspart log - The move log.
 * @csspart inspector - The large view of the card last focused or hovered.
 * @csspart notice - A message: bad attributes, a save that can't be resumed.
 *
 * @cssproperty --tech-grid-poker-card - The width of a market card. Default: fits the container, 64px to 120px.
 * @cssproperty --tech-surface - The table's colour. Default: a green felt, darker in dark mode.
 * @cssproperty --tech-panel - The panels' colour (prompt, log, reveal).
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-accent - The colour of highlighted targets and the focus ring. Default `#f5b700` (gold).
 * @cssproperty --tech-font - The font family.
 * @cssproperty --tech-radius - Corner radius of panels and buttons.
 */
export class TechGridPoker extends LitElement {
  static styles = styles;

  /** Number of players, 1 to 6 (1: a solo game against the artificial player of the rules). */
  @property() players: string | null = null;

  /** How many players are people, taking turns on this device; the others are bots. Default 1. */
  @property() humans: string | null = null;

  /** The shuffle's seed (a whole number): the same seed and moves give the same game. Default: random. */
  @property() seed: string | null = null;

  /** Plays with the optional betting round (ruling G11). */
  @property({ type: Boolean }) bidding = false;

  /** How the bots play: `random` or `greedy`. Default `greedy`. */
  @property({ attribute: 'bot-level' }) botLevel: string | null = null;

  /** Milliseconds between bot moves, so you can follow them; 0 plays them at once. Default 700. */
  @property({ attribute: 'bot-pace', type: Number }) botPace = 700;

  /** The localStorage key the game is saved under as it goes; without one, nothing is stored. */
  @property({ attribute: 'save-key' }) saveKey = '';

  /** Forces a colour theme, `light` or `dark`; by default the page's preference is followed. */
  @property({ reflect: true }) theme: '' | 'light' | 'dark' = '';

  /**
   * Moves to play from the start before handing over (a story, a tutorial, a puzzle): the actions
   * `{ type: 'choose', picks }` of every seat in order. Read when the game begins; they replace a saved
   * or shared game.
   */
  @property({ attribute: false }) moves: ChooseAction[] | null = null;

  /** Options toggled on for a choice of several. */
  @state() private selected = new Set<number>();
  /** The seat whose cards are on screen (hot-seat passes it on). */
  @state() private shownSeat = 0;
  /** Why the last click was refused. */
  @state() private message: string | null = null;
  /** The card shown large in the inspector. */
  @state() private inspected: string | null = null;
  /** The attribute problems, in words. */
  @state() private problems: string[] = [];
  /** The share link of the game, once asked for. */
  @state() private shareLink = '';

  @query('[role="grid"]') private gridElement!: HTMLElement | null;
  @query('.live') private live!: HTMLElement | null;

  private readonly game = new GameController(this);
  private readonly bots = new BotController(this, this.game);
  private readonly keys = new KeyboardController(this, () => this.gridElement);
  private selectionKey = '';
  private announced = 0;
  private started = false;

  /** The match being played (its state, log, undo and save), or null before it starts. */
  get match(): GridPokerMatch | null {
    return this.game.match;
  }

  /** The settings of the game being played. */
  get settings(): GameSettings | null {
    return this.game.settings;
  }

  /** Starts a new game with the element's attributes (a new random seed unless `seed` is set). */
  newGame(): void {
    this.game.forget();
    const read = this.read();
    if ('problems' in read) return;
    this.reset();
    this.game.start(read.settings);
  }

  /** Plays `actions` from the start of a game with `settings`, then goes on from there. */
  load(settings: GameSettings, actions: readonly ChooseAction[] = []): void {
    this.reset();
    this.game.start(settings, actions);
  }

  /** Forgets the saved game under `save-key` and starts a new one. */
  reset(): void {
    this.bots.cancel();
    this.selected = new Set();
    this.message = null;
    this.shownSeat = 0;
    this.announced = 0;
    this.shareLink = '';
  }

  private read() {
    const read = readSettings(
      { players: this.players, humans: this.humans, seed: this.seed, bidding: this.bidding, botLevel: this.botLevel },
      () => crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000,
    );
    const problems = 'problems' in read ? read.problems : [];
    if (problems.join('\n') !== this.problems.join('\n')) this.problems = problems;
    if ('level' in read) this.game.level = read.level as BotLevel;
    return read;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const setup = ['players', 'humans', 'seed', 'bidding', 'botLevel'] as const;
    if (!this.started || setup.some((name) => changed.has(name))) {
      const read = this.read();
      if ('problems' in read) return;
      if (!this.started) {
        this.started = true;
        this.game.begin(read.settings, read.level, globalThis.location?.hash ?? '', this.moves);
      } else if (setup.some((name) => name !== 'botLevel' && changed.has(name))) {
        this.reset();
        this.game.start(read.settings);
      }
    }
    const layoutKey = this.layoutKey();
    if (layoutKey !== this.selectionKey) {
      this.selectionKey = layoutKey;
      this.selected = new Set();
    }
  }

  /** The seat whose cards are shown: the person to act, or the last person shown. */
  private get seat(): number {
    return this.shownSeat;
  }

  /** In hot-seat, the person to act whose hand is not on screen yet (the hand-off screen shows). */
  private get handOffTo(): number | null {
    const actor = this.game.actor;
    const s = this.game.settings;
    if (actor === null || !s || s.humans < 2 || this.game.isBot(actor)) return null;
    return actor !== this.shownSeat ? actor : null;
  }

  private layoutKey(): string {
    const match = this.game.match;
    return match ? `${match.log.length}:${this.shownSeat}` : '';
  }

  private name = (seat: number): string => {
    const s = this.game.settings;
    if (!s) return `Player ${seat + 1}`;
    if (this.game.match?.state.solo && seat === 1) return 'The artificial player';
    if (s.humans === 1 && seat === 0) return 'You';
    return `Player ${seat + 1}${this.game.isBot(seat) ? ' (bot)' : ''}`;
  };

  private card = (id: string): Card => cardById(id)!;

  private play(picks: Iterable<number>): void {
    const refusal = this.game.play(chooseAction(picks));
    this.message = refusal;
    if (refusal === null) this.selected = new Set();
  }

  private board(view: GridPokerView, layout: ChoiceLayout | null): Board {
    return {
      view,
      seat: this.seat,
      name: this.name,
      layout,
      selected: this.selected,
      card: this.card,
      pickCard: (instance) => {
        const option = layout?.byInstance.get(instance);
        if (!layout || option === undefined) {
          this.message = layout
            ? 'That card can\'t be chosen now: choose one of the highlighted cards or buttons.'
            : this.game.actor === null ? 'The game is over.' : `It is not your turn: ${this.name(this.game.actor)} ${this.name(this.game.actor) === 'You' ? 'are' : 'is'} choosing.`;
          return;
        }
        this.toggleOrPlay(layout, option);
      },
      pickLine: (key) => {
        const option = layout?.byLine.get(key);
        if (!layout || option === undefined) {
          this.message = layout?.byLine.size ? 'That line can\'t be chosen: choose a highlighted gutter.' : 'Rows and columns are not being chosen now.';
          return;
        }
        this.play([option]);
      },
      pickOption: (index) => layout && this.toggleOrPlay(layout, index),
      confirm: () => this.play(this.selected),
      inspect: (instance) => {
        this.inspected = instance;
      },
    };
  }

  private toggleOrPlay(layout: ChoiceLayout, option: number): void {
    if (!layout.multi) return this.play([option]);
    const next = new Set(this.selected);
    if (next.has(option)) next.delete(option);
    else if (next.size < layout.pending.max) next.add(option);
    else {
      this.message = `You can choose at most ${layout.pending.max}: unselect one first.`;
      return;
    }
    this.message = null;
    this.selected = next;
  }

  override render(): TemplateResult {
    return html`<div part="base" class="base">
      ${this.renderHeader()}
      ${this.problems.length > 0
        ? html`<div class="notice" part="notice" role="status">
            <p><strong>This game can't start yet.</strong></p>
            <ul>${this.problems.map((p) => html`<li>${p}</li>`)}</ul>
          </div>`
        : this.game.notice
          ? html`<div class="notice" part="notice" role="status">
              <p>${this.game.notice}</p>
              <button class="primary" @click=${() => this.newGame()}>Start a new game</button>
            </div>`
          : this.renderGame()}
      <div class="live visually-hidden" role="status" aria-live="polite"></div>
      <dialog class="help" aria-labelledby="help-title">
        ${renderHelp()}
        <form method="dialog"><button class="primary">Close</button></form>
      </dialog>
      <dialog class="discard" aria-label="The discard">${this.renderDiscardDialog()}</dialog>
      <dialog class="share" aria-labelledby="share-title">
        <h2 id="share-title">Share this game</h2>
        <p>This link replays the game so far, move by move, from the same shuffle.</p>
        <input readonly aria-label="Share link" .value=${this.shareLink} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
        <form method="dialog"><button class="primary">Close</button></form>
      </dialog>
    </div>`;
  }

  private renderHeader(): TemplateResult {
    const view = this.game.match ? this.game.view(this.seat) : null;
    const phase = view ? PHASE_NAMES[view.phase] ?? view.phase.charAt(0).toUpperCase() + view.phase.slice(1) : '';
    return html`<div class="bar" part="header">
      <h2 class="title">Tech Grid Poker</h2>
      ${view ? html`<p class="status">${view.over ? 'Game over' : view.round === 0 ? 'Setting up' : html`Round <strong>${view.round}</strong> of ${view.rounds} · ${phase}`}</p>` : nothing}
      <div class="tools">
        <button @click=${() => this.open('.help')}>Rules</button>
        <button @click=${() => this.undo()} ?disabled=${!this.game.canUndo(this.seat)}>Undo</button>
        <button @click=${() => this.share()} ?disabled=${!this.game.match}>Share</button>
        <button @click=${() => this.newGame()}>New game</button>
      </div>
    </div>`;
  }

  private renderGame(): TemplateResult {
    const match = this.game.match;
    if (!match) return html``;
    const view = game.view(match.state, this.seat);
    const handOff = this.handOffTo;
    const mine = !handOff && view.pending && !('waiting' in view.pending) ? view.pending : null;
    const layout = mine ? layoutChoice(mine, match.log.length) : null;
    const board = this.board(view, layout);
    const actor = this.game.actor;
    const onTable = new Set(
      Object.entries(view.zones)
        .filter(([zone]) => zone === 'market' || zone.startsWith('company:') || zone === 'solo-company' || zone === `hand:${this.seat}` || zone === `committed:${this.seat}`)
        .flatMap(([, slots]) => slots.map((s) => (s && 'instance' in s ? s.instance : null)).filter((i): i is string => i !== null)),
    );
    const last = view.results.at(-1);
    const outcome = game.outcome(match.state);
    // The reveal of this round: above the table while the grid poker phase finishes (it is what the
    // market and return choices are about), below it for the rest of the round and at the end.
    const showReveal = !!last && (last.round === view.round || view.over);
    const freshReveal = showReveal && !view.over && view.phase === 'grid poker';
    return html`
      ${renderScores(board)}
      <div class="layout">
        <div class="main">
          ${renderPrompt(board, { message: this.message, waitingFor: actor !== null ? this.name(actor) : null, phase: view.phase })}
          ${outcome ? this.renderOver(outcome) : nothing}
          ${freshReveal ? renderReveal(board, last!, false) : nothing}
          ${handOff !== null
            ? html`<div class="handoff" part="handoff">
                <p>${this.name(handOff)}'s turn. Pass the device to ${this.name(handOff)}; the others look away.</p>
                <button class="primary" @click=${() => (this.shownSeat = handOff)}>Show ${this.name(handOff)}'s cards</button>
              </div>`
            : html`<div role="grid" class="board" part="board" aria-label="Table" aria-describedby="prompt"
                @keydown=${this.keys.onKeyDown} @focusin=${this.keys.onFocusIn} @focusout=${this.keys.onFocusOut}>
                <div class="table">
                  ${renderOpponents(board)}
                  <div class="middle">
                    ${renderMarket(board)}
                    ${renderPiles(board, () => this.open('.discard'))}
                  </div>
                  ${renderYou(board)}
                </div>
                ${renderActions(board, onTable)}
              </div>`}
          ${showReveal && !freshReveal ? renderReveal(board, last!, view.over) : nothing}
        </div>
        <aside class="side">
          <div class="inspector" part="inspector" aria-hidden="true">${this.renderInspector(view)}</div>
          ${renderLog(board)}
        </aside>
      </div>
    `;
  }

  private renderOver(outcome: { scores: number[]; winners: number[] }): TemplateResult {
    const seats = outcome.scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score);
    const winners = outcome.winners.map((s) => this.name(s));
    const you = winners.includes('You');
    return html`<section class="over" part="over" aria-labelledby="over-title">
      <h3 id="over-title">${you && winners.length === 1 ? 'You win!' : winners.length > 1 ? `${winners.join(' and ')} share the win` : `${winners[0]} wins`}</h3>
      <ol class="final">
        ${seats.map(({ seat, score }) => html`<li class=${outcome.winners.includes(seat) ? 'winner' : ''}><span>${this.name(seat)}</span> <strong>${score}</strong> point${score === 1 ? '' : 's'}</li>`)}
      </ol>
      <button class="primary" @click=${() => this.newGame()}>New game</button>
    </section>`;
  }

  private renderInspector(view: GridPokerView): TemplateResult {
    let id: string | null = null;
    if (this.inspected) {
      for (const slots of Object.values(view.zones)) {
        const slot = slots.find((s: SlotView) => s && 'instance' in s && s.instance === this.inspected);
        if (slot && 'card' in slot) id = slot.card;
      }
      if (!id && view.pending && 'options' in view.pending) id = view.pending.options.find((o) => o.instance === this.inspected)?.card ?? null;
    }
    if (!id) {
      const hand = (view.zones[`hand:${this.seat}`] ?? []).find((s) => s && 'card' in s) as { card: string } | undefined;
      id = hand?.card ?? null;
    }
    return id ? html`<tech-card .card=${this.card(id)}></tech-card>` : html``;
  }

  private renderDiscardDialog(): TemplateResult {
    const match = this.game.match;
    const view = match ? game.view(match.state, this.seat) : null;
    return html`<h2>The discard</h2>
      <p>Anyone may look through the discard. The top card comes first.</p>
      ${view ? renderDiscardCards(this.board(view, null)) : nothing}
      <form method="dialog"><button class="primary">Close</button></form>`;
  }

  private open(selector: string): void {
    this.renderRoot.querySelector<HTMLDialogElement>(selector)?.showModal();
  }

  private undo(): void {
    this.bots.cancel();
    if (this.game.undo(this.seat)) {
      this.message = null;
      this.announce('Your last decision was taken back.');
    }
  }

  private async share(): Promise<void> {
    const match = this.game.match;
    const settings = this.game.settings;
    if (!match || !settings) return;
    const url = new URL(globalThis.location.href);
    url.hash = encodeShare(settings, match.log.map((e) => e.action));
    this.shareLink = url.href;
    await this.updateComplete;
    this.open('.share');
    try {
      await navigator.clipboard?.writeText(url.href);
    } catch {
      // the link is in the dialog to copy by hand
    }
  }

  private announce(text: string): void {
    if (this.live) this.live.textContent = text;
  }

  protected override updated(): void {
    const match = this.game.match;
    this.bots.paused = this.handOffTo !== null;
    const view = match ? game.view(match.state, this.seat) : null;
    const mine = view && !this.handOffTo && view.pending && !('waiting' in view.pending);
    this.keys.sync(mine && match ? `${match.log.length}:${this.seat}` : null);
    if (!match || !view) return;
    // The live region: what happened since the last announcement, then what to do now.
    const entries = match.state.log.slice(this.announced).filter((e) => !e.to || e.to.includes(this.seat));
    if (match.state.log.length !== this.announced) {
      this.announced = match.state.log.length;
      const now = mine ? ` Your turn: ${(view.pending as { prompt: string }).prompt}.` : '';
      const over = view.over ? ` Final scores: ${game.outcome(match.state)!.scores.map((s, seat) => `${this.name(seat)} ${s}`).join(', ')}.` : '';
      this.announce(`${entries.slice(-8).map((e) => e.text).join(' ')}${now}${over}`);
    }
    const log = this.renderRoot.querySelector('.log-list');
    if (log) log.scrollTop = log.scrollHeight;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-grid-poker': TechGridPoker;
  }
}
