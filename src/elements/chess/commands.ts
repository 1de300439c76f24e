/**
 * Text move entry: a small command language typed under the board, for screen reader users and anyone
 * faster at typing than pointing (as on lichess). A move is written in the move log's own notation, read
 * loosely (see `matchAction` in src/games/tech-chess/notation.ts); the other commands read the game
 * aloud or act on the element. Pure: the element runs what comes back (plays the picks, flips the
 * board, takes back a move) and says the words in its live region.
 */
import type { Card } from '../../dsl/runtime.js';
import { matchAction, type TechChessView } from '../../games/tech-chess/index.js';
import { describeCard } from '../shared/index.js';
import { squareIndex, squareName, type ChessLayout } from './layout.js';
import { KIND_WORDS } from './pieces.js';

/** One command of the language, for the help and the `help` command. */
export interface CommandHelp {
  example: string; // what to type
  meaning: string; // what it does
}

export const COMMANDS: CommandHelp[] = [
  { example: 'c2-c3  ·  c2c3  ·  12S c1-c4', meaning: 'move the piece on c2 to c3 (the card may be left out)' },
  { example: 'd1xc3', meaning: 'capture on c3 with the piece on d1' },
  { example: 'use 7S', meaning: 'use the effect of the 7 of Science in your hand' },
  { example: 'b2=9V', meaning: 'upgrade the pawn on b2 with the 9 of Services from your hand' },
  { example: '5S@d2', meaning: 'build the 5 of Science from your hand on d2' },
  { example: 'yes  ·  no', meaning: "answer a question, such as using the capturing card's effect" },
  { example: '1  ·  1 3', meaning: 'choose option 1 (or options 1 and 3) of the current choice' },
  { example: 'options', meaning: "list the current choice's options with their numbers" },
  { example: 'moves  ·  moves c2', meaning: 'list your legal actions (of the piece on c2)' },
  { example: 'board', meaning: 'read every piece on the board, side by side' },
  { example: 'c3', meaning: 'read the square c3' },
  { example: 'hand', meaning: "read your hand, with the cards' effects" },
  { example: 'last', meaning: 'read the last move' },
  { example: 'status', meaning: 'whose turn, kings, cards, upgrades and builds left, check' },
  { example: 'flip', meaning: 'turn the board around' },
  { example: 'undo', meaning: 'take back your last decision' },
  { example: 'help', meaning: 'list these commands' },
];

/** What the element needs to answer a command. */
export interface CommandContext {
  view: TechChessView; // the seat on screen's view
  layout: ChessLayout | null; // the seat's pending choice, laid out (null: not their decision)
  name(seat: number): string; // "You", "Player 2 (bot)"
  card(id: string): Card; // a card of the deck
}

export type CommandResult =
  | { picks: number[]; say: string } // play these picks
  | { run: 'flip' | 'undo' | 'help'; say: string } // act on the element
  | { say: string } // only words: what was asked, read aloud
  | { error: string }; // refused, with the reason

/** The typed words that answer a yes-or-no question. */
const YES_NO = new Map<string, 'yes' | 'no'>([
  ['yes', 'yes'],
  ['y', 'yes'],
  ['no', 'no'],
  ['n', 'no'],
]);

const DOMAIN_NAMES: Record<string, string> = { K: 'Knowledge', S: 'Science', T: 'Technology', V: 'Services' };

/** `12S` → "12 of Science". */
export const spellCode = (code: string) =>
  code.replace(/^(\d+)([KSTV])$/, (_, v: string, d: string) => `${v} of ${DOMAIN_NAMES[d]}`);

const possessive = (ctx: CommandContext, seat: number) => (ctx.name(seat) === 'You' ? 'your' : `${ctx.name(seat)}'s`);

/** A square read aloud: "c1: your queen, the 12 of Services (Cloud Computing)" or "c4: empty". */
export function describeSquare(ctx: CommandContext, square: number): string {
  const piece = ctx.view.board[square];
  const name = squareName(square, ctx.view.files);
  if (!piece) return `${name}: empty`;
  return `${name}: ${possessive(ctx, piece.owner)} ${KIND_WORDS[piece.piece]}, the ${spellCode(piece.code)} (${ctx.card(piece.card).name})${piece.value !== ctx.card(piece.card).value ? `, moving as a ${piece.value}` : ''}`;
}

