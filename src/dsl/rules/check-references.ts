// Pass: every name a rules file uses is one it declares. A zone named in a term, step or protection
// is one of the zones, used as shared or per player as it is declared; a marker is a declared marker;
// a condition names a yes/no ruling; "deal the hands" and "the hand limit" have their settings.
import type { Sections } from './check-sections.js';
import type { Settings } from './lower-settings.js';
import type { Zones } from './lower-zones.js';
import type {
  CardFilterNode,
  ConditionNode,
  NameNode,
  PhaseNode,
  ProtectionNode,
  SectionNode,
  StepItemNode,
  StepNode,
  TermNode,
  ZoneRefNode,
} from './ast.js';
import { kebab, words, type Reporter } from './report.js';
import type { Rules } from '../rules-types.js';
import { didYouMean } from '../shared/suggest.js';

interface Declared {
  zones: Zones;
  settings: Settings;
  rulings: Rules['rulings'];
}

export function checkReferences(sections: Sections, declared: Declared, report: Reporter): void {
  const items = <T>(name: 'terms' | 'protections' | 'setup' | 'phases') =>
    ((sections.get(name) as SectionNode | undefined)?.items ?? []) as T[];
  const check = new ReferenceCheck(declared, report);
  for (const term of items<TermNode>('terms')) term.refs.forEach((ref) => check.zone(ref));
  for (const protection of items<ProtectionNode>('protections')) check.filter(protection.cards);
  for (const item of items<StepItemNode>('setup')) check.stepItem(item);
  for (const phase of items<PhaseNode>('phases')) {
    for (const clause of phase.clauses) {
      if (clause.type === 'Actor' && clause.marker) check.marker(clause.marker);
      if (clause.type === 'Order') check.marker(clause.marker);
      if (clause.type === 'Condition') check.condition(clause);
    }
    phase.steps.forEach((item) => check.stepItem(item));
  }
}

class ReferenceCheck {
  constructor(
    private readonly declared: Declared,
    private readonly report: Reporter,
  ) {}

  /**
   * A name used that is not declared: "unknown zone "hnad"", with the nearest declared name as the hint
   * (`say` shows it as the text would), or `otherwise` when none is near.
   */
  private unknown(
    at: NameNode,
    what: 'zone' | 'marker' | 'ruling',
    name: string,
    known: string[],
    otherwise: string,
    say: (name: string) => string = words,
  ): void {
    const near = didYouMean(name, known);
    const hint = near ? `did you mean "${say(near)}"?` : otherwise;
    this.report.at(at, `rules/unknown-${what}`, `unknown ${what} "${at.text}"`, hint, name);
  }

  zone(ref: ZoneRefNode): void {
    const name = kebab(ref.name.text);
    const zone = Object.hasOwn(this.declared.zones, name) ? this.declared.zones[name] : undefined; // "constructor" is no zone
    if (!zone) {
      const known = Object.keys(this.declared.zones);
      return this.unknown(ref.name, 'zone', name, known, `the zones are ${known.map(words).join(', ')}.`);
    }
    const shown = words(name);
    if ((ref.whose === 'shared' || ref.whose === 'your-cards') && zone.owner === 'per-player') {
      this.report.at(
        ref,
        'rules/zone-not-shared',
        `each player has their own ${shown}`,
        `write "your ${shown}" or "each ${shown}".`,
      );
    } else if ((ref.whose === 'yours' || ref.whose === 'each') && zone.owner === 'shared') {
      this.report.at(
        ref,
        'rules/zone-not-per-player',
        `the ${shown} is shared, not one per player`,
        `write "the ${shown}"${ref.whose === 'yours' ? ` or "your cards in the ${shown}"` : ''}.`,
      );
    }
  }

  marker(name: NameNode): void {
    const marker = kebab(name.text);
    const { markers } = this.declared.settings;
    if (markers.includes(marker)) return;
    const add = `add it to a line \`markers: ${words(marker)}\` (the first player is always a marker).`;
    this.unknown(name, 'marker', marker, markers, add);
  }

  condition(node: ConditionNode): void {
    if (!node.name) return;
    const name = kebab(node.name.text);
    const ruling = Object.hasOwn(this.declared.rulings, name) ? this.declared.rulings[name] : undefined; // nor a ruling
    if (!ruling) {
      const add = `add it to the rulings: \`${name}: yes   # ruling: …\`.`;
      this.unknown(node.name, 'ruling', name, Object.keys(this.declared.rulings), add, (near) => near);
    } else if (typeof ruling.value !== 'boolean') {
      this.report.at(
        node.name,
        'rules/not-yes-no',
        `"${name}" is not a yes/no ruling, so "${node.test} ${name}" can't be tested`,
        'name a ruling whose value is yes or no.',
      );
    }
  }

  filter(node: CardFilterNode): void {
    for (const post of node.posts) if (post.type === 'ZoneRef') this.zone(post);
  }

  stepItem(item: StepItemNode): void {
    this.step(item.step);
    item.conditions.forEach((c) => this.condition(c));
  }

  private step(step: StepNode): void {
    const { settings } = this.declared;
    switch (step.type) {
      case 'Shuffle':
        this.zone(step.zone);
        if (step.into) this.zone(step.into);
        break;
      case 'DealHands':
        if (!settings.deal)
          this.report.at(
            step,
            'rules/missing-setting',
            '"deal the hands" needs a `deal:` setting',
            'add a line `deal: 7 cards to each player`.',
            'deal',
          );
        break;
      case 'Deal':
        if (step.from) this.zone(step.from);
        this.zone(step.to);
        break;
      case 'Move':
        this.filter(step.cards.filter);
        this.zone(step.from);
        this.zone(step.to);
        break;
      case 'Expel':
        this.filter(step.cards.filter);
        this.zone(step.from);
        break;
      case 'Choose':
      case 'Pass':
        this.marker(step.marker);
        break;
      case 'PlayerStep':
        if (step.players.marker) this.marker(step.players.marker);
        if (step.action.kind === 'discard-down' && typeof step.action.to !== 'number' && !settings.handLimit) {
          this.report.at(
            step.action.to,
            'rules/missing-setting',
            '"the hand limit" needs a `hand limit:` setting',
            'add a line `hand limit: 4`, or say "down to 4 cards".',
            'hand-limit',
          );
        }
        break;
      case 'GiveChips':
      case 'Call':
        break;
    }
  }
}
