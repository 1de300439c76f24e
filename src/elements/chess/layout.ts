/**
 * How a Tech Chess choice is laid out on the board (the general layout is ../shared/choice.ts). The
 * element holds no rule: every square it marks comes from an option of the pending choice.
 *
 * - `chess/action`, the turn's action: each option carries its `move` (type, squares, instances and
 *   notation). The options are grouped by what a player picks first — a piece of theirs on its square, or
 *   a card of their hand — and then by the square that finishes the action: a move or capture, a build
 *   on an empty square, an upgrade of a pawn. A hand card's effect is a button once the card is picked.
 * - `chess/capture-effect`: the capturing card shown large with two buttons (not a highlighted piece: the
 *   question is about its effect, not about the piece), found by their `answer` (yes, no).
 * - `chess/arrange`: the default arrangement (the `placements` of the option answering yes) is previewed
 *   on the board; `chess/arrange-pair` marks the square being filled (its options' `square`).
 * Prompts and labels are only shown, never read: what the element does follows from the kind and the
 * options' data.
 * - Everything else (setup picks, card effects) is the shared layout: card options on their cards (a
 *   piece on its square, a hand card in the hand, others in the tray), other options as buttons.
 */
import type { PendingChoice } from '../../engine/state.js';
import type { ChessMove, ChessOption, Placement } from '../../games/tech-chess/index.js';
import { cardById } from '../card/catalogue.js';
import { layoutChoice, type ChoiceLayout } from '../shared/index.js';

/** What finishes an action on a square, once its source is picked. */
export interface Destination {
  index: number; // the option played
  type: 'move' | 'build' | 'upgrade';
  capture: boolean; // a move onto an enemy piece
}

/** A piece or hand card a player picks first. */
export interface Source {
  key: string; // `square:12` (a piece on c3) or `hand:c37` (a hand card)
  instance: string; // the piece's or the hand card's instance
  square: number | null; // the piece's square; null for a hand card
  targets: Map<number, Destination>; // square → what choosing it plays
  uses: number[]; // options that use this hand card's effect
}

/** The turn's legal actions, grouped by source. */
export interface ActionPlan {
  sources: Map<string, Source>; // by key, pieces first in board order, then hand cards
  notations: string[]; // by option: what the move log will write ("12S c1-c4")
}

export interface ChessLayout extends ChoiceLayout {
  plan: ActionPlan | null; // the turn's action choice
  capture: { instance: string; card: string } | null; // the capturing piece whose effect may be used
  preview: Map<number, Placement> | null; // chess/arrange: the default arrangement, square → the card placed there
  pairSquare: number | null; // chess/arrange-pair: the square being filled (a board slot: a1 = 0)
}

export const squareKey = (square: number) => `square:${square}`;
export const handKey = (instance: string) => `hand:${instance}`;

/** `a1` → 0 … `f6` → 35 on a board `files` wide; -1 for anything else. */
export function squareIndex(name: string, files = 6, ranks = 6): number {
  const m = /^([a-z])(\d+)$/.exec(name.trim().toLowerCase());
  if (!m) return -1;
  const file = m[1].charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  return file < files && rank >= 0 && rank < ranks ? rank * files + file : -1;
}

/** 0 → `a1` … 35 → `f6`. */
export const squareName = (square: number, files = 6) =>
  `${String.fromCharCode(97 + (square % files))}${Math.floor(square / files) + 1}`;

