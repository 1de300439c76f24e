// Grid Poker bots: `random` (the engine's, uniform over the legal actions) and `greedy`, which answers
// each kind of decision with one explainable rule, reading only its view:
// - company (setup): the two cards whose poker prospects on the market and best reusable effect are
//   worth most (tips 1 and 3);
// - discard: keeps the cards of its best commitment, then strong cards, then useful effects;
// - company / hand effects: uses the effect worth the most cards against the field; a hand card only
//   when it is not needed for this round's grid poker;
// - hand cards, hand line, company line: the commitment with the most expected points, each hand's
//   chance of being the best of its orientation estimated against the opponents' companies (known) and
//   hand cards (sampled) (tip 2), hand cards and company on different orientations (1b);
// - bet (G11): raises with a likely winner, otherwise checks or calls; never folds (a fold scores nothing);
// - market: discards the card whose absence leaves the market best for it against the others' companies (tip 4);
// - return: takes its hand cards back when they make a better hand than redrawn cards would on average;
// - improve: puts a hand card in its company when the company gets clearly better;
// - effect choices: bot-effect-choices.ts.
import { DOMAINS, type Domain, type Rules } from '../../dsl/runtime.js';
import { chooseValue, legalOr, ownCards, pendingOf, random, type Bot } from '../../engine/bots.js';
import type { Rng } from '../../engine/rng.js';
import type { PendingChoice } from '../../engine/state.js';
import { cardKey } from '../../poker/index.js';
import { answerEffect } from './bot-effect-choices.js';
import { effectWorth } from './bot-effects.js';
import { marketAdvantage } from './bot-market.js';
import { lineIndex, Odds, score1, score2, scoreOf, strength, subsets, type Stage } from './bot-odds.js';
import { cardOf, readTable, type BotCard, type Catalogue, type Table } from './bot-table.js';
import { catalogueCard, companyValue, isWild, keepScores, Subsets } from './bot-worth.js';
import type { GridPokerAction, GridPokerGame } from './index.js';
import { gridRulings, rulingProblems } from './rulings.js';
import { companyZone } from './company.js';
import { ALL_LINES, type Commitment, type GridOption, type Line } from './state.js';
import type { GridPokerView } from './view.js';

export type GridPokerBot = Bot<GridPokerView, GridPokerAction>;

/**
 * The greedy bot of a game: it weighs the effects of the cards `game` was built with (an edited deck's
 * bot knows the edited cards).
 */
export function createGreedyBot(game: Pick<GridPokerGame, 'env'> & { rules?: Rules }): GridPokerBot {
  const catalogue: Catalogue = game.env.catalogue;
  // G4's `domain-order` as the game's rules file sets it: the bot ranks hands as the rules will (a file
  // whose rulings the game refuses at setup never deals a hand to score).
  const settings = Object.fromEntries(Object.entries(game.rules?.rulings ?? {}).map(([n, r]) => [n, r.value]));
  const domainAs = rulingProblems(settings).length === 0 ? gridRulings(settings).domainAs : null;
  return (view, actions, rng) => {
    const pending = pendingOf(view);
    if (!pending) return random(view, actions, rng) as GridPokerAction;
    const picks = decide(readTable(view, catalogue, domainAs), pending, rng);
    return legalOr({ type: 'choose', picks }, actions, pending, rng);
  };
}

function decide(t: Table, p: PendingChoice, rng: Rng): number[] {
  switch (p.kind) {
    case 'grid/company':
      return chooseCompany(t, p);
    case 'discard':
      return discard(t, p);
    case 'grid/company-effect':
      return companyEffect(t, p);
    case 'grid/hand-effect':
      return handEffect(t, p);
    case 'grid/hand-cards':
      return handCards(t, p);
    case 'grid/hand-line':
      return [lineOption(p, gridPlan(t).line)];
    case 'grid/company-line':
      return companyLine(t, p);
    case 'grid/bet':
      return bet(t, p);
    case 'grid/market':
      return market(t, p);
    case 'grid/return':
      return [optionsOf(p).findIndex((o) => o.settle === (returnOrRedraw(t) ? 'take-back' : 'redraw'))];
    case 'grid/improve':
      return improve(t, p);
    case 'grid/improve-slot':
      return improveSlot(t, p);
    case 'grid/wild-value':
    case 'grid/wild-domain':
      return [wild(t, p)];
    case 'effect/may':
    case 'effect/branch':
    case 'effect/which-cards':
    case 'effect/player':
    case 'effect/cards':
    case 'effect/order':
      return answerEffect(t, p);
    case 'effect/domain':
    case 'effect/number':
      return [chooseValue(p, ownCards(t.view, t.catalogue))];
    default:
      return (random({ pending: p }, [], rng) as GridPokerAction).picks;
  }
}

