// Pass: the setup steps and the phases of a round, to the steps and phases the engine runs. Checks
// what one step or phase says on its own: numbering, one actor, an order only for turns, something to do.
import type { Sections } from './check-sections.js';
import { lowerCardFilter, lowerZoneRef, resolvePlayerCount } from './lower-common.js';
import type {
  BulletNode,
  ClauseNode,
  ConditionNode,
  PhaseNode,
  ProcedureNode,
  SectionNode,
  StepCardsNode,
  StepItemNode,
  StepNode,
  StepPlayersNode,
} from './ast.js';
import type { Node } from './ast.js';
import { compileEffectText } from '../card/compile-card.js';
import type { Step as EffectStep } from '../schema-types.js';
import { kebab, type Reporter } from './report.js';
import type { Actor, Condition, Phase, PlayerRange, Procedure, Step, StepCards, StepPlayers } from '../rules-types.js';

export function lowerSetup(sections: Sections, players: PlayerRange, report: Reporter): Step[] {
  const items = ((sections.get('setup') as SectionNode | undefined)?.items ?? []) as StepItemNode[];
  checkNumbering(
    items.map((i) => i.bullet),
    'step',
    report,
  );
  return items.map((item) => lowerStepItem(item, players, report));
}

export function lowerPhases(sections: Sections, players: PlayerRange, report: Reporter): Phase[] {
  const section = sections.get('phases') as SectionNode | undefined;
  const items = (section?.items ?? []) as PhaseNode[];
  if (section && items.length === 0)
    report.at(
      section.key,
      'rules/empty-section',
      'a round has at least one phase',
      'add a phase: `1. play: each player, procedure take-turn`.',
    );
  checkNumbering(
    items.map((i) => i.number),
    'phase',
    report,
  );
  const names = new Set<string>();
  return items.map((item) => {
    const name = kebab(item.name.text);
    if (names.has(name))
      report.at(
        item.name,
        'rules/duplicate-name',
        `two phases are called "${item.name.text}"`,
        'give each phase its own name.',
      );
    names.add(name);
    return lowerPhase(item, name, players, report);
  });
}

/** Numbered items count 1, 2, 3 … in order; items may also go unnumbered. */
function checkNumbering(bullets: (BulletNode | null)[], what: string, report: Reporter) {
  bullets.forEach((bullet, i) => {
    if (bullet?.number != null && bullet.number !== i + 1) {
      report.at(
        bullet,
        `rules/${what}-number`,
        `this is ${what} ${i + 1}, but it is numbered ${bullet.number}`,
        `number it ${i + 1}., or leave the numbers out.`,
      );
    }
  });
}

function lowerPhase(item: PhaseNode, name: string, players: PlayerRange, report: Reporter): Phase {
  const once = new Map<string, ClauseNode>();
  const conditions: ConditionNode[] = [];
  for (const clause of item.clauses) {
    if (clause.type === 'Condition') {
      conditions.push(clause);
      continue;
    }
    const kind = {
      Actor: 'who acts',
      Order: 'the order',
      Optionality: 'optional or required',
      Procedure: 'the procedure',
      Repeat: 'how many times',
    }[clause.type];
    if (once.has(clause.type))
      report.at(clause, 'rules/clause-twice', `the phase says ${kind} twice`, 'keep one of them.');
    else once.set(clause.type, clause);
  }
  const actorNode = once.get('Actor') as Extract<ClauseNode, { type: 'Actor' }> | undefined;
  const order = once.get('Order') as Extract<ClauseNode, { type: 'Order' }> | undefined;
  let actor: Actor = { who: 'game' };
  if (!actorNode) {
    report.at(
      item.name,
      'rules/missing-actor',
      `the phase "${item.name.text}" does not say who acts`,
      'add "each player", "all players at once", "the first player", "the active player" or "the game".',
    );
  } else if (actorNode.who === 'each-player') {
    actor = {
      who: 'each-player',
      direction: order?.direction ?? 'clockwise',
      from: order ? kebab(order.marker.text) : 'first-player',
    };
  } else {
    if (order)
      report.at(
        order,
        'rules/order-needs-each-player',
        'only "each player" acts in an order',
        'remove the order, or make the phase "each player".',
      );
    actor =
      actorNode.who === 'marker' ? { who: 'marker', marker: kebab(actorNode.marker!.text) } : { who: actorNode.who };
  }
  const procedure = once.get('Procedure') as ProcedureNode | undefined;
  const steps = item.steps.map((s) => lowerStepItem(s, players, report));
  if (!procedure && steps.length === 0) {
    report.at(
      item.name,
      'rules/phase-does-nothing',
      `the phase "${item.name.text}" has no procedure and no steps`,
      'add ", procedure <name>" or `- …` steps indented under it.',
    );
  }
  const repeat = (once.get('Repeat') as Extract<ClauseNode, { type: 'Repeat' }> | undefined)?.count ?? 1;
  if (repeat < 1) report.at(once.get('Repeat')!, 'rules/bad-number', `a phase runs at least once, not ${repeat} times`);
  const when = conditions.map((c) => lowerCondition(c, players, report));
  return {
    name,
    title: item.name.text.trim(),
    actor,
    optional: (once.get('Optionality') as Extract<ClauseNode, { type: 'Optionality' }> | undefined)?.optional ?? false,
    repeat,
    procedure: procedure ? lowerProcedure(procedure, report) : null,
    steps,
    ...(when.length > 0 ? { when } : {}),
  };
}

