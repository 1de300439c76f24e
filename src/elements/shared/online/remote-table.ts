// The game of a server as the element's controllers read a game: a game module and a match whose state
// is the latest view the server sent this seat. Nothing is played here: the module answers `actor`,
// `legalActions` and `outcome` with what the server said beside that view, and refuses `apply`.
import type { ChooseAction } from '../../../engine/choices.js';
import { RuleError } from '../../../engine/errors.js';
import type { GameConfig, Outcome } from '../../../engine/game.js';
import type { Match } from '../../../engine/match.js';
import type { PlayedGame } from '../game-controller.js';

/** What the server said beside a view. */
interface Said {
  actor: number | null; // the seat to act, null when the game is over
  legal: unknown[]; // this seat's legal actions when it is to act
  outcome: Outcome | null; // once the game is over
}

const refuse = (): never => {
  throw new RuleError('action/remote', 'This game is played on the server: its moves are sent there.');
};

export class RemoteTable<S, V> {
  readonly game: PlayedGame<S, V>;
  readonly match: Match<S, ChooseAction>;
  private said = new WeakMap<object, Said>();
  private state: S | null = null;
  private log: { seat: number; action: ChooseAction }[] = [];

  constructor(base: PlayedGame<S, V>, config: GameConfig) {
    const said = (state: S) => this.said.get(state as object);
    // The built game's own fields (id, rules, deck) stay; what reads a state reads the server's words.
    this.game = Object.assign(Object.create(base) as PlayedGame<S, V>, {
      setup: refuse,
      apply: refuse,
      view: (state: S) => state as unknown as V,
      actor: (state: S) => said(state)?.actor ?? null,
      legalActions: (state: S) => (said(state)?.legal ?? []) as ChooseAction[],
      outcome: (state: S) => said(state)?.outcome ?? null,
    });
    const table = this;
    this.match = {
      game: this.game,
      config,
      get state() {
        return table.state as S;
      },
      get log() {
        return table.log;
      },
      apply: refuse,
      undo: () => false,
      save: refuse,
    };
  }

  /** The view of a `view` message (a new state object, so every view cached for the last one is dropped). */
  show(view: V, n: number, actor: number | null, legal: unknown[] | null): void {
    const state = { ...(view as object) } as S;
    this.said.set(state as object, { actor, legal: legal ?? [], outcome: null });
    this.state = state;
    // Only the count is read (the element keys a decision by it); the server keeps the actions.
    while (this.log.length < n) this.log.push({ seat: -1, action: { type: 'choose', picks: [] } });
    this.log.length = n;
  }

  /** The game is over: the last view, with its outcome. */
  end(outcome: Outcome): void {
    if (!this.state) return;
    const state = { ...(this.state as object) } as S;
    this.said.set(state as object, { actor: null, legal: [], outcome });
    this.state = state;
  }

  /** Whether the server said the game is over. */
  get over(): boolean {
    return this.state !== null && this.said.get(this.state as object)?.outcome != null;
  }

  get shown(): boolean {
    return this.state !== null;
  }
}
