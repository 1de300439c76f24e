// <tech-poker> at telling moments of a match: each story is a seed and the moves that lead there (played
// by the engine, see poker-moments.ts), handed to the element's `moves` property. The bots of the element
// take over from there at the chosen pace.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { gameArgTypes, type GameStoryArgs } from './game-story.js';
import '../src/elements/poker/define.js';
import { afterShowdown, facingABet, momentOf, seatZeroAt, type Moment } from './poker-moments.js';

type Args = GameStoryArgs<Moment>;

const four = { players: 4, humans: 1, seed: 4 };

const meta: Meta<Args> = {
  title: 'Elements/Tech Poker',
  component: 'tech-poker',
  parameters: { layout: 'padded' },
  args: { moment: momentOf(four, () => true), botLevel: 'good', botPace: 700, theme: '', width: '100%' },
  argTypes: gameArgTypes<Moment>(['good', 'random']),
  render: ({ moment, botLevel, botPace, theme, width }) => html`
    <div style="width: ${width}; max-width: 100%">
      <tech-poker
        players=${moment.players}
        humans=${moment.humans}
        seed=${moment.seed}
        bot-level=${botLevel}
        bot-pace=${botPace}
        theme=${theme}
        .moves=${moment.moves}
      ></tech-poker>
    </div>
  `,
};
export default meta;

type Story = StoryObj<Args>;

/** Seed 4, four players: the hand is dealt; a card effect may be used before your first bet. */
export const Start: Story = {};

/** Betting: facing a bet; Fold, Call, and a raise whose amount − and + set. */
export const Betting: Story = { args: { moment: momentOf(four, facingABet(1)) } };

/** The draw: choose up to three cards to change, then confirm (none: stand pat). */
export const Draw: Story = { args: { moment: momentOf(four, seatZeroAt('poker/draw')) } };

/** After a showdown: every hand shown, named, and who took the pot (split pots show each share). */
export const Showdown: Story = { args: { moment: momentOf(four, afterShowdown(2)) } };

/** The match over: who holds the chips. */
export const MatchOver: Story = { args: { moment: momentOf(four), botPace: 0 } };

/** Six players on a phone, 360 px wide. */
export const SixOnAPhone: Story = {
  args: { moment: momentOf({ players: 6, humans: 1, seed: 5 }, () => true), width: '360px' },
};

/** Two people on one device: the hand-off screen hides the hand until the next player is ready. */
export const HotSeat: Story = {
  args: { moment: momentOf({ players: 2, humans: 2, seed: 4 }, (s) => s.pending?.seat === 1) },
};

/** Dark mode, forced with `theme="dark"`. */
export const Dark: Story = { args: { moment: momentOf(four, facingABet(1)), theme: 'dark' } };

/** A bad attribute gets a polite message, never a blank box. */
export const BadAttributes: Story = {
  render: () => html`<tech-poker players="9" bot-level="genius"></tech-poker>`,
};