function lowerStepItem(item: StepItemNode, players: PlayerRange, report: Reporter): Step {
  const step = lowerStep(item.step, report);
  const when = item.conditions.map((c) => lowerCondition(c, players, report));
  return when.length > 0 ? { ...step, when } : step;
}

function lowerStep(node: StepNode, report: Reporter): Step {
  const positive = (n: number, at: { location: StepNode['location'] }, what: string) => {
    if (n < 1) report.at(at, 'rules/bad-number', `${what} at least 1, not ${n}`);
    return n;
  };
  /** Who a step's players are: the seat with a marker, or each player (those with fewer than n cards). */
  const stepPlayers = (p: StepPlayersNode): StepPlayers =>
    p.who === 'marker'
      ? { who: 'marker', marker: kebab(p.marker!.text) }
      : {
          who: 'each-player',
          ...(p.fewerThan != null ? { fewerThan: positive(p.fewerThan, p, 'fewer than') } : {}),
        };
  switch (node.type) {
    case 'Shuffle':
      return {
        kind: 'shuffle',
        zone: lowerZoneRef(node.zone),
        ...(node.into ? { into: lowerZoneRef(node.into) } : {}),
      };
    case 'DealHands':
      return { kind: 'deal-hands' };
    case 'Deal':
      return {
        kind: 'deal',
        count: positive(node.count, node, 'deal'),
        from: node.from ? lowerZoneRef(node.from) : { zone: 'deck', whose: 'shared' },
        to: lowerZoneRef(node.to),
        ...(node.face ? { face: node.face } : {}),
      };
    case 'Move':
      return {
        kind: 'move',
        cards: lowerStepCards(node.cards, report),
        from: lowerZoneRef(node.from),
        to: lowerZoneRef(node.to),
        ...(node.face ? { face: node.face } : {}),
      };
    case 'Expel':
      return { kind: 'expel', cards: lowerStepCards(node.cards, report), from: lowerZoneRef(node.from) };
    case 'Choose':
      return { kind: 'choose-marker', marker: kebab(node.marker.text), how: 'at-random' };
    case 'Pass':
      return { kind: 'pass-marker', marker: kebab(node.marker.text), direction: node.direction };
    case 'GiveChips':
      return { kind: 'give-chips', count: positive(node.count, node, 'give') };
    case 'Call':
      return { kind: 'call', procedure: lowerProcedure(node.procedure, report) };
    case 'CardSentences': {
      const players = stepPlayers(node.players);
      return {
        kind: 'card-sentences',
        players,
        text: node.sentences.text,
        steps: cardSentences(node.sentences, report),
      };
    }
    case 'PlayerStep': {
      const players = stepPlayers(node.players);
      const { action } = node;
      if (action.kind === 'discard-down')
        return { kind: 'discard-down', players, to: typeof action.to === 'number' ? action.to : 'hand-limit' };
      if (action.kind === 'draw-up-to')
        return { kind: 'draw-up-to', players, to: positive(action.count, node, 'draw up to') };
      return { kind: action.kind, players, count: positive(action.count, node, action.kind) };
    }
  }
}

/**
 * A phase's card sentences, compiled as a card's effect text is; each problem is reported where it is in
 * the rules file (the text is one line, so a column in the sentences is an offset from their start).
 */
function cardSentences(node: Node<'Text'> & { text: string }, report: Reporter): EffectStep[] {
  const keyword = 'Rules – ';
  const { effect, problems } = compileEffectText(`${keyword}${node.text}`);
  const at = (column: number) => node.location.start.offset + Math.max(0, column - 1 - keyword.length);
  for (const p of problems)
    report.span(
      at(p.column),
      Math.max(at(p.column) + 1, at(p.endColumn)),
      p.code,
      p.message,
      p.example ? `${p.hint ? `${p.hint} ` : ''}For example: "${p.example}"` : p.hint,
    );
  return effect?.steps ?? [];
}

function lowerStepCards(node: StepCardsNode, report: Reporter): StepCards {
  if (node.count !== 'all' && node.count < 1)
    report.at(node, 'rules/bad-number', `move at least 1 card, not ${node.count}`);
  return { count: node.count, filter: lowerCardFilter(node.filter, report) };
}

function lowerCondition(node: ConditionNode, players: PlayerRange, report: Reporter): Condition {
  if (node.test === 'players') return { players: resolvePlayerCount(node.players!, players, report) };
  const name = kebab(node.name!.text);
  return node.test === 'if' ? { if: name } : { unless: name };
}

/**
 * `grid-poker with 2 cards and 6 tricks` → { name: 'grid-poker', args: { cards: 2, tricks: 6 } }.
 * Arguments are named by their plural noun: "1 card" is `cards`, like "2 cards".
 */
function lowerProcedure(node: ProcedureNode, report: Reporter): Procedure {
  const args: Record<string, number> = {};
  for (const arg of node.args) {
    const noun = kebab(arg.value === 1 && !arg.noun.endsWith('s') ? `${arg.noun}s` : arg.noun);
    if (noun in args)
      report.at(arg, 'rules/duplicate-name', `the argument "${noun}" is given twice`, 'keep one of them.');
    else args[noun] = arg.value;
  }
  return { name: node.name, args };
}
