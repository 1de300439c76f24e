// The state of a game played from a rules file: the table plus the round, the seat markers, scores,
// chips, the settings (rulings with the player's options) and where the flow of phases stands.
import { amountFor, type Card, type Rules } from '../dsl/runtime.js';
import type { CheckedConfig } from './config.js';
import type { Env } from './context.js';
import { freshTable, type TableState } from './state.js';
import { seatZone } from './terms.js';

/** Where the flow of setup steps and phases stands. */
export interface FlowState {
  stage: 'setup' | 'rounds' | 'over';
  index: number; // the setup step, or the phase of the round
  part: number; // within a phase: its steps in order, then its procedure
  repeat: number; // how many times the current phase has run this round
  queue: (number | null)[] | null; // who still acts in this part (null: the game); null before it starts
  running: unknown; // the waiting procedure's own data, or null
}

export interface RulesState extends TableState {
  game: string; // the rules' id, e.g. 'grid-poker'
  round: number; // 1-based; 0 during setup
  markers: Record<string, number>; // marker → seat: { 'first-player': 2 }
  scores: number[]; // by seat
  chips: number[]; // by seat; empty when the game has no chips
  settings: Record<string, unknown>; // ruling name → value, with the match's options applied
  flow: FlowState;
}

/** The cards of the decks, one instance id each: two decks make two instances of every card. */
export function deckInstances(deck: Card[], copies: number): { cards: Record<string, string>; order: string[] } {
  const cards: Record<string, string> = {};
  let n = 0;
  for (let copy = 0; copy < copies; copy++) for (const card of deck) cards[`c${n++}`] = card.id;
  // The ids as the record's keys give them back: the zones hold the very strings the record is keyed by,
  // so a lookup by an id taken from a zone needs no search for its key first (a string made apart is one).
  return { cards, order: Object.keys(cards) };
}

/** The empty zones the rules declare: shared ones by name, per-player ones as `name:seat`; slots as gaps. */
export function zonesFor(rules: Rules, players: number): Record<string, (string | null)[]> {
  const zones: Record<string, (string | null)[]> = {};
  for (const [name, zone] of Object.entries(rules.zones)) {
    const size =
      zone.shape.kind === 'slots'
        ? zone.shape.slots
        : zone.shape.kind === 'grid'
          ? zone.shape.rows * zone.shape.columns
          : 0;
    const ids = zone.owner === 'shared' ? [name] : Array.from({ length: players }, (_, seat) => seatZone(name, seat));
    for (const id of ids) zones[id] = Array(size).fill(null);
  }
  return zones;
}

/**
 * A fresh state before the setup steps run: every card in the deck, unshuffled. `config` has passed the
 * game's checkConfig; its options are in the rules file's terms (ruling names), and one the file doesn't
 * declare (a rules file without that ruling) is left out.
 */
export function createRulesState(rules: Rules, env: Env, deck: Card[], config: CheckedConfig): RulesState {
  const copies = amountFor(rules.decks.count, config.players);
  const { cards, order } = deckInstances(deck, copies);
  const zones = zonesFor(rules, config.players);
  zones[env.terms.deck] = order;
  const settings: Record<string, unknown> = Object.fromEntries(
    Object.entries(rules.rulings).map(([name, r]) => [name, r.value]),
  );
  // Own keys only: "constructor" or "toString" is no ruling just because every object has one.
  for (const [name, value] of Object.entries(config.options)) if (Object.hasOwn(settings, name)) settings[name] = value;
  const state: RulesState = {
    game: rules.id,
    players: config.players,
    cards,
    zones,
    ...freshTable(config.seed),
    round: 0,
    markers: Object.fromEntries(rules.markers.map((m) => [m, 0])),
    scores: Array(config.players).fill(0),
    chips: [],
    settings,
    flow: { stage: 'setup', index: 0, part: 0, repeat: 0, queue: null, running: null },
  };
  return state;
}
