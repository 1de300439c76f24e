// Pass: the one-line settings of a rules file — game, players, decks, deal, hand limit, rounds, the
// default duration of effects and the seat markers — to their compiled form.
import type { Sections } from './check-sections.js';
import { overlaps, resolvePlayerCount } from './lower-common.js';
import type { AmountNode, CaseNode, DurationNode, GameNode, MarkersNode, PlayersNode } from './ast.js';
import { kebab, type Reporter } from './report.js';
import type { Amount, PlayerRange, Rules } from '../rules-types.js';

export type Settings = Pick<
  Rules,
  'game' | 'players' | 'decks' | 'deal' | 'handLimit' | 'rounds' | 'duration' | 'markers'
>;

/** The smallest sensible value of each number, and what it means to go below it. */
const MINIMUM = {
  decks: [1, 'a game needs at least one deck'],
  deal: [1, 'a deal gives at least one card'],
  'hand limit': [0, 'a hand limit is 0 or more'],
  rounds: [1, 'a game has at least one round'],
} as const;

export function lowerSettings(sections: Sections, report: Reporter): Settings {
  const game = sections.get('game') as GameNode | undefined;
  const playersNode = sections.get('players') as PlayersNode | undefined;
  // Without a valid "players:" (reported already), any player count stands in, and the numbers by
  // player count are checked against nothing.
  let players: PlayerRange = { min: 1, max: Number.MAX_SAFE_INTEGER };
  let known = false;
  if (playersNode) {
    const { min, max } = playersNode.range;
    if (min < 1 || max < min) {
      report.at(
        playersNode.range,
        'rules/bad-players',
        `"${min} to ${max}" is not a number of players`,
        'write the smaller number first, from 1: `players: 2 to 4`.',
      );
    } else {
      players = { min, max };
      known = true;
    }
  }
  const lower = (node: AmountNode, cases: CaseNode[]) => lowerAmount(node, cases, players, known, report);

  const amount = (name: 'deal' | 'hand limit' | 'rounds') => {
    const node = sections.get(name) as AmountNode | undefined;
    return node?.cases ? lower(node, node.cases) : null;
  };
  const decksNode = sections.get('decks') as AmountNode | undefined;
  const decks: Settings['decks'] = { kind: 'tech-deck', count: { value: 1, cases: [] } };
  if (decksNode?.cases) {
    decks.kind = decksNode.cases[0]!.unit as Settings['decks']['kind'];
    for (const c of decksNode.cases) {
      if (c.unit !== decks.kind)
        report.at(
          c,
          'rules/mixed-decks',
          'every case must use the same kind of deck',
          `write "${decks.kind === 'tech-deck' ? 'Tech Deck' : 'standard deck'}" here too.`,
        );
    }
    decks.count = lower(decksNode, decksNode.cases);
  }

  const markers = ['first-player'];
  for (const name of (sections.get('markers') as MarkersNode | undefined)?.names ?? []) {
    const marker = kebab(name.text);
    if (!markers.includes(marker)) markers.push(marker);
  }

  return {
    game: game?.title ?? '',
    players,
    decks,
    deal: amount('deal'),
    handLimit: amount('hand limit'),
    rounds: amount('rounds'),
    duration: (sections.get('effects last') as DurationNode | undefined)?.unit ?? 'round',
    markers,
  };
}

/**
 * `4; 3 with 5 or more players`: the case without a player count is the value; the others are cases.
 * When every case names its player counts, together they must cover all of the game's.
 */
function lowerAmount(
  node: AmountNode,
  cases: CaseNode[],
  players: PlayerRange,
  known: boolean,
  report: Reporter,
): Amount {
  const name = node.key.name as keyof typeof MINIMUM;
  const [minimum, why] = MINIMUM[name];
  for (const c of cases) if (c.value < minimum) report.at(c, 'rules/bad-number', `${why}, not ${c.value}`);

  const defaults = cases.filter((c) => c.players === null);
  if (defaults.length > 1) {
    report.at(
      defaults[1]!,
      'rules/two-defaults',
      `"${name}" has two numbers for the same players`,
      'give the second one its player counts: `3 with 5 or more players`.',
    );
  }
  const ranged = cases
    .filter((c) => c.players !== null)
    .map((c) => ({
      node: c,
      players: known
        ? resolvePlayerCount(c.players!, players, report)
        : { min: c.players!.min ?? 1, max: c.players!.max ?? c.players!.min ?? 1 },
      value: c.value,
    }));
  ranged.forEach((a, i) => {
    const earlier = ranged.slice(0, i).find((b) => overlaps(a.players, b.players));
    if (earlier)
      report.at(
        a.node.players!,
        'rules/overlapping-cases',
        `these player counts are already given a number on this line`,
        'give each player count one number.',
      );
  });
  if (defaults.length === 0 && known) {
    for (let n = players.min; n <= players.max; n++) {
      if (!ranged.some((r) => r.players.min <= n && n <= r.players.max)) {
        report.at(
          node.key,
          'rules/players-not-covered',
          `"${name}" gives no number for ${n} players`,
          'add a number for the other player counts: `4; 3 with 5 or more players`.',
        );
        break;
      }
    }
  }
  return {
    value: defaults[0]?.value ?? ranged[0]?.value ?? 0,
    cases: ranged.map((r) => ({ players: r.players, value: r.value })),
  };
}
