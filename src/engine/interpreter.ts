// The effect interpreter: runs compiled steps against the table, one sentence after another. A sentence
// that needs a decision asks for it (`ask`) and the run stops there; its frames (see EffectFrame) say
// where it stood, so when the choice is answered the run goes on from that sentence, and the state stays
// plain JSON.
import type { Condition, Selection, Step } from '../dsl/runtime.js';
import { cardLabel, cardOf, matchesFilter } from './cards.js';
import { ask, checkpoint, seatsFrom, type Context } from './context.js';
import { DOMAIN_NAMES, DOMAINS, describeSteps } from '../dsl/runtime.js';
import { say, who } from './log.js';
import { quantityOf, resolveCards, seatsOf, stepsToChooser } from './select.js';
import type { EffectFrame } from './state.js';
import { wordsOnce } from './words.js';
import { locate } from './zones.js';
import { resolve as arrange } from './effects/arrange.js';
import { resolve as countAs } from './effects/count-as.js';
import { resolve as discard } from './effects/discard.js';
import { resolve as draw } from './effects/draw.js';
import { resolve as exchange } from './effects/exchange.js';
import { resolve as expel } from './effects/expel.js';
import { resolve as give } from './effects/give.js';
import { resolve as look } from './effects/look.js';
import { resolve as pick } from './effects/pick.js';
import { resolve as pickPlayer } from './effects/pick-player.js';
import { resolve as put } from './effects/put.js';
import { resolve as replace } from './effects/replace.js';
import { resolve as reveal } from './effects/reveal.js';
import { resolve as shuffle } from './effects/shuffle.js';
import { resolve as take } from './effects/take.js';

type Action = Exclude<Step, { kind: 'if' | 'may' | 'choice' | 'copy' | 'repeat' | 'for-each' | 'choose' }>;
type Handler<K extends Action['kind']> = (
  ctx: Context,
  step: Extract<Action, { kind: K }>,
  actor: number,
  they: number | null,
) => void;

/** One row per effect kind: the DSL verb, the `kind` string, the schema `$defs` key and the handler file share the name. */
const HANDLERS: { [K in Action['kind']]: Handler<K> } = {
  draw,
  reveal,
  look,
  exchange,
  replace,
  expel,
  discard,
  give,
  take,
  pick,
  'pick-player': pickPlayer,
  put,
  arrange,
  shuffle,
  'count-as': countAs,
};

/** The sentences of the card used, from the start or from where its frames say the run stopped. */
export function runEffect(ctx: Context, steps: Step[]): void {
  runList(ctx, steps, null, null);
}

/**
 * Runs a list of sentences in its own frame. `they` is the acting seat of an enclosing sentence about
 * other players; `actor`, when set, does every sentence of the list (those inside "you may …" and
 * "… or …" are done by the player who chose them).
 */
function runList(ctx: Context, steps: Step[], they: number | null, actor: number | null): void {
  // Going on from a stopped run, the frame is there already; else the list starts at its first sentence.
  const level = ctx.level++;
  if (level === ctx.frames.length) start(ctx, level, { at: 0, answers: [], bindings: ctx.bindings });
  for (let frame = ctx.frames[level]!; frame.at < steps.length; frame = nextSentence(ctx, level)) {
    const step = steps[frame.at]!;
    if (actor !== null && step.kind !== 'if' && step.kind !== 'count-as') runFor(ctx, frame, step, actor, they);
    else runStep(ctx, frame, step, they);
  }
  ctx.frames.pop();
  ctx.level--;
}

/**
 * Puts `frame`, fresh, at `level` (the run is inside it), with no answers and the bindings as they are now.
 * A fresh object, not the old one with its keys deleted: deleting keys makes every later read of a frame
 * slow. Each caller writes its frame as a literal, so frames keep a few fixed shapes.
 */
function start(ctx: Context, level: number, frame: EffectFrame): EffectFrame {
  ctx.frames[level] = frame;
  checkpoint(ctx);
  return frame;
}

/** The sentence is done: the next one starts in a fresh frame. */
const nextSentence = (ctx: Context, level: number) =>
  start(ctx, level, { at: ctx.frames[level]!.at + 1, answers: [], bindings: ctx.bindings });

