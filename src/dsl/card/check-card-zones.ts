// Pass: the zones a card names in a game's own words ("the market", "the board") against that game's
// rules file. A card compiles on its own, so whether "the market" means anything is known only with the
// game it is played in: `tech-deck check` asks it of every rules file, `simulate` of the game it plays.
import { LineIndex, type Problem } from '../shared/problems.js';
import { listOf } from '../rules/report.js';
import type { Rules } from '../rules-types.js';
import type { Card } from '../schema-types.js';

/** The zones a card's steps name as the game's own ("market"), each once, in the order they come. */
export function namedZones(card: Pick<Card, 'effect'>): string[] {
  const found = new Set<string>();
  // Every kind of step keeps its zones in card phrases at some depth ("if", "may", "… or …" nest them).
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.place === 'zone' && typeof record.name === 'string') found.add(record.name);
    for (const key in record) visit(record[key]);
  };
  visit(card.effect?.steps ?? []);
  return [...found];
}

export interface ZoneProblem {
  zone: string;
  message: string;
  hint: string;
}

/** What is wrong with the zones `card` names in the game of `rules`: a zone it lacks, or one of each player. */
export function checkCardZones(card: Pick<Card, 'effect'>, rules: Pick<Rules, 'id' | 'game' | 'zones'>): ZoneProblem[] {
  const shared = Object.keys(rules.zones).filter(
    (name) => rules.zones[name]!.owner === 'shared' && !['deck', 'discard', 'expelled'].includes(name),
  );
  const others =
    shared.length > 0
      ? `its own zones are ${listOf(shared.map((n) => `"the ${n}"`))}`
      : 'it has no zones of its own besides the deck and the discard';
  return namedZones(card).flatMap((name) => {
    const zone = Object.hasOwn(rules.zones, name) ? rules.zones[name] : undefined;
    if (!zone)
      return [
        { zone: name, message: `"the ${name}" is not a zone of ${rules.game} (${rules.id}.rules)`, hint: `${others}.` },
      ];
    if (zone.owner !== 'shared') {
      return [
        {
          zone: name,
          message: `"the ${name}" is a zone of each player in ${rules.game}, not one zone`,
          hint: 'write "a card you control" or "your hand".',
        },
      ];
    }
    return [];
  });
}

/** The problems of a card file's named zones in the game of `rules`, each at the zone's first mention. */
export function cardZoneProblems(
  card: Pick<Card, 'effect'>,
  rules: Pick<Rules, 'id' | 'game' | 'zones'>,
  path: string,
  source: string,
): Problem[] {
  const index = new LineIndex(source);
  return checkCardZones(card, rules).map((p) => {
    const at = new RegExp(`\\bthe\\s+${p.zone.replace(/-/g, '\\-')}\\b`, 'i').exec(source);
    const start = at ? at.index + at[0].length - p.zone.length : 0;
    return index.problem(path, start, start + (at ? p.zone.length : 1), 'dsl/unknown-zone', p.message, p.hint);
  });
}
