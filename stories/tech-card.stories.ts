// <tech-card> in its states. Every card of the deck has its own story under "Cards", generated from
// its file; these show the element itself: face up, face down, wild, empty, and at several widths.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import deck from 'virtual:tech-deck/cards';
import type { TechCard } from '../src/elements/card/card.js';
import '../src/elements/card/define.js';
import { domainOrder } from '../src/elements/domains.js';

interface Args {
  card: TechCard['card'];
  faceDown: boolean;
  width: string;
}

const firstWithEffect = deck.find((card) => card.effect !== null) ?? deck[0] ?? null;
const wild = deck.find((card) => card.domain === 'wild') ?? null;

const meta: Meta<Args> = {
  title: 'Elements/Card',
  component: 'tech-card',
  args: { card: firstWithEffect, faceDown: false, width: '15rem' },
  argTypes: {
    card: { control: false },
    faceDown: { control: 'boolean' },
    width: { control: 'text' },
  },
  render: ({ card, faceDown, width }) =>
    html`<tech-card .card=${card} ?face-down=${faceDown} style="--tech-card-width: ${width}"></tech-card>`,
};
export default meta;

type Story = StoryObj<Args>;

export const FaceUp: Story = {};

export const FaceDown: Story = { args: { faceDown: true } };

export const Wild: Story = { args: { card: wild } };

export const Empty: Story = { args: { card: null } };

export const Widths: Story = {
  render: ({ card }) => html`
    <div style="display: flex; gap: 1rem; align-items: flex-start">
      ${['9rem', '12rem', '15rem', '20rem'].map((width) => html`<tech-card .card=${card} style="--tech-card-width: ${width}"></tech-card>`)}
    </div>
  `,
};

export const Domains: Story = {
  render: () => html`
    <div style="display: flex; gap: 1rem; flex-wrap: wrap; align-items: flex-start">
      ${domainOrder.map((domain) => {
        const card = deck.find((c) => c.domain === domain);
        return card ? html`<tech-card .card=${card} style="--tech-card-width: 12rem"></tech-card>` : null;
      })}
    </div>
  `,
};
