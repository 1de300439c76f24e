// Pass: every procedure a rules file names (a phase's `procedure X`, a step's `call X`) is one its game's
// module defines. The names are the game's data (its descriptor's `procedures`), handed in by whoever
// compiles the file for a game: without this pass a misspelt name passed the check and broke every game
// when the flow reached it.
import type { Sections } from './check-sections.js';
import type { PhaseNode, ProcedureNode, SectionNode, StepItemNode } from './ast.js';
import { listOf, type Reporter } from './report.js';
import { didYouMean } from '../shared/suggest.js';

/** The game a rules file is compiled for: its name in messages, and the procedures its module defines. */
export interface RulesGame {
  name: string; // 'Grid Poker'
  procedures: readonly string[]; // 'choose-company', 'grid-poker', …, 'check-game-end'
}

export function checkProcedures(sections: Sections, game: RulesGame, report: Reporter): void {
  const items = <T>(name: 'setup' | 'phases') => ((sections.get(name) as SectionNode | undefined)?.items ?? []) as T[];
  const named: ProcedureNode[] = [];
  const calls = (steps: StepItemNode[]) =>
    steps.forEach((item) => item.step.type === 'Call' && named.push(item.step.procedure));
  calls(items<StepItemNode>('setup'));
  for (const phase of items<PhaseNode>('phases')) {
    for (const clause of phase.clauses) if (clause.type === 'Procedure') named.push(clause);
    calls(phase.steps);
  }
  for (const node of named) {
    if (game.procedures.includes(node.name)) continue;
    const near = didYouMean(node.name, game.procedures);
    // A designer may have meant to define a procedure here: say that they are the game's code, and name them.
    const known = `a rules file calls the procedures of the game's code; ${game.name}'s are ${listOf([...game.procedures])}`;
    // The caret goes under the name alone: the node spans its arguments too (`with 2 cards`).
    const start = node.location.start.offset;
    report.span(
      start,
      start + node.name.length,
      'rules/unknown-procedure',
      `${game.name} has no procedure "${node.name}"`,
      near ? `did you mean "${near}"? ${known[0]!.toUpperCase()}${known.slice(1)}.` : `${known}.`,
    );
  }
}
