// Lasting effects end with the round or the turn: "Game effects last until the end of the round if not
// specified on the card" (Grid Poker); "until the end of the turn" (Tech Chess). The game calls this at
// the end of each round or turn.
import type { TableState } from './state.js';

export function expireModifiers(state: TableState, ending: 'round' | 'turn'): void {
  // A round's end is also the end of its last turn.
  state.modifiers = state.modifiers.filter((m) => m.until !== ending && !(ending === 'round' && m.until === 'turn'));
}
