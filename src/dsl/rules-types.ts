/* Generated from schema/rules.schema.json by `npm run gen:types`. Do not edit. */

/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "shape".
 */
export type Shape =
  | {
      kind: 'pile' | 'set';
    }
  | {
      kind: 'slots';
      slots: number;
    }
  | {
      kind: 'grid';
      rows: number;
      columns: number;
    };
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "zoneRefs".
 */
export type ZoneRefs = ZoneRef[];
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "domain".
 */
export type Domain = 'knowledge' | 'science' | 'technology' | 'services';
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "effectKind".
 */
export type EffectKind =
  | 'draw'
  | 'reveal'
  | 'look'
  | 'exchange'
  | 'replace'
  | 'expel'
  | 'discard'
  | 'give'
  | 'take'
  | 'pick'
  | 'put'
  | 'arrange'
  | 'shuffle'
  | 'copy';
/**
 * One step of the setup or of a phase, run by the engine.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "step".
 */
export type Step =
  | ShuffleStep
  | DealHandsStep
  | DealStep
  | MoveStep
  | ExpelStep
  | ChooseMarkerStep
  | PassMarkerStep
  | DiscardDownStep
  | DrawStep
  | DrawUpToStep
  | DiscardStep
  | GiveChipsStep
  | CallStep
  | CardSentencesStep;
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "condition".
 */
export type Condition =
  | {
      if: string;
    }
  | {
      unless: string;
    }
  | {
      players: PlayerRange;
    };
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "face".
 */
export type Face = 'up' | 'down';
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "direction".
 */
export type Direction = 'clockwise' | 'counterclockwise';
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "stepPlayers".
 */
export type StepPlayers =
  | {
      who: 'each-player';
      /**
       * Only the players holding fewer cards than this.
       */
      fewerThan?: number;
    }
  | {
      who: 'marker';
      marker: string;
    };
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "actor".
 */
export type Actor =
  | {
      who: 'each-player';
      direction: Direction;
      /**
       * The marker of the player who acts first.
       */
      from: string;
    }
  | {
      who: 'all-at-once' | 'active-player' | 'game';
    }
  | {
      who: 'marker';
      marker: string;
    };

/**
 * One compiled rules file (rules/<game>.rules): the numbers, zones, terms, setup, phases and house rulings of a game.
 */
export interface Rules {
  /**
   * The game's id, from the file name: rules/grid-poker.rules is 'grid-poker'.
   */
  id: string;
  /**
   * The game's name as players read it.
   */
  game: string;
  players: PlayerRange;
  decks: {
    /**
     * 'tech-deck': 54 cards with 2 wilds; 'standard': 52 cards.
     */
    kind: 'tech-deck' | 'standard';
    count: Amount;
  };
  /**
   * Cards dealt to each player's hand by the `deal the hands` step; null when the file has no `deal:`.
   */
  deal: Amount | null;
  /**
   * null: no hand limit.
   */
  handLimit: Amount | null;
  /**
   * null: no round limit (the game ends by a procedure).
   */
  rounds: Amount | null;
  /**
   * How long an effect lasts when its card doesn't say.
   */
  duration: 'round' | 'turn' | 'game';
  /**
   * Seat markers: 'first-player' always, then the ones the file names (set by procedures).
   *
   * @minItems 1
   */
  markers: string[];
  /**
   * Every place a card can be, by name. deck, discard, hand and expelled are the zones card effects name.
   */
  zones: {
    deck: Zone;
    discard: Zone;
    hand: Zone;
    expelled: Zone;
    [k: string]: Zone;
  };
  /**
   * What the card DSL's words mean in this game, as zones: 'in play', 'a card you control', 'neutral', 'your hand', 'the deck', 'the discard'.
   */
  terms: {
    inPlay: ZoneRefs;
    controlled: ZoneRefs;
    neutral: ZoneRefs;
    hand: ZoneRefs;
    deck: ZoneRefs;
    discard: ZoneRefs;
  };
  protections: Protection[];
  /**
   * Points, by name.
   */
  scoring: {
    [k: string]: number;
  };
  /**
   * The game's other numbers, by name, read by its procedures.
   */
  numbers: {
    [k: string]: number;
  };
  setup: Step[];
  /**
   * The phases of a round, in order.
   *
   * @minItems 1
   */
  phases: Phase[];
  /**
   * House rulings as named settings, each pointing to its ruling (G7).
   */
  rulings: {
    [k: string]: Ruling;
  };
  /**
   * Each ruling's reason, by the ruling's name: the words its comment gives after the pointer (`# ruling: GX2 — G11 names no sizes …`).
   */
  reasons?: {
    [k: string]: string;
  };
}
/**
 * A number of players, both ends included.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "playerRange".
 */
export interface PlayerRange {
  min: number;
  max: number;
}
/**
 * A number that may depend on the number of players: the first case whose range holds the player count, else value.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "amount".
 */
export interface Amount {
  value: number;
  cases: {
    players: PlayerRange;
    value: number;
  }[];
}
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "zone".
 */
