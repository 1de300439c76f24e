/**
 * What a game element needs once a page changes its cards or rules (the `deck` and `rules` properties,
 * the files of `cards-src` and `rules-src`, live reload, the card editor's "try it"): their check, the
 * replay of the game under way with them, and the note saying what that changed. A chunk of its own,
 * imported the first time the cards or rules change (game-element.ts): a page that plays the built-in
 * ones never fetches it, and a game's first frame never waits for it.
 */
export { replayDiff } from '../../engine/replay-diff.js';
export { deckProblems, rulesProblems, trialProblem } from './cards-check.js';
export { reloadMessage, renderReload } from './render/reload.js';
