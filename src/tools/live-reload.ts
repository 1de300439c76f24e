/**
 * Live reload of the game elements, in dev only (the demo page under `npm start`, and Storybook): the
 * client half of the tech-deck Vite plugin. Saving a card or rules file makes the plugin say so
 * (`tech-deck:changing`), and the bots of every game element wait; then it sends the new
 * `virtual:tech-deck/live` module, whose cards and rules this module hands to every game element of the
 * page (`deck` and `rules` properties). Each replays its game from its seed and moves with the new text:
 * the same game with the changed card, and a note from which move it went otherwise; then its bots go
 * on. While a file has mistakes the games keep the last good cards, say where the mistakes are, and wait.
 *
 * Pages import it only behind `import.meta.hot`, which a production build replaces by `undefined`:
 *
 * ```ts
 * if (import.meta.hot) await import('../tools/live-reload.js'); // src/demo/demo.ts; .storybook/preview.ts likewise
 * ```
 *
 * so neither this module nor the modules it imports reach a built page. The live module never fails to
 * load (a broken file is a problem in it, as data), so neither does this one. The handing out is in
 * live-reload-client.ts.
 */
import live from 'virtual:tech-deck/live';
import type { LiveFiles } from './live-files.js';
import { startLiveReload } from './live-reload-client.js';

if (import.meta.hot) {
  const reload = startLiveReload(live);
  import.meta.hot.on('tech-deck:changing', () => reload.changing());
  // Written out in full: Vite reads the accepted modules from this very call.
  import.meta.hot.accept('virtual:tech-deck/live', (next) => {
    if (next) reload.update(next.default as LiveFiles);
  });
}
