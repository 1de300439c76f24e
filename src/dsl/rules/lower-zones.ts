// Pass: the game's zones, and its terms — what the card DSL's "in play", "controlled", "neutral",
// "your hand", "the deck" and "the discard" mean here, as zones.
import type { Sections } from './check-sections.js';
import { lowerZoneRef } from './lower-common.js';
import type { SectionNode, TermNode, ZoneNode } from './ast.js';
import { kebab, listOf, words, type Reporter } from './report.js';
import type { Rules, Zone, ZoneRef } from '../rules-types.js';
import { didYouMean } from '../shared/suggest.js';

export type Zones = Record<string, Zone>;

/** The zones card effects name; every game has them. */
const STANDARD_ZONES: Record<string, { check: (z: Zone) => boolean; want: string }> = {
  deck: { check: (z) => z.owner === 'shared' && z.shape.kind === 'pile', want: 'a pile, shared, face down' },
  discard: { check: (z) => z.owner === 'shared' && z.shape.kind === 'pile', want: 'a pile, shared, face up' },
  hand: { check: (z) => z.owner === 'per-player', want: 'per player, private' },
  expelled: { check: (z) => z.owner === 'shared', want: 'shared, face up' },
};

export function lowerZones(sections: Sections, report: Reporter): Zones {
  const section = sections.get('zones') as SectionNode | undefined;
  const zones: Zones = {};
  for (const item of (section?.items ?? []) as ZoneNode[]) {
    const name = kebab(item.name.text);
    if (name in zones) {
      report.at(item.name, 'rules/duplicate-name', `the zone "${item.name.text}" is given twice`, 'keep one of them.');
      continue;
    }
    zones[name] = lowerZone(item, report);
  }
  if (!section) return zones;
  const missing = Object.keys(STANDARD_ZONES).filter((name) => !(name in zones));
  if (missing.length > 0) {
    report.at(
      section.key,
      'rules/missing-zone',
      `the zones have no ${listOf(missing.map((n) => `"${n}"`))}`,
      `card effects name ${missing.length === 1 ? 'it' : 'them'}: add ${missing.map((n) => `\`${n}: ${STANDARD_ZONES[n]!.want}\``).join(', ')}.`,
      missing.length === 1 ? missing[0] : undefined,
    );
  }
  for (const [name, { check, want }] of Object.entries(STANDARD_ZONES)) {
    const zone = zones[name];
    if (zone && !check(zone)) {
      const item = (section.items as ZoneNode[]).find((z) => kebab(z.name.text) === name)!;
      report.at(
        item,
        'rules/bad-standard-zone',
        `the ${name} must be ${want.replace(/, (face|private).*/, '')}`,
        `write \`${name}: ${want}\`.`,
      );
    }
  }
  return zones;
}

function lowerZone(item: ZoneNode, report: Reporter): Zone {
  const seen = new Map<string, (typeof item.props)[number]>();
  for (const prop of item.props) {
    if (seen.has(prop.prop))
      report.at(
        prop,
        'rules/zone-property-twice',
        `the ${prop.prop} of "${item.name.text}" is given twice`,
        'keep one of them.',
      );
    else seen.set(prop.prop, prop);
  }
  const owner = seen.get('owner');
  const visibility = seen.get('visibility');
  const shape = seen.get('shape');
  if (!owner)
    report.at(
      item.name,
      'rules/missing-zone-property',
      `say whether "${item.name.text}" is shared or per player`,
      `add ", shared" or ", per player".`,
    );
  if (!visibility)
    report.at(
      item.name,
      'rules/missing-zone-property',
      `say who sees the cards of "${item.name.text}"`,
      'add ", face up", ", face down" or ", private" (only its owner sees it).',
    );
  let lowered: Zone['shape'] = { kind: 'set' };
  if (shape?.prop === 'shape') {
    if (shape.value === 'grid') lowered = { kind: 'grid', rows: shape.rows, columns: shape.columns };
    else if (shape.value === 'slots') lowered = { kind: 'slots', slots: shape.slots };
    else lowered = { kind: shape.value };
    if (Object.values(lowered).some((n) => n === 0))
      report.at(shape, 'rules/bad-number', 'a zone has at least one slot');
  }
  // A zone missing a property is still declared (with a stand-in), so its uses aren't reported as unknown.
  return {
    owner: (owner?.value ?? 'shared') as Zone['owner'],
    visibility: (visibility?.value ?? 'face-up') as Zone['visibility'],
    shape: lowered,
  };
}

