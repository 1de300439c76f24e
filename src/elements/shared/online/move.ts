// The `tech-move` of an online game, told from two views the server sent one action apart. The event has
// the shape a game on this device gives it (move-detail.ts) and keeps its rule: it holds only what the
// person on this page may see. This person's own move is named in full, with the picks they sent and their
// options' labels. Another seat's move is only what this seat saw happen: the server sends views, never
// another seat's action, so its picks are not known here and none is named (no picks, no labels), and its
// log lines are those this seat may read.
import type { ChooseAction } from '../../../engine/choices.js';
import type { Game } from '../../../engine/game.js';
import type { PendingChoice, TableState } from '../../../engine/state.js';
import type { TableView } from '../../../engine/view.js';
import type { ServerMessages } from '../../../server/protocol.js';
import type { TechMoveDetail } from '../../events.js';
import type { PlayedGame } from '../game-controller.js';
import { moveDetail } from '../move-detail.js';

type View = ServerMessages['view'];

/**
 * The detail of the move between `before` and `after` (`after.n` is `before.n + 1`), made by the seat that
 * was to act in `before`; `own` is the action this page sent for `before`, when that seat is this page's.
 * Null when `before` had no seat to act.
 */
export function remoteMoveDetail<S, V>(
  game: PlayedGame<S, V>,
  before: View,
  after: View,
  own: ChooseAction | null,
): TechMoveDetail | null {
  const seat = before.actor;
  if (seat === null) return null;
  const was = before.view as TableView;
  const now = after.view as TableView;
  const pending = 'options' in (was.pending ?? {}) ? (was.pending as PendingChoice) : null;
  if (own && pending) {
    // This person's move, as the engine's detail of a person's own move reads it: their labels, their log lines.
    const played = game as unknown as Game<TableState, ChooseAction, TableView>; // a view is read as the state here
    return moveDetail(
      played,
      { pending, logLength: was.log.length },
      now as unknown as TableState,
      () => now,
      { seat, bot: false, action: own, moves: after.n },
      seat + 1,
    );
  }
  return {
    game: game.id,
    seat,
    bot: before.seats[seat]?.kind === 'bot',
    action: { type: 'choose', picks: [] },
    labels: [],
    log: now.log.slice(was.log.length).map((e) => e.text),
    kind: pending?.kind ?? '',
    moves: after.n,
  };
}