/** The turn's options grouped by source (pieces by square, hand cards by instance). */
export function planActions(options: readonly ChessOption[]): ActionPlan {
  const sources = new Map<string, Source>();
  const source = (key: string, instance: string, square: number | null) => {
    let s = sources.get(key);
    if (!s) sources.set(key, (s = { key, instance, square, targets: new Map(), uses: [] }));
    return s;
  };
  options.forEach((o, index) => {
    const m = o.move as ChessMove | undefined;
    if (!m) return;
    switch (m.type) {
      case 'move':
        source(squareKey(m.from!), m.piece!, m.from!).targets.set(m.to!, {
          index,
          type: 'move',
          capture: !!m.captures,
        });
        break;
      case 'build':
      case 'upgrade':
        source(handKey(m.card!), m.card!, null).targets.set(m.to!, { index, type: m.type, capture: false });
        break;
      case 'use':
        source(handKey(m.card!), m.card!, null).uses.push(index);
        break;
      case 'pass':
        break;
    }
  });
  const ordered = [...sources.values()].sort((a, b) => (a.square ?? 1e9) - (b.square ?? 1e9));
  return {
    sources: new Map(ordered.map((s) => [s.key, s])),
    notations: options.map((o) => (o.move as ChessMove | undefined)?.notation ?? o.label),
  };
}

/** The default arrangement a `chess/arrange` option carries: square → the card and the piece it makes there. */
export function previewOf(option: ChessOption | undefined): Map<number, Placement> {
  return new Map((option?.placements ?? []).map((p) => [p.square, p]));
}

/** The index of the option with this answer (-1 when there is none). */
const answered = (pending: PendingChoice, answer: 'yes' | 'no') =>
  pending.options.findIndex((o) => o.answer === answer);

const base = (pending: PendingChoice, moves: number, buttons: ChoiceLayout['buttons'], hint: string): ChoiceLayout => ({
  ...layoutChoice({ ...pending, options: [] }, moves),
  pending,
  buttons,
  hint,
});

/**
 * The turn's prompt after the shared "Your turn: ": the element's own words for a `chess/action` (the
 * engine's prompt says "Your turn" already), with check from the view's data.
 */
export const actionPrompt = (checked: boolean) =>
  `${checked ? 'your king is in check. Move' : 'move'} a piece, use a hand card, upgrade or build`;

/**
 * Lays out `pending` (the viewer's own choice). `moves` is the number of moves made so far; `checked`
 * whether the chooser's king is attacked (the view's `check`).
 */
export function layoutChessChoice(pending: PendingChoice, moves: number, checked = false): ChessLayout {
  const none = { plan: null, capture: null, preview: null, pairSquare: null };
  switch (pending.kind) {
    case 'chess/action':
      return {
        ...base(
          { ...pending, prompt: actionPrompt(checked) },
          moves,
          [],
          'Pick a highlighted piece or hand card, then a marked square.',
        ),
        ...none,
        plan: planActions(pending.options as ChessOption[]),
      };
    case 'chess/capture-effect': {
      const yes = pending.options[answered(pending, 'yes')];
      const card = yes?.card ? cardById(yes.card) : undefined;
      const keyword = card?.effect?.keyword;
      return {
        ...base(
          pending,
          moves,
          [
            { index: answered(pending, 'yes'), label: keyword ? `Yes, use ${keyword}` : 'Yes, use its effect' },
            { index: answered(pending, 'no'), label: 'No, end my turn' },
          ],
          "Use the capturing card's effect, or end your turn.",
        ),
        ...none,
        capture: yes?.instance && yes.card ? { instance: yes.instance, card: yes.card } : null,
      };
    }
    case 'chess/arrange':
      return {
        ...base(
          pending,
          moves,
          [
            { index: answered(pending, 'yes'), label: 'Use the default order (shown on the board)' },
            { index: answered(pending, 'no'), label: 'Choose the order yourself' },
          ],
          'The board shows the default order; take it, or place each pair yourself.',
        ),
        ...none,
        preview: previewOf(pending.options[answered(pending, 'yes')]),
      };
    case 'chess/arrange-pair':
      return {
        ...layoutChoice(pending, moves),
        ...none,
        pairSquare: (pending.options as ChessOption[])[0]?.square ?? null,
      };
    default: {
      // The choice's buttons are under the board here, above the hand.
      const layout = layoutChoice(pending, moves);
      return { ...layout, hint: layout.hint.replace('below your hand', 'under the board'), ...none };
    }
  }
}
