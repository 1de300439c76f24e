// Node types of the two Peggy grammars (card.peggy, effect.peggy). Every node has `type` and
// `location`; offsets are relative to the text handed to the parser.
import type { Domain, Player as PlayerName } from '../schema-types.js';

export interface Position {
  offset: number;
  line: number;
  column: number;
}
export interface Span {
  start: Position;
  end: Position;
}
interface Node<T extends string> {
  type: T;
  location: Span;
}

// ---- card.peggy ----
export interface CardFileNode extends Node<'CardFile'> {
  lines: (FieldNode | BadLineNode)[];
}
export interface FieldNode extends Node<'Field'> {
  key: Node<'Key'> & { name: string };
  value: ValueNode;
}
export interface ValueNode extends Node<'Value'> {
  raw: string;
  text: string;
}
export interface BadLineNode extends Node<'BadLine'> {
  text: string;
}

// ---- effect.peggy ----
export interface EffectNode extends Node<'Effect'> {
  keyword: string;
  sentences: SentenceNode[];
}
export interface SentenceNode extends Node<'Sentence'> {
  then: boolean;
  body: StatementNode | ConditionalNode | CountAsNode | OtherwiseNode | ForEachNode | RepeatNode;
}
export interface ConditionalNode extends Node<'Conditional'> {
  condition: AnyConditionNode;
  body: StatementNode | CountAsNode | RepeatNode;
}
export interface OtherwiseNode extends Node<'Otherwise'> {
  body: StatementNode | CountAsNode | RepeatNode;
}
export interface ForEachNode extends Node<'ForEach'> {
  over: EachWhatNode;
  body: StatementNode | CountAsNode | RepeatNode;
}
export type EachWhatNode =
  | (Node<'EachPlayers'> & { player: PlayerName })
  | (Node<'EachCards'> & { cards: SelectionNode });
export interface RepeatNode extends Node<'Repeat'> {
  subject: PlayerNode | null;
  verb: 'draw' | 'reveal' | 'discard' | 'expel';
  cards: Node<'NextCards'> | SelectionNode;
  until: (Node<'Found'> & { verb: RepeatNode['verb']; test: TestNode }) | CardsCountedNode;
}
export type AnyConditionNode =
  | ConditionNode
  | (Node<'Did'> & { not: boolean; by: 'you' | 'they' | 'that-player' })
  | CardsCountedNode
  | PlayersComparedNode;
export interface ConditionNode extends Node<'Condition'> {
  subject: 'it' | 'that-card' | 'both' | 'all-of-them' | 'any-of-them';
  not: boolean;
  test: TestNode;
}
export interface TestNode extends Node<'Test'> {
  wild?: true;
  domains?: Domain[];
  value?: ValueNode2 | null;
  chosenDomain?: true;
  chosenValue?: true;
}
export interface CompareNode extends Node<'Compare'> {
  atLeast?: number;
  atMost?: number;
  n?: number;
}
export interface CountedCardsNode {
  adjectives: AdjectiveNode[];
  posts: ValueNode2[];
}
export interface CardsCountedNode extends Node<'CardsCounted'> {
  compare: CompareNode;
  cards?: CountedCardsNode;
  place?:
    | (Node<'Controlled'> & { by: 'you' | 'they' | 'opponent' | 'that-player' })
    | HandNode
    | Node<'Deck'>
    | Node<'Discard'>
    | (Node<'InPlay'> & { neutral: boolean });
  selection?: SelectionNode; // "the number of cards in your hand is …"
}
export interface PlayersComparedNode extends Node<'PlayersCompared'> {
  compare: 'more' | 'fewer';
  cards: CountedCardsNode;
  place: 'hand' | 'in-play';
  than: 'each-opponent' | 'an-opponent';
}
export interface StatementNode extends Node<'Statement'> {
  subject: PlayerNode | null;
  may: boolean;
  predicates: PredicateNode[];
  joiners: JoinerNode[];
}
export interface JoinerNode extends Node<'Joiner'> {
  word: 'or' | 'and';
}
export interface CountAsNode extends Node<'CountAs'> {
  cards: CardsNode;
  as: { domain?: Domain; value?: number };
  duration: 'round' | 'turn' | 'game' | null;
}

