// Types of the modules the tech-deck Vite plugin (src/tools/vite-plugin.ts) serves. A project using
// the plugin references this file (`/// <reference types="tech-deck/vite-env" />` or its tsconfig
// `include`) so that card imports are typed.

/** A card file, compiled at build time: its default export is the card as plain JSON. */
declare module '*.card' {
  const card: import('../dsl/index.js').Card;
  export default card;
}

/** Every card of the cards folder, compiled at build time, in deck order (Knowledge, Science, Technology, Services, wild; then value). */
declare module 'virtual:tech-deck/cards' {
  const cards: readonly import('../dsl/index.js').Card[];
  export default cards;
}

/** A rules file, compiled at build time: its default export is the game's rules as plain JSON. */
declare module '*.rules' {
  const rules: import('../dsl/index.js').Rules;
  export default rules;
}

/** Every rules file of the rules folder, compiled at build time, by game id (`grid-poker`, `tech-chess` …). */
declare module 'virtual:tech-deck/rules' {
  const rules: Readonly<Record<string, import('../dsl/index.js').Rules>>;
  export default rules;
}

/** The card and rules files as live reload follows them, in dev (see src/tools/live-files.ts): never fails, problems as data. */
declare module 'virtual:tech-deck/live' {
  const files: import('./live-files.js').LiveFiles;
  export default files;
}
