// <tech-card-editor>: a card file's text, checked as you type, beside the card it makes, and "try it" in
// a game. The texts are the card files themselves (Vite's `?raw`), so the stories follow the deck.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../src/elements/card-editor/define.js';
import type { TechCardEditor } from '../src/elements/card-editor/card-editor.js';
import earthSciences from '../cards/science/07-earth-sciences.card?raw';
import openSource from '../cards/wild/01-open-source.card?raw';
import robotics from '../cards/technology/13-robotics.card?raw';

interface Args {
  value: string;
  path: string;
  delay: number;
  theme: '' | 'light' | 'dark';
  width: string;
}

const meta: Meta<Args> = {
  title: 'Elements/Card editor',
  component: 'tech-card-editor',
  parameters: { layout: 'padded' },
  args: { value: robotics, path: 'cards/technology/13-robotics.card', delay: 250, theme: '', width: '100%' },
  argTypes: {
    value: { control: 'text', description: "The card file's text" },
    path: { control: 'text' },
    delay: { control: 'number', description: 'Milliseconds of pause in typing before the text is compiled' },
    theme: { control: 'select', options: ['', 'light', 'dark'] },
    width: { control: 'text', description: 'The width of the box around the element' },
  },
  render: ({ value, path, delay, theme, width }) => html`<div style="width: ${width}; max-width: 100%">
    <tech-card-editor .value=${value} path=${path} .delay=${delay} theme=${theme}></tech-card-editor>
  </div>`,
};
export default meta;

type Story = StoryObj<Args>;

/** A published card, as its file reads. */
export const Robotics: Story = {};

/** A misspelt verb and a year that is not a number: each underlined where it is, listed with its line and column. */
export const WithProblems: Story = {
  args: {
    value: earthSciences.replace(/Exchange/, 'Exchnage').replace(/year: (-?\d+)/, 'year: long ago'),
    path: 'cards/science/07-earth-sciences.card',
  },
};

/** A wild card: no value, no effect. */
export const Wild: Story = { args: { value: openSource, path: 'cards/wild/01-open-source.card' } };

/** A new card from scratch: what the editor says of each missing field. */
export const NewCard: Story = {
  args: { value: 'value: 7\ndomain: Science\nname: \n', path: 'cards/science/07-new.card' },
};

/** Dark, at a phone's width. */
export const DarkNarrow: Story = { args: { theme: 'dark', width: '380px' } };

/** Typing a misspelling into the effect, then fixing it: the problem comes and goes, the card follows. */
export const TypeAndFix: Story = {
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    const editor = canvasElement.querySelector<TechCardEditor>('tech-card-editor')!;
    await editor.updateComplete;
    const textarea = editor.shadowRoot!.querySelector('textarea')!;
    const at = textarea.value.indexOf('Exchange');
    textarea.focus();
    textarea.setSelectionRange(at, at + 'Exchange'.length);
    await userEvent.keyboard('Exchnage');
    await waitFor(() => expect(editor.problems.map((p) => `${p.line}:${p.column}`)).toEqual(['9:20']));
    await userEvent.keyboard('{Backspace>8/}Exchange');
    await waitFor(() => expect(editor.card?.name).toBe('Robotics'));
  },
};