export type PredicateNode =
  | (Node<'Draw' | 'Reveal' | 'Expel' | 'Discard' | 'Shuffle' | 'Copy'> & { cards: CardsNode })
  | (Node<'Arrange'> & { cards: CardsNode; word?: 'put-back' })
  | (Node<'Look'> & { cards: CardsNode; word?: 'peek' })
  | (Node<'Pick'> & { cards: CardsNode; word?: 'choose' })
  | (Node<'Exchange'> & { cards: CardsNode; with?: CardsNode; word?: 'swap' })
  | (Node<'Replace'> & { cards: CardsNode; with: CardsNode })
  | (Node<'Give'> & { cards: CardsNode; to: PlayerNode; word?: 'pass' })
  | (Node<'Take'> & { cards: CardsNode; into: PlayerNode; word?: 'return' | 'put' })
  | (Node<'Steal'> & { cards: CardsNode; from: PlayerNode | null })
  | (Node<'PickPlayer'> & { player: PlayerNode; word?: 'choose' })
  | (Node<'Put'> & { cards: CardsNode; position: 'top' | 'bottom'; anyOrder: boolean })
  | (Node<'Choose'> & { value: 'domain' | 'number'; min?: number; max?: number });

export type CardsNode = CardPhraseNode | AlternativesNode;
export type CardPhraseNode = ReferenceNode | DeckCardsNode | WholeZoneNode | SelectionNode;
export interface AlternativesNode extends Node<'Alternatives'> {
  options: CardPhraseNode[];
}
export type RefName = 'it' | 'them' | 'that-card' | 'those-cards' | 'the-rest' | 'the-other' | 'the-others';
export interface ReferenceNode extends Node<'Reference'> {
  ref: RefName;
  count?: CountNode;
}
export interface DeckCardsNode extends Node<'DeckCards'> {
  end: 'top' | 'bottom';
  count: CountNode;
  pile: 'deck' | 'discard'; // "of the deck", "of the discard" (its top only)
}
export interface WholeZoneNode extends Node<'WholeZone'> {
  zone: HandNode | Node<'Discard'> | NamedZoneNode;
}
export interface SelectionNode extends Node<'Selection'> {
  count: CountNode;
  adjectives: AdjectiveNode[];
  posts: PostNode[];
}
export type AdjectiveNode =
  | Node<'Neutral'>
  | Node<'Other'>
  | Node<'Wild'>
  | Node<'Random'> // "a random card"
  | (Node<'Domains'> & { domains: Domain[] });
export type PostNode =
  | Node<'InPlay'>
  | Node<'Random'> // "a card at random"
  | (Node<'Controlled'> & { by: 'you' | 'they' | 'opponent' | 'that-player' })
  | HandNode
  | Node<'Discard'>
  | Node<'ThatZone'> // "from it": the hand or zone named whole before
  | NamedZoneNode
  | ValueNode2
  | (Node<'PerEach'> & { over: EachWhatNode })
  | (Node<'ChosenFilter'> & { what: 'chosenDomain' | 'chosenValue' });
export interface HandNode extends Node<'Hand'> {
  player: PlayerNode;
}
export interface NamedZoneNode extends Node<'NamedZone'> {
  name: string;
} // "the market": a zone of the game's rules file
export interface ValueNode2 extends Node<'Value'> {
  min?: number;
  max?: number;
}
export interface CountNode extends Node<'Count'> {
  mode: 'exactly' | 'up-to' | 'any' | 'all';
  n?: number;
  implied?: true;
  thatMany?: true;
  bare?: true;
}
export interface PlayerNode extends Node<'Player'> {
  player: PlayerName;
}
