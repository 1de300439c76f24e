// <tech-tricks> at telling moments of a game: each story is a seed and the moves that lead there (played
// by the engine, every seat as the good bot; see tricks-moments.ts), handed to the element's `moves`
// property. The element's bots take over from there at the chosen pace.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { gameArgTypes, type GameStoryArgs } from './game-story.js';
import '../src/elements/tricks/define.js';
import { seatZeroAt, tricksMomentOf, type TricksMoment } from './tricks-moments.js';

type Args = GameStoryArgs<TricksMoment>;

const base = { players: 3, humans: 1, seed: 42 };

const meta: Meta<Args> = {
  title: 'Elements/Tricks of the Trade',
  component: 'tech-tricks',
  parameters: { layout: 'padded' },
  args: {
    moment: tricksMomentOf(base, seatZeroAt('tricks/bid')),
    botLevel: 'greedy',
    botPace: 700,
    theme: '',
    width: '100%',
  },
  argTypes: gameArgTypes<TricksMoment>(['random', 'greedy']),
  render: ({ moment, botLevel, botPace, theme, width }) => html`
    <div style="width: ${width}; max-width: 100%">
      <tech-tricks
        players=${moment.players}
        humans=${moment.humans}
        seed=${moment.seed}
        bot-level=${botLevel}
        bot-pace=${botPace}
        theme=${theme}
        .moves=${moment.moves}
      ></tech-tricks>
    </div>
  `,
};
export default meta;

type Story = StoryObj<Args>;

/** Seed 42, three players: the trump is revealed (Science) and you bid how many tricks you will win. */
export const Bidding: Story = {};

/** A bot offers you a card for one of yours: the card offered beside your hand, the cards you may give highlighted. */
export const TradeOffer: Story = {
  args: { moment: tricksMomentOf({ ...base, seed: 3 }, seatZeroAt('tricks/offer-answer')) },
};

/** Your own offer: choose the card to offer (then the player and the domain you ask for). */
export const MakeAnOffer: Story = { args: { moment: tricksMomentOf(base, seatZeroAt('tricks/offer')) } };

/** A card effect: use one hand card's effect before the tricks, or pass. */
export const GameEffects: Story = { args: { moment: tricksMomentOf(base, seatZeroAt('tricks/effect')) } };

/** A trick in play, four players: who played what, the card winning so far, and the last trick with its winner. */
export const TrickInPlay: Story = {
  args: {
    moment: tricksMomentOf(
      { ...base, players: 4 },
      seatZeroAt('tricks/play', (s) => s.tricks.length >= 2 && (s.trick?.plays.length ?? 0) >= 1),
    ),
  },
};

/** Round 2's bidding, with round 1 on the score sheet: each player's bid, tricks and every scoring line explained. */
export const ScoreSheet: Story = {
  args: {
    moment: tricksMomentOf(
      base,
      seatZeroAt('tricks/bid', (s) => s.round === 2),
    ),
  },
};

/** The game over: final scores, the winners, every goal card and the score sheet of the three rounds. */
export const GameOver: Story = { args: { moment: tricksMomentOf(base), botPace: 0 } };

/** Two people on one device: the hand-off screen hides the next player's hand and goal until they are ready. */
export const HotSeat: Story = {
  args: { moment: tricksMomentOf({ ...base, players: 2, humans: 2 }, (s) => s.pending?.seat === 1) },
};

/** Dark mode, forced with `theme="dark"`. */
export const Dark: Story = {
  args: {
    moment: tricksMomentOf(
      { ...base, players: 4 },
      seatZeroAt('tricks/play', (s) => s.tricks.length >= 2 && (s.trick?.plays.length ?? 0) >= 1),
    ),
    theme: 'dark',
  },
};

/** A phone: 360 px wide, one column. */
export const Phone: Story = {
  args: {
    moment: tricksMomentOf(
      base,
      seatZeroAt('tricks/play', (s) => s.tricks.length >= 1),
    ),
    width: '360px',
  },
};

/** A bad attribute gets a polite message, never a blank box. */
export const BadAttributes: Story = {
  render: () => html`<tech-tricks players="5" seed="abc"></tech-tricks>`,
};
