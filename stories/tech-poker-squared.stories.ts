// <tech-poker-squared> at telling moments of a match: each story is a seed and the moves that lead there
// (played by the engine, see poker-squared-moments.ts), handed to the element's `moves` property. The
// bot of the element takes over from there at the chosen pace.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { gameArgTypes, type GameStoryArgs } from './game-story.js';
import '../src/elements/poker-squared/define.js';
import {
  afterGridScored,
  afterShowdown,
  facingABet,
  momentOf,
  seatZeroAt,
  type Moment,
} from './poker-squared-moments.js';

type Args = GameStoryArgs<Moment>;

// Seed 1 goes the distance: both grids are scored after hands 9 and 18, and the match ends after hand 23.
const base = { humans: 1, seed: 1, variant: 'standard' as const };
const tech = { humans: 1, seed: 3, variant: 'tech' as const };

const meta: Meta<Args> = {
  title: 'Elements/Poker Squared',
  component: 'tech-poker-squared',
  parameters: { layout: 'padded' },
  args: { moment: momentOf(base, () => true), botLevel: 'good', botPace: 700, theme: '', width: '100%' },
  argTypes: gameArgTypes<Moment>(['good', 'random', 'call-everything']),
  render: ({ moment, botLevel, botPace, theme, width }) => html`
    <div style="width: ${width}; max-width: 100%">
      <tech-poker-squared
        humans=${moment.humans}
        seed=${moment.seed}
        variant=${moment.variant}
        bot-level=${botLevel}
        bot-pace=${botPace}
        theme=${theme}
        .moves=${moment.moves}
      ></tech-poker-squared>
    </div>
  `,
};
export default meta;

type Story = StoryObj<Args>;

/** Seed 1: the four cards are dealt and you choose the one for your grid. */
export const Start: Story = {};

/** Placing: hand 6, your card chosen, the empty squares of your grid are the targets. */
export const Placing: Story = { args: { moment: momentOf(base, seatZeroAt('poker-squared/place-square', 6)) } };

/** Betting: the bot has bet; Fold, Call, and a raise whose amount − and + and the presets set. */
export const Betting: Story = { args: { moment: momentOf(base, facingABet(4)) } };

/** The showdown of the last hand: both hands named, their cards, who took the pot. */
export const Showdown: Story = { args: { moment: momentOf(base, afterShowdown(5)) } };

/** Grid 1 scored after hand 9: both grids as they were and every line, its hands and the chips it moved. */
export const GridScored: Story = { args: { moment: momentOf(base, afterGridScored(1)), botPace: 0 } };

/** The match over: who won and why, the chips and the grid lines won. */
export const MatchOver: Story = { args: { moment: momentOf(base), botPace: 0 } };

/** The Tech Deck variant (P7): Tech Deck cards, and a card effect to use before the betting. */
export const TechDeckVariant: Story = { args: { moment: momentOf(tech, seatZeroAt('poker-squared/effect-card', 2)) } };

/** Two people on one device: the hand-off screen hides the hand until the next player is ready. */
export const HotSeat: Story = { args: { moment: momentOf({ ...base, humans: 2 }, (s) => s.pending?.seat === 1) } };

/** Dark mode, forced with `theme="dark"`. */
export const Dark: Story = { args: { moment: momentOf(base, facingABet(4)), theme: 'dark' } };

/** A phone: 360 px wide; the grids still side by side. */
export const Phone: Story = { args: { moment: momentOf(base, facingABet(4)), width: '360px' } };

/** A bad attribute gets a polite message, never a blank box. */
export const BadAttributes: Story = {
  render: () => html`<tech-poker-squared players="3" variant="poker"></tech-poker-squared>`,
};
