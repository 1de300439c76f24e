// The contract every game module keeps (see DESIGN.md, "Public headless API").
export interface GameConfig<O = Record<string, unknown>> {
  players: number;
  seed: number;
  options?: O;
}

export interface Outcome {
  scores: number[]; // by seat
  winners: number[]; // seats; several when tied
}

export interface Game<S = unknown, A = unknown, V = unknown> {
  id: string;
  name: string;
  /** The first state of a game. */
  setup(config: GameConfig): S;
  /** The seat that must act now, or null when the game is over. */
  actor(state: S): number | null;
  /** Every action the actor may take now: a finite list. */
  legalActions(state: S): A[];
  /** The next state; pure. Throws RuleError (its message says why) for an illegal action. */
  apply(state: S, action: A): S;
  /** What `seat` may see. */
  view(state: S, seat: number): V;
  /** null while the game goes on. */
  outcome(state: S): Outcome | null;
}
