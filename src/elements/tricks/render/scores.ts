// The players as a row of pills: total points, then this round's bid, tricks won and cards in hand.
import type { TemplateResult } from 'lit';
import { renderScoreList } from '../../shared/render/scores.js';
import type { TricksBoard } from '../board.js';

export function renderScores(board: TricksBoard): TemplateResult {
  const { view } = board;
  const acting = view.over ? null : (view.pending?.seat ?? null);
  return renderScoreList(
    Array.from({ length: view.players }, (_, seat) => {
      const bid = view.bids[seat];
      const won = view.tricksWon[seat];
      const round = view.round > 0 && !view.over;
      return {
        seat,
        name: board.name(seat),
        score: view.scores[seat],
        turn: acting === seat,
        me: seat === board.seat,
        first: round && view.firstPlayer === seat,
        extra: round ? `bid ${bid ?? '–'} · won ${won} · ${view.handCounts[seat]} in hand` : undefined,
      };
    }),
  );
}
