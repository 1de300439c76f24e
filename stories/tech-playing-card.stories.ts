// <tech-playing-card>: the 52 cards of the standard deck (Poker Squared's), at a size and face down.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/playing-card/define.js';
import { standardDeck } from '../src/engine/standard-deck.js';

interface Args {
  cardId: string;
  faceDown: boolean;
  width: string;
}

const meta: Meta<Args> = {
  title: 'Elements/Playing Card',
  component: 'tech-playing-card',
  args: { cardId: 'spades-14', faceDown: false, width: '8rem' },
  argTypes: {
    cardId: { control: 'select', options: standardDeck.map((c) => c.id) },
    width: { control: 'text', description: '--tech-card-width' },
  },
  render: ({ cardId, faceDown, width }) =>
    html`<tech-playing-card card-id=${cardId} ?face-down=${faceDown} style="--tech-card-width: ${width}"></tech-playing-card>`,
};
export default meta;

type Story = StoryObj<Args>;

/** The Ace of Spades. */
export const Ace: Story = {};

/** A court card: the rank in a frame. */
export const Queen: Story = { args: { cardId: 'hearts-12' } };

/** The back. */
export const FaceDown: Story = { args: { faceDown: true } };

/** Every card, at the size of a grid square on a wide screen and on a phone. */
export const Deck: Story = {
  render: () =>
    html`${['84px', '40px'].map(
      (
        width,
      ) => html`<div style="display: flex; flex-wrap: wrap; gap: 6px; max-width: 60rem; margin-block-end: 16px; --tech-card-width: ${width}">
      ${standardDeck.map((c) => html`<tech-playing-card card-id=${c.id}></tech-playing-card>`)}
    </div>`,
    )}`,
};