function runStep(ctx: Context, frame: EffectFrame, step: Step, they: number | null): void {
  if (step.kind === 'if') {
    // Branch 0 runs the sentences of "If …,", branch 1 those of "Otherwise, …".
    if (frame.branch === undefined) {
      frame.branch = conditionHolds(ctx, step.condition, ctx.user, they) ? 0 : 1;
      checkpoint(ctx);
    }
    if (frame.branch === 1 && !step.else) return say(ctx, null, 'The condition does not hold.');
    return runList(ctx, frame.branch === 0 ? step.steps : step.else!, they, null);
  }
  if (step.kind === 'count-as') return HANDLERS['count-as'](ctx, step, ctx.user, they);
  // A sentence about other players runs once for each of them, in turn order from the active player;
  // inside it, "they" is the player acting.
  if (frame.actors === undefined) {
    frame.actors = seatsOf(ctx, step.actor, ctx.user, they, { purpose: 'to act', verb: step.kind, role: 'actor' });
    frame.turn = 0;
    checkpoint(ctx);
  }
  const level = ctx.level - 1;
  for (let turn = frame; turn.turn! < turn.actors!.length; turn = nextTurn(ctx, level)) {
    const actor = turn.actors![turn.turn!]!;
    runFor(ctx, turn, step, actor, step.actor === 'you' ? they : actor);
  }
}

/** The actor's turn at the sentence is done: the next actor's starts in a fresh frame. */
function nextTurn(ctx: Context, level: number): EffectFrame {
  const { at, actors, turn } = ctx.frames[level]!;
  return start(ctx, level, { at, actors, turn: turn! + 1, answers: [], bindings: ctx.bindings });
}

/** A sentence that keeps its place in a frame of its own, to go on from a choice where it stopped. */
type Framed = Extract<Step, { kind: 'may' | 'choice' | 'copy' | 'repeat' | 'for-each' }>;
type FramedRun<K extends Framed['kind']> = (
  ctx: Context,
  frame: EffectFrame,
  step: Extract<Framed, { kind: K }>,
  actor: number,
  they: number | null,
) => void;

function runFor(
  ctx: Context,
  frame: EffectFrame,
  step: Exclude<Step, { kind: 'if' | 'count-as' }>,
  actor: number,
  they: number | null,
): void {
  if (step.kind === 'choose') return choose(ctx, step, actor);
  if (step.kind in FRAMED) {
    const framed = step as Framed;
    return (FRAMED[framed.kind] as FramedRun<typeof framed.kind>)(ctx, frame, framed as never, actor, they);
  }
  (HANDLERS[step.kind as Action['kind']] as Handler<Action['kind']>)(ctx, step as never, actor, they);
}

/** "You may …": the one acting answers yes or no; "If you do, …" later reads the answer. */
const may: FramedRun<'may'> = (ctx, frame, step, actor, they) => {
  if (frame.branch === undefined) {
    const [answer] = ask(ctx, actor, () => ({
      kind: 'effect/may',
      prompt: chooserSteps(step.steps, actor, they, 'may', (words) => `${words.replace(/\.$/, '')}?`),
      min: 1,
      max: 1,
      options: [
        { label: 'Yes', answer: 'yes' },
        { label: 'No', answer: 'no' },
      ],
      effect: { verb: 'may', steps: step.steps },
    }));
    if (answer !== 0) {
      ctx.bindings.did = false; // "You may … If you do, …"
      return say(ctx, actor, `${who(actor)} declines.`);
    }
    frame.branch = 0;
    checkpoint(ctx);
  }
  return runList(ctx, step.steps, they, actor);
};

/** "… or …": the one acting chooses which sentences to do. */
const choice: FramedRun<'choice'> = (ctx, frame, step, actor, they) => {
  if (frame.branch === undefined) {
    [frame.branch] = ask(ctx, actor, () => ({
      kind: 'effect/branch',
      prompt: 'Choose one',
      min: 1,
      max: 1,
      effect: { verb: 'choice' },
      options: step.options.map((option, branch) => ({
        label: chooserSteps(option, actor, they, 'option', (words) => words),
        branch,
        steps: option,
      })),
    }));
    checkpoint(ctx);
  }
  return runList(ctx, step.options[frame.branch!]!, they, actor);
};

/**
 * Sentences as the one choosing reads them (see stepsToChooser), made into a prompt or a label by `as`.
 * They read the same for every chooser who is the sentence's "they" (and for every other): made once each.
 */
function chooserSteps(
  steps: Step[],
  actor: number,
  they: number | null,
  use: 'may' | 'option',
  as: (words: string) => string,
): string {
  return wordsOnce(steps, `${use} ${(they ?? actor) === actor}`, () =>
    as(describeSteps(stepsToChooser(steps, actor, they))),
  );
}

/**
 * "Use the effect of …" runs another card's effect as if the actor used it. "It is possible that a
 * company card effect will be used again because of a copy effect", but a copied effect that would copy
 * again does nothing more, so copies can't loop.
 */
