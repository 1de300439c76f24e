/**
 * The engine behind the element: one match of Tech Grid Poker (its log, undo, save), the moves of
 * people and bots, the save under `save-key`, and the `tech-move` and `tech-game-over` events. The host
 * re-renders after every change. No rule lives here: every move is the engine's `apply`, and a refused
 * one comes back as the engine's reason.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChooseAction } from '../../../engine/choices.js';
import { RuleError } from '../../../engine/errors.js';
import { createMatch, restoreMatch, SaveError, type Match } from '../../../engine/match.js';
import deck from '../../../data/deck.json' with { type: 'json' };
import rules from '../../../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../../../dsl/runtime.js';
import { createGridPoker, type GridPokerState, type GridPokerView } from '../../../games/grid-poker/index.js';
import { TechGameOverEvent, TechMoveEvent } from '../../events.js';
import { botMove } from '../bots.js';
import { decodeShare, readStored, removeStored, writeStored, type StoredGame } from '../persistence.js';
import type { BotLevel, GameSettings } from '../settings.js';

/** The game, built from the compiled deck and rules (only Grid Poker's code: a page ships no other game). */
export const game = createGridPoker(deck as Card[], (rules as unknown as Record<string, Rules>)['grid-poker']);

export type GridPokerMatch = Match<GridPokerState, ChooseAction>;

export interface GameHost extends ReactiveControllerHost, HTMLElement {
  saveKey: string;
  botPace: number;
}

export class GameController implements ReactiveController {
  match: GridPokerMatch | null = null;
  settings: GameSettings | null = null;
  level: BotLevel = 'greedy';
  /** A save or a link that could not be resumed, in words; the element offers a new game beside it. */
  notice: string | null = null;
  private announcedOver = false;

  constructor(private readonly host: GameHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The seat that must act now, or null when the game is over (or not started). */
  get actor(): number | null {
    return this.match ? game.actor(this.match.state) : null;
  }

  isBot(seat: number): boolean {
    return this.settings !== null && this.settings.players > 1 && seat >= this.settings.humans;
  }

  view(seat: number): GridPokerView | null {
    return this.match ? game.view(this.match.state, seat) : null;
  }

  /**
   * Starts the game the page asks for: the one in the URL fragment's share link, else the one saved
   * under the save key, else a new one from the settings.
   */
  begin(settings: GameSettings, level: BotLevel, fragment: string, moves: readonly ChooseAction[] | null = null): void {
    this.level = level;
    this.notice = null;
    if (moves) return this.start(settings, moves);
    const shared = decodeShare(fragment);
    if (shared && 'error' in shared) this.notice = shared.error;
    else if (shared) {
      try {
        this.use(createMatch(game, { players: shared.settings.players, seed: shared.settings.seed, options: { bidding: shared.settings.bidding } }, shared.actions), shared.settings);
        return;
      } catch (error) {
        this.notice = `The shared link's moves no longer replay (${(error as Error).message}).`;
      }
    }
    if (!this.notice && this.host.saveKey && this.resume()) return;
    if (this.notice) {
      this.match = null;
      this.settings = settings;
      return;
    }
    this.start(settings);
  }

  /**
   * A new game with these settings (the save under the key is replaced), after `moves` if given. Moves
   * that don't replay leave a notice and no game.
   */
  start(settings: GameSettings, moves: readonly ChooseAction[] = []): void {
    this.notice = null;
    try {
      this.use(createMatch(game, { players: settings.players, seed: settings.seed, options: { bidding: settings.bidding } }, moves), settings);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      this.match = null;
      this.settings = settings;
      this.notice = `The moves given don't replay: ${error.message}`;
      this.host.requestUpdate();
    }
  }

  /** Resumes the save under the key; false when there is none. A damaged save sets `notice`. */
  private resume(): boolean {
    const text = readStored(this.host.saveKey);
    if (text === null) return false;
    try {
      const match = restoreMatch(game, text);
      const humans = Number((JSON.parse(text) as StoredGame).humans ?? 1);
      const players = match.config.players;
      if (!Number.isInteger(humans) || humans < 1 || humans > players) throw new SaveError('save/corrupt', 'The saved game is damaged and can\'t be resumed.');
      const bidding = (match.config.options as { bidding?: boolean } | undefined)?.bidding === true;
      this.use(match, { players, humans, seed: match.config.seed, bidding });
      return true;
    } catch (error) {
      this.match = null;
      this.notice = error instanceof SaveError ? error.message : 'The saved game is damaged and can\'t be resumed.';
      return true;
    }
  }

  private use(match: GridPokerMatch, settings: GameSettings): void {
    this.match = match;
    this.settings = settings;
    this.announcedOver = game.outcome(match.state) !== null;
    if (this.host.botPace <= 0) this.playBots();
    this.save();
    this.host.requestUpdate();
  }

  /** Forgets the save (a new game is started by the host). */
  forget(): void {
    if (this.host.saveKey) removeStored(this.host.saveKey);
  }

  /**
   * Plays a person's action. Returns null, or the engine's reason when it refuses (the game is then
   * unchanged). With a bot pace of 0 the bots answer at once.
   */
  play(action: ChooseAction): string | null {
    try {
      this.take(action, false);
    } catch (error) {
      if (error instanceof RuleError) return error.message;
      throw error;
    }
    if (this.host.botPace <= 0) this.playBots();
    this.host.requestUpdate();
    return null;
  }

  /** Plays the bots' moves while a bot is to act (at once, whatever the pace). */
  playBots(limit = 10_000): void {
    for (let i = 0; i < limit; i++) {
      const seat = this.actor;
      if (seat === null || !this.isBot(seat)) return;
      this.botMove();
    }
  }

  /** One move of the bot to act; false when no bot is to act. */
  botMove(): boolean {
    const match = this.match;
    const seat = this.actor;
    if (!match || seat === null || !this.isBot(seat)) return false;
    const action = botMove(game, match.state, this.level, this.settings!.seed, match.log.length);
    this.take(action, true);
    this.host.requestUpdate();
    return true;
  }

  private take(action: ChooseAction, bot: boolean): void {
    const match = this.match;
    if (!match) throw new RuleError('action/no-game', 'There is no game to play.');
    const pending = match.state.pending;
    match.apply(action);
    const seat = match.log[match.log.length - 1].seat;
    this.save();
    this.host.dispatchEvent(new TechMoveEvent({
      game: game.id, seat, bot, action: { type: 'choose', picks: [...action.picks] },
      labels: action.picks.map((i) => pending?.options[i]?.label ?? ''), kind: pending?.kind ?? '', moves: match.log.length,
    }));
    const outcome = game.outcome(match.state);
    if (outcome && !this.announcedOver) {
      this.announcedOver = true;
      this.host.dispatchEvent(new TechGameOverEvent({ game: game.id, scores: [...outcome.scores], winners: [...outcome.winners] }));
    }
  }

  /** Whether `seat` has a decision to take back. */
  canUndo(seat: number): boolean {
    return this.match?.log.some((e) => e.seat === seat) ?? false;
  }

  /** Takes back `seat`'s last decision and everything after it. */
  undo(seat: number): boolean {
    if (!this.match?.undo(seat)) return false;
    this.announcedOver = game.outcome(this.match.state) !== null;
    this.save();
    this.host.requestUpdate();
    return true;
  }

  private save(): void {
    if (!this.match || !this.settings || !this.host.saveKey) return;
    writeStored(this.host.saveKey, { ...this.match.save(), humans: this.settings.humans });
  }
}