function listBoard(ctx: CommandContext): string {
  const { view } = ctx;
  return [view.firstPlayer, 1 - view.firstPlayer]
    .map((seat) => {
      const pieces = view.board.filter((p) => p?.owner === seat).map((p) => `${p!.code} ${p!.square}`);
      return `${ctx.name(seat)} (${pieces.length} pieces): ${pieces.join(', ') || 'none'}.`;
    })
    .join(' ');
}

function listHand(ctx: CommandContext): string {
  const hand = (ctx.view.zones[`hand:${ctx.view.seat}`] ?? []).flatMap((s) =>
    s && 'card' in s ? [ctx.card(s.card)] : [],
  );
  if (hand.length === 0) return 'Your hand is empty.';
  return `Your hand, ${hand.length} card${hand.length === 1 ? '' : 's'}: ${hand.map(describeCard).join('; ')}.`;
}

export function describeStatus(ctx: CommandContext): string {
  const { view } = ctx;
  const seats = [view.firstPlayer, 1 - view.firstPlayer];
  const parts: string[] = [];
  if (view.phase === 'over') parts.push(`The game is over: ${view.score}.`);
  else if (view.phase === 'setup') parts.push('Setting up.');
  else {
    const actor = view.pending?.seat;
    parts.push(`Turn ${view.turn}.${actor !== undefined ? ` ${ctx.name(actor)} to play.` : ''}`);
  }
  for (const seat of seats) {
    parts.push(
      `${ctx.name(seat)}: ${view.kings[seat]} king${view.kings[seat] === 1 ? '' : 's'}, ${view.handSizes[seat]} cards in hand, ${view.upgradesLeft[seat]} upgrades and ${view.buildsLeft[seat]} builds left${view.check.includes(seat) ? ', in check' : ''}.`,
    );
  }
  return parts.join(' ');
}

function listOptions(ctx: CommandContext): string {
  const layout = ctx.layout;
  if (!layout) return notYours(ctx);
  if (layout.plan) return `${layout.plan.notations.length} legal actions; type moves to list them, or a move.`;
  const { pending } = layout;
  const words = pending.options.map(
    (o, i) => `${i + 1}: ${layout.buttons.find((b) => b.index === i)?.label ?? o.label}`,
  );
  const how =
    pending.max > 1 || pending.min === 0
      ? ` Choose ${pending.min === pending.max ? pending.min : `${pending.min} to ${pending.max}`}: type their numbers, such as 1 2.`
      : ' Type a number.';
  return `${pending.prompt}. ${words.join('; ')}.${how}`;
}

function notYours(ctx: CommandContext): string {
  if (ctx.view.phase === 'over') return 'The game is over.';
  const actor = ctx.view.pending?.seat;
  return actor === undefined
    ? 'Nobody is to decide.'
    : `It is not your decision: ${ctx.name(actor)} ${ctx.name(actor) === 'You' ? 'are' : 'is'} choosing.`;
}

function listMoves(ctx: CommandContext, from: string): CommandResult {
  const plan = ctx.layout?.plan;
  if (!plan) return { error: ctx.layout ? 'No move is asked now: type options to hear the choice.' : notYours(ctx) };
  let notations = plan.notations;
  if (from) {
    const square = squareIndex(from, ctx.view.files, ctx.view.ranks);
    if (square < 0) return { error: `"${from}" is not a square: squares run from a1 to f6.` };
    const source = plan.sources.get(`square:${square}`);
    if (!source) return { say: `${describeSquare(ctx, square)}. It has no legal move.` };
    notations = [...source.targets.values()].map((t) => plan.notations[t.index]);
  }
  return { say: `${notations.length} legal action${notations.length === 1 ? '' : 's'}: ${notations.join(', ')}.` };
}

