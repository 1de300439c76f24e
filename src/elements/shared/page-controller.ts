/**
 * The page of a game element: the controllers that do its work, wired together, and what its regions
 * read of them (the seat on screen, names, the laid-out choice, the surface a click goes through).
 * `GameController` owns the match and the view of each update; `CardsController` the cards and rules a
 * page sets; `SourceController` those of `cards-src` and `rules-src`; `ChoiceController`,
 * `KeyboardController` and `ReaderController` a person's clicks, keys and taps; `BotController` the bots'
 * pace; `Announcer` the live region; `OnlineLink` online play. Its own state is what the page shows
 * beside the match: the seat on screen, the attribute problems, the share link.
 *
 * The element's base (game-element.ts) makes one, gives it the game's regions (regions.ts) and runs its
 * `willUpdate` and `updated`; render/game-page.ts draws the page from it. The match's actions a person
 * asks for from the header (undo, share, a new game) are here too, and the base's public `newGame`,
 * `load` and `reset` call them.
 */
import type { PropertyValues } from 'lit';
import type { Card, Rules } from '../../dsl/runtime.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { LogEntry, TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import { TechErrorEvent } from '../events.js';
import { Announcer, announcementWords, yourTurnWords, finalWords } from './announcer.js';
import { BotController } from './bot-controller.js';
import { CardsController } from './cards-controller.js';
import { ChoiceController } from './choice-controller.js';
import { layoutChoice, type ChoiceLayout } from './choice.js';
import { GameController, type GameHost, type GameSpec } from './game-controller.js';
import { KeyboardController } from './keyboard-controller.js';
import { OnlineLink } from './online-link.js';
import { ReaderController } from './reader-controller.js';
import type { GameRegions, RegionsOf } from './regions.js';
import { LogScroll, revealOver } from './reveal.js';
import { handOffOf, refusalWords, seatName, youOf } from './seats.js';
import type { GameSettings, SettingsRead } from './settings.js';
import { SourceController } from './source-controller.js';
import { wireSurface, type ChoiceSurface } from './surface.js';

/** What the page reads of its element: the attributes and properties every game shares. */
export interface PageHost extends GameHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  humans: number | null;
  moves: ChooseAction[] | null;
  deck: Card[] | null;
  rules: Rules | null;
  cardsSrc: string;
  rulesSrc: string;
  fileChange: { problems: readonly string[] } | null;
  server: string;
}

export class PageController<S extends TableState, V extends TableView, T extends GameSettings = GameSettings> {
  /** The match, its moves, saves and share link, and the view of each update. */
  readonly game: GameController<S, V, T>;
  readonly bots: BotController;
  readonly keys: KeyboardController;
  readonly choice: ChoiceController;
  /** The card shown large, the sheet open on a phone, the folds opened; a finger's taps. */
  readonly reader: ReaderController;
  /** The cards and rules of `cards-src` and `rules-src`. */
  readonly sources: SourceController;
  /** The cards and rules the page set (`deck`, `rules`): checked, refused or played. */
  readonly cards: CardsController<S, V, T>;
  /** Online play at `server`. */
  readonly onlineLink: OnlineLink<S, V, T>;
  /** What the game draws in the page's regions. */
  readonly regions: GameRegions<V>;
  /** Whether the first game has begun (after `cards-src`, `rules-src` and a join link are settled). */
  started = false;
  /** The live region. */
  private readonly announcer: Announcer;
  private readonly logScroll = new LogScroll();
  private shown = 0; // the seat whose cards are on screen (hot-seat passes it on)
  private attributeProblems: string[] = []; // the attribute problems, in words
  private link = ''; // the share link of the game, once asked for