const copy: FramedRun<'copy'> = (ctx, frame, step, actor, they) => {
  if (ctx.depth > 0) return say(ctx, actor, 'A copied effect copies nothing more.');
  if (frame.copies === undefined) {
    frame.copies = resolveCards(ctx, step.cards, 'copy', actor, they, 'whose effect to use');
    frame.copied = 0;
    checkpoint(ctx);
    if (frame.copies.length === 0) return say(ctx, actor, `${who(actor)} has no effect to use.`);
  }
  for (; frame.copied! < frame.copies.length; frame.copied!++) {
    const instance = frame.copies[frame.copied!]!;
    const card = cardOf(ctx.state, ctx.catalogue, instance);
    if (!card.effect) {
      say(ctx, actor, `${who(actor)} uses ${cardLabel(card)}, which has no effect.`);
      continue;
    }
    if (frame.outer === undefined) {
      ctx.state.log.push({
        seat: actor,
        text: `${who(actor)} uses the effect of ${cardLabel(card)}: ${card.effect.keyword} – ${card.effect.text}`,
        event: 'copy',
        card: card.id,
      });
      frame.outer = { ...ctx.bindings };
      ctx.bindings = { last: [], group: [], chosen: [], player: null };
    }
    // Field by field, not Object.assign of a literal: this runs for every copied effect.
    const { user, source } = ctx;
    ctx.user = actor;
    ctx.source = instance;
    ctx.depth++;
    runList(ctx, card.effect.steps, null, null);
    ctx.user = user;
    ctx.source = source;
    ctx.depth--;
    ctx.bindings = frame.outer;
    delete frame.outer;
    checkpoint(ctx);
  }
  // "Then, use the effect of that card." refers to the card copied.
  ctx.bindings.last = frame.copies;
};

/**
 * Whether a condition holds on the table as it is now: the card or cards named before ("If it is a
 * Science card", "If both are …"), a number of cards ("If you control three or more …"), your cards
 * against the opponents', whether the last sentence did something ("If you do"), or the opposite.
 */
function conditionHolds(ctx: Context, condition: Condition, actor: number, they: number | null): boolean {
  if ('not' in condition) return !conditionHolds(ctx, condition.not, actor, they);
  if ('did' in condition) return ctx.bindings.did === true;
  if ('count' in condition) {
    const n = quantityOf(ctx, condition.count, actor, they);
    return (
      (condition.atLeast === undefined || n >= condition.atLeast) &&
      (condition.atMost === undefined || n <= condition.atMost)
    );
  }
  if ('compare' in condition) {
    // The selection is said for "you"; each opponent is counted in your place ("their hand", "they control").
    const mine = quantityOf(ctx, { cardsIn: condition.cards }, ctx.user, ctx.user);
    const theirs = seatsFrom(ctx.state, ctx.user)
      .slice(1)
      .map((seat) => quantityOf(ctx, { cardsIn: asPlayer(condition.cards) }, seat, seat));
    const beats = (n: number) => (condition.compare === 'more' ? mine > n : mine < n);
    return theirs.length > 0 && (condition.than === 'each-opponent' ? theirs.every(beats) : theirs.some(beats));
  }
  const named = ctx.bindings.last.filter((i) => locate(ctx.state, i) !== null);
  const passes = (instance: string) => matchesFilter(ctx.state, ctx.catalogue, instance, condition.test, ctx.bindings);
  switch (condition.subject) {
    case 'it':
    case 'that-card':
      return named[0] !== undefined && passes(named[0]);
    case 'both':
      return named.length === 2 && named.every(passes);
    case 'all-of-them':
      return named.length > 0 && named.every(passes);
    case 'any-of-them':
      return named.some(passes);
  }
}

/** A selection said for "you" ("cards in your hand", "cards you control"), said for the acting player instead. */
function asPlayer(selection: Selection): Selection {
  const zone = selection.zone;
  if (zone.place === 'hand' && zone.player === 'you') return { ...selection, zone: { ...zone, player: 'they' } };
  if (zone.place === 'in-play' && zone.control === 'you') return { ...selection, zone: { ...zone, control: 'they' } };
  return selection;
}

/** The most rounds a repetition runs: one per card in the game, so it ends even if no round changes anything. */
const roundLimit = (ctx: Context) => Object.keys(ctx.state.cards).length;

