// One rules file, text to checked Rules: parse (every bad line reported), check the top-level lines,
// lower each setting and section, check that every name used is declared (the procedures too, when the
// file is compiled for a game), that no step overfills a zone of slots, and validate the result against
// the schema. Every problem of every pass is collected; rules are returned only when there are none.
import { checkPlaces } from './check-places.js';
import { checkProcedures, type RulesGame } from './check-procedures.js';
import { checkSections } from './check-sections.js';
import { checkReferences } from './check-references.js';
import { lowerNamedNumbers, lowerProtections, lowerRulingReasons, lowerRulings } from './lower-lists.js';
import { lowerSettings } from './lower-settings.js';
import { lowerPhases, lowerSetup } from './lower-steps.js';
import { lowerTerms, lowerZones } from './lower-zones.js';
import { dedupeProblems, fileProblem, LineIndex, type Problem, sortProblems } from '../shared/problems.js';
import { tooLongProblem } from '../shared/limits.js';
import { parseRules, type Masked } from './parse-rules.js';
import { kebab, Reporter, type RulesProblem } from './report.js';
import type { Rules } from '../rules-types.js';
import { validateRules } from './validate.js';

export interface RulesResult {
  rules: Rules | null;
  problems: Problem[];
}

export type { RulesGame };

/** The game's id: `grid-poker` for rules/grid-poker.rules. */
export function rulesId(path: string): string {
  const id = kebab(/([^/\\]*?)(\.[^./\\]*)?$/.exec(path)?.[1] ?? '');
  return /^[a-z]/.test(id) ? id : `game-${id}`.replace(/-$/, '');
}

/**
 * The rules of a file. `game`, when the file is compiled to be played by a game module (the command
 * line, a game element's `rules-src`), names the procedures that module defines: a phase or step that
 * names any other is refused. Without it (a file of no game yet) the names are not checked.
 */
export function compileRulesFile(source: string, path: string, game?: RulesGame): RulesResult {
  const index = new LineIndex(source);
  const tooLong = tooLongProblem(
    source,
    index,
    path,
    'rules/file-too-long',
    'a rules file',
    "a rules file holds one game's rules; check that this is the file you meant.",
  );
  if (tooLong) return { rules: null, problems: tooLong };
  const parsed = parseRules(source, path, index);
  const report = new Reporter();
  const lastLine = source.trimEnd().lastIndexOf('\n') + 1;

  const suggested = new Set<string>();
  const sections = checkSections(parsed.ast, lastLine, report, suggested);
  const settings = lowerSettings(sections, report);
  const zones = lowerZones(sections, report);
  const terms = lowerTerms(sections, zones, report);
  const rulings = lowerRulings(sections, report);
  const rules: Rules = {
    id: rulesId(path),
    ...settings,
    zones: zones as Rules['zones'],
    terms,
    protections: lowerProtections(sections, report),
    scoring: lowerNamedNumbers(sections, 'scoring', report),
    numbers: lowerNamedNumbers(sections, 'numbers', report),
    setup: lowerSetup(sections, settings.players, report),
    phases: lowerPhases(sections, settings.players, report),
    rulings,
    reasons: lowerRulingReasons(sections),
  };
  checkReferences(sections, { zones, settings, rulings }, report);
  checkPlaces(sections, zones, report);
  if (game) checkProcedures(sections, game, report);

  const problems = [
    ...parsed.problems,
    ...report.problems
      .filter((p) => !isCascade(p, parsed.masked, suggested))
      .map((p) => index.problem(path, p.start, p.end, p.code, p.message, p.hint)),
  ];
  if (problems.length > 0) return { rules: null, problems: sortProblems(dedupeProblems(problems, 'message')) };

  const schema = validateRules(rules);
  if (!schema.valid) {
    const message = `the compiled rules break the schema: ${schema.errors.join('; ')}`;
    return { rules: null, problems: fileProblem(index, path, 'rules/schema', message) };
  }
  return { rules, problems: [] };
}

/** Problems of a list's shape: a line that did not parse leaves a gap in it. */
const SHAPE_CODES = new Set(['rules/step-number', 'rules/phase-number', 'rules/phase-does-nothing']);

/**
 * A problem that follows from one reported already: a name given by a line that did not parse, or by
 * a misspelt section, is not missing too; a list with a line that did not parse is not misnumbered.
 */
function isCascade(problem: RulesProblem, masked: Masked, suggested: Set<string>): boolean {
  if (problem.code === 'rules/missing-section' && masked.topLevel) return true;
  if (SHAPE_CODES.has(problem.code) && masked.lines > 0) return true;
  if (problem.subject === undefined) return false;
  const subject = kebab(problem.subject);
  return masked.names.has(subject) || [...suggested].some((name) => kebab(name) === subject);
}
