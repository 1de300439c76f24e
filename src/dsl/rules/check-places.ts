// Pass: no step puts more cards into a slotted zone (slots, a grid) than it has places, where the file
// says how many: a deal or a move of a number of cards, and the setup's steps added up zone by zone. The
// engine stops at a zone's places (src/engine/steps.ts), so such a step would do less than it says; the
// designer is told at the step instead. Amounts the file does not give ("move the Science cards …", what
// a procedure does) are not guessed: the count kept for a zone is the fewest cards it can hold by then.
import type { Sections } from './check-sections.js';
import type { Zones } from './lower-zones.js';
import type { PhaseNode, SectionNode, StepItemNode, StepNode, ZoneRefNode } from './ast.js';
import { kebab, words, type Reporter } from './report.js';
import type { Zone } from '../rules-types.js';

export function checkPlaces(sections: Sections, zones: Zones, report: Reporter): void {
  const items = <T>(name: 'setup' | 'phases') => ((sections.get(name) as SectionNode | undefined)?.items ?? []) as T[];
  const check = new PlaceCheck(zones, report);
  // The setup runs once, in order: what its steps put into a zone adds up.
  const held = new Map<string, number>();
  for (const item of items<StepItemNode>('setup')) check.step(item, held);
  // A phase's steps run each round, after procedures that may empty any zone: each step on its own.
  for (const phase of items<PhaseNode>('phases')) for (const item of phase.steps) check.step(item, new Map());
}

/** The places of a slotted zone, with its shape in words; null for a pile or a set (no limit). */
function placesOf(zone: Zone): { places: number; shape: string } | null {
  const { shape } = zone;
  if (shape.kind === 'grid')
    return { places: shape.rows * shape.columns, shape: `a ${shape.rows} by ${shape.columns} grid` };
  if (shape.kind === 'slots')
    return { places: shape.slots, shape: `${shape.slots} ${shape.slots === 1 ? 'slot' : 'slots'}` };
  return null;
}

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
const placesIn = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

class PlaceCheck {
  constructor(
    private readonly zones: Zones,
    private readonly report: Reporter,
  ) {}

  private zone(ref: ZoneRefNode | null): string | null {
    if (!ref) return null;
    const name = kebab(ref.name.text);
    return Object.hasOwn(this.zones, name) ? name : null; // an unknown zone is told by the references pass
  }

  /**
   * Checks one step against the cards `held` says each zone has at least, then counts what it moves. A
   * step with a condition may not run: it is checked, but only what it takes away is counted.
   */
  step(item: StepItemNode, held: Map<string, number>): void {
    const { step } = item;
    if (step.type === 'Call') return held.clear(); // a procedure may move any card anywhere
    const taken = this.taken(step);
    const put = this.put(step);
    if (taken) held.set(taken.zone, taken.count === 'all' ? 0 : Math.max(0, (held.get(taken.zone) ?? 0) - taken.count));
    if (!put) return;
    const places = placesOf(this.zones[put.zone]!);
    if (!places) return;
    const before = held.get(put.zone) ?? 0;
    const verb = step.type === 'Deal' ? 'deal' : 'move';
    // As the step names it: "the market", "each company", "your company".
    const name = `${put.ref.whose === 'each' ? 'each' : put.ref.whose === 'yours' ? 'your' : 'the'} ${words(put.zone)}`;
    const it = put.ref.whose === 'each' ? 'each' : 'it';
    if (put.count > places.places) {
      this.report.at(
        step,
        'rules/too-many-cards',
        `${name} has ${placesIn(places.places)} (${places.shape}), not room for ${cards(put.count)}`,
        `${verb} at most ${cards(places.places)} to ${name}.`,
      );
    } else if (before + put.count > places.places) {
      const room = places.places - before;
      this.report.at(
        step,
        'rules/too-many-cards',
        `the setup has put ${cards(before)} into ${name} before this step: ${it} has ${placesIn(places.places)} (${places.shape}), not room for ${put.count} more`,
        room === 0
          ? `${name} is full by then: leave this step out, or put fewer cards there before it.`
          : `${verb} at most ${cards(room)} here, or put fewer there before it.`,
      );
    }
    if (item.conditions.length === 0) held.set(put.zone, Math.min(places.places, before + put.count));
  }

  /** The zone a step takes cards out of, and how many (at most). */
  private taken(step: StepNode): { zone: string; count: number | 'all' } | null {
    switch (step.type) {
      case 'Deal': {
        const zone = this.zone(step.from);
        return zone ? { zone, count: step.count } : null;
      }
      case 'Move':
      case 'Expel': {
        const zone = this.zone(step.from);
        return zone ? { zone, count: step.cards.count } : null;
      }
      case 'Shuffle': {
        const zone = step.into ? this.zone(step.zone) : null;
        return zone ? { zone, count: 'all' } : null;
      }
      default:
        return null;
    }
  }

  /** The zone a step puts a known number of cards into, how many (into each, for "each company"), and how it was named. */
  private put(step: StepNode): { zone: string; count: number; ref: ZoneRefNode } | null {
    const to = step.type === 'Deal' ? step.to : step.type === 'Move' && step.cards.count !== 'all' ? step.to : null;
    const count =
      step.type === 'Deal' ? step.count : step.type === 'Move' && step.cards.count !== 'all' ? step.cards.count : 0;
    const zone = this.zone(to);
    return zone && to ? { zone, count, ref: to } : null;
  }
}