export interface Zone {
  owner: 'shared' | 'per-player';
  /**
   * 'private': only its owner sees it.
   */
  visibility: 'face-up' | 'face-down' | 'private';
  shape: Shape;
}
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "zoneRef".
 */
export interface ZoneRef {
  zone: string;
  /**
   * 'the market' (shared), 'your company' (yours), 'each company' (each), 'your cards on the board' (your-cards: the cards you own in a shared zone).
   */
  whose: 'shared' | 'yours' | 'each' | 'your-cards';
}
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "protection".
 */
export interface Protection {
  cards: CardFilter;
  /**
   * Effect step kinds that may not act on these cards.
   *
   * @minItems 1
   */
  cannot: EffectKind[];
}
/**
 * Which cards: all of them when empty.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "cardFilter".
 */
export interface CardFilter {
  wild?: true;
  /**
   * @minItems 1
   */
  domains?: Domain[];
  value?: {
    min?: number;
    max?: number;
  };
  zone?: ZoneRef;
}
/**
 * Shuffle a zone, or shuffle it into another.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "shuffleStep".
 */
export interface ShuffleStep {
  kind: 'shuffle';
  zone: ZoneRef;
  into?: ZoneRef;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Deal `deal` cards from the deck to each player's hand.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "dealHandsStep".
 */
export interface DealHandsStep {
  kind: 'deal-hands';
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Deal cards one by one from the top of a zone.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "dealStep".
 */
export interface DealStep {
  kind: 'deal';
  count: number;
  from: ZoneRef;
  to: ZoneRef;
  face?: Face;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Move the matching cards from one zone to another.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "moveStep".
 */
export interface MoveStep {
  kind: 'move';
  cards: StepCards;
  from: ZoneRef;
  to: ZoneRef;
  face?: Face;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "stepCards".
 */
export interface StepCards {
  count: 'all' | number;
  filter: CardFilter;
}
/**
 * Remove the matching cards from the game.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "expelStep".
 */
export interface ExpelStep {
  kind: 'expel';
  cards: StepCards;
  from: ZoneRef;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Give a seat marker to a player.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "chooseMarkerStep".
 */
export interface ChooseMarkerStep {
  kind: 'choose-marker';
  marker: string;
  how: 'at-random';
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Pass a seat marker to the next player.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "passMarkerStep".
 */
export interface PassMarkerStep {
  kind: 'pass-marker';
  marker: string;
  direction: Direction;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Players with more cards in hand discard down to a limit, choosing which.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "discardDownStep".
 */
export interface DiscardDownStep {
  kind: 'discard-down';
  players: StepPlayers;
  to: 'hand-limit' | number;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Players draw cards from the deck.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "drawStep".
 */
export interface DrawStep {
  kind: 'draw';
  players: StepPlayers;
  count: number;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Players with fewer cards in hand than `to` draw until they have `to`.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "drawUpToStep".
 */
export interface DrawUpToStep {
  kind: 'draw-up-to';
  players: StepPlayers;
  to: number;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Players discard cards from their hand, choosing which.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "discardStep".
 */
export interface DiscardStep {
  kind: 'discard';
  players: StepPlayers;
  count: number;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Each player takes chips from the bank.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "giveChipsStep".
 */
export interface GiveChipsStep {
  kind: 'give-chips';
  count: number;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * Run an engine procedure of the game's module.
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "callStep".
 */
export interface CallStep {
  kind: 'call';
  procedure: Procedure;
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "procedure".
 */
export interface Procedure {
  /**
   * An engine procedure of the game's module.
   */
  name: string;
  /**
   * 'with 2 cards' is { cards: 2 }.
   */
  args: {
    [k: string]: number;
  };
}
/**
 * Card sentences each player in turn runs as an effect: '- each player: look at the top two cards of the deck. Put them back in any order.'
 *
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "cardSentencesStep".
 */
export interface CardSentencesStep {
  kind: 'card-sentences';
  players: StepPlayers;
  /**
   * The sentences as written, as a card's effect text is.
   */
  text: string;
  /**
   * The sentences compiled as a card's effect is.
   *
   * @minItems 1
   */
  steps: import('./schema-types.js').Step[];
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "phase".
 */
export interface Phase {
  name: string;
  /**
   * The name as written, for players.
   */
  title: string;
  actor: Actor;
  /**
   * Whether the acting player may pass.
   */
  optional: boolean;
  /**
   * How many times the phase runs in a round.
   */
  repeat: number;
  procedure: Procedure | null;
  steps: Step[];
  /**
   * The step or phase runs only when every condition holds.
   *
   * @minItems 1
   */
  when?: Condition[];
}
/**
 * This interface was referenced by `Rules`'s JSON-Schema
 * via the `definition` "ruling".
 */
export interface Ruling {
  /**
   * yes/no, a whole number, words (kebab-case) or a list of them.
   */
  value: boolean | number | string | string[];
  /**
   * The house ruling of shared/rules-source/README.md it comes from: G7.
   */
  ruling: string;
}
