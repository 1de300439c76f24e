// Pass: the zones a card names in a game's own words ("the market", "the board") against that game's
// rules file. A card compiles on its own, so whether "the market" means anything is known only with the
// game it is played in: `tech-deck check` asks it of every rules file, `simulate` of the game it plays.
import { LineIndex, type Problem } from '../shared/problems.js';
import { listOf } from '../rules/report.js';
import { didYouMean } from '../shared/suggest.js';
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

/** What the zone checks read of a game's rules: its id, its title and whose each zone is. */
export interface ZoneGame {
  id: string;
  game: string;
  zones: Readonly<Record<string, { owner: string }>>;
}

export interface ZoneProblem {
  zone: string;
  message: string;
  hint: string;
}

/** What is wrong with the zones `card` names in the game of `rules`: a zone it lacks, or one of each player. */
export function checkCardZones(card: Pick<Card, 'effect'>, rules: ZoneGame): ZoneProblem[] {
  const shared = sharedZonesOf(rules);
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

/**
 * What is wrong with the zones `card` names in a deck played by every game of `games` (the rules files
 * `tech-deck check` reads): one problem a zone, however many games lack it. With `only: 'nowhere'` (a
 * card checked without rules files, which may be meant for one game) a zone is wrong only when no game
 * has it: a slip of the pen ("the markt"), not a zone of another game.
 */
export function deckZoneProblems(
  card: Pick<Card, 'effect'>,
  games: readonly ZoneGame[],
  only: 'everywhere' | 'nowhere' = 'everywhere',
): ZoneProblem[] {
  return namedZones(card).flatMap((name): ZoneProblem[] => {
    const has = (rules: Pick<ZoneGame, 'zones'>) => Object.hasOwn(rules.zones, name);
    const lacking = games.filter((rules) => !has(rules));
    const having = games.filter(has);
    // One game: its own words, and the zone of it one slip away ("markt"), if any, as the one meant.
    if (games.length === 1) {
      const near = having.length === 0 ? didYouMean(name, sharedZonesOf(games[0]!)) : null;
      return checkCardZones(card, games[0]!)
        .filter((p) => p.zone === name)
        .map((p) => (near ? { ...p, hint: `did you mean "the ${near}"?` } : p));
    }
    if (having.length === 0 && games.length > 0) {
      const zones = new Map<string, string[]>();
      for (const rules of games)
        for (const zone of sharedZonesOf(rules)) zones.set(zone, [...(zones.get(zone) ?? []), rules.game]);
      const near = didYouMean(name, [...zones.keys()]);
      return [
        {
          zone: name,
          message: `"the ${name}" is not a zone of any of the ${games.length} games`,
          hint: near
            ? `did you mean "the ${near}" (a zone of ${listOf(zones.get(near)!)})?`
            : `their own zones are ${listOf([...zones.keys()].map((z) => `"the ${z}"`))}.`,
        },
      ];
    }
    const perPlayer = having.find((rules) => rules.zones[name]!.owner !== 'shared');
    if (perPlayer) return checkCardZones(card, perPlayer).filter((p) => p.zone === name);
    if (only === 'nowhere' || lacking.length === 0) return [];
    return [
      {
        zone: name,
        message: `"the ${name}" is not a zone of ${listOf(lacking.map((rules) => `${rules.game} (${rules.id}.rules)`))}`,
        hint: `only ${listOf(having.map((rules) => rules.game))} ${having.length === 1 ? 'has' : 'have'} it, and every game checked plays the whole deck: name a place they all have, such as "your hand" or "the discard".`,
      },
    ];
  });
}

/** A game's zones a card may name as its own: the shared ones, but the deck and the discard (every game has those). */
function sharedZonesOf(rules: Pick<ZoneGame, 'zones'>): string[] {
  return Object.keys(rules.zones).filter(
    (name) => rules.zones[name]!.owner === 'shared' && !['deck', 'discard', 'expelled'].includes(name),
  );
}

/** Each zone problem of a card file, at the zone's first mention in `source` (which starts at `offset` of the file). */
export function locateZoneProblems(
  problems: readonly ZoneProblem[],
  path: string,
  source: string,
  index = new LineIndex(source),
  offset = 0,
): Problem[] {
  // Looked for from the effect on: a note or the card's fact may say "the markt" too.
  const effect = Math.max(0, source.search(/^effect[ \t]*:/im));
  return problems.map((p) => {
    const pattern = new RegExp(`\\bthe\\s+${p.zone.replace(/-/g, '\\-')}\\b`, 'gi');
    pattern.lastIndex = effect;
    const at = pattern.exec(source);
    const start = offset + (at ? at.index + at[0].length - p.zone.length : effect);
    return index.problem(path, start, start + (at ? p.zone.length : 1), 'dsl/unknown-zone', p.message, p.hint);
  });
}

/** The problems of a card file's named zones in the game of `rules`, each at the zone's first mention. */
export function cardZoneProblems(card: Pick<Card, 'effect'>, rules: ZoneGame, path: string, source: string): Problem[] {
  return locateZoneProblems(checkCardZones(card, rules), path, source);
}
