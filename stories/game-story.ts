// What every game element's stories share: the controls (a moment of a game, the bots' level and pace,
// the theme, the width of the box around the element) and their descriptions.
import type { ArgTypes } from '@storybook/web-components-vite';

/** The arguments of a game story: `moment` is the seed and moves of the game shown. */
export interface GameStoryArgs<M> {
  moment: M;
  botLevel: string;
  botPace: number;
  theme: '' | 'light' | 'dark';
  width: string;
}

/** The controls of a game story, `levels` being the game's bot levels. */
export function gameArgTypes<M>(levels: readonly string[]): Partial<ArgTypes<GameStoryArgs<M>>> {
  return {
    moment: { control: false, description: 'The seed and the moves of the moment shown' },
    botLevel: { control: 'select', options: [...levels] },
    botPace: { control: 'number' },
    theme: { control: 'select', options: ['', 'light', 'dark'] },
    width: { control: 'text', description: 'The width of the box around the element (the layout follows it)' },
  };
}
