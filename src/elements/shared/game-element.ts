import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Card, Rules } from '../../dsl/runtime.js';
import type { ChooseAction } from '../../engine/choices.js';
import { playersOf, type GameDescriptor, type PlayerCount } from '../../engine/descriptor.js';
import type { Match } from '../../engine/match.js';
import type { LogEntry, PendingChoice, TableState } from '../../engine/state.js';
import type { SlotView, TableView } from '../../engine/view.js';
import { cardById } from '../card/catalogue.js';
import { BotController } from './bot-controller.js';
import { ChoiceController } from './choice-controller.js';
import { layoutChoice, type ChoiceLayout } from './choice.js';
import { GameController, type GameSpec } from './game-controller.js';
import { KeyboardController } from './keyboard-controller.js';
import { renderHelpDialog, renderShareDialog } from './render/dialogs.js';
import { renderHouseRulings } from './render/house-rulings.js';
import { handOffWords, renderHandOff } from './render/handoff.js';
import { renderHeader } from './render/header.js';
import { nameSeats, renderLog } from './render/log.js';
import { TechErrorEvent } from '../events.js';
import { renderNotice, renderProblems } from './render/notice.js';
import { renderOver } from './render/over.js';
import { renderPrompt, sentence } from './render/prompt.js';
import { renderFileChange } from './render/file-change.js';
import { renderSaveNote } from './render/save-note.js';
import { renderFold } from './render/fold.js';
import { renderReader, renderSide, type Drawer, type ReaderState } from './render/side.js';
import { renderOffer } from './render/offer.js';
import { renderRefused, type RefusedProperty } from './render/refused.js';
import { renderLoading, renderSourceNote } from './render/source.js';
import type { BaseAttributes, GameSettings, SettingsRead } from './settings.js';
import { attributeText, wholeNumberProperty } from './whole-number-attribute.js';
import { SourceController, type SourceResult } from './source-controller.js';
import type { ChoiceSurface } from './surface.js';
import type { OnlineSession } from './online/session.js';

/** Whether a URL fragment holds a room link (`#join=<room code>` or `#watch=…`; online/ reads the code). */
const joinLink = (fragment: string) => /^#?(?:join|watch)=/.test(fragment);

/** The code a change of the cards or rules needs (cards-change.ts), once imported: shared by every element. */
let cardsChange: typeof import('./cards-change.js') | null = null;
let cardsChangeLoading: Promise<unknown> | null = null;

/** Imports that code (once; again after a failed import). */
function loadCardsChange(): Promise<unknown> {
  cardsChangeLoading ??= import('./cards-change.js').then(
    (module) => (cardsChange = module),
    (error: unknown) => {
      cardsChangeLoading = null;
      throw error;
    },
  );
  return cardsChangeLoading;
}

