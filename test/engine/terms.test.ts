// What the terms say about a zone: slotted, visible to whom, controlled by whom. The answers are worked
// out once per terms and zone (the effect code asks for every card it looks at), so they must equal the
// plain reading of the lists, for every zone and for two games' terms side by side.
import { describe as suite, expect, it } from 'vitest';
import { controllerOf, inPlayZones, isSlotted, zoneVisibleTo, type Terms } from '../../src/engine/terms.js';

const base: Terms = {
  deck: 'deck',
  discard: 'discard',
  expelled: 'expelled',
  hand: 'hand',
  controlled: ['company'],
  ownedZones: ['board'],
  neutral: ['market'],
  faceDown: ['committed', 'trick:1'],
  secret: ['trump-deck'],
  slotted: ['market', 'board', 'company'],
  protections: [],
  duration: 'round',
};
const other: Terms = {
  ...base,
  hand: 'reserve',
  controlled: ['tableau'],
  ownedZones: [],
  slotted: ['tableau'],
  faceDown: [],
  secret: [],
};

const ZONES = [
  'deck',
  'discard',
  'market',
  'board',
  'trump-deck',
  'hand:0',
  'hand:2',
  'hand:x',
  'hand',
  'company:1',
  'company:3',
  'committed:2',
  'trick:1',
  'trick:0',
  'reserve:1',
  'tableau:0',
  'elsewhere',
  'a:b:c',
];

/** The plain reading of the terms, as the engine first wrote it. */
const plain = {
  slotted: (t: Terms, zone: string) => t.slotted.includes(zone) || t.slotted.includes(zone.split(':')[0]),
  controller: (t: Terms, zone: string, instance: string, owners: Record<string, number>) => {
    if (t.ownedZones.includes(zone)) return owners[instance] ?? null;
    const [prefix, seat] = zone.split(':');
    return seat !== undefined && t.controlled.includes(prefix) ? Number(seat) : null;
  },
  visible: (t: Terms, zone: string, seat: number) => {
    if (zone === t.deck || t.secret.includes(zone)) return false;
    const [prefix, owner] = zone.split(':');
    if (prefix === t.hand || t.faceDown.includes(prefix) || t.faceDown.includes(zone))
      return owner !== undefined && Number(owner) === seat;
    return true;
  },
};

suite('terms', () => {
  it('answer as the plain reading of the lists, zone by zone, for two games at once', () => {
    for (let pass = 0; pass < 2; pass++) {
      for (const terms of [base, other]) {
        for (const zone of ZONES) {
          expect(isSlotted(terms, zone), zone).toBe(plain.slotted(terms, zone));
          expect(controllerOf(terms, zone, 'c1', { c1: 1 }), zone).toBe(plain.controller(terms, zone, 'c1', { c1: 1 }));
          expect(controllerOf(terms, zone, 'c2', { c1: 1 }), zone).toBe(plain.controller(terms, zone, 'c2', { c1: 1 }));
          for (const seat of [0, 1, 2, 3])
            expect(zoneVisibleTo(terms, zone, seat), `${zone} to ${seat}`).toBe(plain.visible(terms, zone, seat));
        }
      }
    }
  });

  it("lists the zones in play: each seat's controlled zones, then the owned and the neutral ones", () => {
    expect(inPlayZones(base, 2)).toEqual(['company:0', 'company:1', 'board', 'market']);
    expect(inPlayZones(other, 3)).toEqual(['tableau:0', 'tableau:1', 'tableau:2', 'market']);
    expect(inPlayZones(base, 2)).toEqual(['company:0', 'company:1', 'board', 'market']);
  });

  it('read the lists once per zone, not at every question', () => {
    let reads = 0;
    const counted = (list: string[]) =>
      new Proxy(list, { get: (target, key, receiver) => (reads++, Reflect.get(target, key, receiver)) });
    const terms: Terms = {
      ...base,
      controlled: counted(['company']),
      ownedZones: counted(['board']),
      faceDown: counted(['committed']),
      secret: counted([]),
      slotted: counted(['market', 'company']),
    };
    const ask = () => {
      for (const zone of ZONES) {
        isSlotted(terms, zone);
        controllerOf(terms, zone, 'c1', {});
        zoneVisibleTo(terms, zone, 1);
      }
    };
    ask();
    reads = 0;
    for (let k = 0; k < 100; k++) ask();
    expect(reads).toBe(0);
  });
});
