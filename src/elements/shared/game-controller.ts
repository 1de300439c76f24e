/**
 * The engine behind a game element: one match (its log, undo, save), the moves of people and bots, the
 * save under `save-key`, the share link, and the `tech-move` and `tech-game-over` events. Generic over
 * the game: a `GameSpec` names the game module, its bots and how the element's settings become the
 * engine's config. The host re-renders after every change. No rule lives here: every move is the
 * engine's `apply`, and a refused one comes back as the engine's reason.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Bot } from '../../engine/bots.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { BuiltGame } from '../../engine/descriptor.js';
import { RuleError } from '../../engine/errors.js';
import type { Game, GameConfig } from '../../engine/game.js';
import { createMatch, replay, restoreMatch, SaveError, type Match } from '../../engine/match.js';
import type { ReplayDiff, replayDiff } from '../../engine/replay-diff.js';
import type { PendingChoice, TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import type { Card, Rules } from '../../dsl/runtime.js';
import { TechGameOverEvent, TechMoveEvent } from '../events.js';
import { botMove, type AsyncBot } from './bots.js';
import type { ChoiceLayout } from './choice.js';
import { moveDetail } from './move-detail.js';
import type { ShareCodec, StoredGame } from './persistence.js';
import { continues, summarize, type GameOffer, type OpenedGame } from './offer.js';
import { SaveSlot } from './save-slot.js';
import type { GameSettings } from './settings.js';

/** A game module an element plays: the engine's contract, built on a deck and a rules file it keeps. */
export type PlayedGame<S, V> = Game<S, ChooseAction, V> & BuiltGame;

/** A game's bots as an element plays them: by `bot-level`, for the built-in game and for any other it plays. */
export interface SpecBots<S, V> {
  bots: Readonly<Record<string, Bot<V, ChooseAction>>>; // by `bot-level`
  /** The bots by `bot-level` made for another game module (an edited deck or rules), which know its cards; none: `bots` play it. */
  botsFor?(game: PlayedGame<S, V>): Readonly<Record<string, Bot<V, ChooseAction>>> | undefined;
  /** The bots by `bot-level` that think over several tasks, played in place of `bots`' own, made for the game in play (the built-in one or another). */
  asyncBots?(game: PlayedGame<S, V>): Readonly<Record<string, AsyncBot<V>>>;
}

/** What an element tells the shared parts about its game. */
export interface GameSpec<S extends TableState, V extends TableView, T extends GameSettings = GameSettings>
  extends Partial<SpecBots<S, V>> {
  game: PlayedGame<S, V>; // the game module (built from the compiled deck and rules)
  /**
   * The bots, imported when first wanted: their code is a chunk of its own, so the table is drawn before
   * it arrives, and a bot's turn waits for it. A spec that has `bots` plays them and never calls this.
   */
  loadBots?(): Promise<SpecBots<S, V>>;
  config(settings: T): GameConfig; // the engine's config for the element's settings
  settings(config: GameConfig, humans: number): T; // the settings of a saved match's config
  share: ShareCodec<T>; // the share link format
  /** The game module on another deck or rules, null for the built-in one (an edited card, a saved rules file): "try it" and live reload. */
  create?(deck: Card[] | null, rules: Rules | null): PlayedGame<S, V>;
}

/**
 * A game played on a server (elements/shared/online/): its `game` and `match` read the views the server
 * sends, a person's action goes there, and its bots play there. While one is followed, nothing is played,
 * saved or undone here.
 */
export interface RemotePlay<S, V> {
  game: PlayedGame<S, V>; // the game module reading the server's views
  match: Match<S, ChooseAction>; // its state is the latest view; its log as long as the game's
  you: number | null; // this person's seat, null for a spectator
  send(action: ChooseAction): string | null; // null, or why it can't be sent now
  isBot(seat: number): boolean;
}

/** What a host element gives the controllers. */
export interface GameHost extends ReactiveControllerHost, HTMLElement {
  saveKey: string; // the localStorage key, or '' for no save
  botPace: number; // milliseconds between bot moves; 0 plays them at once
}

