/**
 * Live reload of the game elements, in dev only (the demo page under `npm start`, and Storybook): the
 * client half of the tech-deck Vite plugin. Saving a card or rules file makes the plugin send new
 * `virtual:tech-deck/cards` and `virtual:tech-deck/rules` modules; this module hands them to every game
 * element of the page (`deck` and `rules` properties), and each replays its game from its seed and moves
 * with the new text: the same game with the changed card, and a note from which move it went otherwise.
 *
 * Pages import it only behind `import.meta.hot`, which a production build replaces by `undefined`:
 *
 * ```ts
 * if (import.meta.hot) await import('../tools/live-reload.js'); // src/demo/demo.ts; .storybook/preview.ts likewise
 * ```
 *
 * so neither this module nor the modules it imports reach a built page. The handing out is in
 * live-reload-client.ts.
 */
import deck from 'virtual:tech-deck/cards';
import rules from 'virtual:tech-deck/rules';
import type { Card, Rules } from '../dsl/runtime.js';
import { startLiveReload } from './live-reload-client.js';

if (import.meta.hot) {
  const reload = startLiveReload({ deck, rules });
  // Written out in full: Vite reads the accepted modules from this very call.
  import.meta.hot.accept(['virtual:tech-deck/cards', 'virtual:tech-deck/rules'], ([cards, allRules]) => {
    reload.update({
      ...(cards ? { deck: cards.default as readonly Card[] } : {}),
      ...(allRules ? { rules: allRules.default as Readonly<Record<string, Rules>> } : {}),
    });
  });
}
