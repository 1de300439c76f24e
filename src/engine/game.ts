// The contract every game module keeps (README, "Using the engine"; docs/architecture.md).
export interface GameConfig<O = Record<string, unknown>> {
  players: number; // a whole number in the game's range
  seed: number; // any safe integer, negative too: each deals its own game
  options?: O; // the game's own option names only (see checkConfig)
}

export interface Outcome {
  scores: number[]; // by seat
  winners: number[]; // seats; several when tied
}

export interface Game<S = unknown, A = unknown, V = unknown> {
  id: string;
  name: string;
  /** The first state of a game. A config it can't play (a seed that is no safe integer, an unknown option) is refused with a RuleError `config/…`. */
  setup(config: GameConfig): S;
  /** The seat that must act now, or null when the game is over. */
  actor(state: S): number | null;
  /** Every action the actor may take now: a finite list; empty past ACTION_LIST_LIMIT answers, when the actor answers the pending choice itself. */
  legalActions(state: S): A[];
  /** The next state; pure. Throws RuleError (its message says why) for an illegal action. */
  apply(state: S, action: A): S;
  /** What `seat` may see. */
  view(state: S, seat: number): V;
  /** null while the game goes on. */
  outcome(state: S): Outcome | null;
}