export class GameController<S extends TableState, V extends TableView, T extends GameSettings = GameSettings>
  implements ReactiveController
{
  match: Match<S, ChooseAction> | null = null;
  settings: T | null = null;
  level = 'greedy'; // the bots' level, a key of the spec's bots
  /** A save or a link that could not be resumed, in words; the element offers a new game beside it. */
  notice: string | null = null;
  /** The saved game and a shared one (or a refused link) to choose between, before any game is shown. */
  offer: GameOffer | null = null;
  /** The games of the offer. */
  private offered: { saved: OpenedGame<S, T>; shared: OpenedGame<S, T> | null } | null = null;
  /**
   * Whether the save under the key belongs to another game than the one on screen (a shared game, or a
   * new one begun beside the save, or none yet): it is kept as it is, and the game on screen is saved
   * from the first move a person makes in it.
   */
  private keepSave = false;
  /** The save under `save-key`: the key this game holds on the page, and why it is not saved, if so. */
  readonly saves: SaveSlot;
  private announcedOver = false;
  /** Set when a move ends the game (not when an ended game is loaded): the host shows the end once, then clears it. */
  justEnded = false;
  /** The game module in place of the spec's, after `replaceGame`. */
  private replaced: PlayedGame<S, V> | null = null;
  private replacedBots: Readonly<Record<string, Bot<V, ChooseAction>>> | null = null; // the bots made for `replaced`
  /** The bots, once their code is here: the spec's own `bots`, or what its `loadBots` gave. */
  private botSide: SpecBots<S, V> | null;
  private botsLoading: Promise<void> | null = null; // the import of the bots' code under way, or done
  private waitingForBots = false; // a bot is to act and its move waits for the bots' code
  private botsAsked = false; // whether the bots' code was asked for after the first frame
  private botsMayLoad = false; // the first frame is drawn (or `settleBots` was called): the bots' code may be fetched
  /** A bot's move being thought over several tasks: aborted when the game changes under it or the element leaves the page. */
  private thinking: AbortController | null = null;
  /**
   * The game as it stood before the cards or rules first changed under it: the game module it was played
   * with and its moves. Each `replaceGame` replays these moves, not the ones made since by bots on the
   * changed game, so saving the file as it was brings this very game back. Forgotten once a person moves
   * (or undoes, or a game begins): their game goes on from there.
   */
  private reference: { game: PlayedGame<S, V>; actions: ChooseAction[] } | null = null;
  /** While true (a card or rules file is being changed: live reload), no bot moves; see `hold`. */
  private held = false;
  /** The game of a server being followed (see `follow`), or null. */
  remote: RemotePlay<S, V> | null = null;
  /** The views of the last state asked for, by seat, with the state and game module they are of. */
  private views: { game: PlayedGame<S, V>; state: S; bySeat: Map<number, V> } | null = null;

  constructor(
    private readonly host: GameHost,
    readonly spec: GameSpec<S, V, T>,
  ) {
    this.saves = new SaveSlot(host, () => this.game.id);
    this.botSide = spec.bots ? (spec as SpecBots<S, V>) : null;
    host.addController(this);
  }

  hostConnected(): void {}

  hostUpdated(): void {
    // The table is drawn: the bots' code is asked for after this frame, so the first one never waits for it.
    if (this.botSide || this.botsAsked) return;
    this.botsAsked = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (this.botsMayLoad) return;
        this.botsMayLoad = true;
        if (this.waitingForBots) return this.awaitBots();
        this.loadBots().catch(() => {
          // Said when a bot is to move (afterBotsLoad), which tries again.
        });
      }),
    );
  }

  /**
   * The bots' code, and the bot moves that waited for it, now rather than after the first frame: what
   * the element's `updateComplete` waits for, so a page or test that awaits it finds them made.
   */
  settleBots(): Promise<void> {
    if (!this.botsMayLoad) {
      this.botsMayLoad = true;
      if (this.waitingForBots) this.awaitBots();
    }
    return this.loadBots();
  }

  /**
   * Imports the bots' code unless it is here (once; again after a failed import). Resolves when the
   * bots can play. The element asks after its first frame, so the table never waits for them.
   */
  loadBots(): Promise<void> {
    if (this.botSide) return Promise.resolve();
    if (!this.botsLoading) {
      const { loadBots } = this.spec;
      if (!loadBots) return Promise.reject(new Error('A game spec needs `bots` or `loadBots`.'));
      this.botsLoading = loadBots().then(
        (side) => {
          this.botSide = side;
          if (this.replaced) this.replacedBots = side.botsFor?.(this.replaced) ?? null;
        },
        (error: unknown) => {
          this.botsLoading = null;
          throw error;
        },
      );
    }
    return this.botsLoading;
  }

  /**
   * Plays on when the bots' code arrives (a bot's turn came before it); a failed import is said in a
   * notice. A game that opens on a bot's turn asks for it only after the element's first frame: the
   * table is drawn from the deal first, never after the bots' code and their moves (the greedy bots
   * weigh odds), which arrived before that frame on a fast connection and held it.
   */
  private afterBotsLoad(): void {
    if (this.waitingForBots) return;
    this.waitingForBots = true;
    if (this.botsMayLoad) this.awaitBots();
  }

  private awaitBots(): void {
    this.loadBots().then(
      () => {
        this.waitingForBots = false;
        if (this.host.botPace <= 0) this.playBots();
        // The bots' controller schedules the next bot move at the element's pace.
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.waitingForBots = false;
        this.notice = `The bots' code could not be loaded (${error instanceof Error ? error.message : String(error)}). Check the connection and start a new game.`;
        this.host.requestUpdate();
      },
    );
  }

  hostDisconnected(): void {
    // The bots' controller asks for the move again when the element comes back.
    this.stopThinking();
    // The save key is given back; the element takes it again when it next stores.
    this.saves.release();
  }

  get game(): PlayedGame<S, V> {
    return this.remote?.game ?? this.replaced ?? this.spec.game;
  }

  /** Shows the game of a server (null: none; the host begins a game of its own after). */
  follow(remote: RemotePlay<S, V> | null, settings: T | null = this.settings): void {
    this.stopThinking();
    this.remote = remote;
    this.offer = null;
    this.offered = null;
    this.notice = null;
    this.match = remote?.match ?? null;
    this.settings = settings;
    this.host.requestUpdate();
  }

  /**
   * Plays on with another game module (built from an edited deck or rules file): the game as it stood
   * before the first change (see `reference`) is replayed from its seed with the new game, move by move;
   * the moves that still fit are kept, from the first refused one on they are dropped (and the bots go
   * on from there). Returns what the replay found against the game before the change, with the choice
   * the refused move answered there (`was`), or null when no match was under way (the next one starts
   * with it).
   */
  replaceGame(
    game: PlayedGame<S, V>,
    diffOf: typeof replayDiff, // the engine's replayDiff, in the chunk changed cards need (cards-change.ts)
  ): (ReplayDiff<S, ChooseAction> & { was: PendingChoice | null }) | null {
    const before = this.game;
    this.replaced = game;
    this.replacedBots = this.botSide?.botsFor?.(game) ?? null;
    const { match, settings } = this;
    if (!match || !settings) return null;
    this.reference ??= { game: before, actions: match.log.map((e) => e.action) };
    const { game: original, actions } = this.reference;
    const diff = diffOf(original, game, match.config, actions);
    // The same game as before the change: the moves from here on are this game's own.
    if (diff.differsFrom === null) this.reference = null;
    const was = diff.refused ? replay(original, match.config, actions.slice(0, diff.refused.move - 1)).pending : null;
    this.use(createMatch(game, match.config, diff.actions), settings);
    return { ...diff, was };
  }

  /**
   * Holds the bots (a card or rules file is being changed) or lets them play on. Held, no bot moves and
   * a bot's move being thought is dropped, so the game replayed with the new files is the one on screen.
   */
  hold(held: boolean): void {
    if (this.held === held) return;
    this.held = held;
    if (held) this.stopThinking();
    else if (this.host.botPace <= 0) this.playBots();
    this.host.requestUpdate();
  }

  /** Whether the bots are held (see `hold`). */
  get holding(): boolean {
    return this.held;
  }

  /** The seat that must act now, or null when the game is over (or not started). */
  get actor(): number | null {
    return this.match ? this.game.actor(this.match.state) : null;
  }

  isBot(seat: number): boolean {
    if (this.remote) return this.remote.isBot(seat);
    return this.settings !== null && this.settings.players > 1 && seat >= this.settings.humans;
  }

  /**
   * What `seat` may see of the game, or null before a game. Computed once for each state, game module
   * and seat, and shared by every part of the element that reads it (header, table, layout, live region,
   * the `tech-move` event): a view is read, never changed. The state object is the key because a match
   * never changes it in place: every move, undo, replay and new match gives a new one.
   */
  view(seat: number): V | null {
    const match = this.match;
    if (!match) return null;
    const { game } = this;
    const { state } = match;
    if (this.views?.state !== state || this.views.game !== game) this.views = { game, state, bySeat: new Map() };
    let view = this.views.bySeat.get(seat);
    if (view === undefined) {
      view = game.view(state, seat);
      this.views.bySeat.set(seat, view);
    }
    return view;
  }

  /** The choice of each view laid out, made once a view: the table, the header, the reader and a click read the same. */
  private readonly layouts = new WeakMap<V, ChoiceLayout>();

  /** The pending choice of `view` laid out by `lay`, the first time it is asked for; the same layout after. */
  layoutOf(view: V, lay: () => ChoiceLayout): ChoiceLayout {
    let layout = this.layouts.get(view);
    if (layout === undefined) this.layouts.set(view, (layout = lay()));
    return layout;
  }

  /**
   * Starts the game the page asks for: `moves` when given; else the saved game, or the one in the URL
   * fragment's share link, or a new one from the settings. A shared game (or a link that can't be
   * opened) and a saved game are never played over one another: the element offers the choice
   * (`offer`), see offer.ts.
   */
  begin(settings: T, level: string, fragment: string, moves: readonly ChooseAction[] | null = null): void {
    this.level = level;
    this.reference = null;
    this.notice = null;
    this.offer = null;
    this.offered = null;
    this.keepSave = false;
    if (moves) return this.start(settings, moves);
    const text = this.saves.read();
    const restored = text === null ? null : this.restore(text);
    const saved = restored && 'match' in restored ? restored : null;
    // A save that can't be resumed is moved aside first, whatever the link holds.
    const damaged = restored && 'error' in restored ? this.saves.refuse(text!, restored.error) : null;
    const link = this.openLink(fragment);
    if (link === null) {
      if (saved) return this.use(saved.match, saved.settings);
      return damaged ? this.showNotice(damaged, settings) : this.start(settings);
    }
    if ('problem' in link) {
      if (saved)
        return this.choose(
          { saved: summarize(this.game, saved), shared: null, problem: link.problem },
          saved,
          null,
          settings,
        );
      return this.showNotice(damaged ? `${damaged} ${link.problem}` : link.problem, settings);
    }
    if (saved && continues(saved, link, this.spec.config)) return this.use(saved.match, saved.settings);
    if (saved)
      return this.choose(
        { saved: summarize(this.game, saved), shared: summarize(this.game, link), problem: null },
        saved,
        link,
        settings,
      );
    // No game to lose: the shared game opens, and is saved from the first move a person makes in it.
    this.keepSave = true;
    this.use(link.match, link.settings);
    if (damaged) this.saves.show(damaged);
  }

  /** Resumes the saved game on offer. */
  resumeSaved(): void {
    const saved = this.offered?.saved;
    if (!saved) return;
    this.reference = null;
    this.keepSave = false;
    this.use(saved.match, saved.settings);
  }

  /** Plays the shared game on offer; the save stays as it is until a person moves in it. */
  playShared(): void {
    const shared = this.offered?.shared;
    if (!shared) return;
    this.reference = null;
    this.keepSave = true;
    this.use(shared.match, shared.settings);
  }

  /** Shows the choice between the saved game and a shared one (or a refused link); no game until then. */
  private choose(offer: GameOffer, saved: OpenedGame<S, T>, shared: OpenedGame<S, T> | null, settings: T): void {
    this.offer = offer;
    this.offered = { saved, shared };
    // Whatever is chosen next, the save stays as it is until a person moves in another game.
    this.keepSave = true;
    this.match = null;
    this.settings = settings;
    this.host.requestUpdate();
  }

  /** Shows `text` in place of a game, with a new game offered. */
  private showNotice(text: string, settings: T): void {
    this.notice = text;
    this.match = null;
    this.settings = settings;
    this.host.requestUpdate();
  }

  /**
   * The game a share link in `fragment` holds, replayed, or why it can't be opened; null when the
   * fragment holds no link of this game.
   */
  private openLink(fragment: string): OpenedGame<S, T> | { problem: string } | null {
    const link = this.spec.share.decode(fragment);
    if (link === null) return null;
    if ('error' in link) return { problem: link.error };
    try {
      return { match: createMatch(this.game, this.spec.config(link.settings), link.actions), settings: link.settings };
    } catch (error) {
      return { problem: `The shared link's moves no longer replay (${(error as Error).message}).` };
    }
  }

  /**
   * A new game with these settings, after `moves` if given; it is saved under the key as it goes
   * (unless the save is kept for a game not on screen: then from the first move a person makes). Moves
   * that don't replay leave a notice and no game.
   */
  start(settings: T, moves: readonly ChooseAction[] = []): void {
    this.notice = null;
    this.reference = null;
    try {
      this.use(createMatch(this.game, this.spec.config(settings), moves), settings);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      this.offer = null;
      this.showNotice(`The moves given don't replay: ${error.message}`, settings);
    }
  }

  /** The saved game of `text`, or why it can't be resumed. */
  private restore(text: string): OpenedGame<S, T> | { error: string } {
    try {
      const match = restoreMatch(this.game, text);
      const humans = Number((JSON.parse(text) as StoredGame).humans ?? 1);
      const players = match.config.players;
      if (!Number.isInteger(humans) || humans < 1 || humans > players)
        throw new SaveError('save/corrupt', "The saved game is damaged and can't be resumed.");
      return { match, settings: this.spec.settings(match.config, humans) };
    } catch (error) {
      return { error: error instanceof SaveError ? error.message : "The saved game is damaged and can't be resumed." };
    }
  }

  private use(match: Match<S, ChooseAction>, settings: T): void {
    this.stopThinking();
    this.remote = null; // a game of this device's own: the server's is left
    this.offer = null;
    this.offered = null;
    this.match = match;
    this.settings = settings;
    this.announcedOver = this.game.outcome(match.state) !== null;
    if (this.host.botPace <= 0) this.playBots();
    this.save();
    this.host.requestUpdate();
  }

  /** Forgets the save (a new game is started by the host), unless it is kept for a game not on screen. */
  forget(): void {
    if (!this.keepSave) this.saves.forget();
  }

  /** Ends the game on screen without a word (the host begins another), its save left as it is; the cards in use stay. */
  drop(): void {
    this.stopThinking();
    this.match = null;
    this.reference = null;
    this.notice = null;
    this.offer = null;
    this.offered = null;
  }

  /**
   * Plays a person's action. Returns null, or the engine's reason when it refuses (the game is then
   * unchanged). With a bot pace of 0 the bots answer at once.
   */
  play(action: ChooseAction): string | null {
    if (this.remote) return this.remote.send(action);
    // A person moves on a table they see: its first frame is drawn, the bots' code may come.
    this.botsMayLoad = true;
    // A person's move makes the game on screen the saved one (a shared game, or one begun beside the save).
    const keeping = this.keepSave;
    this.keepSave = false;
    try {
      this.take(action, false);
      this.reference = null;
    } catch (error) {
      this.keepSave = keeping;
      if (error instanceof RuleError) return error.message;
      throw error;
    }
    if (this.host.botPace <= 0) this.playBots();
    this.host.requestUpdate();
    return null;
  }

  /** Plays the bots' moves while a bot is to act (at once, whatever the pace; a bot that thinks over several tasks goes on when it answers). */
  playBots(limit = 10_000): void {
    for (let i = 0; i < limit && !this.remote; i++) {
      const seat = this.actor;
      if (seat === null || !this.isBot(seat) || this.thinking || this.held) return;
      if (!this.botSide) return this.afterBotsLoad();
      this.botMove();
    }
  }

  /** The thinking bots made for each game played, made once a game: a search keeps no state between moves. */
  private readonly thinkers = new WeakMap<object, Readonly<Record<string, AsyncBot<V>>>>();

  private asyncBotsOf(game: PlayedGame<S, V>): Readonly<Record<string, AsyncBot<V>>> | undefined {
    const asyncBots = this.botSide?.asyncBots;
    if (!asyncBots) return undefined;
    let bots = this.thinkers.get(game);
    if (!bots) this.thinkers.set(game, (bots = asyncBots(game)));
    return bots;
  }

  /**
   * One move of the bot to act; false when no bot is to act. An async bot moves when it answers (then
   * the bots go on at once with a pace of 0); until then this does nothing more.
   */
  botMove(): boolean {
    const match = this.match;
    const seat = this.actor;
    if (!match || seat === null || !this.isBot(seat) || this.held || this.remote) return false;
    if (this.thinking) return true;
    if (!this.botSide) {
      this.afterBotsLoad();
      return true;
    }
    const later = this.asyncBotsOf(this.game)?.[this.level];
    if (!later) {
      this.syncBotMove(match);
      return true;
    }
    const thinking = new AbortController();
    const move = botMove(
      this.game,
      match.state,
      (view, actions, rng) => later(view, actions, rng, thinking.signal),
      this.settings!.seed,
      match.log.length,
    );
    this.thinking = thinking;
    move.then(
      (action) => {
        // An undo, a new game, other cards or leaving the page aborted it: its move belongs to another game.
        if (thinking.signal.aborted) return;
        this.thinking = null;
        this.take(action, true);
        if (this.host.botPace <= 0) this.playBots();
        this.host.requestUpdate();
      },
      () => {
        // A bot that fails to think must not stall the game: the level's own bot moves in its place.
        if (thinking.signal.aborted) return;
        this.thinking = null;
        this.syncBotMove(this.match!);
        if (this.host.botPace <= 0) this.playBots();
      },
    );
    return true;
  }

  /** The move of the bot to act, by the level's bot that answers at once. */
  private syncBotMove(match: Match<S, ChooseAction>): void {
    const bots = this.replacedBots ?? this.botSide!.bots;
    const bot = bots[this.level] ?? Object.values(bots)[0];
    this.take(botMove(this.game, match.state, bot, this.settings!.seed, match.log.length), true);
    this.host.requestUpdate();
  }

  /** Abandons the bot's move being thought, if any. */
  private stopThinking(): void {
    this.thinking?.abort();
    this.thinking = null;
  }

  private take(action: ChooseAction, bot: boolean): void {
    const match = this.match;
    if (!match) throw new RuleError('action/no-game', 'There is no game to play.');
    const before = { pending: match.state.pending, logLength: match.state.log.length };
    match.apply(action);
    const seat = match.log[match.log.length - 1].seat;
    this.save();
    const move = { seat, bot, action, moves: match.log.length };
    this.host.dispatchEvent(
      new TechMoveEvent(
        moveDetail(this.game, before, match.state, (s) => this.view(s)!, move, this.settings?.humans ?? 1),
      ),
    );
    const outcome = this.game.outcome(match.state);
    if (outcome && !this.announcedOver) {
      this.announcedOver = true;
      this.justEnded = true;
      this.host.dispatchEvent(
        new TechGameOverEvent({ game: this.game.id, scores: [...outcome.scores], winners: [...outcome.winners] }),
      );
    }
  }

  /** Whether `seat` has a decision to take back. */
  canUndo(seat: number): boolean {
    if (this.remote) return false;
    return this.match?.log.some((e) => e.seat === seat) ?? false;
  }

  /** Takes back `seat`'s last decision and everything after it. */
  undo(seat: number): boolean {
    if (this.remote || !this.match?.undo(seat)) return false;
    this.reference = null;
    this.stopThinking();
    this.announcedOver = this.game.outcome(this.match.state) !== null;
    this.save();
    this.host.requestUpdate();
    return true;
  }

  /** The share link's fragment (without `#`) of the game so far, or null before a game. */
  shareFragment(): string | null {
    if (!this.match || !this.settings || this.remote) return null;
    return this.spec.share.encode(
      this.settings,
      this.match.log.map((e) => e.action),
    );
  }

  private save(): void {
    if (!this.match || !this.settings || this.keepSave || this.remote) return;
    const game: StoredGame = { ...this.match.save(), humans: this.settings.humans };
    this.saves.write(game);
  }
}