/** Reads one typed line. */
export function runCommand(text: string, ctx: CommandContext): CommandResult {
  const line = text.trim().replace(/\s+/g, ' ');
  const lower = line.toLowerCase();
  if (lower === '') return { error: 'Type a move, such as c2-c3, or help.' };
  const [word, ...rest] = lower.split(' ');
  const arg = rest.join(' ');
  switch (word) {
    case 'help':
    case '?':
      return {
        run: 'help',
        say: `Commands: ${COMMANDS.map((c) => `${c.example.split('  ·  ')[0]} (${c.meaning})`).join('; ')}.`,
      };
    case 'flip':
      return { run: 'flip', say: 'The board is turned around.' };
    case 'undo':
    case 'takeback':
      return { run: 'undo', say: 'Taking back your last decision.' };
    case 'board':
    case 'pieces':
      return { say: listBoard(ctx) };
    case 'hand':
      return { say: listHand(ctx) };
    case 'status':
    case 'kings':
      return { say: describeStatus(ctx) };
    case 'last': {
      const last = ctx.view.last;
      return {
        say: last
          ? `${ctx.name(last.seat)}: ${last.notation}. ${ctx.view.log.at(-1)?.text ?? ''}`.trim()
          : 'No move has been made yet.',
      };
    }
    case 'options':
    case 'o':
      return { say: listOptions(ctx) };
    case 'moves':
    case 'm':
      return listMoves(ctx, arg);
  }
  // A lone square is read aloud (a move always names two squares, or a card and a square).
  const lone = squareIndex(lower, ctx.view.files, ctx.view.ranks);
  if (lone >= 0) return { say: describeSquare(ctx, lone) };
  const layout = ctx.layout;
  if (!layout) return { error: notYours(ctx) };
  const { pending } = layout;
  // Option numbers: "2", or "1 3" for a choice of several.
  if (/^\d+( \d+)*$/.test(lower) && !layout.plan) {
    const picks = lower.split(' ').map((n) => Number(n) - 1);
    const bad = picks.find((p) => p < 0 || p >= pending.options.length);
    if (bad !== undefined)
      return {
        error: `There is no option ${bad + 1}: the options are 1 to ${pending.options.length} (type options to hear them).`,
      };
    return { picks: [...new Set(picks)].sort((a, b) => a - b), say: '' };
  }
  if (layout.plan) {
    const index = matchAction(layout.plan.notations, line);
    if (index >= 0) return { picks: [index], say: '' };
    return { error: `"${line}" is not a legal action now: type moves to list them, or help.` };
  }
  if (pending.max <= 1 && pending.min <= 1) {
    // Yes and No answer the option that means it (its `answer`), whatever its words.
    const answer = YES_NO.get(lower);
    const meant = answer ? pending.options.findIndex((o) => o.answer === answer) : -1;
    if (meant >= 0) return { picks: [meant], say: '' };
    // Else the person types the words they read on an option, or their start ("draw" for "Draw it."):
    // their own words matched to the words shown, not a meaning read from them.
    const shown = pending.options.map((o, i) =>
      (layout.buttons.find((b) => b.index === i)?.label ?? o.label).toLowerCase(),
    );
    const exact = shown.findIndex((words) => words === lower || words.replace(/[.,].*$/, '') === lower);
    const starts = shown.flatMap((words, i) => (words.startsWith(lower) ? [i] : []));
    const picked = exact >= 0 ? exact : starts.length === 1 ? starts[0] : -1;
    if (picked >= 0) return { picks: [picked], say: '' };
  }
  return { error: `"${line}" answers nothing here: type options to hear the choice, then its number.` };
}

/** What the element does for a typed line: the acts a command asks of it. */
export interface EntryActions {
  play(picks: number[]): string | null; // plays the picks; null, or the engine's reason for refusing them
  flip(): void; // turns the board around
  undo(): boolean; // takes back the seat's last decision; false when it has none
}

/** The answer to a typed line under the entry, and whether it is said in the live region too. */
export interface EntryAnswer {
  output: string;
  error: boolean; // a refusal
  say: boolean; // false for a move played: its own announcement follows when the board updates
}

/** Reads one typed line and carries it out through `actions`: a move, an answer, or a command. */
export function enterLine(text: string, ctx: CommandContext, actions: EntryActions): EntryAnswer {
  const result = runCommand(text, ctx);
  if ('error' in result) return { output: result.error, error: true, say: true };
  if ('picks' in result) {
    const layout = ctx.layout!;
    const words = result.picks
      .map(
        (i) =>
          layout.plan?.notations[i] ??
          layout.buttons.find((b) => b.index === i)?.label ??
          layout.pending.options[i].label,
      )
      .join(', ');
    const refusal = actions.play(result.picks);
    return refusal === null
      ? { output: `Played: ${words}.`, error: false, say: false }
      : { output: refusal, error: true, say: true };
  }
  if ('run' in result && result.run === 'flip') actions.flip();
  if ('run' in result && result.run === 'undo') {
    return actions.undo()
      ? { output: 'Your last decision was taken back.', error: false, say: true }
      : { output: 'There is no decision of yours to take back.', error: true, say: true };
  }
  return { output: result.say, error: false, say: true };
}
