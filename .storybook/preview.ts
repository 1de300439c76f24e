import type { Preview } from '@storybook/web-components-vite';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    options: {
      // Deck order rather than the alphabetical order of the domain folders.
      storySort: { order: ['Elements', 'Cards', ['Knowledge', 'Science', 'Technology', 'Services', 'Wild']] },
    },
  },
};

export default preview;
