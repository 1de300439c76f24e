import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Card, Rules } from '../../dsl/runtime.js';
import type { ChooseAction } from '../../engine/choices.js';
import { playersOf, type GameDescriptor, type PlayerCount } from '../../engine/descriptor.js';
import type { Match } from '../../engine/match.js';
import type { PendingChoice, TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import { TechErrorEvent } from '../events.js';
import { Announcer } from './announcer.js';
import { BotController } from './bot-controller.js';
import { CardsController } from './cards-controller.js';
import { ChoiceController } from './choice-controller.js';
import { layoutChoice, type ChoiceLayout } from './choice.js';
import { GameController, type GameSpec } from './game-controller.js';
import { KeyboardController } from './keyboard-controller.js';
import { OnlineLink } from './online-link.js';
import type { OnlineSession } from './online/session.js';
import { ReaderController } from './reader-controller.js';
import { renderHelpDialog, renderShareDialog } from './render/dialogs.js';
import { renderFileChange } from './render/file-change.js';
import { renderFold } from './render/fold.js';
import { renderHandOff } from './render/handoff.js';
import { renderHeader } from './render/header.js';
import { renderHouseRulings } from './render/house-rulings.js';
import { renderLog } from './render/log.js';
import { renderNotice, renderProblems } from './render/notice.js';
import { renderOffer } from './render/offer.js';
import { renderOver } from './render/over.js';
import { renderPrompt, sentence } from './render/prompt.js';
import { renderSaveNote } from './render/save-note.js';
import { renderReader, renderSide } from './render/side.js';
import { renderLoading, renderSourceNote } from './render/source.js';
import { LogScroll, revealOver } from './reveal.js';
import type { BaseAttributes, GameSettings, SettingsRead } from './settings.js';
import { SourceController } from './source-controller.js';
import { handOffOf, refusalWords, seatName, youOf } from './seats.js';
import { wireSurface, type ChoiceSurface } from './surface.js';
import { attributeText, wholeNumberProperty } from './whole-number-attribute.js';

/**
 * The base of every game element: the attributes and events every game shares, and the Lit wiring of
 * the controllers that do the work. `GameController` owns the match and the view of each update (one
 * view a state and seat); `CardsController` the cards and rules a page sets; `SourceController` those of
 * `cards-src` and `rules-src`; `ChoiceController`, `KeyboardController` and `ReaderController` a
 * person's clicks, keys and taps; `BotController` the bots' pace; `Announcer` the live region;
 * `OnlineLink` online play. The regions are render functions (render/). A game element extends it,
 * gives its `GameSpec` to `super()`, reads its attributes (`readAttributes`) and draws its table
 * (`renderPlay`), its status and its rules (`renderStatus`, `renderHelp`) with the render pieces below.
 *
 * @event tech-move - After every move, a person's or a bot's. `detail`: `{ game, seat, bot, action, labels, log, kind, moves }`, holding only what the people at the table may see: a bot's picks are named only when they name a card every person sees (else null), and `log` holds the move's public log lines.
 * @event tech-game-over - Once, when the game ends. `detail`: `{ game, scores, winners }`.
 * @event tech-error - When the element refuses its attributes, a saved game, the cards or rules at `cards-src` or `rules-src`, or the `deck` or `rules` property (source `deck` or `rules`). `detail`: `{ game, source, messages }`.
 *
 * @csspart source - The note saying where the cards and rules in play come from (`cards-src`, `rules-src`).
 * @csspart online - With `server`: Play with friends, then the join link, the seats and who is there, and what the connection is doing.
 */
export abstract class TechGameElement<
  S extends TableState,
  V extends TableView,
  T extends GameSettings = GameSettings,
> extends LitElement {
  // The whole numbers are numeric properties; text that is no whole number gives NaN, and the settings
  // refuse it with a message quoting the attribute as written (see whole-number-attribute.ts).

  /** Number of players (each game says how many it takes). */
  @property(wholeNumberProperty) players: number | null = null;

  /** How many players are people, taking turns on this device; the others are bots. Default 1. */
  @property(wholeNumberProperty) humans: number | null = null;

  /** The shuffle's seed (a whole number): the same seed and moves give the same game. Default: random. */
  @property(wholeNumberProperty) seed: number | null = null;

  /** How the bots play: `random` or `greedy` (the game's levels). Default `greedy`. */
  @property({ attribute: 'bot-level' }) botLevel: string | null = null;

  // The attributes with a default other than null take `useDefault`: removing the attribute gives the
  // default back, where Lit would set the property to null (a pace of null plays at once, and a null
  // address can't be read).

  /** Milliseconds between bot moves, so you can follow them; 0 plays them at once. Default 700. */
  @property({ attribute: 'bot-pace', type: Number, useDefault: true }) botPace = 700;

  /** The localStorage key the game is saved under as it goes; without one, nothing is stored. */
  @property({ attribute: 'save-key', useDefault: true }) saveKey = '';

  /** Forces a colour theme, `light` or `dark`; by default the page's preference is followed. */
  @property({ reflect: true, useDefault: true }) theme: '' | 'light' | 'dark' = '';

  /**
   * Moves to play from the start before handing over (a story, a tutorial, a puzzle): the actions
   * `{ type: 'choose', picks }` of every seat in order. Read when the game begins; they replace a saved
   * or shared game.
   */
  @property({ attribute: false }) moves: ChooseAction[] | null = null;

  /**
   * The cards to play with, compiled from card files (the JSON the Vite plugin or `tech-deck check
   * --json` gives); by default the Tech Deck the package was built with. Set during a game, the game is
   * replayed from its seed and moves with these cards (the card editor's "try it" as the card is edited,
   * live reload in dev): the moves that still fit are kept, and a note says from which move it went
   * differently and which move no longer fits. A value that is not such cards (not an array, an empty
   * one, a card without its fields, cards the game can't play in a short trial game) is refused as
   * attributes are: a message above the table, `tech-error` with source `deck`, and the built-in cards
   * played; the property keeps the value the page set.
   */
  @property({ attribute: false }) deck: Card[] | null = null;

  /**
   * This game's rules, compiled from its rules file; by default the built-in ones. Set during a game, it
   * is replayed like `deck`. Rules of another game, or that the game can't play, are refused as `deck`
   * is (source `rules` in `tech-error`), and the built-in rules played.
   */
  @property({ attribute: false }) rules: Rules | null = null;

  /**
   * The address of card text to play with: one card file, or several one after another, each ended by a
   * line `---`. Each card takes the place of the built-in card of the same value and domain (the first
   * wild card of the text that of wild card 1, the second that of wild card 2), so one new card can be
   * tried in the real deck. The game is dealt once the text is fetched and checked; it then plays with
   * them and says so above the table (naming the address the text came from, after any redirect), and
   * `deck` holds the cards in play. A file that can't be fetched (no answer within 15 seconds, or an
   * address a page can't load from, such as `javascript:` or `file:`), or that has problems, is not
   * played: the element lists every problem with its line and column, fires `tech-error` (source
   * `cards-src`) and plays the built-in cards, without touching the game saved under `save-key`.
   * Changing it loads again.
   */
  @property({ attribute: 'cards-src', useDefault: true }) cardsSrc = '';

  /**
   * The address of a rules file for this game (its `game:` line names the game), played in place of the
   * built-in rules, as `cards-src` is (source `rules-src` in `tech-error`). When either address fails,
   * neither is played.
   */
  @property({ attribute: 'rules-src', useDefault: true }) rulesSrc = '';

  /**
   * Set by live reload in dev (src/tools/live-reload-client.ts) while a card or rules file is being
   * changed: no bot moves until it is null again, so the game replayed with the new files is the game
   * that was on screen. `problems` holds the mistakes of a file that does not compile, each located as
   * `tech-deck check` prints it; they are shown above the table while the game waits.
   */
  @property({ attribute: false }) fileChange: { problems: readonly string[] } | null = null;

  /**
   * The address of a game server (`wss://…`, or `ws://…`) to play with friends on (`tech-deck serve`):
   * the element then offers "Play with friends", which makes a room there and gives a join link to send
   * (this page's address with `#join=<room code>`); a page opened at that link joins the room, and the
   * game on screen is the server's, with the seats and who is there. Without it, nothing of online play
   * is fetched.
   */
  @property({ useDefault: true }) server = '';

  /** The seat whose cards are on screen (hot-seat passes it on). */
  @state() protected shownSeat = 0;
  /** The attribute problems, in words. */
  @state() protected problems: string[] = [];
  /** The share link of the game, once asked for. */
  @state() protected shareLink = '';

  @query('[role="grid"]') protected gridElement!: HTMLElement | null;
  @query('.live') protected live!: HTMLElement | null;

  /** The match, its moves, saves and share link, and the view of each update. */
  protected readonly game: GameController<S, V, T>;
  protected readonly bots: BotController;
  protected readonly keys = new KeyboardController(this, () => this.gridElement);
  protected readonly choice: ChoiceController;
  /** The card shown large, the sheet open on a phone, the folds opened; a finger's taps. */
  protected readonly reader: ReaderController;
  /** The cards and rules of `cards-src` and `rules-src`. */
  protected readonly sources: SourceController;
  /** The cards and rules the page set (`deck`, `rules`): checked, refused or played. */
  protected readonly cards: CardsController<S, V, T>;
  /** The live region. */
  private readonly announcer = new Announcer(() => this.live);
  /** Online play at `server`. */
  private readonly onlineLink: OnlineLink<S, V, T>;
  private readonly logScroll = new LogScroll();
  /** Whether the first game has begun (after `cards-src`, `rules-src` and a join link are settled). */
  private started = false;

  constructor(spec: GameSpec<S, V, T>) {
    super();
    this.game = new GameController(this, spec);
    this.bots = new BotController(this, this.game);
    this.choice = new ChoiceController(this, this.game);
    this.reader = new ReaderController(this, this.choice);
    this.sources = new SourceController(this, {
      game: spec.game,
      create: (deck, rules) => spec.create?.(deck, rules) ?? null,
      config: () => this.trialConfig(),
      settled: (result) => {
        if (this.cards.useSources(result, this.started)) {
          this.started = false;
          this.reset();
        }
      },
    });
    this.cards = new CardsController(this, this.game, {
      trialConfig: () => this.trialConfig(),
      seatWord: (seat) => (seat === this.you ? 'you' : `Player ${seat + 1}`),
      replayed: (note) => {
        this.bots.cancel();
        this.choice.clear();
        // The note is what the live region says now, not the replayed log.
        const match = this.game.match;
        if (match) this.announcer.skipTo(match.state.log.length);
        this.announce(note);
      },
    });
    this.onlineLink = new OnlineLink<S, V, T>({
      element: this,
      controller: this.game,
      config: () => this.trialConfig(),
      humans: () => (this.humans === null ? undefined : this.game.settings?.humans),
      settings: (config) => this.game.spec.settings(config, config.players),
      showSeat: (seat) => {
        this.shownSeat = seat;
      },
      announce: (text) => this.announce(text),
      playHere: () => this.newGame(),
      started: () => this.started,
      start: () => {
        this.started = true;
      },
    });
  }

  /** The online session of `server`, once its code has come. */
  private get online(): OnlineSession<S, V, T> | null {
    return this.onlineLink.session;
  }

  /** The game's name in the header, e.g. "Tech Grid Poker". */
  protected abstract readonly gameTitle: string;

  /**
   * The player counts of the game in play: its rules file's range, with the descriptor's count unless
   * told. A rules file at `rules-src` (or the `rules` property) may allow other counts than the built-in one.
   */
  protected playersInPlay(descriptor: Pick<GameDescriptor, 'defaultPlayers'>): PlayerCount {
    return playersOf(descriptor, this.game.game.rules);
  }

  /** The element's attributes read into settings, or the problems with them. */
  protected abstract readAttributes(): SettingsRead<T>;

  /** The attributes every game shares, as the settings read them (whole numbers as the text written). */
  protected baseAttributes(): BaseAttributes {
    return {
      players: attributeText(this, 'players', this.players),
      humans: attributeText(this, 'humans', this.humans),
      seed: attributeText(this, 'seed', this.seed),
      botLevel: this.botLevel,
    };
  }

  /** The table and everything around it for the seat on screen (the header and dialogs are drawn by the base). */
  protected abstract renderPlay(view: V, layout: ChoiceLayout | null): TemplateResult;

  /** The rules help, with a heading whose id is `help-title`. */
  protected abstract renderHelp(): TemplateResult;

  /** Where the game stands, in the header ("Round 2 of 3 · Bid"). */
  protected abstract renderStatus(view: V): TemplateResult | string;

  /** The properties whose change starts a new game (`botLevel` only changes the bots). */
  protected setupProperties: readonly string[] = ['players', 'humans', 'seed', 'botLevel'];

  /** The id of the game played, e.g. `grid-poker` (its rules file's name). */
  get gameId(): string {
    return this.game.spec.game.id;
  }

  /** The match being played (its state, log, undo and save), or null before it starts. */
  get match(): Match<S, ChooseAction> | null {
    return this.game.match;
  }

  /** The settings of the game being played. */
  get settings(): T | null {
    return this.game.settings;
  }

  /** Starts a new game with the element's attributes (a new random seed unless `seed` is set). */
  newGame(): void {
    // Leaving an online game hands the seat to a bot for good: the session asks first.
    const session = this.online;
    if (this.game.remote && session) return session.ask();
    this.game.forget();
    const read = this.read();
    if ('problems' in read) return;
    this.reset();
    this.game.start(read.settings);
  }

  /** Plays `actions` from the start of a game with `settings`, then goes on from there. */
  load(settings: T, actions: readonly ChooseAction[] = []): void {
    this.reset();
    this.game.start(settings, actions);
  }

  /** Clears what is on screen of the last game (selection, messages, hand-off, share link). */
  reset(): void {
    this.bots.cancel();
    this.choice.clear();
    this.shownSeat = 0;
    this.announcer.reset();
    this.shareLink = '';
    this.cards.note = null;
    this.reader.drawer = null;
  }

  private read(): SettingsRead<T> {
    const read = this.readAttributes();
    const problems = 'problems' in read ? read.problems : [];
    if (problems.join('\n') !== this.problems.join('\n')) {
      this.problems = problems;
      if (problems.length > 0)
        this.dispatchEvent(new TechErrorEvent({ game: this.game.game.id, source: 'attributes', messages: problems }));
    }
    if ('level' in read) this.game.level = read.level;
    return read;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const setup = this.setupProperties;
    const touched = (name: string) => (changed as Map<PropertyKey, unknown>).has(name);
    if (touched('cardsSrc') || touched('rulesSrc')) this.sources.sync(this.cardsSrc, this.rulesSrc);
    if (touched('server')) this.onlineLink.sync(this.server);
    // A file being changed holds the bots before the replay; once it is done, they go on after it.
    if (this.fileChange !== null) this.game.hold(true);
    if (this.cards.due(touched('deck') || touched('rules'))) this.cards.use();
    if (this.fileChange === null && !this.cards.waiting) this.game.hold(false);
    // The first deal waits for the cards and rules of `cards-src` and `rules-src`, and for a join link's room.
    const waiting = this.onlineLink.joining(this.started) || this.sources.waiting || this.cards.waiting;
    if ((!this.started && !waiting) || (this.started && setup.some(touched))) {
      const read = this.read();
      if (!('problems' in read)) {
        if (!this.started) {
          this.started = true;
          this.game.begin(read.settings, read.level, globalThis.location?.hash ?? '', this.moves);
        } else if (setup.some((name) => name !== 'botLevel' && touched(name))) {
          this.reset();
          this.game.start(read.settings);
        }
      }
    }
    const match = this.game.match;
    this.choice.sync(match ? `${match.log.length}:${this.shownSeat}` : '');
    // Before the controllers' hostUpdated, where the bots' pace schedules the next move.
    this.bots.paused = this.handOffTo !== null || this.game.holding;
  }

  /** The engine's config for the element's attributes, to try cards and rules on; null while they are bad. */
  private trialConfig() {
    const read = this.readAttributes();
    return 'settings' in read ? this.game.spec.config(read.settings) : null;
  }

  /** The seat whose cards are shown: the person to act, or the last person shown. */
  protected get seat(): number {
    return this.shownSeat;
  }

  /** In hot-seat, the person to act whose hand is not on screen yet (the hand-off screen shows). */
  protected get handOffTo(): number | null {
    return handOffOf(this.game, this.shownSeat);
  }

  /** The seat of the person the element speaks to as "you": seat 0 in a one-person game; null in hot-seat. */
  protected get you(): number | null {
    return youOf(this.game);
  }

  /** A seat's name: "You" in a one-person game, else "Player 2", with "(bot)" for bots. */
  protected name = (seat: number): string => seatName(this.game, seat);

  /** A card of the deck in play. */
  protected card = (id: string): Card => this.cards.card(id);

  /** A card's name for the reader's button ("Choose Relativity"); a game of playing cards names its own. */
  protected cardName(id: string): string {
    return this.card(id)?.name ?? id;
  }

  /**
   * Lays out the seat's pending choice; a game places options on its own targets by overriding it.
   * `view` is the seat's view the choice belongs to, for a layout that reads more of the table.
   */
  protected layoutFor(pending: PendingChoice, moves: number, _view?: V): ChoiceLayout {
    return layoutChoice(pending, moves);
  }

  /**
   * The pending choice of the seat on screen, laid out once for each view (see GameController.layoutOf);
   * null: not its turn, or the hand-off screen.
   */
  protected currentLayout(view: V): ChoiceLayout | null {
    const mine = this.handOffTo === null && view.pending && !('waiting' in view.pending) ? view.pending : null;
    const match = this.game.match;
    return mine && match ? this.game.layoutOf(view, () => this.layoutFor(mine, match.log.length, view)) : null;
  }

  /** Why a click on something that is not a target of the choice does nothing. */
  protected refusal(layout: ChoiceLayout | null, what = 'That card'): string {
    return refusalWords(layout, this.game.actor, this.name, what);
  }

  /** What the shared render pieces need; a game's board extends it with its view and targets. */
  protected surface(layout: ChoiceLayout | null): ChoiceSurface {
    return wireSurface(
      { seat: this.seat, name: this.name, you: this.you, layout, card: this.card },
      { choice: this.choice, reader: this.reader, refusal: (l, what) => this.refusal(l, what) },
    );
  }

  /**
   * A summary line that opens on tap (see render/fold.ts), as rows of the board: the opponents, the last
   * trick. `holdsTarget`: the body holds an option of the pending choice, and is then open whatever the
   * person did (see `targetsAmong` in choice.ts).
   */
  protected fold(
    key: string,
    summary: TemplateResult | string,
    label: string,
    body: TemplateResult,
    holdsTarget = false,
  ): TemplateResult {
    const open = holdsTarget || this.reader.isOpen(key);
    return renderFold(
      { key, open, forced: holdsTarget, summary, label, onToggle: () => this.reader.toggleFold(key) },
      body,
    );
  }

  /**
   * How the game draws its side: set by a game that draws it with `renderSideBox`, which the header then
   * opens as sheets on a narrow screen (Card when `inspector`, and Log). Null: the game draws its own.
   */
  protected sheets: { inspector: boolean } | null = null;

  /**
   * The side of the table (see render/side.ts): the card inspector and the log, a column on a wide
   * screen and a sheet on a narrow one. A game that uses it sets `sheets` (`{ inspector: false }` for a
   * game whose cards need no inspector, a deck of playing cards).
   */
  protected renderSideBox(view: V): TemplateResult {
    const inspector = this.sheets?.inspector ?? true;
    const reading = this.handOffTo === null && !!this.reader.inspected?.instance;
    const reader = () =>
      this.reader.readerState(reading ? this.currentLayout(view) : null, () => {
        const id = this.inspectedCard(view);
        return id ? this.cardName(id) : 'this card';
      });
    return renderSide({
      drawer: this.reader.drawer,
      inspector: inspector ? this.renderInspector(view) : null,
      reader: inspector ? renderReader(reader()) : nothing,
      log: this.renderLogBox(view),
      onClose: () => {
        this.reader.drawer = null;
      },
    });
  }

  override render(): TemplateResult {
    return html`<div part="base" class="base">
      ${this.renderHeader()}
      ${this.server ? this.onlineLink.render(this.started) : nothing}
      ${this.problems.length === 0 && this.started ? renderSourceNote(this.sources, !!this.saveKey) : nothing}
      ${this.problems.length === 0 ? this.cards.renderRefused() : nothing}
      ${this.fileChange ? renderFileChange(this.fileChange.problems) : nothing}
      ${this.cards.renderNote()}
      ${this.game.saves.note ? renderSaveNote(this.game.saves.note, () => this.game.saves.dismiss()) : nothing}
      ${
        this.problems.length > 0
          ? renderProblems(this.problems)
          : this.game.offer
            ? renderOffer(this.game.offer, {
                onResume: () => this.game.resumeSaved(),
                onShared: () => this.game.playShared(),
                onNewGame: () => this.newGame(),
              })
            : this.game.notice
              ? renderNotice(this.game.notice, () => this.newGame())
              : !this.started && this.sources.loading
                ? renderLoading(this.sources.loading)
                : this.renderGame()
      }
      <div class="live visually-hidden" role="status" aria-live="polite"></div>
      ${renderHelpDialog(this.renderHelp(), renderHouseRulings(this.game.game.rules))}
      ${this.renderDialogs()}
      ${renderShareDialog(this.shareLink)}
    </div>`;
  }

  /** A game's own dialogs (the discard, say), between the help and the share dialogs. */
  protected renderDialogs(): TemplateResult | typeof nothing {
    return nothing;
  }

  protected renderHeader(): TemplateResult {
    const view = this.game.view(this.seat);
    return renderHeader({
      title: this.gameTitle,
      status: view ? this.renderStatus(view) : null,
      canUndo: this.game.canUndo(this.seat),
      canShare: !!this.game.match && !this.game.remote, // an online game is shared by its join link
      onRules: () => this.open('.help'),
      onUndo: () => this.undo(),
      onShare: () => this.share(),
      onNewGame: () => this.newGame(),
      sheets:
        view && this.sheets
          ? {
              open: this.reader.drawer,
              logCount: view.log.length,
              card: this.sheets.inspector,
              onOpen: (which) => this.reader.toggleDrawer(which),
            }
          : undefined,
    });
  }

  protected renderGame(): TemplateResult {
    const view = this.game.view(this.seat);
    if (!view) return html``;
    return this.renderPlay(view, this.currentLayout(view));
  }

  /** The prompt: what to do now, how, and why the last click was refused. */
  protected renderPromptBox(_view: V, layout: ChoiceLayout | null, over: boolean): TemplateResult {
    const actor = this.game.actor;
    const outcome = over && this.game.match ? this.game.game.outcome(this.game.match.state) : null;
    return renderPrompt(this.surface(layout), {
      message: this.choice.message,
      waitingFor: actor !== null ? this.name(actor) : null,
      over,
      outcome,
    });
  }

  /** The game-over panel, when the game is over (`details` under the scores). */
  protected renderOverBox(details?: TemplateResult): TemplateResult | typeof nothing {
    const outcome = this.game.match ? this.game.game.outcome(this.game.match.state) : null;
    return outcome ? renderOver(outcome, this.name, () => this.newGame(), details) : nothing;
  }

  /**
   * The board as one APG grid (one tab stop, arrows between its cells), or the hand-off screen while the
   * next person of a hot-seat game is not on screen yet.
   */
  protected renderBoard(content: TemplateResult, label = 'Table'): TemplateResult {
    const handOff = this.handOffTo;
    if (handOff !== null) return renderHandOff(this.name(handOff), () => (this.shownSeat = handOff));
    return html`<div role="grid" class="board" part="board" aria-label=${label} aria-describedby="prompt"
      @keydown=${this.keys.onKeyDown} @focusin=${this.keys.onFocusIn} @focusout=${this.keys.onFocusOut}>
      ${content}
    </div>`;
  }

  /** The move log; behind the hand-off screen only its public entries (the last person's own stay private). */
  protected renderLogBox(view: V): TemplateResult {
    return renderLog(this.handOffTo === null ? view.log : view.log.filter((e) => !e.to), this.seat, this.name);
  }

  /** The card last focused or hovered, large (the first card of the hand before any); none behind the hand-off screen. */
  protected renderInspector(view: V): TemplateResult {
    const id = this.handOffTo === null ? this.inspectedCard(view) : null;
    return id ? html`<tech-card .card=${this.card(id)}></tech-card>` : html``;
  }

  /** The card id the inspector shows: the inspected card while the seat may see it, else its first hand card. */
  protected inspectedCard(view: V): string | null {
    return this.reader.inspectedCard(view, this.seat);
  }

  protected open(selector: string): void {
    this.renderRoot.querySelector<HTMLDialogElement>(selector)?.showModal();
  }

  /** Takes back the last decision of the seat on screen. */
  protected undo(): void {
    this.bots.cancel();
    if (this.game.undo(this.seat)) {
      this.choice.refuse(null);
      this.announce('Your last decision was taken back.');
    }
  }

  /** Shows the share link in its dialog and copies it. */
  protected async share(): Promise<void> {
    const fragment = this.game.shareFragment();
    if (fragment === null) return;
    const url = new URL(globalThis.location.href);
    url.hash = fragment;
    this.shareLink = url.href;
    await this.updateComplete;
    this.open('.share');
    try {
      await navigator.clipboard?.writeText(url.href);
    } catch {
      // the link is in the dialog to copy by hand
    }
  }

  /** Says `text` in the live region (text any person at the table may hear, behind a hand-off screen too). */
  protected announce(text: string): void {
    this.announcer.say(text, this.handOffTo);
  }

  /** What the live region says after a move: what happened since the last time, then what to do now. */
  protected announcement(view: V, entries: readonly { text: string }[], mine: boolean): string {
    const now = mine ? ` Your turn: ${sentence((view.pending as { prompt: string }).prompt)}` : '';
    const outcome = this.game.match ? this.game.game.outcome(this.game.match.state) : null;
    const over = outcome
      ? ` Final scores: ${outcome.scores.map((s, seat) => `${this.name(seat)} ${s}`).join(', ')}.`
      : '';
    return `${entries
      .slice(-8)
      .map((e) => e.text)
      .join(' ')}${now}${over}`;
  }

  /**
   * Resolves once the element has drawn and its bots can play: their code is a chunk of its own, fetched
   * after the first frame (so the table never waits for it), and a page or test that awaits
   * `updateComplete` then finds the bots' moves made as at a pace of 0. A failed fetch is a notice.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let drawn = await super.getUpdateComplete();
    // Changed cards or rules wait for their code (cards-change.ts); the update it asks for follows.
    while (await this.cards.settled()) drawn = await super.getUpdateComplete();
    const ready = await this.game.settleBots().then(
      () => true,
      () => false,
    );
    return ready ? (await super.getUpdateComplete()) && drawn : drawn;
  }

  protected override updated(): void {
    const match = this.game.match;
    const view = match ? this.game.view(this.seat) : null;
    const mine = !!view && this.handOffTo === null && !!view.pending && !('waiting' in view.pending);
    this.keys.sync(mine && match ? `${match.log.length}:${this.seat}` : null);
    if (!match || !view) return;
    this.announcer.update({
      log: match.state.log,
      seat: this.seat,
      handOff: this.handOffTo,
      name: this.name,
      words: (entries) => this.announcement(view, entries, mine),
    });
    this.logScroll.follow(this.renderRoot, view.log.length, this.reader.drawer);
    if (this.game.justEnded) {
      this.game.justEnded = false;
      revealOver(this.renderRoot);
    }
  }
}
