/* Generated from schema/*.schema.json by `npm run gen:types`. Do not edit. */

/**
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "step".
 */
export type Step =
  | Draw
  | Reveal
  | Look
  | Exchange
  | Replace
  | Expel
  | Discard
  | Give
  | Take
  | Pick
  | PickPlayer
  | Put
  | Arrange
  | Shuffle
  | Copy
  | CountAs
  | Choice
  | May
  | If
  | Repeat
  | ForEach
  | Choose;
/**
 * A player phrase: 'you' is the card's user, 'they' the acting player of a sentence whose subject is several players.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "player".
 */
export type Player =
  | 'you'
  | 'they'
  | 'that-player'
  | 'a-player'
  | 'an-opponent'
  | 'each-player'
  | 'all-players'
  | 'each-other-player'
  | 'left-of-you'
  | 'left-of-them'
  | 'each-opponent'
  | 'right-of-you'
  | 'right-of-them'
  | 'most-cards'
  | 'fewest-cards'
  | 'other-player';
/**
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "cards".
 */
export type Cards = Selection | Reference | Alternatives;
/**
 * A number known only when the effect runs: how many cards a phrase names, how many the last sentence named ('that many'), or how many players a phrase names.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "quantity".
 */
export type Quantity =
  | {
      cardsIn: Selection;
    }
  | {
      thatMany: true;
    }
  | {
      players: Player;
    };
/**
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "domain".
 */
export type Domain = 'knowledge' | 'science' | 'technology' | 'services';
/**
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "zone".
 */
export type Zone =
  | {
      place: 'deck';
      end: 'top' | 'bottom';
      /**
       * 'cards from the top of the deck': the top card not yet revealed by this effect
       */
      next?: true;
    }
  | {
      place: 'discard';
      /**
       * 'the top card of the discard': the cards discarded last, from the top, with no choice
       */
      end?: 'top';
    }
  | {
      place: 'hand';
      player: Player;
    }
  | {
      place: 'in-play';
      control: 'any' | 'neutral' | 'you' | 'they' | 'that-player' | 'opponent';
    }
  | {
      place: 'zone';
      name: string;
    };
/**
 * What an 'if' (or an 'until') tests: the card or cards named before, the number of cards somewhere, the players' cards compared, whether the last sentence did anything, or the opposite of a condition.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "condition".
 */
export type Condition =
  | {
      /**
       * the card named before, or of the cards named before: both of two, all, or any of them
       */
      subject: 'it' | 'that-card' | 'both' | 'all-of-them' | 'any-of-them';
      test: Filter;
    }
  | {
      count: Quantity;
      atLeast?: number;
      atMost?: number;
    }
  | {
      compare: 'more' | 'fewer';
      cards: Selection;
      than: 'each-opponent' | 'an-opponent';
    }
  | {
      did: true;
      /**
       * 'If they do', 'If that player does': the last sentence was of the one player named before it, not of you (the words only: the test is the same)
       */
      by?: 'they' | 'that-player';
    }
  | {
      not: Condition;
    };

/**
 * A compiled card effect: its keyword, its text as written, and the steps the engine runs.
 */
export interface Effect {
  keyword: string;
  text: string;
  /**
   * @minItems 1
   */
  steps: Step[];
}
/**
 * Draw cards: from the deck unless the cards say otherwise.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "draw".
 */
export interface Draw {
  kind: 'draw';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
}
/**
 * Cards chosen (by the actor) from a zone.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "selection".
 */
export interface Selection {
  count: Count;
  filter?: Filter;
  zone: Zone;
  /**
   * 'another card': never the card whose effect runs
   */
  other?: true;
  /**
   * 'at random', 'a random card': picked at random, by nobody
   */
  random?: true;
}
/**
 * How many cards: exactly n, up to n, any number, or all of them; with `per` ('… for each …', 'that many'), n times a number known when the effect runs.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "count".
 */
export interface Count {
  mode: 'exactly' | 'up-to' | 'any' | 'all';
  n?: number;
  per?: Quantity;
  /**
   * written without a count ('draw cards until …'): one at a time, in a repetition
   */
  bare?: true;
}
/**
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "filter".
 */
export interface Filter {
  /**
   * @minItems 1
   */
  domains?: Domain[];
  wild?: boolean;
  value?: ValueRange;
  /**
   * 'of that domain', 'of the chosen domain': the domain chosen earlier in the effect
   */
  chosenDomain?: true;
  /**
   * 'of the chosen number', 'of that value': the number chosen earlier in the effect
   */
  chosenValue?: true;
}
/**
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "value-range".
 */
export interface ValueRange {
  min?: number;
  max?: number;
}
/**
 * Cards named earlier in the effect; with a count, some of them ('one of them').
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "reference".
 */
export interface Reference {
  ref: 'it' | 'them' | 'that-card' | 'those-cards' | 'the-rest' | 'the-other' | 'the-others';
  count?: Count;
}
/**
 * Alternatives: the actor picks the cards from any one of them.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "alternatives".
 */
export interface Alternatives {
  /**
   * @minItems 2
   */
  anyOf: (Selection | Reference)[];
}
/**
 * Show cards to all players; they then return where they came from, in order.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "reveal".
 */
