// <tech-chess> at telling moments of a game: each story is a seed and the moves that lead there (played
// by the engine with a plain policy, see chess-moments.ts), handed to the element's `moves` property.
// The bot takes over from there at the chosen pace.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { gameArgTypes, type GameStoryArgs } from './game-story.js';
import '../src/elements/chess/define.js';
import type { TechChess } from '../src/elements/chess/chess.js';
import { captures, momentOf, seatZeroAt, seatZeroInCheck, seatZeroToPlay, type ChessMoment } from './chess-moments.js';

type Args = GameStoryArgs<ChessMoment>;

const meta: Meta<Args> = {
  title: 'Elements/Tech Chess',
  component: 'tech-chess',
  parameters: { layout: 'padded' },
  args: { moment: momentOf(21, () => true), botLevel: 'greedy', botPace: 700, theme: '', width: '100%' },
  argTypes: gameArgTypes<ChessMoment>(['random', 'greedy', 'hard']),
  render: ({ moment, botLevel, botPace, theme, width }) => html`
    <div style="width: ${width}; max-width: 100%">
      <tech-chess
        humans=${moment.humans}
        seed=${moment.seed}
        bot-level=${botLevel}
        bot-pace=${botPace}
        theme=${theme}
        .moves=${moment.moves}
      ></tech-chess>
    </div>
  `,
};
export default meta;

type Story = StoryObj<Args>;

/** Picks a piece the way a person does, so its legal destinations are marked. */
async function pickFirstPiece(canvasElement: HTMLElement): Promise<void> {
  const el = canvasElement.querySelector<TechChess>('tech-chess')!;
  await el.updateComplete;
  const piece = el.shadowRoot!.querySelector<HTMLButtonElement>('.sq.movable.target');
  piece?.click();
  await el.updateComplete;
}

/** Seed 21: you play first, and pick which of your two 11s goes on the board (C2). */
export const Setup: Story = {};

/** The default arrangement of the domains, previewed on the board; take it or place each pair yourself. */
export const Arrange: Story = { args: { moment: momentOf(21, seatZeroAt('chess/arrange')) } };

/** A pending move: a piece picked, its legal destinations marked (a dot to move, a ring to capture). */
export const PendingMove: Story = {
  args: { moment: momentOf(21, seatZeroToPlay(7)) },
  play: ({ canvasElement }) => pickFirstPiece(canvasElement),
};

/** A capture by a card with an effect: use it, or end the turn. */
export const CaptureEffect: Story = { args: { moment: momentOf(21, seatZeroAt('chess/capture-effect'), captures) } };

/** Check: your king is attacked, marked with "+" and said in words. */
export const Check: Story = { args: { moment: momentOf(10, seatZeroInCheck) } };

/** The game over: the result, how it ended, and the move sheet in notation. */
export const GameOver: Story = { args: { moment: momentOf(21, () => false, captures), botPace: 0 } };

/** Dark mode, forced with `theme="dark"`. */
export const Dark: Story = { args: { moment: momentOf(10, seatZeroToPlay(12)), theme: 'dark' } };

/** A phone: 360 px wide, one column. */
export const Phone: Story = {
  args: { moment: momentOf(21, seatZeroToPlay(7)), width: '360px' },
  play: ({ canvasElement }) => pickFirstPiece(canvasElement),
};

/** Two people on one device: the hand-off screen hides the hand until the next player is ready. */
export const HotSeat: Story = { args: { moment: { ...momentOf(21, (s) => s.pending?.seat === 1, undefined, 2) } } };

/** A bad attribute gets a polite message, never a blank box. */
export const BadAttributes: Story = {
  render: () => html`<tech-chess players="3" bot-level="expert"></tech-chess>`,
};