/** The round is done: the next one starts in a fresh frame, with what the rounds so far have named. */
function nextRound(ctx: Context, level: number, done: EffectFrame): EffectFrame {
  const { at, actors, turn, round, named, seats, times } = done;
  return start(ctx, level, {
    at,
    actors,
    turn,
    round: round! + 1,
    named,
    seats,
    times,
    answers: [],
    bindings: ctx.bindings,
  });
}

/**
 * "Draw cards until your hand has six cards.", "Reveal cards from the top of the deck until you reveal a
 * Services card.": the sentences run round after round. The condition is tested before each round or
 * after it (`check`). It also ends when a round names no card (the deck ran out) and at the round limit.
 * Afterwards "them" is every card the rounds named; when the condition was met after a round, "it" is
 * the card that met it and "the rest" the others.
 */
const repeat: FramedRun<'repeat'> = (ctx, frame, step, actor, they) => {
  const level = ctx.level - 1;
  if (frame.round === undefined) {
    frame.round = 0;
    frame.named = [];
  }
  let met = false;
  for (let f = frame; f.round! < roundLimit(ctx); f = nextRound(ctx, level, f)) {
    if (f.branch === undefined) {
      if (step.check === 'before' && conditionHolds(ctx, step.until, actor, they)) {
        met = true;
        break;
      }
      f.branch = 0;
      checkpoint(ctx);
    }
    runList(ctx, step.steps, they, actor);
    const last = ctx.bindings.last;
    if (last.length === 0 || !ctx.bindings.did) break;
    f.named = [...f.named!, ...last.filter((i) => !f.named!.includes(i))];
    if (step.check === 'after' && conditionHolds(ctx, step.until, actor, they)) {
      met = true;
      break;
    }
  }
  const named = ctx.frames[level]!.named!;
  const found = met && step.check === 'after' ? ctx.bindings.last : [];
  Object.assign(ctx.bindings, {
    group: named,
    last: step.check === 'after' ? found : named,
    chosen: found,
    did: named.length > 0,
  });
};

/**
 * "For each opponent, discard a card.": the sentences once for each player, in turn order from you, who
 * is "that player" meanwhile; "For each Knowledge card you control, draw a card.": once for each card.
 */
const forEach: FramedRun<'for-each'> = (ctx, frame, step, actor, they) => {
  const level = ctx.level - 1;
  if (frame.round === undefined) {
    const over = step.over;
    if ('players' in over)
      frame.seats = seatsOf(ctx, over.players, actor, they, {
        purpose: 'to go through',
        verb: 'for-each',
        role: 'actor',
      });
    else frame.times = quantityOf(ctx, over, actor, they);
    frame.round = 0;
    checkpoint(ctx);
  }
  for (let f = frame; f.round! < (f.seats?.length ?? f.times!); f = nextRound(ctx, level, f)) {
    // A round that starts names its player; one going on from a choice has its bindings restored already
    // (a sentence inside may have named another player since).
    if (f.seats && ctx.frames.length === ctx.level) ctx.bindings.player = f.seats[f.round!]!;
    runList(ctx, step.steps, they, null);
  }
};

/** The framed sentences by kind (after their definitions: runFor reads it only once the module has run). */
const FRAMED: { [K in Framed['kind']]: FramedRun<K> } = { may, choice, copy, repeat, 'for-each': forEach };

/** "Choose a domain.", "Choose a number from 1 to 13.": later sentences say "that domain", "the chosen number". */
function choose(ctx: Context, step: Extract<Step, { kind: 'choose' }>, actor: number): void {
  if (step.value === 'domain') {
    const [pick] = ask(ctx, actor, () => ({
      kind: 'effect/domain',
      prompt: 'Choose a domain',
      min: 1,
      max: 1,
      effect: { verb: 'choose' },
      options: DOMAINS.map((domain) => ({ label: DOMAIN_NAMES[domain], domain })),
    }));
    const domain = DOMAINS[pick!]!;
    ctx.bindings.domain = domain;
    ctx.bindings.did = true;
    return say(ctx, actor, `${who(actor)} chooses ${DOMAIN_NAMES[domain]}.`);
  }
  const low = step.min ?? 1;
  const numbers = Array.from({ length: (step.max ?? 13) - low + 1 }, (_, i) => low + i);
  const [pick] = ask(ctx, actor, () => ({
    kind: 'effect/number',
    prompt: `Choose a number from ${low} to ${numbers.at(-1)}`,
    min: 1,
    max: 1,
    effect: { verb: 'choose' },
    options: numbers.map((number) => ({ label: String(number), number })),
  }));
  const number = numbers[pick!]!;
  ctx.bindings.number = number;
  ctx.bindings.did = true;
  say(ctx, actor, `${who(actor)} chooses ${number}.`);
}
