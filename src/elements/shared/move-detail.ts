/**
 * What a `tech-move` event may tell of a move. The event bubbles out of the element to any script on
 * the page, so it holds only what the people at the table may see: a person's own move as that person
 * saw it (their options' labels, the log lines they may read), another seat's move (a bot's) only as
 * every person at the table may see it. The picks of a bot's choice are named only when every person
 * sees the card a pick names once the move is made; any other pick of a bot (a card from its hand or
 * the deck, a secret bid) is null. The move's public log lines say what the table saw happen.
 */
import type { ChooseAction } from '../../engine/choices.js';
import type { Game } from '../../engine/game.js';
import type { PendingChoice, TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import type { TechMoveDetail } from '../events.js';

/** The table just before a move: the choice it answered and how long the log was. */
export interface BeforeMove {
  pending: PendingChoice | null;
  logLength: number; // entries of the state's log
}

/** Whether `instance` is a card the view shows face up (in any zone). */
function shows(view: TableView, instance: string): boolean {
  for (const slots of Object.values(view.zones)) {
    for (const slot of slots) if (slot && 'instance' in slot && slot.instance === instance) return true;
  }
  return false;
}

/**
 * The detail of the move `action` of `seat`, which turned the table `before` into `after`; `view` gives
 * what a seat sees of `after` (the element's own views, so the table it draws next reads the same ones).
 * `people` is how many seats are people (seats 0..people-1); `bot` whether a bot moved.
 */
export function moveDetail<S extends TableState, V extends TableView>(
  game: Game<S, ChooseAction, V>,
  before: BeforeMove,
  after: S,
  view: (seat: number) => V,
  move: { seat: number; bot: boolean; action: ChooseAction; moves: number },
  people: number,
): TechMoveDetail {
  const { seat, bot, action } = move;
  // Who may read the detail: the person who moved, or every person at the table.
  const watchers = bot || seat >= people ? Array.from({ length: people }, (_, s) => s) : [seat];
  const own = watchers.length === 1 && watchers[0] === seat;
  let views: V[] | null = null;
  const label = (pick: number): string | null => {
    const option = before.pending?.options[pick];
    if (!option) return null;
    if (own) return option.label;
    if (option.instance === undefined) return null;
    views ??= watchers.map(view);
    return views.every((seen) => shows(seen, option.instance!)) ? option.label : null;
  };
  const log = after.log
    .slice(before.logLength)
    .filter((e) => !e.to || watchers.every((s) => e.to!.includes(s)))
    .map((e) => e.text);
  return {
    game: game.id,
    seat,
    bot,
    action: { type: 'choose', picks: [...action.picks] },
    labels: action.picks.map(label),
    log,
    kind: before.pending?.kind ?? '',
    moves: move.moves,
  };
}
