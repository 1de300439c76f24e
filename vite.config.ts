// `npm start` serves the demo page (index.html + src/demo/) with the card files compiled by the
// tech-deck plugin. Storybook merges this config too.
import { defineConfig } from 'vite';
import techDeck from './src/tools/vite-plugin.js';

export default defineConfig({
  plugins: [techDeck({ cards: 'cards' })],
  // dist/ is the package build (scripts/build.js); a demo build goes elsewhere.
  build: { outDir: 'demo-dist' },
});