/**
 * The base of every game element: the attributes every game takes, the controllers (game, bots,
 * keyboard, choice), the header with its buttons, the notices, the hand-off screen of a hot-seat game,
 * the live region, the rules and share dialogs, undo, share, new game and resume. A game element
 * extends it, gives its `GameSpec` to `super()`, reads its attributes (`readAttributes`) and draws its
 * table (`renderPlay`) and its rules (`renderHelp`); every other part is a hook it may override.
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

  /** The online play of `server` (the online/ chunk, fetched when `server` is set), or why it failed to load. */
  private online: OnlineSession<S, V, T> | { failed: string } | null = null;

  /** The seat whose cards are on screen (hot-seat passes it on). */
  @state() protected shownSeat = 0;
  /** The card shown large in the inspector: its instance (looked up in the view) or its card id. */
  @state() protected inspected: { instance: string | null; card: string | null } | null = null;
  /** The attribute problems, in words. */
  @state() protected problems: string[] = [];
  /** The share link of the game, once asked for. */
  @state() protected shareLink = '';
  /** What the last change of `deck` or `rules` did to the game under way, in words. */
  @state() protected reloadNote: string | null = null;
  /** The `deck` or `rules` set by the page that can't be played, and why (the built-in ones play). */
  @state() protected refused: RefusedProperty[] = [];
  /** The sheet open on a narrow screen: the card inspector or the log (on a wide one the side is always shown). */
  @state() protected drawer: Drawer = null;
  /** The folds the person opened (`opponents`, `last-trick`); see `fold`. */
  @state() private unfolded: ReadonlySet<string> = new Set();
  /** Whether the sheet just opened from its header button, so its Close button takes the focus. */
  private focusSheet = false;

  @query('[role="grid"]') protected gridElement!: HTMLElement | null;
  @query('.live') protected live!: HTMLElement | null;

  protected readonly game: GameController<S, V, T>;
  protected readonly bots: BotController;
  protected readonly keys = new KeyboardController(this, () => this.gridElement);
  protected readonly choice: ChoiceController;
  /** The cards and rules of `cards-src` and `rules-src`. */
  protected readonly sources: SourceController;
  /** Whether `deck` or `rules` changed and wait for the code that checks and plays them (cards-change.ts). */
  private cardsWaiting = false;
  private announced = 0;
  /** The seat the hand-off screen passed to when the live region last spoke, null when none showed. */
  private announcedHandOff: number | null = null;
  private started = false;
  /** The cards of `deck` by id, for drawing them. */
  private deckById = new Map<string, Card>();
  /** Whether the game is built on a `deck` or `rules` the page gave. */
  private customCards = false;
  /** The deck and rules the last load of `cards-src` and `rules-src` gave, and whether it failed. */
  private fromSources: SourceResult = { deck: null, rules: null, failed: false };

  constructor(spec: GameSpec<S, V, T>) {
    super();
    this.game = new GameController(this, spec);
    this.bots = new BotController(this, this.game);
    this.choice = new ChoiceController(this, this.game);
    this.sources = new SourceController(this, {
      game: spec.game,
      create: (deck, rules) => spec.create?.(deck, rules) ?? null,
      config: () => this.trialConfig(),
      settled: (result) => this.useSources(result),
    });
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
    if (this.game.remote && this.online && 'phase' in this.online) return this.online.ask();
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
    this.announced = 0;
    this.announcedHandOff = null;
    this.shareLink = '';
    this.reloadNote = null;
    this.drawer = null;
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
    if (touched('server')) this.syncServer();
    // A file being changed holds the bots before the replay; once it is done, they go on after it.
    if (this.fileChange !== null) this.game.hold(true);
    if (touched('deck') || touched('rules') || (this.cardsWaiting && cardsChange)) this.useCards();
    if (this.fileChange === null && !this.cardsWaiting) this.game.hold(false);
    // The first deal waits for the cards and rules of `cards-src` and `rules-src`.
    const joining = !this.started && !!this.server && joinLink(globalThis.location?.hash ?? '');
    if (
      (!this.started && !joining && !this.sources.waiting && !this.cardsWaiting) ||
      (this.started && setup.some(touched))
    ) {
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

  /**
   * Plays with the cards and rules a load of `cards-src` and `rules-src` gave (null: the built-in ones),
   * through `deck` and `rules`. A game under way is replayed with them, as for `deck`; but a failure, or
   * the first load that works after one, begins afresh: the game on screen while the cards failed is the
   * built-in deck's and unsaved, and the saved game (under `save-key`) belongs to the cards that load.
   */
  private useSources(result: SourceResult): void {
    const before = this.fromSources;
    this.fromSources = result;
    if (this.started && (result.failed || before.failed)) {
      this.started = false;
      this.reset();
      this.game.drop();
    }
    this.game.saves.storing = !result.failed;
    // Only what the last load set is taken back: a deck or rules the page set itself stay.
    this.deck = result.deck ?? (this.deck === before.deck ? null : this.deck);
    this.rules = result.rules ?? (this.rules === before.rules ? null : this.rules);
  }

  /**
   * Plays on with the game built on `deck` and `rules`: the game under way is replayed with it (see
   * GameController.replaceGame), and what changed is noted above the table and announced.
   */
  private useCards(): void {
    const create = this.game.spec.create;
    if (!create) return;
    // The built-in cards and rules still, nothing refused: nothing to check or replay.
    if (this.deck === null && this.rules === null && !this.customCards && this.refused.length === 0) {
      this.cardsWaiting = false;
      return;
    }
    const change = cardsChange;
    if (!change) return this.awaitCardsChange();
    this.cardsWaiting = false;
    const { deck, rules } = this.checkCards(create, change);
    const custom = deck !== null || rules !== null;
    if (!custom && !this.customCards) return;
    this.customCards = custom;
    this.deckById = new Map((deck ?? []).map((card) => [card.id, card]));
    const diff = this.game.replaceGame(create(deck, rules), change.replayDiff);
    if (!diff) return;
    this.bots.cancel();
    this.choice.clear();
    const match = this.game.match;
    this.reloadNote = change.reloadMessage(diff, {
      seat: (seat) => (seat === this.you ? 'you' : `Player ${seat + 1}`),
      card: (id) => this.deckById.get(id)?.name ?? cardById(id)?.name ?? null,
    });
    // The note is what the live region says now, not the replayed log.
    if (match) this.announced = match.state.log.length;
    this.announce(this.reloadNote ?? 'The cards or rules changed; this game goes the same way so far.');
  }

  /** Hides the note of what the last change of the cards or rules did. */
  private dismissReload = (): void => {
    this.reloadNote = null;
  };

  /**
   * Imports the code that checks and plays changed cards and rules; the element updates again when it
   * has come (a first deal waits for it, as for `cards-src`, and the bots of a game under way are held).
   * If it can't be loaded, the cards and rules the page set are refused as unplayable ones are, and the
   * built-in ones played.
   */
  private awaitCardsChange(): void {
    this.cardsWaiting = true;
    // The game under way is about to change: its bots stop (a search being thought is dropped) until then.
    this.game.hold(true);
    loadCardsChange().then(
      () => this.requestUpdate(),
      (error: unknown) => {
        this.cardsWaiting = false;
        const cause = error instanceof Error ? error.message : String(error);
        const why = `The code that checks them could not be loaded (${cause}). Check the connection, set them again.`;
        this.refused = [
          ...(this.deck !== null ? [{ source: 'deck' as const, messages: [why] }] : []),
          ...(this.rules !== null ? [{ source: 'rules' as const, messages: [why] }] : []),
        ];
        for (const r of this.refused)
          this.dispatchEvent(new TechErrorEvent({ game: this.game.game.id, source: r.source, messages: r.messages }));
        this.requestUpdate();
      },
    );
  }

  /**
   * The `deck` and `rules` to play with: each as the page set it, or null (the built-in one) when it is
   * not cards or rules this game can play; those are refused, with a message above the table and
   * `tech-error` (source `deck` or `rules`). What a load of `cards-src` and `rules-src` set was checked
   * and tried as it loaded, and is not tried again.
   */
  private checkCards(
    create: NonNullable<GameSpec<S, V, T>['create']>,
    { deckProblems, rulesProblems, trialProblem }: typeof import('./cards-change.js'),
  ): { deck: Card[] | null; rules: Rules | null } {
    const game = this.game.spec.game;
    const refused: RefusedProperty[] = [];
    const refuse = (source: RefusedProperty['source'], messages: string[]) => refused.push({ source, messages });
    const loadedDeck = this.deck !== null && this.deck === this.fromSources.deck;
    const loadedRules = this.rules !== null && this.rules === this.fromSources.rules;
    const deckShape = loadedDeck ? [] : deckProblems(this.deck);
    const rulesShape = loadedRules ? [] : rulesProblems(this.rules, game);
    if (deckShape.length > 0) refuse('deck', deckShape);
    if (rulesShape.length > 0) refuse('rules', rulesShape);
    let deck = deckShape.length > 0 ? null : this.deck;
    let rules = rulesShape.length > 0 ? null : this.rules;
    // Cards and rules of the right shape may still break the game once played: a short game tries them.
    const tryDeck = deck !== null && !loadedDeck;
    const tryRules = rules !== null && !loadedRules;
    const config = tryDeck || tryRules ? this.trialConfig() : null;
    const trial = (d: Card[] | null, r: Rules | null) =>
      trialProblem((cards, gameRules) => create(cards, gameRules) as never, config, d, r);
    const deckBroken = tryDeck ? trial(deck, null) : null;
    if (deckBroken) {
      refuse('deck', [`${game.name} can't be played with these cards: ${deckBroken}`]);
      deck = null;
    }
    const rulesBroken = tryRules ? trial(deck, rules) : null;
    if (rulesBroken) {
      refuse('rules', [`${game.name} can't be played with these rules: ${rulesBroken}`]);
      rules = null;
    }
    // tech-error once for each new refusal, as for attributes.
    const before = new Map(this.refused.map((r) => [r.source, r.messages.join('\n')]));
    this.refused = refused;
    for (const r of refused) {
      if (before.get(r.source) !== r.messages.join('\n'))
        this.dispatchEvent(new TechErrorEvent({ game: game.id, source: r.source, messages: r.messages }));
    }
    return { deck, rules };
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
    if (this.game.remote) return null;
    const actor = this.game.actor;
    const s = this.game.settings;
    if (actor === null || !s || s.humans < 2 || this.game.isBot(actor)) return null;
    return actor !== this.shownSeat ? actor : null;
  }

  /** The seat of the person the element speaks to as "you": seat 0 in a one-person game; null in hot-seat. */
  protected get you(): number | null {
    if (this.game.remote) return this.game.remote.you;
    return this.game.settings?.humans === 1 ? 0 : null;
  }

  /** A seat's name: "You" in a one-person game, else "Player 2", with "(bot)" for bots. */
  protected name = (seat: number): string => {
    const s = this.game.settings;
    if (!s) return `Player ${seat + 1}`;
    if (seat === this.you) return 'You';
    return `Player ${seat + 1}${this.game.isBot(seat) ? ' (bot)' : ''}`;
  };

  protected card = (id: string): Card => this.deckById.get(id) ?? cardById(id)!;

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

  /** The pending choice of the seat on screen, laid out (null: not its turn, or the hand-off screen). */
  protected currentLayout(view: V): ChoiceLayout | null {
    const mine = this.handOffTo === null && view.pending && !('waiting' in view.pending) ? view.pending : null;
    return mine && this.game.match ? this.layoutFor(mine, this.game.match.log.length, view) : null;
  }

  /** Why a click on something that is not a target of the choice does nothing. */
  protected refusal(layout: ChoiceLayout | null, what = 'That card'): string {
    if (layout) return `${what} can't be chosen now: choose one of the highlighted cards or buttons.`;
    const actor = this.game.actor;
    if (actor === null) return 'The game is over.';
    const name = this.name(actor);
    return `It is not your turn: ${name} ${name === 'You' ? 'are' : 'is'} choosing.`;
  }

  /** What the shared render pieces need; a game's board extends it with its view and targets. */
  protected surface(layout: ChoiceLayout | null): ChoiceSurface {
    return {
      seat: this.seat,
      name: this.name,
      you: this.you,
      layout,
      selected: this.choice.selected,
      card: this.card,
      pickCard: (instance, touch = false) => {
        const option = layout?.byInstance.get(instance);
        if (touch) return this.tapCard(layout, instance, option);
        if (!layout || option === undefined) return this.choice.refuse(this.refusal(layout));
        this.choice.choose(layout, option);
      },
      pickTarget: (key) => {
        const option = layout?.byTarget.get(key);
        if (!layout || option === undefined) return this.choice.refuse(this.refusal(layout, 'That place'));
        this.choice.play([option]);
      },
      pickOption: (index) => layout && this.choice.choose(layout, index),
      confirm: () => this.choice.confirm(),
      inspect: (instance, card) => {
        this.inspected = { instance, card };
      },
      read: (instance, card) => {
        this.inspected = { instance, card };
        this.drawer = 'card';
      },
    };
  }

  /**
   * A finger's tap on a card: it never plays on the first tap. The card shows large (the card sheet on a
   * phone, the inspector beside the table on a wide screen); a card of a single choice is selected, and
   * a second tap, the confirm button or the reader's button plays it; a choice of several toggles it, as
   * a click does, and its confirm button plays them.
   */
  private tapCard(layout: ChoiceLayout | null, instance: string, option: number | undefined): void {
    this.inspected = { instance, card: null };
    if (!layout || option === undefined) {
      this.choice.refuse(null);
      this.drawer = 'card';
    } else if (layout.multi) this.choice.choose(layout, option);
    else if (this.choice.selected.has(option)) {
      this.drawer = null;
      this.choice.confirm();
    } else {
      this.choice.preview(option);
      this.drawer = 'card';
    }
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
    const open = holdsTarget || this.unfolded.has(key);
    return renderFold(
      {
        key,
        open,
        forced: holdsTarget,
        summary,
        label,
        onToggle: () => {
          const next = new Set(this.unfolded);
          if (!next.delete(key)) next.add(key);
          this.unfolded = next;
        },
      },
      body,
    );
  }

  /** Opens a sheet (or closes it when it is open already): the header's Card and Log buttons. */
  protected toggleDrawer(which: 'card' | 'log'): void {
    this.drawer = this.drawer === which ? null : which;
    this.focusSheet = this.drawer !== null;
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
    return renderSide({
      drawer: this.drawer,
      inspector: inspector ? this.renderInspector(view) : null,
      reader: inspector ? renderReader(this.readerState(view)) : nothing,
      log: this.renderLogBox(view),
      onClose: () => {
        this.drawer = null;
      },
    });
  }

  /**
   * The reader's button for the card the inspector shows, when it is an option of the pending choice and
   * the person is reading it (the card sheet is open, or a tap selected it): choose it, or (un)select it.
   */
  private readerState(view: V): ReaderState | null {
    const instance = this.handOffTo === null ? this.inspected?.instance : null;
    const layout = instance ? this.currentLayout(view) : null;
    const option = instance ? layout?.byInstance.get(instance) : undefined;
    if (!layout || option === undefined) return null;
    const selected = this.choice.selected.has(option);
    if (this.drawer !== 'card' && !selected) return null;
    const id = this.inspectedCard(view);
    const name = id ? this.cardName(id) : 'this card';
    if (!layout.multi) {
      return {
        mode: 'choose',
        name,
        onAct: () => {
          this.drawer = null;
          this.choice.play([option]);
        },
      };
    }
    return {
      mode: selected ? 'unselect' : 'select',
      name,
      onAct: () => {
        this.drawer = null;
        this.choice.choose(layout, option);
      },
    };
  }

  override render(): TemplateResult {
    return html`<div part="base" class="base">
      ${this.renderHeader()}
      ${this.server ? this.renderOnline() : nothing}
      ${this.problems.length === 0 && this.started ? renderSourceNote(this.sources, !!this.saveKey) : nothing}
      ${this.problems.length === 0 ? renderRefused(this.refused) : nothing}
      ${this.fileChange ? renderFileChange(this.fileChange.problems) : nothing}
      ${this.reloadNote && cardsChange ? cardsChange.renderReload(this.reloadNote, this.dismissReload) : nothing}
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

  /**
   * Fetches online play when `server` is set (a chunk of its own) and joins the room of a join link in
   * the page's address; a change of `server` leaves the room of the last one.
   */
  private syncServer(): void {
    const online = this.online;
    this.online = null;
    if (online && 'phase' in online) {
      const remote = this.game.remote;
      online.close();
      if (remote) this.newGame();
    }
    const server = this.server;
    if (!server) return;
    import('./online/online.js').then(
      ({ startOnline, roomLinkOf }) => {
        if (this.server !== server) return;
        const session = startOnline<S, V, T>({
          element: this,
          server,
          controller: this.game,
          config: () => this.trialConfig(),
          humans: () => (this.humans === null ? undefined : this.game.settings?.humans),
          settings: (config) => this.game.spec.settings(config, config.players),
          showSeat: (seat) => {
            this.shownSeat = seat;
          },
          announce: (text) => this.announce(text),
          playHere: () => this.newGame(),
        });
        this.online = session;
        const link = roomLinkOf(globalThis.location?.hash ?? '');
        if (link !== null && !this.started) {
          this.started = true;
          session.join(link.code, link.watch);
        }
        this.requestUpdate();
      },
      (error: unknown) => {
        this.online = { failed: error instanceof Error ? error.message : String(error) };
        this.requestUpdate();
      },
    );
  }

  /** The online panel (see online/render.ts), or what stands in for it while its code comes. */
  private renderOnline(): TemplateResult {
    const online = this.online;
    if (online && 'phase' in online) return online.render();
    const joining = joinLink(globalThis.location?.hash ?? '') && !this.started;
    const words = online
      ? `Online play could not be loaded (${online.failed}). Check the connection and reload the page.`
      : joining
        ? 'Joining the room…'
        : 'Online play is loading…';
    return html`<section class="online" part="online" role="status">${words}</section>`;
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
              open: this.drawer,
              logCount: view.log.length,
              card: this.sheets.inspector,
              onOpen: (which) => this.toggleDrawer(which),
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
    let id: string | null = null;
    const inspected = this.inspected;
    if (inspected?.instance) {
      for (const slots of Object.values(view.zones)) {
        const slot = slots.find((s: SlotView) => s && 'instance' in s && s.instance === inspected.instance);
        if (slot && 'card' in slot) id = slot.card;
      }
      if (!id && view.pending && 'options' in view.pending)
        id = view.pending.options.find((o) => o.instance === inspected.instance)?.card ?? null;
    } else if (inspected?.card) id = inspected.card;
    if (!id) {
      const hand = (view.zones[`hand:${this.seat}`] ?? []).find((s) => s && 'card' in s) as
        | { card: string }
        | undefined;
      id = hand?.card ?? null;
    }
    return id;
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
    if (this.live) this.live.textContent = text;
    this.announcedHandOff = this.handOffTo;
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
    while (this.cardsWaiting && cardsChangeLoading) {
      await cardsChangeLoading.catch(() => {});
      drawn = await super.getUpdateComplete();
    }
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
    // The live region: what happened since the last announcement, then what to do now. Behind the
    // hand-off screen it says only public things: its text stays readable after the device is passed
    // on, so the last person's own entries (a card looked at, a secret bid) are not said there.
    const log = match.state.log;
    const handOff = this.handOffTo;
    if (log.length !== this.announced || (handOff !== null && this.announcedHandOff !== handOff)) {
      const readable = (e: LogEntry) => !e.to || (handOff === null && e.to.includes(this.seat));
      const entries = log
        .slice(this.announced)
        .filter(readable)
        .map((e) => ({ ...e, text: nameSeats(e.text, this.name) }));
      this.announced = log.length;
      const said = this.announcement(view, entries, mine);
      this.announce(handOff === null ? said : `${said} ${handOffWords(this.name(handOff))}`.trim());
    }
    if (this.focusSheet) {
      this.focusSheet = false;
      this.renderRoot.querySelector<HTMLElement>('.sheet-close')?.focus();
    }
    this.scrollLog(view.log.length);
    if (this.game.justEnded) {
      this.game.justEnded = false;
      this.revealOver();
    }
  }

  /** The log's list, its length and the open sheet when the list was last scrolled to its end. */
  private scrolledLog: { list: Element | null; at: string } = { list: null, at: '' };

  /**
   * Keeps the log's list scrolled to its last line as lines come and when its sheet opens. In the next
   * frame, before it is drawn: reading the list's height in a render would force a layout of its own
   * (the first frame's cost).
   */
  private scrollLog(length: number): void {
    const list = this.renderRoot.querySelector('.log-list');
    const at = `${length}:${this.drawer}`;
    if (!list || (list === this.scrolledLog.list && at === this.scrolledLog.at)) return;
    this.scrolledLog = { list, at };
    requestAnimationFrame(() => {
      list.scrollTop = list.scrollHeight;
    });
  }

  /**
   * Brings the game-over panel into view when a move ends the game: on a phone, or far down a post, it is
   * above the screen while the last move is made below it. The page scrolls only as far as needed; the
   * focus stays where it is (the prompt and the live region say the result for those who don't look).
   */
  private revealOver(): void {
    const panel = this.renderRoot.querySelector('[part="over"]');
    if (!panel) return;
    const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    panel.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }
}