const TERMS = {
  'in play': 'inPlay',
  controlled: 'controlled',
  neutral: 'neutral',
  'your hand': 'hand',
  'the deck': 'deck',
  'the discard': 'discard',
} as const;
type TermKey = (typeof TERMS)[keyof typeof TERMS];
const REQUIRED_TERMS = ['in play', 'controlled', 'neutral'] as const;
/** Terms a file may leave out: they mean the zone of the same name. */
const DEFAULT_TERMS: Pick<Rules['terms'], 'hand' | 'deck' | 'discard'> = {
  hand: [{ zone: 'hand', whose: 'yours' }],
  deck: [{ zone: 'deck', whose: 'shared' }],
  discard: [{ zone: 'discard', whose: 'shared' }],
};

export function lowerTerms(sections: Sections, zones: Zones, report: Reporter): Rules['terms'] {
  const section = sections.get('terms') as SectionNode | undefined;
  const given = new Map<TermKey, TermNode>();
  const suggested = new Set<string>();
  for (const item of (section?.items ?? []) as TermNode[]) {
    const written = item.name.text.toLowerCase().replace(/\s+/g, ' ');
    const key = TERMS[written as keyof typeof TERMS];
    if (!key) {
      const near = didYouMean(written, Object.keys(TERMS));
      if (near) suggested.add(near);
      report.at(
        item.name,
        'rules/unknown-term',
        `unknown term "${item.name.text}"`,
        near ? `did you mean "${near}"?` : `the terms are ${Object.keys(TERMS).join(', ')}.`,
      );
    } else if (given.has(key)) {
      report.at(item.name, 'rules/duplicate-name', `the term "${written}" is given twice`, 'keep one of them.');
    } else {
      given.set(key, item);
    }
  }
  if (section) {
    for (const term of REQUIRED_TERMS) {
      if (!given.has(TERMS[term]) && !suggested.has(term)) {
        report.at(
          section.key,
          'rules/missing-term',
          `the terms don't say what "${term}" means`,
          `add \`${term}: …\` (zones, or "nothing").`,
          term,
        );
      }
    }
  }
  const refs = (key: TermKey) => given.get(key)?.refs.map(lowerZoneRef);
  const terms: Rules['terms'] = {
    inPlay: refs('inPlay') ?? [],
    controlled: refs('controlled') ?? [],
    neutral: refs('neutral') ?? [],
    hand: refs('hand') ?? DEFAULT_TERMS.hand,
    deck: refs('deck') ?? DEFAULT_TERMS.deck,
    discard: refs('discard') ?? DEFAULT_TERMS.discard,
  };
  checkTermRelations(terms, given, zones, report);
  return terms;
}

/** A controlled or neutral card is in play; no card is both controlled and neutral. */
function checkTermRelations(terms: Rules['terms'], given: Map<TermKey, TermNode>, zones: Zones, report: Reporter) {
  // A reference that does not fit its zone ("the company" for a per-player zone) is reported by the
  // references pass; here it stands for the whole zone, so it causes no second problem.
  const fits = (r: ZoneRef) => (zones[r.zone]?.owner === 'per-player') === (r.whose === 'yours' || r.whose === 'each');
  const within = (a: ZoneRef, b: ZoneRef) =>
    a.zone === b.zone &&
    (!fits(b) ||
      a.whose === b.whose ||
      (a.whose === 'yours' && b.whose === 'each') ||
      (a.whose === 'your-cards' && b.whose === 'shared'));
  const meet = (a: ZoneRef, b: ZoneRef) =>
    within(a, b) || within(b, a) || (a.zone === b.zone && a.whose === 'yours' && b.whose === 'yours');
  for (const key of ['controlled', 'neutral'] as const) {
    const node = given.get(key);
    if (!node || !given.has('inPlay')) continue;
    terms[key].forEach((ref, i) => {
      if (!(ref.zone in zones) || !fits(ref)) return; // reported once, by the references pass
      if (!terms.inPlay.some((p) => within(ref, p))) {
        report.at(
          node.refs[i]!,
          'rules/term-not-in-play',
          `${key} cards must be in play, but "in play" does not include ${phrase(ref)}`,
          `add ${phrase(ref)} to "in play".`,
        );
      }
      if (key === 'neutral' && terms.controlled.some((c) => meet(ref, c))) {
        report.at(
          node.refs[i]!,
          'rules/term-conflict',
          `a card can't be both neutral and controlled: ${phrase(ref)} is both`,
        );
      }
    });
  }
}

function phrase(ref: ZoneRef): string {
  const name = words(ref.zone);
  return {
    shared: `the ${name}`,
    yours: `your ${name}`,
    each: `each ${name}`,
    'your-cards': `your cards in the ${name}`,
  }[ref.whose];
}
