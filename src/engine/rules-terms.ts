// A game's rules file says what the card words mean there; this turns its zones, terms and
// protections into the engine's Terms.
import type { Rules, RulesZoneRef } from '../dsl/runtime.js';
import type { Terms } from './terms.js';

export function termsFromRules(rules: Rules): Terms {
  const zones = Object.entries(rules.zones);
  const first = (refs: RulesZoneRef[], fallback: string) => refs[0]?.zone ?? fallback;
  const perPlayer = (name: string) => rules.zones[name]?.owner === 'per-player';
  const hand = first(rules.terms.hand, 'hand');
  const deck = first(rules.terms.deck, 'deck');
  return {
    deck,
    discard: first(rules.terms.discard, 'discard'),
    expelled: 'expelled',
    hand,
    controlled: rules.terms.controlled.filter((r) => r.whose !== 'your-cards' && perPlayer(r.zone)).map((r) => r.zone),
    ownedZones: rules.terms.controlled.filter((r) => r.whose === 'your-cards').map((r) => r.zone),
    neutral: rules.terms.neutral.filter((r) => !perPlayer(r.zone)).map((r) => r.zone),
    faceDown: zones
      .filter(([name, z]) => z.owner === 'per-player' && z.visibility !== 'face-up' && name !== hand)
      .map(([name]) => name),
    secret: zones
      .filter(([name, z]) => z.owner === 'shared' && z.visibility !== 'face-up' && name !== deck)
      .map(([name]) => name),
    slotted: zones.filter(([, z]) => z.shape.kind === 'slots' || z.shape.kind === 'grid').map(([name]) => name),
    protections: rules.protections.map((p) => {
      const { zone, ...filter } = p.cards;
      return { verbs: [...p.cannot], filter, ...(zone ? { zone: zone.zone } : {}) };
    }),
    duration: rules.duration,
  };
}
