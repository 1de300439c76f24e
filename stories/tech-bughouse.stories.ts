// <tech-bughouse> at telling moments of a match: each story is a seed and the moves that lead there
// (played by the engine, see bughouse-moments.ts), handed to the element's `moves` property. The bots of
// the element take over from there at the chosen pace.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { gameArgTypes, type GameStoryArgs } from './game-story.js';
import '../src/elements/bughouse/define.js';
import { inCheck, momentOf, seatZeroAt, withAGift, type Moment } from './bughouse-moments.js';

type Args = GameStoryArgs<Moment>;

const one = { humans: 1, seed: 3 };

const meta: Meta<Args> = {
  title: 'Elements/Bughouse',
  component: 'tech-bughouse',
  parameters: { layout: 'padded' },
  args: { moment: momentOf(one, () => true), botLevel: 'greedy', botPace: 700, theme: '', width: '100%' },
  argTypes: gameArgTypes<Moment>(['random', 'greedy', 'hard']),
  render: ({ moment, botLevel, botPace, theme, width }) => html`
    <div style="width: ${width}; max-width: 100%">
      <tech-bughouse
        humans=${moment.humans}
        seed=${moment.seed}
        bot-level=${botLevel}
        bot-pace=${botPace}
        theme=${theme}
        .moves=${moment.moves}
      ></tech-bughouse>
    </div>
  `,
};
export default meta;

type Story = StoryObj<Args>;

/** Seed 3: setting up board A, your 11 and 12 to pick, while board B is set up by the bots. */
export const Start: Story = {};

/** Your first move on board A, both boards set up. */
export const FirstMove: Story = { args: { moment: momentOf(one, seatZeroAt('chess/action')) } };

/** A gift from your partner in your hand, marked on its card: build it free on your first two ranks. */
export const GiftInHand: Story = { args: { moment: momentOf(one, withAGift) } };

/** Your capture: use the capturing card's effect, or end your turn (the captured card goes to your partner). */
export const CaptureEffect: Story = { args: { moment: momentOf(one, seatZeroAt('chess/capture-effect')) } };

/** One of your kings attacked. */
export const Check: Story = { args: { moment: momentOf({ humans: 1, seed: 5 }, inCheck) } };

/** The match over: which team won, and on which board. */
export const MatchOver: Story = { args: { moment: momentOf(one), botPace: 0 } };

/** On a phone, 360 px wide: one board at a time, the tabs switch between them. */
export const OnAPhone: Story = { args: { moment: momentOf(one, withAGift), width: '360px' } };

/** Two people on one device (Players 1 and 2, board A): the hand-off screen hides the hand until the next is ready. */
export const HotSeat: Story = {
  args: { moment: momentOf({ humans: 2, seed: 3 }, (s) => s.pending?.seat === 1) },
};

/** Dark mode, forced with `theme="dark"`. */
export const Dark: Story = { args: { moment: momentOf(one, withAGift), theme: 'dark' } };
