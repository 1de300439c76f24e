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

/** From 60 px to 400 px: the small sizes keep the value, pips, symbol, name and keyword. */
export const Widths: Story = {
  render: ({ card }) => html`
    <div style="display: flex; gap: 1rem; align-items: flex-start; flex-wrap: wrap">
      ${['60px', '80px', '120px', '160px', '240px', '400px'].map((width) => html`<tech-card .card=${card} style="--tech-card-width: ${width}"></tech-card>`)}
    </div>
  `,
};

/** A card of the deck by id: `<tech-card card-id="technology-13">`. */
export const ById: Story = {
  render: () => html`<tech-card card-id="technology-13" style="--tech-card-width: 15rem"></tech-card>`,
};

/** A card from the text of a `.card` file: `<tech-card card-text="…">`. */
export const FromCardText: Story = {
  render: () => html`<tech-card
    style="--tech-card-width: 15rem"
    card-text=${'value: 7\ndomain: Science\nname: Earth Sciences\nyear: 1795\npeople: James Hutton\nfact: Hutton read deep time in the rocks of Siccar Point.\nsource: provisional\neffect: Survey – Exchange a neutral card in play with the top card of the deck.'}
  ></tech-card>`,
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
