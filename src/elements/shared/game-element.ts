import { LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Card, Rules } from '../../dsl/runtime.js';
import type { ChooseAction } from '../../engine/choices.js';
import { playersOf, type GameDescriptor, type PlayerCount } from '../../engine/descriptor.js';
import type { Match } from '../../engine/match.js';
import type { TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import type { GameController, GameSpec } from './game-controller.js';
import type { OnlineSession } from './online/session.js';
import { PageController } from './page-controller.js';
import type { RegionsOf } from './regions.js';
import { renderGamePage } from './render/game-page.js';
import type { BaseAttributes, GameSettings, SettingsRead } from './settings.js';
import type { SourceController } from './source-controller.js';
import { attributeText, wholeNumberProperty } from './whole-number-attribute.js';

/**
 * The base of every game element: the attributes, properties and events every game shares, and Lit's
 * lifecycle handed to its page (page-controller.ts), whose controllers do the work. A game element
 * extends it, gives `super()` its `GameSpec` (the game module, its bots, its settings and share link)
 * and its regions (regions.ts: the functions that draw its table, status and rules help), and reads its
 * own attributes (`readAttributes`). render/game-page.ts draws the page.
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

  /** The page: its controllers, the seat on screen, and what the game draws in its regions. */
  protected readonly page: PageController<S, V, T>;

  constructor(spec: GameSpec<S, V, T>, regions: RegionsOf<S, V, T>) {
    super();
    this.page = new PageController(this, spec, () => this.readAttributes(), regions);
  }

  /** The match, its moves, saves and share link, and the view of each update. */
  protected get game(): GameController<S, V, T> {
    return this.page.game;
  }

  /** The cards and rules of `cards-src` and `rules-src`. */
  protected get sources(): SourceController {
    return this.page.sources;
  }

  /** The online session of `server`, once its code has come. */
  protected get online(): OnlineSession<S, V, T> | null {
    return this.page.onlineLink.session;
  }

  /** The element's attributes read into settings, or the problems with them. */
  protected abstract readAttributes(): SettingsRead<T>;

  /** The properties whose change starts a new game (`botLevel` only changes the bots). */
  protected setupProperties: readonly string[] = ['players', 'humans', 'seed', 'botLevel'];

  /** The attributes every game shares, as the settings read them (whole numbers as the text written). */
  protected baseAttributes(): BaseAttributes {
    return {
      players: attributeText(this, 'players', this.players),
      humans: attributeText(this, 'humans', this.humans),
      seed: attributeText(this, 'seed', this.seed),
      botLevel: this.botLevel,
    };
  }

  /**
   * The player counts of the game in play: its rules file's range, with the descriptor's count unless
   * told. A rules file at `rules-src` (or the `rules` property) may allow other counts than the built-in one.
   */
  protected playersInPlay(descriptor: Pick<GameDescriptor, 'defaultPlayers'>): PlayerCount {
    return playersOf(descriptor, this.game.game.rules);
  }

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
    this.page.newGame();
  }

  /** Plays `actions` from the start of a game with `settings`, then goes on from there. */
  load(settings: T, actions: readonly ChooseAction[] = []): void {
    this.page.load(settings, actions);
  }

  /** Clears what is on screen of the last game (selection, messages, hand-off, share link). */
  reset(): void {
    this.page.reset();
  }

  /** Takes back the last decision of the seat on screen. */
  protected undo(): void {
    this.page.undo();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.page.willUpdate(changed, this.setupProperties);
  }

  override render(): TemplateResult {
    return renderGamePage(this.page);
  }

  protected override updated(): void {
    this.page.updated();
  }

  /**
   * Resolves once the element has drawn and its bots can play: their code is a chunk of its own, fetched
   * after the first frame (so the table never waits for it), and a page or test that awaits
   * `updateComplete` then finds the bots' moves made as at a pace of 0. A failed fetch is a notice.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let drawn = await super.getUpdateComplete();
    // Changed cards or rules wait for their code (cards-change.ts); the update it asks for follows.
    while (await this.page.cards.settled()) drawn = await super.getUpdateComplete();
    const ready = await this.game.settleBots().then(
      () => true,
      () => false,
    );
    return ready ? (await super.getUpdateComplete()) && drawn : drawn;
  }
}