/** The options of a Grid Poker choice, with the game's data (a line, a bet, a market slot …). */
const optionsOf = (p: PendingChoice) => p.options as GridOption[];

/** The option that passes ("Pass", "Keep your company", "Keep your company out"), or the last option when there is none. */
function passOption(p: PendingChoice): number {
  const i = p.options.findIndex((o) => o.answer === 'pass');
  return i >= 0 ? i : p.options.length - 1;
}

const sameLine = (a: Line, b: Line) => a.orientation === b.orientation && a.index === b.index;

/** The option of a line, or the one that keeps out of grid poker when there is none. */
function lineOption(p: PendingChoice, line: Line | null): number {
  const i = line ? optionsOf(p).findIndex((o) => o.line && sameLine(o.line, line)) : -1;
  return i >= 0 ? i : passOption(p);
}

/** The instances the options of a choice name, in option order (null for an option that names no visible card). */
const optionCards = (p: PendingChoice) => p.options.map((o) => o.instance ?? null);

function chooseCompany(t: Table, p: PendingChoice): number[] {
  const odds = new Odds(t, 'plan');
  const ids = optionCards(p);
  let best = { picks: [] as number[], value: -Infinity };
  for (const picks of subsets(ids.length, p.max).filter((s) => s.length === p.max)) {
    const value = companyValue(
      t,
      odds,
      picks.map((i) => cardOf(t, ids[i]!)),
      picks.map((i) => catalogueCard(t, ids[i]!)),
    );
    if (value > best.value) best = { picks, value };
  }
  return best.picks.length === p.min ? best.picks : [...Array(p.min).keys()];
}

function discard(t: Table, p: PendingChoice): number[] {
  const ids = optionCards(p).map((i) => i!);
  const scores = keepScores(t, new Odds(t, 'plan'), ids);
  return ids
    .map((_, i) => i)
    .sort((a, b) => scores[a] - scores[b])
    .slice(0, p.min)
    .sort((a, b) => a - b);
}

const worthOf = (t: Table, instance: string | null) =>
  instance ? effectWorth(catalogueCard(t, instance), t.hand.length, t.view.players) : 0;

/** Company effects cost nothing (the card stays): use the one worth most, if it is worth anything. */
function companyEffect(t: Table, p: PendingChoice): number[] {
  const worth = optionCards(p).map((i) => worthOf(t, i));
  const best = worth.indexOf(Math.max(...worth));
  return [worth[best] > 0.2 ? best : passOption(p)];
}

/**
 * A hand effect costs the card (it is discarded and a new one drawn): use the card whose effect is worth
 * most, less what the card adds to this round's best commitment.
 */
function handEffect(t: Table, p: PendingChoice): number[] {
  const odds = new Odds(t, 'plan');
  const ids = optionCards(p);
  const hand = new Subsets(odds, t.handCards);
  const all = hand.potential();
  const value = ids.map((id) => {
    if (!id) return -Infinity;
    const k = t.hand.indexOf(id);
    const loss = all - hand.potential(k);
    return 0.3 * worthOf(t, id) - loss - (isWild(hand.cards[k]) ? 10 : 0);
  });
  const best = value.indexOf(Math.max(...value));
  return [value[best] > 0.05 ? best : passOption(p)];
}