export interface Reveal {
  kind: 'reveal';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
}
/**
 * Only the actor sees the cards.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "look".
 */
export interface Look {
  kind: 'look';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  /**
   * the word the card uses for this verb, kept so that the text reads back as written
   */
  word?: 'peek';
}
/**
 * Swap places: the cards with the 'with' cards, or two cards with each other.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "exchange".
 */
export interface Exchange {
  kind: 'exchange';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  with?: Cards;
  /**
   * the word the card uses for this verb, kept so that the text reads back as written
   */
  word?: 'swap';
}
/**
 * Discard the cards and put the 'with' cards in their place.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "replace".
 */
export interface Replace {
  kind: 'replace';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  with: Cards;
}
/**
 * Remove the cards from the game.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "expel".
 */
export interface Expel {
  kind: 'expel';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
}
/**
 * Put the cards into the discard.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "discard".
 */
export interface Discard {
  kind: 'discard';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
}
/**
 * Move cards from the actor to another player's hand.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "give".
 */
export interface Give {
  kind: 'give';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  to: Player;
  /**
   * the word the card uses for this verb, kept so that the text reads back as written
   */
  word?: 'pass';
}
/**
 * Move cards into a player's hand.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "take".
 */
export interface Take {
  kind: 'take';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  into: Player;
  /**
   * the word the card uses for this verb, kept so that the text reads back as written
   */
  word?: 'steal' | 'return' | 'put';
}
/**
 * Select cards; later sentences refer to them.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "pick".
 */
export interface Pick {
  kind: 'pick';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  /**
   * the word the card uses for this verb, kept so that the text reads back as written
   */
  word?: 'choose';
}
/**
 * Select a player; later sentences say 'that player'.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "pick-player".
 */
export interface PickPlayer {
  kind: 'pick-player';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  player: Player;
  /**
   * the word the card uses for this verb, kept so that the text reads back as written
   */
  word?: 'choose';
}
/**
 * Put cards on top of or at the bottom of the deck.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "put".
 */
export interface Put {
  kind: 'put';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  position: 'top' | 'bottom';
  anyOrder?: true;
}
/**
 * Put the cards back in the order the actor chooses.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "arrange".
 */
export interface Arrange {
  kind: 'arrange';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  /**
   * written 'put … back in any order'
   */
  word?: 'put-back';
}
/**
 * Shuffle the cards into the deck.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "shuffle".
 */
export interface Shuffle {
  kind: 'shuffle';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
}
/**
 * Use the effect of another card.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "copy".
 */
export interface Copy {
  kind: 'copy';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
}
/**
 * A lasting change: the cards count as another domain or value; without a duration, the game's default.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "count-as".
 */
export interface CountAs {
  kind: 'count-as';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  cards: Cards;
  as: {
    domain?: Domain;
    value?: number;
  };
  duration?: 'round' | 'turn' | 'game';
}
/**
 * '… or …': the actor chooses one option.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "choice".
 */
export interface Choice {
  kind: 'choice';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  /**
   * @minItems 2
   */
  options: Step[][];
}
/**
 * 'You may …': the actor chooses whether to do it.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "may".
 */
export interface May {
  kind: 'may';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  /**
   * @minItems 1
   */
  steps: Step[];
}
/**
 * Run the steps only when the condition holds; 'Otherwise, …' runs the others.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "if".
 */
export interface If {
  kind: 'if';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  condition: Condition;
  /**
   * @minItems 1
   */
  steps: Step[];
  /**
   * 'Otherwise, …': the steps run when the condition does not hold
   *
   * @minItems 1
   */
  else?: Step[];
}
/**
 * 'Draw cards until your hand has six cards.': the steps again and again until the condition holds; it also ends when a round names no card (the deck ran out).
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "repeat".
 */
export interface Repeat {
  kind: 'repeat';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  /**
   * @minItems 1
   */
  steps: Step[];
  until: Condition;
  /**
   * 'before': the condition is tested before each round ('until your hand has six cards'); 'after': after it ('until you reveal a Services card')
   */
  check: 'before' | 'after';
}
/**
 * 'For each opponent, discard a card.': the steps once for each player (who is 'that player' meanwhile) or for each card the phrase names.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "for-each".
 */
export interface ForEach {
  kind: 'for-each';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  /**
   * @minItems 1
   */
  steps: Step[];
  over: Quantity;
}
/**
 * 'Choose a domain.', 'Choose a number from 1 to 13.': later sentences say 'that domain', 'the chosen number'.
 *
 * This interface was referenced by `Effect`'s JSON-Schema
 * via the `definition` "choose".
 */
export interface Choose {
  kind: 'choose';
  actor: Player;
  /**
   * written after 'Then,'
   */
  then?: true;
  value: 'domain' | 'number';
  min?: number;
  max?: number;
}

/**
 * One compiled card file of the Tech Deck.
 */
export interface Card {
  id: string;
  value: number | null;
  domain: 'knowledge' | 'science' | 'technology' | 'services' | 'wild';
  name: string;
  year: number;
  people: string;
  fact: string;
  source: 'published' | 'provisional';
  ruling?: string;
  effect: Effect | null;
}