  constructor(
    readonly host: PageHost,
    spec: GameSpec<S, V, T>,
    private readonly readAttributes: () => SettingsRead<T>, // the element's attributes read into settings
    regions: RegionsOf<S, V, T>,
  ) {
    const root = () => host.renderRoot;
    this.keys = new KeyboardController(host, () => root().querySelector<HTMLElement>('[role="grid"]'));
    this.game = new GameController(host, spec);
    this.bots = new BotController(host, this.game);
    this.choice = new ChoiceController(host, this.game);
    this.reader = new ReaderController(host, this.choice);
    this.announcer = new Announcer(() => root().querySelector<HTMLElement>('.live'));
    this.sources = new SourceController(host, {
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
    this.cards = new CardsController(host, this.game, {
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
      element: host,
      controller: this.game,
      config: () => this.trialConfig(),
      humans: () => (host.humans === null ? undefined : this.game.settings?.humans),
      settings: (config) => spec.settings(config, config.players),
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
    this.regions = regions(this);
  }

  /** The seat whose cards are on screen: the person to act, or the last person shown. */
  get seat(): number {
    return this.shown;
  }

  set shownSeat(seat: number) {
    if (seat === this.shown) return;
    this.shown = seat;
    this.host.requestUpdate();
  }

  /** The attribute problems, in words; none while the attributes are good. */
  get problems(): readonly string[] {
    return this.attributeProblems;
  }

  /** The share link of the game, once asked for ('' before). */
  get shareLink(): string {
    return this.link;
  }

  /** In hot-seat, the person to act whose hand is not on screen yet (the hand-off screen shows). */
  get handOffTo(): number | null {
    return handOffOf(this.game, this.shown);
  }

  /** The seat of the person the element speaks to as "you": seat 0 in a one-person game; null in hot-seat. */
  get you(): number | null {
    return youOf(this.game);
  }

  /** A seat's name: "You" in a one-person game, else "Player 2", with "(bot)" for bots. */
  name = (seat: number): string => this.regions.seatName?.(seat) ?? seatName(this.game, seat);

  /** A card of the deck in play. */
  card = (id: string): Card => this.cards.card(id);

  /** A card's name for the reader's button ("Choose Relativity"). */
  cardName(id: string): string {
    return this.regions.cardName?.(id) ?? this.card(id)?.name ?? id;
  }

  /**
   * The pending choice of the seat on screen, laid out once for each view (see GameController.layoutOf);
   * null: not its turn, or the hand-off screen.
   */
  layoutOf(view: V): ChoiceLayout | null {
    const mine = this.handOffTo === null && view.pending && !('waiting' in view.pending) ? view.pending : null;
    const match = this.game.match;
    if (!mine || !match) return null;
    const { layout } = this.regions;
    return this.game.layoutOf(view, () =>
      layout ? layout(mine, match.log.length, view) : layoutChoice(mine, match.log.length),
    );
  }

  /** The laid-out choice of the seat on screen's view, or null (see `layoutOf`). */
  get layout(): ChoiceLayout | null {
    const view = this.game.view(this.shown);
    return view ? this.layoutOf(view) : null;
  }

  /** The card id the inspector shows: the game's choice, else the inspected card or the seat's first hand card. */
  inspectedCard(view: V): string | null {
    const own = this.regions.inspectedCard;
    return own ? own(view) : this.reader.inspectedCard(view, this.shown);
  }

  /** Why a click on something that is not a target of the choice does nothing. */
  refusal(layout: ChoiceLayout | null, what = 'That card'): string {
    return refusalWords(layout, this.game.actor, this.name, what);
  }

  /** What the shared render pieces need; a game's board extends it with its view and targets. */
  surface(layout: ChoiceLayout | null): ChoiceSurface {
    return wireSurface(
      { seat: this.shown, name: this.name, you: this.you, layout, card: this.card },
      { choice: this.choice, reader: this.reader, refusal: (l, what) => this.refusal(l, what) },
    );
  }

  /** Says `text` in the live region (text any person at the table may hear, behind a hand-off screen too). */
  announce(text: string): void {
    this.announcer.say(text, this.handOffTo);
  }

  /** Opens the page's dialog of `selector` (the rules, the share link, a game's discard). */
  open(selector: string): void {
    this.host.renderRoot.querySelector<HTMLDialogElement>(selector)?.showModal();
  }

  /** Takes back the last decision of the seat on screen. */
  undo(): void {
    this.bots.cancel();
    if (this.game.undo(this.shown)) {
      this.choice.refuse(null);
      this.announce('Your last decision was taken back.');
    }
  }

  /** Shows the share link in its dialog and copies it. */
  async share(): Promise<void> {
    const fragment = this.game.shareFragment();
    if (fragment === null) return;
    const url = new URL(globalThis.location.href);
    url.hash = fragment;
    this.link = url.href;
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.open('.share');
    try {
      await navigator.clipboard?.writeText(url.href);
    } catch {
      // the link is in the dialog to copy by hand
    }
  }

  /** Starts a new game with the element's attributes (a new random seed unless `seed` is set). */
  newGame(): void {
    // Leaving an online game hands the seat to a bot for good: the session asks first.
    const session = this.onlineLink.session;
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

  /** Clears what is on screen of the last game (selection, messages, hand-off, share link, the game's own). */
  reset(): void {
    this.bots.cancel();
    this.choice.clear();
    this.shownSeat = 0;
    this.announcer.reset();
    if (this.link) {
      this.link = '';
      this.host.requestUpdate();
    }
    this.cards.note = null;
    this.reader.drawer = null;
    this.regions.reset?.();
  }

  /** The engine's config for the element's attributes, to try cards and rules on; null while they are bad. */
  private trialConfig() {
    const read = this.readAttributes();
    return 'settings' in read ? this.game.spec.config(read.settings) : null;
  }

  /** The attributes read into settings; new problems are shown and fired as `tech-error`. */
  private read(): SettingsRead<T> {
    const read = this.readAttributes();
    const problems = 'problems' in read ? read.problems : [];
    if (problems.join('\n') !== this.attributeProblems.join('\n')) {
      this.attributeProblems = problems;
      this.host.requestUpdate();
      if (problems.length > 0)
        this.host.dispatchEvent(
          new TechErrorEvent({ game: this.game.game.id, source: 'attributes', messages: problems }),
        );
    }
    if ('level' in read) this.game.level = read.level;
    return read;
  }

  /**
   * Before each render: the addresses, the server and the cards the page set; the first deal once they
   * are settled, and a new game when a property of `setup` changed (`botLevel` only changes the bots).
   */
  willUpdate(changed: PropertyValues, setup: readonly string[]): void {
    const { host } = this;
    const touched = (name: string) => changed.has(name);
    if (touched('cardsSrc') || touched('rulesSrc')) this.sources.sync(host.cardsSrc, host.rulesSrc);
    if (touched('server')) this.onlineLink.sync(host.server);
    // A file being changed holds the bots before the replay; once it is done, they go on after it.
    if (host.fileChange !== null) this.game.hold(true);
    if (this.cards.due(touched('deck') || touched('rules'))) this.cards.use();
    if (host.fileChange === null && !this.cards.waiting) this.game.hold(false);
    // The first deal waits for the cards and rules of `cards-src` and `rules-src`, and for a join link's room.
    const waiting = this.onlineLink.joining(this.started) || this.sources.waiting || this.cards.waiting;
    if ((!this.started && !waiting) || (this.started && setup.some(touched))) {
      const read = this.read();
      if (!('problems' in read)) {
        if (!this.started) {
          this.started = true;
          this.game.begin(read.settings, read.level, globalThis.location?.hash ?? '', host.moves);
        } else if (setup.some((name) => name !== 'botLevel' && touched(name))) {
          this.reset();
          this.game.start(read.settings);
        }
      }
    }
    const match = this.game.match;
    this.choice.sync(match ? `${match.log.length}:${this.shown}` : '');
    // Before the controllers' hostUpdated, where the bots' pace schedules the next move.
    this.bots.paused = this.handOffTo !== null || this.game.holding;
    this.regions.sync?.();
  }

  /** After each render: the keyboard's focus, the live region, the log's last line, the game-over panel. */
  updated(): void {
    const match = this.game.match;
    const view = match ? this.game.view(this.shown) : null;
    const mine = !!view && this.handOffTo === null && !!view.pending && !('waiting' in view.pending);
    this.keys.sync(mine && match ? `${match.log.length}:${this.shown}` : null);
    if (match && view) {
      this.announcer.update({
        log: match.state.log,
        seat: this.shown,
        handOff: this.handOffTo,
        name: this.name,
        words: (entries) => this.announcement(view, entries, mine),
      });
      this.logScroll.follow(this.host.renderRoot, view.log.length, this.reader.drawer);
      if (this.game.justEnded) {
        this.game.justEnded = false;
        revealOver(this.host.renderRoot);
      }
    }
    this.regions.updated?.();
  }

  /** What the live region says after a move: what happened since the last time, then what to do now. */
  private announcement(view: V, entries: readonly LogEntry[], mine: boolean): string {
    const own = this.regions.announcement;
    if (own) return own(view, entries, mine);
    const outcome = this.game.match ? this.game.game.outcome(this.game.match.state) : null;
    const said = entries.map((e) => e.text);
    return announcementWords(
      said,
      yourTurnWords(view.pending, mine),
      finalWords('scores', outcome?.scores ?? null, this.name),
    );
  }
}
