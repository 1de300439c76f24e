// <tech-effect-demo>: a card's effect at work on a small table dealt from a seed. Every card's own story
// (under Cards) shows one beside the card; here the element with its controls.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import deck from 'virtual:tech-deck/cards';
import '../src/elements/effect-demo/define.js';

interface Args {
  cardId: string;
  seed: number;
  picks: string;
}

const meta: Meta<Args> = {
  title: 'Elements/Effect demo',
  component: 'tech-effect-demo',
  parameters: { layout: 'padded' },
  args: { cardId: 'technology-13', seed: 1, picks: '' },
  argTypes: {
    cardId: { control: 'select', options: deck.filter((c) => c.effect).map((c) => c.id) },
    seed: { control: 'number' },
    picks: { control: 'text', description: 'Answers to the choices: option numbers, ";" between choices' },
  },
  render: ({ cardId, seed, picks }) =>
    html`<tech-effect-demo .deck=${deck} card-id=${cardId} seed=${seed} picks=${picks}></tech-effect-demo>`,
};
export default meta;

export const Robotics: StoryObj<Args> = {};

/** Peer-to-Peer Services: the effect every player takes part in. */
export const PeerToPeer: StoryObj<Args> = { args: { cardId: 'services-13' } };