/** The grid poker plan: which hand cards on which line, and the company on the other orientation. */
interface GridPlan {
  cards: string[];
  line: Line | null;
  companyLine: Line | null;
  value: number;
}

/**
 * The last plan made, by what it was made from: the hand-line choice comes right after the hand-cards
 * choice with the same view, and the plan is a pure function of it (sampling is seeded from the view),
 * so it is reused rather than made twice.
 */
let lastPlan: { key: string; plan: GridPlan } | null = null;

function gridPlan(t: Table, stage: Stage = 'hand'): GridPlan {
  const key = planKey(t, stage);
  if (lastPlan?.key !== key) lastPlan = { key, plan: makePlan(t, stage) };
  return lastPlan.plan;
}

/** Where a player placed their hand cards and company, as text: the lines' indexes, '-' for none. */
const placed = (c: Commitment) => `${c.hand ? lineIndex(c.hand) : '-'}${c.company ? lineIndex(c.company) : '-'}`;

/**
 * Everything makePlan reads, as text: the seat and the turn order, the market, the hand, every company,
 * what each player holds and has placed, and the unseen cards it samples from (their order too: draws
 * follow it). Two tables with the same key get the same plan. Far cheaper than the whole view's JSON.
 */
function planKey(t: Table, stage: Stage): string {
  const v = t.view;
  return [
    t.me,
    stage,
    v.round,
    v.players,
    v.firstPlayer,
    v.solo ? 1 : 0,
    t.marketIds.join(),
    t.market.join(),
    t.hand.join(),
    t.handCards.join(),
    t.companies.join('/'),
    t.soloCompany?.join() ?? '',
    t.handCount.join(),
    t.committedCount.join(),
    v.folded.join(),
    v.commitments.map(placed).join(),
    t.pool.join(),
  ].join('|');
}

function makePlan(t: Table, stage: Stage): GridPlan {
  const odds = new Odds(t, stage);
  const hand = t.handCards;
  const company = t.companies[t.me];
  // The company's best line of each orientation, worked out once: every hand line of the other
  // orientation sends the company there.
  const none = bestPlanOf(odds, company);
  const onRow = bestPlanOf(odds, company, 'row');
  const onColumn = bestPlanOf(odds, company, 'column');
  let best: GridPlan & { tie: number } = { cards: [], line: null, companyLine: none.line, value: none.value, tie: -1 };
  for (const picks of subsets(hand.length)) {
    const x = hand[picks[0]];
    const y = picks.length === 2 ? hand[picks[1]] : -1;
    ALL_LINES.forEach((line, li) => {
      const score = y < 0 ? score1(x, odds.lines[li]) : score2(x, y, odds.lines[li]);
      if (score < 0) return;
      const other = line.orientation === 'row' ? onColumn : onRow;
      const value = odds.value(score, line) + other.value;
      const tie = strength(score);
      if (value > best.value + 1e-9 || (value > best.value - 1e-9 && tie > best.tie)) {
        best = { cards: picks.map((i) => t.hand[i]), line, companyLine: other.line, value, tie };
      }
    });
  }
  return best;
}

/** The company's best line (of an orientation), with its expected points. */
function bestPlanOf(odds: Odds, company: BotCard[], o?: Line['orientation']): { line: Line | null; value: number } {
  if (company.length === 0) return { line: null, value: 0 };
  let best = { line: null as Line | null, value: -1, score: -1 };
  ALL_LINES.forEach((line, li) => {
    if (o && line.orientation !== o) return;
    const score = scoreOf(company, odds.lines[li]);
    if (score < 0) return;
    const value = odds.value(score, line);
    if (value > best.value || (value === best.value && score > best.score)) best = { line, value, score };
  });
  return { line: best.line, value: Math.max(0, best.value) };
}

function handCards(t: Table, p: PendingChoice): number[] {
  const plan = gridPlan(t);
  const ids = optionCards(p);
  return plan.cards
    .map((c) => ids.indexOf(c))
    .filter((i) => i >= 0)
    .slice(0, p.max)
    .sort((a, b) => a - b);
}

