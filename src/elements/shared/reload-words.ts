// Why a move of the game before a change of the cards or rules no longer fits the changed game, in the
// players' words ("Player 2 can no longer choose Robotics (it is not on offer now)"). Built from data
// only: the choice the move answered before the change, the options it picked (their card, seat, answer,
// domain, number fields) and the choice the changed game asks at that point. The engine's refusal
// message is never read.
import type { ChooseAction } from '../../engine/choices.js';
import type { ChoiceOption, PendingChoice } from '../../engine/state.js';

/** How the note names the people and the cards. */
export interface Naming {
  seat(seat: number): string; // "you" for the person at a one-person game, else "Player 2"
  card(id: string): string | null; // the card's name, or null when the deck has no such card
}

const ANSWERS: Record<string, string> = { yes: '"Yes"', no: '"No"', pass: 'to pass', done: 'to stop there' };

/** An option in words: its card's name, the player, the answer, the domain or the number; else its label. */
function optionWords(option: ChoiceOption, naming: Naming): string {
  if (option.card) return naming.card(option.card) ?? option.label;
  if (option.seat !== undefined) return naming.seat(option.seat);
  if (option.answer) return ANSWERS[option.answer] ?? option.label;
  if (option.domain) return option.domain.charAt(0).toUpperCase() + option.domain.slice(1);
  if (option.number !== undefined) return String(option.number);
  return option.label;
}

const list = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** What makes an option the same option in another game: every field but its words. */
const optionKey = (option: ChoiceOption) => JSON.stringify({ ...option, label: undefined });

/** How many options a choice takes, in words: "exactly 2", "from 1 to 3", "up to 2", "at least 1". */
function takes(choice: PendingChoice): string {
  const { min, max } = choice;
  if (min === max) return `exactly ${min}`;
  if (min === 0) return `up to ${max}`;
  if (max >= choice.options.length) return `at least ${min}`;
  return `from ${min} to ${max}`;
}

/**
 * Why `action`, which answered `was` before the change, no longer fits where the changed game asks
 * `now` (null: the changed game is over by then). A phrase to follow "From move 13 the game goes
 * differently: ", starting with the player: "Player 2 can no longer choose Robotics (it is not on offer now)".
 */
export function refusedMove(
  was: PendingChoice | null,
  action: ChooseAction,
  now: PendingChoice | null,
  naming: Naming,
): string {
  if (!was) return 'the move made there no longer fits';
  const who = naming.seat(was.seat);
  const verb = was.kind === 'discard' ? 'discard' : 'choose';
  const picked = action.picks.map((i) => was.options[i]).filter((o): o is ChoiceOption => o !== undefined);
  const what = picked.length === 0 ? 'none' : list(picked.map((o) => optionWords(o, naming)));
  const cannot = `${who} can no longer ${verb} ${what}`;
  if (!now) return `${cannot} (the game is over before that move)`;
  if (now.seat !== was.seat) {
    const other = naming.seat(now.seat);
    return `${cannot} (it is ${other === 'you' ? 'your' : `${other}'s`} turn there now)`;
  }
  if (now.kind !== was.kind) return `${cannot} (the new text asks something else there: ${now.prompt})`;
  const offered = new Set(now.options.map(optionKey));
  const gone = picked.filter((o) => !offered.has(optionKey(o)));
  if (gone.length > 0) {
    const one = gone.length === 1;
    const which =
      gone.length === picked.length
        ? one
          ? 'it is'
          : 'they are'
        : `${list(gone.map((o) => optionWords(o, naming)))} ${one ? 'is' : 'are'}`;
    return `${cannot} (${which} not on offer now)`;
  }
  if (picked.length < now.min || picked.length > now.max) return `${cannot} (the choice now takes ${takes(now)})`;
  // A move names its options by their place in the list: a list of another length reads it otherwise.
  if (now.options.length !== was.options.length) {
    return `${who} can no longer make the same choice (it now offers ${now.options.length} options where it offered ${was.options.length})`;
  }
  return `${who} can no longer make the same choice`;
}
