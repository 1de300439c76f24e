/**
 * The bots' pace: after each render, if a bot is to act, its move is played `bot-pace` milliseconds
 * later, so a person can follow the game. A pace of 0 plays the bots at once (tests, impatient
 * players). Every timer is cleared when the element leaves the page or the game changes under it, and
 * set again when the element comes back (a page that moves an element disconnects and reconnects it).
 */
import type { ReactiveController } from 'lit';
import type { GameHost } from './game-controller.js';

/** What the pacing needs of the game: who acts, whether that is a bot, and the bots' moves. */
export interface BotDriver {
  readonly actor: number | null;
  isBot(seat: number): boolean;
  playBots(): void;
  botMove(): boolean;
}

export class BotController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** While true (a hand-off screen, a dialog that pauses play), no bot moves. */
  paused = false;

  constructor(
    private readonly host: GameHost,
    private readonly game: BotDriver,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    this.schedule();
  }

  hostConnected(): void {
    // Back on the page: a bot whose move was cancelled by the disconnect moves (no update may come to do it).
    this.schedule();
  }

  hostDisconnected(): void {
    this.cancel();
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer !== null || this.paused) return;
    const seat = this.game.actor;
    if (seat === null || !this.game.isBot(seat)) return;
    if (this.host.botPace <= 0) {
      // Deferred one task so that a page setting up the element sees its first state before the bots move.
      this.timer = setTimeout(() => {
        this.timer = null;
        this.game.playBots();
      }, 0);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.paused) this.game.botMove();
    }, this.host.botPace);
  }
}
