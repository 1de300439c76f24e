// Lowering shared by the rules passes: zone references, card filters and player counts, from their
// nodes to the plain objects of the compiled rules.
import type { CardFilterNode, PlayerCountNode, ZoneRefNode } from './ast.js';
import { kebab, type Reporter } from './report.js';
import type { CardFilter, Domain, PlayerRange, ZoneRef } from '../rules-types.js';

export function lowerZoneRef(node: ZoneRefNode): ZoneRef {
  return { zone: kebab(node.name.text), whose: node.whose };
}

/** "wild cards", "Science cards of value 10 or more in the market". */
export function lowerCardFilter(node: CardFilterNode, report: Reporter): CardFilter {
  const filter: CardFilter = {};
  const domains = new Set<Domain>();
  for (const adjective of node.adjectives) {
    if (adjective.type === 'Wild') filter.wild = true;
    else domains.add(adjective.domain as Domain);
  }
  if (domains.size > 0) filter.domains = [...domains];
  if (filter.wild && filter.domains) {
    report.at(node, 'rules/conflict', 'a wild card has no domain', 'say "wild cards" or name a domain, not both.');
  }
  for (const post of node.posts) {
    if (post.type === 'ValueRange') {
      if (filter.value) report.at(post, 'rules/filter-twice', 'the value is given twice', 'keep one "of value …".');
      const outside = [post.min, post.max].find((v) => v !== null && (v < 1 || v > 13));
      if (outside !== undefined) {
        report.at(post, 'rules/value-out-of-range', `a card's value is from 1 to 13, not ${outside}`);
      } else if (post.min !== null && post.max !== null && post.min > post.max) {
        report.at(
          post,
          'rules/value-out-of-range',
          `no value is from ${post.min} to ${post.max}`,
          'write the smaller value first.',
        );
      }
      // "of value 13" is { min: 13, max: 13 }; "of value 10 or more" leaves out the max.
      filter.value = {
        ...(post.min !== null ? { min: post.min } : {}),
        ...(post.max !== null ? { max: post.max } : {}),
      };
    } else {
      if (filter.zone) report.at(post, 'rules/filter-twice', 'the zone is given twice', 'keep one "in …".');
      filter.zone = lowerZoneRef(post);
    }
  }
  return filter;
}

/**
 * "with 5 or more players" as a range within the game's player counts: an open end takes the game's
 * own. A range outside the game's is a problem.
 */
export function resolvePlayerCount(node: PlayerCountNode, players: PlayerRange, report: Reporter): PlayerRange {
  const range = { min: node.min ?? players.min, max: node.max ?? players.max };
  if (range.min > range.max || range.min < players.min || range.max > players.max) {
    const said =
      node.min === node.max
        ? `${node.min}`
        : node.max === null
          ? `${node.min} or more`
          : node.min === null
            ? `${node.max} or fewer`
            : `${node.min} to ${node.max}`;
    report.at(
      node,
      'rules/players-out-of-range',
      `"${said} players" is not a player count of this game`,
      `the game is for ${players.min === players.max ? players.min : `${players.min} to ${players.max}`} players (see "players:").`,
    );
  }
  return range;
}

export const overlaps = (a: PlayerRange, b: PlayerRange) => a.min <= b.max && b.min <= a.max;
