// The greedy and hard bots' answers to every choice but the turn's action: the setup's picks and
// arrangement, the capturing card's effect, and the questions card effects ask. Each answer is decided
// from the choice's kind, its `effect` (the verb and the part of the sentence asked about) and the data
// of its options (card, seat, answer, steps); prompts and labels are words for people, never read here,
// so a card text a designer rewords or a new card asks the bots nothing they can't read.
import type { Card } from '../../dsl/runtime.js';
import { chooseValue, ownCards } from '../../engine/bots.js';
import type { ChoiceOption, EffectAsk, PendingChoice } from '../../engine/state.js';
import { effectWorth } from './bot-worth.js';
import type { ChessConfig } from './config.js';
import { KIND_VALUE } from './search.js';
import type { TechChessGame, TechChessView } from './index.js';

/**
 * Card choices answered with the cards the bot wants most, `verb/role` (see EffectRole): the cards
 * it takes, draws, picks, looks at, arranges or copies the effect of, and the card it gets in exchange
 * or puts in the place of another. Any other card choice (discard, give, put back, expel, reveal,
 * replace or exchange away …) gives up the cards it wants least.
 */
const WANTED = new Set([
  'take/cards',
  'draw/cards',
  'pick/cards',
  'look/cards',
  'arrange/cards',
  'copy/cards',
  'exchange/with',
  'replace/with',
]);

const wants = (effect: EffectAsk | undefined) => effect !== undefined && WANTED.has(`${effect.verb}/${effect.role}`);

/** A piece's worth to the bots (its kind and value); 0 for a card that is no piece. */
const worthOfCard = (config: ChessConfig, card: Card | undefined) =>
  card?.value ? KIND_VALUE[config.kindOfValue[card.value]] + card.value : 0;

/** The index of the option with this answer, or of the first option when there is none. */
const answerIndex = (p: PendingChoice, answer: ChoiceOption['answer']) =>
  Math.max(
    0,
    p.options.findIndex((o) => o.answer === answer),
  );

/** Answers to every choice but the turn's action. `side` is the bot's (0: the first player's pieces). */
export function answerOther(game: TechChessGame, view: TechChessView, p: PendingChoice, side: number): number[] {
  const { config, env } = game;
  const card = (o: ChoiceOption) => (o.card ? env.catalogue[o.card] : undefined);
  const range = Array.from({ length: p.options.length }, (_, i) => i);
  const byWorth = (f: (i: number) => number) => [...range].sort((a, b) => f(b) - f(a) || a - b);
  const take = (order: number[], n: number) => order.slice(0, n).sort((a, b) => a - b);
  // A card's worth to the bot: a piece of its own or a card to hold is good; an enemy piece is bad to
  // keep strong.
  const mine = (o: ChoiceOption) =>
    !o.instance ||
    !view.board.some((b) => b?.instance === o.instance) ||
    view.board.some((b) => b !== null && b.instance === o.instance && b.side === side);
  const value = (i: number) => worthOfCard(config, card(p.options[i])) * (mine(p.options[i]) ? 1 : -1);
  const leastWanted = () =>
    take(
      byWorth((i) => -value(i)),
      Math.max(p.min, Math.min(1, p.max)),
    );
  switch (p.kind) {
    case 'chess/pick':
      return take(
        byWorth((i) => effectWorth(card(p.options[i]))),
        p.min,
      );
    case 'chess/capture-effect': {
      const yes = answerIndex(p, 'yes');
      return [effectWorth(card(p.options[yes])) > 0 ? yes : answerIndex(p, 'no')];
    }
    case 'chess/arrange':
      return [answerIndex(p, 'yes')]; // the default arrangement
    case 'chess/arrange-pair':
      return [0];
    case 'effect/may':
      return [answerIndex(p, 'yes')];
    // Another player than itself, if there is one.
    case 'effect/player':
      return [
        Math.max(
          0,
          p.options.findIndex((o) => o.seat !== p.seat),
        ),
      ];
    // "… or …": the sentence that draws first, if any.
    case 'effect/branch':
      return [
        Math.max(
          0,
          p.options.findIndex((o) => o.steps?.[0]?.kind === 'draw'),
        ),
      ];
    case 'effect/which-cards':
      return [0];
    case 'effect/domain':
    case 'effect/number':
      return [chooseValue(p, ownCards(view, env.catalogue))];
    case 'effect/order':
      // The card it wants most goes first or nearer the top; the one it wants least goes under first.
      return [p.effect?.role === 'bottom' ? byWorth(value).at(-1)! : byWorth(value)[0]];
    case 'effect/cards':
      // Cards picked one at a time (the phrase allows too many sets to list) once Done may end the
      // picking: the least wanted, whatever the verb, so Done comes as soon as it may. (Before enough are
      // picked there is no Done option, and nothing else tells the picking apart: the verb decides.)
      if (p.options.some((o) => o.answer === 'done')) return leastWanted();
      // "… counts as …": its most valuable cards, its own or not.
      if (p.effect?.verb === 'count-as')
        return take(
          byWorth((i) => worthOfCard(config, card(p.options[i]))),
          Math.max(p.min, 1),
        );
      if (wants(p.effect)) return take(byWorth(value), p.max);
      return leastWanted();
    default:
      // The rules file's discards ("discard down to …").
      return leastWanted();
  }
}
