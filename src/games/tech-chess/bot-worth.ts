// What the bots think cards are worth: a card effect, in cards gained over the opponent (read from its
// compiled steps, so every card of the deck, and any new one, gets a figure), and the cards of a hand,
// for the builds and upgrades they make possible.
import type { Card, Domain, Step } from '../../dsl/runtime.js';
import type { ChessConfig } from './config.js';

/** Centipawns one card in hand is worth while builds or upgrades are left: a possible piece later … */
export const CARD_IN_HAND = 20;
/** … and when none are: only its effect, which mostly brings more cards. */
export const SPARE_CARD = 2;

const countOf = (cards: unknown): number => {
  const c = (cards as { count?: { mode: string; n?: number } } | undefined)?.count;
  if (!c) return 1;
  return c.mode === 'exactly' || c.mode === 'up-to' ? (c.n ?? 1) : c.mode === 'all' ? 2 : 1;
};

/** Players a step's actor stands for, from the user's view: +1 for the user, -1 per opponent. */
function actorWeight(actor: string): number {
  switch (actor) {
    case 'you':
    case 'they':
      return 1;
    case 'each-player':
    case 'all-players':
      return 0; // both do it: no gain over the opponent
    case 'each-other-player':
    case 'an-opponent':
    case 'left-of-you':
    case 'that-player':
      return -1;
    case 'each-opponent':
    case 'right-of-you':
    case 'other-player':
      return -1;
    default:
      return 0;
  }
}

/** The net cards (in hand, over the opponent) an effect's steps bring its user, roughly. */
function net(steps: Step[]): number {
  let total = 0;
  for (const step of steps) {
    switch (step.kind) {
      case 'if':
        total += 0.5 * net(step.steps);
        break;
      case 'may':
        total += Math.max(0, net(step.steps));
        break;
      case 'choice':
        total += Math.max(...step.options.map(net));
        break;
      case 'draw':
      case 'take':
        total += actorWeight(step.actor) * countOf(step.cards);
        break;
      case 'discard':
        total -= actorWeight(step.actor) * countOf(step.cards);
        break;
      case 'give':
        total -=
          (step.actor === 'you' ? 1 : step.actor === 'all-players' || step.actor === 'each-player' ? -1 : 0) *
          countOf(step.cards);
        break;
      case 'copy':
        total += 0.8;
        break; // another card's effect, usually a draw
      case 'exchange':
      case 'replace':
        total += 0.4;
        break; // a better card where it counts
      default:
        total += 0.1; // look, reveal, arrange, put, shuffle, count-as, pick: information or tempo
    }
  }
  return total;
}

/** An effect's worth in centipawns: the cards it nets its user, at `perCard` each. */
export function effectWorth(card: Card | undefined, perCard = CARD_IN_HAND): number {
  if (!card?.effect) return 0;
  return Math.round(net(card.effect.steps) * perCard);
}

/** How much a hand is worth to its owner: every card, more for the builds and upgrades it allows. */
export function handWorth(
  config: ChessConfig,
  side: number,
  hand: Card[],
  buildsLeft: number,
  upgradesLeft: number,
  upgradable: boolean,
): number {
  let worth = 0;
  let builds = buildsLeft;
  let upgrades = upgradable ? upgradesLeft : 0;
  const mine = (d: Card['domain']) => config.domains[side].includes(d as Domain);
  // Best uses first: the strongest pieces become upgrades, the pawns builds.
  const sorted = [...hand].sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const each = buildsLeft > 0 || upgrades > 0 ? CARD_IN_HAND : SPARE_CARD;
  for (const card of sorted) {
    worth += each;
    if (card.value === null || !mine(card.domain)) continue;
    const kind = config.kindOfValue[card.value];
    if (upgrades > 0 && card.value !== config.kingValue && kind > 1) {
      worth += kind === 4 ? 250 : kind === 2 ? 130 : 80; // queen, rook, knight, for a pawn later
      upgrades--;
    } else if (builds > 0 && card.value >= config.lowestPawn && card.value <= config.highestPawn) {
      worth += 40; // a pawn to build later
      builds--;
    }
  }
  return worth;
}
