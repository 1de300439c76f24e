// Node types of the rules grammar (rules.peggy). Every node has `type` and `location`; offsets are
// relative to the rules file.
import type { Span } from '../card/ast.js';

export interface Node<T extends string> {
  type: T;
  location: Span;
}

export interface RulesFileNode extends Node<'RulesFile'> {
  items: TopNode[];
}

/** A top-level line (and, for a section, its items). `key` names it: `hand limit`, `zones`, … */
export type TopNode = GameNode | PlayersNode | AmountNode | MarkersNode | DurationNode | SectionNode | UnknownNode;

export interface KeyNode extends Node<'Key'> {
  name: string;
}
export interface NameNode extends Node<'Name'> {
  text: string;
}
export interface RulingRefNode extends Node<'RulingRef'> {
  id: string;
  reason: string; // the comment's words after the pointer, '' when none
}

export interface GameNode extends Node<'Game'> {
  key: KeyNode;
  title: string;
  ruling: RulingRefNode | null;
}
export interface PlayersNode extends Node<'Players'> {
  key: KeyNode;
  range: Node<'PlayerRange'> & { min: number; max: number };
  ruling: RulingRefNode | null;
}
/** decks, deal, hand limit, rounds: a number, or several by player count; `null` cases = no limit. */
export interface AmountNode extends Node<'Amount'> {
  key: KeyNode;
  cases: CaseNode[] | null;
  ruling: RulingRefNode | null;
}
export interface CaseNode extends Node<'Case'> {
  value: number;
  unit: 'tech-deck' | 'standard' | 'cards' | 'rounds';
  players: PlayerCountNode | null;
}
export interface PlayerCountNode extends Node<'PlayerCount'> {
  min: number | null;
  max: number | null;
}
export interface MarkersNode extends Node<'Markers'> {
  key: KeyNode;
  names: NameNode[];
  ruling: RulingRefNode | null;
}
export interface DurationNode extends Node<'Duration'> {
  key: KeyNode;
  unit: 'round' | 'turn' | 'game';
  ruling: RulingRefNode | null;
}
export interface UnknownNode extends Node<'Unknown'> {
  key: KeyNode;
}
export interface SectionNode extends Node<'Section'> {
  key: KeyNode;
  items: ItemNode[];
}

export type ItemNode = ZoneNode | TermNode | NamedNode | ProtectionNode | StepItemNode | PhaseNode | RulingNode;

// ---- zones and terms ----
export interface ZoneNode extends Node<'Zone'> {
  name: NameNode;
  props: ZonePropNode[];
  ruling: RulingRefNode | null;
}
export type ZonePropNode = Node<'ZoneProp'> &
  (
    | { prop: 'owner'; value: 'shared' | 'per-player' }
    | { prop: 'visibility'; value: 'face-up' | 'face-down' | 'private' }
    | { prop: 'shape'; value: 'pile' | 'set' }
    | { prop: 'shape'; value: 'grid'; rows: number; columns: number }
    | { prop: 'shape'; value: 'slots'; slots: number }
  );
export interface TermNode extends Node<'Term'> {
  name: NameNode;
  refs: ZoneRefNode[];
  ruling: RulingRefNode | null;
}
export interface ZoneRefNode extends Node<'ZoneRef'> {
  whose: 'shared' | 'yours' | 'each' | 'your-cards';
  name: NameNode;
}

// ---- named numbers, protections, rulings ----
/** An item of `scoring:` or `numbers:`. */
export interface NamedNode extends Node<'Named'> {
  name: NameNode;
  value: number;
  ruling: RulingRefNode | null;
}
export interface ProtectionNode extends Node<'Protection'> {
  cards: CardFilterNode;
  verbs: (Node<'Verb'> & { kind: string })[];
  ruling: RulingRefNode | null;
}
export interface CardFilterNode extends Node<'CardFilter'> {
  adjectives: (Node<'Wild'> | (Node<'Domain'> & { domain: string }))[];
  posts: (ValueRangeNode | ZoneRefNode)[];
}
export interface ValueRangeNode extends Node<'ValueRange'> {
  min: number | null;
  max: number | null;
}
export interface RulingNode extends Node<'Ruling'> {
  name: NameNode;
  value:
    | (Node<'Flag'> & { value: boolean })
    | (Node<'Quantity'> & { value: number })
    | (Node<'Words'> & { items: string[] });
  ruling: RulingRefNode | null;
}

// ---- setup steps and phases ----
export interface BulletNode extends Node<'Bullet'> {
  number: number | null;
}
export interface StepItemNode extends Node<'StepItem'> {
  bullet: BulletNode | null;
  step: StepNode;
  conditions: ConditionNode[];
  ruling: RulingRefNode | null;
}
export interface ConditionNode extends Node<'Condition'> {
  test: 'if' | 'unless' | 'players';
  name?: NameNode;
  players?: PlayerCountNode;
}
export interface ProcedureNode extends Node<'Procedure'> {
  name: string;
  args: (Node<'Arg'> & { value: number; noun: string })[];
}
export interface StepCardsNode extends Node<'StepCards'> {
  count: number | 'all';
  filter: CardFilterNode;
}
export interface StepPlayersNode extends Node<'Players'> {
  who: 'each-player' | 'marker';
  fewerThan?: number | null;
  marker?: NameNode;
}

export type StepNode =
  | (Node<'Shuffle'> & { zone: ZoneRefNode; into: ZoneRefNode | null })
  | Node<'DealHands'>
  | (Node<'Deal'> & { count: number; from: ZoneRefNode | null; to: ZoneRefNode; face: 'up' | 'down' | null })
  | (Node<'Move'> & { cards: StepCardsNode; from: ZoneRefNode; to: ZoneRefNode; face: 'up' | 'down' | null })
  | (Node<'Expel'> & { cards: StepCardsNode; from: ZoneRefNode })
  | (Node<'Choose'> & { marker: NameNode })
  | (Node<'Pass'> & { marker: NameNode; direction: 'clockwise' | 'counterclockwise' })
  | (Node<'GiveChips'> & { count: number })
  | (Node<'Call'> & { procedure: ProcedureNode })
  | (Node<'PlayerStep'> & { players: StepPlayersNode; action: PlayerActionNode })
  | (Node<'CardSentences'> & { players: StepPlayersNode; sentences: Node<'Text'> & { text: string } });

export type PlayerActionNode =
  | { kind: 'discard-down'; to: number | Node<'HandLimitRef'> }
  | { kind: 'draw' | 'draw-up-to' | 'discard'; count: number };

export interface PhaseNode extends Node<'Phase'> {
  number: BulletNode | null;
  name: NameNode;
  clauses: ClauseNode[];
  steps: StepItemNode[];
  ruling: RulingRefNode | null;
}
export type ClauseNode =
  | (Node<'Actor'> & { who: 'each-player' | 'all-at-once' | 'active-player' | 'game' | 'marker'; marker?: NameNode })
  | (Node<'Order'> & { direction: 'clockwise' | 'counterclockwise'; marker: NameNode })
  | (Node<'Optionality'> & { optional: boolean })
  | ProcedureNode
  | (Node<'Repeat'> & { count: number })
  | ConditionNode;
