// <tech-grid-poker> at telling moments of a game: each story is a seed and the moves that lead there
// (played by the engine with a plain policy, see grid-poker-moments.ts), handed to the element's
// `moves` property. The bots of the element take over from there at the chosen pace.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { gameArgTypes, type GameStoryArgs } from './game-story.js';
import '../src/elements/grid-poker/define.js';
import { momentOf, seatZeroAt, type Moment } from './grid-poker-moments.js';

type Args = GameStoryArgs<Moment>;

const base = { players: 3, humans: 1, seed: 42, bidding: false };

const meta: Meta<Args> = {
  title: 'Elements/Grid Poker',
  component: 'tech-grid-poker',
  parameters: { layout: 'padded' },
  args: { moment: momentOf(base, () => true), botLevel: 'greedy', botPace: 700, theme: '', width: '100%' },
  argTypes: gameArgTypes<Moment>(['random', 'greedy']),
  render: ({ moment, botLevel, botPace, theme, width }) => html`
    <div style="width: ${width}; max-width: 100%">
      <tech-grid-poker
        players=${moment.players}
        humans=${moment.humans}
        seed=${moment.seed}
        ?bidding=${moment.bidding}
        bot-level=${botLevel}
        bot-pace=${botPace}
        theme=${theme}
        .moves=${moment.moves}
      ></tech-grid-poker>
    </div>
  `,
};
export default meta;

type Story = StoryObj<Args>;

/** Seed 42, three players: the market is dealt and you choose the two cards of your company. */
export const Setup: Story = {};

/** A pending choice: you commit up to two hand cards face down; the legal cards are highlighted. */
export const CommitHandCards: Story = { args: { moment: momentOf(base, seatZeroAt('grid/hand-cards')) } };

/** Placing your company: the gutters beside the lines you may use are the targets. */
export const PlaceCompany: Story = { args: { moment: momentOf(base, seatZeroAt('grid/company-line')) } };

/** The reveal of round 1: every hand named, the best row and the best column with their points. */
export const Reveal: Story = {
  args: { moment: momentOf(base, (s) => s.results.length === 1 && s.pending?.seat === 0), botPace: 0 },
};

/** The game over: final scores and the winners, with the last reveal. */
export const GameOver: Story = { args: { moment: momentOf(base), botPace: 0 } };

/** Two people on one device: the hand-off screen hides the hand until the next player is ready. */
export const HotSeat: Story = {
  args: { moment: momentOf({ ...base, players: 2, humans: 2 }, (s) => s.pending?.seat === 1) },
};

/** One player against the artificial player of the rules (G9). */
export const Solo: Story = { args: { moment: momentOf({ ...base, players: 1 }, seatZeroAt('grid/hand-cards')) } };

/** The optional betting round (G11). */
export const Bidding: Story = { args: { moment: momentOf({ ...base, bidding: true }, seatZeroAt('grid/bet')) } };

/** Dark mode, forced with `theme="dark"`. */
export const Dark: Story = { args: { moment: momentOf(base, seatZeroAt('grid/hand-cards')), theme: 'dark' } };

/** A phone: 360 px wide, one column. */
export const Phone: Story = { args: { moment: momentOf(base, seatZeroAt('grid/hand-cards')), width: '360px' } };

/** A bad attribute gets a polite message, never a blank box. */
export const BadAttributes: Story = {
  render: () => html`<tech-grid-poker players="9" seed="abc"></tech-grid-poker>`,
};