function companyLine(t: Table, p: PendingChoice): number[] {
  const odds = new Odds(t, 'company');
  const company = t.companies[t.me];
  let best = { option: passOption(p), value: -1, score: -1 };
  optionsOf(p).forEach(({ line }, i) => {
    if (!line) return;
    const score = scoreOf(company, odds.lines[lineIndex(line)]);
    if (score < 0) return;
    const value = odds.value(score, line);
    if (value > best.value || (value === best.value && score > best.score)) best = { option: i, value, score };
  });
  return [best.option];
}

/** G11: the share of the pot it expects (half for each orientation it may win) sets the bet. */
function bet(t: Table, p: PendingChoice): number[] {
  const odds = new Odds(t, 'bet');
  const c = t.view.commitments[t.me];
  const committed = t.committedCards;
  const chance = (own: readonly BotCard[], line: Line | null | undefined) =>
    line ? odds.winChance(scoreOf(own, odds.lines[lineIndex(line)]), line.orientation) : 0;
  const share = 0.5 * chance(committed, c?.hand) + 0.5 * chance(t.companies[t.me], c?.company);
  const bets = optionsOf(p).map((o) => o.bet?.kind);
  const find = (...kinds: NonNullable<GridOption['bet']>['kind'][]) =>
    bets.flatMap((k, i) => (k && kinds.includes(k) ? [i] : []));
  const raises = find('bet', 'raise'); // smallest first
  const passive = find('check', 'call');
  if (share >= 0.55 && raises.length > 0) return [raises[raises.length - 1]];
  if (share >= 0.3 && raises.length > 0 && find('call').length === 0) return [raises[0]];
  return [passive[0] ?? 0];
}

/** Tip 4: the market card to discard is the one whose absence leaves the market best for this bot. */
function market(t: Table, p: PendingChoice): number[] {
  const value = optionsOf(p).map(({ slot }) => {
    if (slot === undefined) return -Infinity;
    const next = [...t.market];
    next[slot] = null;
    return marketAdvantage(t, next);
  });
  return [value.indexOf(Math.max(...value))];
}

/** Take the hand cards back when they make a better hand than the same number of redrawn cards would, on average. */
function returnOrRedraw(t: Table): boolean {
  const odds = new Odds(t, 'plan');
  const hand = t.handCards;
  const committed = t.committedCards;
  if (committed.some(isWild)) return true;
  // What the hand alone makes is the same in every try: worked out once, then only what the new cards add.
  const own = new Subsets(odds, hand);
  const base = own.potential();
  const kept = potentialWith(odds, own, base, committed);
  let redrawn = 0;
  const tries = 12;
  const drawn: BotCard[] = [];
  for (let i = 0; i < tries; i++) redrawn += potentialWith(odds, own, base, odds.draw(committed.length, drawn));
  return kept >= redrawn / tries;
}

/** `potential` of a hand's cards and `extra` ones, given the hand's `Subsets` and their potential. */
function potentialWith(odds: Odds, hand: Subsets, base: number, extra: readonly BotCard[]): number {
  let best = base;
  for (let i = 0; i < extra.length; i++) {
    const x = extra[i];
    if (hand.n + extra.length === 1) for (const line of odds.lines) best = Math.max(best, strength(score1(x, line))); // else a pair beats it (score2)
    for (const y of hand.cards) for (const line of odds.lines) best = Math.max(best, strength(score2(x, y, line)));
    for (let j = i + 1; j < extra.length; j++)
      for (const line of odds.lines) best = Math.max(best, strength(score2(x, extra[j], line)));
  }
  return best;
}

/** The hand limit at the end of the round: 4, or 3 with 5 or more players (rules/grid-poker.rules). */
const handLimit = (t: Table) => (t.view.players >= 5 ? 3 : 4);

