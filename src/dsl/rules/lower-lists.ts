// Pass: the named lists of a rules file — scoring and numbers (named whole numbers), protections
// (cards effects can't touch) and rulings (house rulings as named settings, each with its pointer).
import type { Sections, TopName } from './check-sections.js';
import { lowerCardFilter } from './lower-common.js';
import type { NamedNode, ProtectionNode, RulingNode, SectionNode } from './ast.js';
import { kebab, type Reporter } from './report.js';
import type { EffectKind, Protection, Rules } from '../rules-types.js';

const items = <T>(sections: Sections, name: TopName) =>
  ((sections.get(name) as SectionNode | undefined)?.items ?? []) as T[];

/** `best row: 1 point` → { 'best-row': 1 }. */
export function lowerNamedNumbers(
  sections: Sections,
  name: 'scoring' | 'numbers',
  report: Reporter,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items<NamedNode>(sections, name)) {
    const key = kebab(item.name.text);
    if (key in out)
      report.at(
        item.name,
        'rules/duplicate-name',
        `"${item.name.text}" is given twice in ${name}`,
        'keep one of them.',
      );
    else out[key] = item.value;
  }
  return out;
}

export function lowerProtections(sections: Sections, report: Reporter): Protection[] {
  return items<ProtectionNode>(sections, 'protections').map((item) => ({
    cards: lowerCardFilter(item.cards, report),
    cannot: [...new Set(item.verbs.map((v) => v.kind as EffectKind))],
  }));
}

export function lowerRulings(sections: Sections, report: Reporter): Rules['rulings'] {
  const out: Rules['rulings'] = {};
  for (const item of items<RulingNode>(sections, 'rulings')) {
    const key = kebab(item.name.text);
    if (key in out) {
      report.at(
        item.name,
        'rules/duplicate-name',
        `the ruling "${item.name.text}" is given twice`,
        'keep one of them.',
      );
      continue;
    }
    if (!item.ruling) {
      report.at(
        item.name,
        'rules/missing-ruling-ref',
        `the ruling "${item.name.text}" does not say which house ruling it comes from`,
        'end the line with a comment naming it, like `# ruling: G7` (see shared/rules-source/README.md).',
      );
    }
    const { value } = item;
    const lowered =
      value.type === 'Words'
        ? value.items.length === 1
          ? kebab(value.items[0]!)
          : value.items.map(kebab)
        : value.value;
    out[key] = { value: lowered, ruling: item.ruling?.id ?? 'X0' };
  }
  return out;
}

/** Each ruling's reason, the words its comment gives after the pointer (`# ruling: GX2 — …`), for the Rules dialog. */
export function lowerRulingReasons(sections: Sections): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items<RulingNode>(sections, 'rulings'))
    if (item.ruling?.reason) out[kebab(item.name.text)] ??= item.ruling.reason;
  return out;
}