/** The best company a hand card gives, replacing each company card in turn (or filling an empty slot). */
function bestCompanyWith(t: Table, odds: Odds, instance: string): { slot: number; value: number } {
  const zone = t.view.zones[companyZone(t.me)] ?? [];
  const slots = zone.map((s) => (s && !('hidden' in s) ? s.instance : null));
  const gap = slots.indexOf(null);
  const tries = gap >= 0 ? [gap] : slots.map((_, i) => i);
  let best = { slot: tries[0] ?? 0, value: -Infinity };
  for (const slot of tries) {
    const next = slots.map((s, i) => (i === slot ? instance : s)).filter((s): s is string => s !== null);
    const value = companyValue(
      t,
      odds,
      next.map((i) => cardOf(t, i)),
      next.map((i) => catalogueCard(t, i)),
    );
    if (value > best.value) best = { slot, value };
  }
  return best;
}

function improve(t: Table, p: PendingChoice): number[] {
  const odds = new Odds(t, 'plan');
  const company = (t.view.zones[companyZone(t.me)] ?? []).flatMap((s) => (s && !('hidden' in s) ? [s.instance] : []));
  const now = companyValue(
    t,
    odds,
    company.map((i) => cardOf(t, i)),
    company.map((i) => catalogueCard(t, i)),
  );
  const cards = t.handCards;
  const spare = t.hand.length > handLimit(t); // a card it would discard at the end of the round anyway
  const hand = spare ? null : new Subsets(odds, cards); // what giving up a card costs, when it costs anything
  const all = hand ? hand.potential() : 0;
  let best = { option: passOption(p), gain: 0.15 };
  optionCards(p).forEach((id, i) => {
    if (!id) return;
    const k = t.hand.indexOf(id);
    if (isWild(cards[k])) return;
    const cost = hand ? 0.3 * (all - hand.potential(k)) + 0.05 : 0;
    const gain = bestCompanyWith(t, odds, id).value - now - cost;
    if (gain > best.gain) best = { option: i, gain };
  });
  return [best.option];
}

/** The company card to replace with the hand card chosen (each option names it as its replacement). */
function improveSlot(t: Table, p: PendingChoice): number[] {
  const hand = optionsOf(p)[0]?.replacement;
  if (!hand || !t.hand.includes(hand)) return [0];
  const slot = bestCompanyWith(t, new Odds(t, 'plan'), hand).slot;
  const zone = t.view.zones[companyZone(t.me)] ?? [];
  const card = zone[slot];
  const i = card && !('hidden' in card) ? p.options.findIndex((o) => o.instance === card.instance) : -1;
  return [Math.max(0, i)];
}

/**
 * G7 with the owner picking: the value (then the domain) that makes the wild's hand best. Each option
 * names the wild (`wild`) and what it would count as: a value (`number`), then a domain with the value
 * already chosen.
 */
function wild(t: Table, p: PendingChoice): number {
  const options = optionsOf(p);
  const wildCard = options[0]?.wild;
  const c = t.view.commitments[t.me];
  const mine = [
    ...(c?.hand ? [{ cards: t.committed, line: c.hand }] : []),
    ...(c?.company
      ? [
          {
            cards: (t.view.zones[companyZone(t.me)] ?? []).flatMap((s) => (s && !('hidden' in s) ? [s.instance] : [])),
            line: c.company,
          },
        ]
      : []),
  ];
  const hand = wildCard ? mine.find((h) => h.cards.includes(wildCard)) : undefined;
  if (!hand) return 0;
  const line = new Odds(t, 'plan').lines[lineIndex(hand.line)];
  const scoreAs = (value: number, domain: Domain) =>
    scoreOf(
      hand.cards.map((i) =>
        i === wildCard ? cardKey({ value, domain: t.domainAs ? t.domainAs[domain] : domain }) : cardOf(t, i),
      ),
      line,
    );
  const scores = options.map((o) => {
    const value = o.number ?? 1;
    return o.domain ? scoreAs(value, o.domain) : Math.max(...DOMAINS.map((d) => scoreAs(value, d)));
  });
  return scores.indexOf(Math.max(...scores));
}

/** Grid Poker's bots, made for `game`: the engine's random bot and the greedy one. */
export function gridPokerBots(game: Pick<GridPokerGame, 'env'> & { rules?: Rules }) {
  return { random: random as GridPokerBot, greedy: createGreedyBot(game) };
}
