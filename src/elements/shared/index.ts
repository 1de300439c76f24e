/**
 * The parts every game element shares, generic over the game. A game element is a folder
 * (src/elements/<game>/) with a spec, its settings, its own render pieces and styles, and a class that
 * extends `TechGameElement`; see src/elements/grid-poker/ for a whole example. In short:
 *
 * ```ts
 * // spec.ts: the game module, its bots by level, settings → engine config, the share link
 * export const game = createMyGame(deck as Card[], rules['my-game']);
 * export const mySpec: GameSpec<MyState, MyView, MySettings> = {
 *   game, bots: myBots,                                   // { random, greedy }: `bot-level` values
 *   // or, for bots whose code is fetched after the first frame: loadBots: () => import('./my-bots.js').then((m) => specBots(game, m.myBots)),
 *   config: (s) => ({ players: s.players, seed: s.seed, options: {} }),
 *   settings: (config, humans) => ({ players: config.players, humans, seed: config.seed }),
 *   share: shareCodec<MySettings>('my-game', readMySettings),   // #my-game=seed.players.humans.moves, read as the tag is
 * };
 *
 * // regions.ts: what the game draws in its page (see regions.ts), from the page's controllers
 * export function myRegions(page: PageController<MyState, MyView, MySettings>): GameRegions<MyView> {
 *   return {
 *     title: 'My Game',
 *     status: (view) => `Round ${view.round} of ${view.rounds}`,
 *     help: () => html`<h2 id="help-title">How to play</h2>…${renderPlayingHere()}`,
 *     play: (view, layout) => {                          // layout: the seat's pending choice, laid out
 *       const surface = page.surface(layout);              // names, selection, click handlers
 *       return html`${renderPromptBox(page, layout, view.over)}
 *         ${renderOverBox(page)}
 *         ${renderBoard(page, html`<div role="row">${cards.map((slot) => cardCell(surface, slot, 'hand', 'in your hand'))}</div>
 *           ${renderActions(surface, onTable)}`)}         // one APG grid; the hand-off screen in hot-seat
 *         ${renderSideBox(page, view)}`;                  // the card inspector and the log
 *     },
 *   };
 * }
 *
 * // my-game.ts: JSDoc header (@summary @event @csspart @cssproperty), then
 * export class TechMyGame extends TechGameElement<MyState, MyView, MySettings> {
 *   static styles = [gameStyles, styles];                 // shared looks first, the game's on top
 *   constructor() { super(mySpec, myRegions); }
 *   protected readAttributes() {                           // polite problems, never a blank element
 *     const base = readBaseSettings(this, { minPlayers: 2, maxPlayers: 4, defaultPlayers: 3, levels: ['random', 'greedy'], defaultLevel: 'greedy' });
 *     return base.problems.length ? { problems: base.problems } : { settings: base.settings, level: base.level };
 *   }
 * }
 * ```
 *
 * The base gives the attributes `players`, `humans`, `seed`, `bot-level`, `bot-pace`, `save-key`,
 * `theme` and the `moves` property; `match`, `settings`, `newGame()`, `load()`, `reset()`; the header
 * (rules, undo, share, new game); notices for bad attributes and damaged saves or links; resume from
 * the save key, and a share link in the URL fragment opened beside the saved game, never over it (the
 * player chooses, see offer.ts); bots at their pace (paused behind a hand-off
 * screen); the `tech-move` and `tech-game-over` events; one live region announcing moves and the
 * decision waiting; the keyboard (rows of `[data-cell]` buttons inside `[role="row"]`s of the board
 * grid, roving tabindex, focus moved to the first target of each new decision). Options of a choice
 * that name a visible card become that card's cell (`cardCell` highlights it); others become buttons
 * (`renderActions`), unless the regions' `layout` places them on a board target (`LayoutRules.place`,
 * answered by `surface.pickTarget(key)`). A choice of several toggles options, then a confirm button
 * plays them.
 *
 * On a phone (one screen per decision, reading never plays): draw the side with
 * `renderSideBox(page, view)` (the regions' `inspector: false` for a deck that needs no inspector): the
 * inspector and the log are a column beside the table from 960 px and sheets below it, opened by the
 * header's Card and Log buttons or a tap on a card. Put what a decision rarely needs behind
 * `renderFoldBox(page, { key, summary, label, holdsTarget: targetsAmong(layout, instances) }, body)`, a
 * summary line that opens on tap and stays open while it holds an option. A finger's tap on a card (`pickCard(instance, isTouch(e))`, as
 * `cardButton` does) shows it large and selects it; only a second tap or a button plays it; a long press
 * reads it. test/elements/screen-driver.ts plays whole games at 390×844 (touch) and 1280×800 and checks
 * that the prompt, the options and the hand are on one screen at every decision.
 *
 * Everything is also usable piece by piece (the controllers, the render functions) by an element that
 * does not extend the base.
 */
export { TechGameElement } from './game-element.js';
export { PageController, type PageHost } from './page-controller.js';
export type { GameRegions, RegionsOf } from './regions.js';
export {
  renderGamePage,
  renderPromptBox,
  renderOverBox,
  renderBoard,
  renderFoldBox,
  renderSideBox,
  renderLogBox,
} from './render/game-page.js';
export { GameController, type GameSpec, type GameHost, type SpecBots } from './game-controller.js';
export { BotController, type BotDriver } from './bot-controller.js';
export { KeyboardController } from './keyboard-controller.js';
export { ChoiceController } from './choice-controller.js';
export {
  layoutChoice,
  chooseAction,
  choiceHint,
  generalConfirm,
  targetsAmong,
  type ChoiceLayout,
  type LayoutRules,
} from './choice.js';
export { isTouch } from './tap.js';
export { renderFold, type FoldState } from './render/fold.js';
export { renderSide, renderReader, type Drawer, type SideState, type ReaderState } from './render/side.js';
export type { ChoiceSurface } from './surface.js';
export { botMove, moveRng, specBots } from './bots.js';
export {
  readStored,
  writeStored,
  removeStored,
  shareCodec,
  type StoredGame,
  type ShareCodec,
  type ShareOptions,
  type SharedGame,
} from './persistence.js';
export {
  readBaseSettings,
  wholeNumber,
  randomSeed,
  type GameSettings,
  type BaseAttributes,
  type SettingLimits,
  type SettingsRead,
} from './settings.js';
export { attributeText, wholeNumberProperty } from './whole-number-attribute.js';
export { gameStyles } from './game.styles.js';
export { cardCell, cardButton, describeCard } from './render/card-cell.js';
export { renderPrompt, renderActions, sentence, type PromptState } from './render/prompt.js';
export { renderLog } from './render/log.js';
export { renderHeader, type HeaderState } from './render/header.js';
export { renderProblems, renderNotice } from './render/notice.js';
export { renderHandOff } from './render/handoff.js';
export { renderOver } from './render/over.js';
export { renderHelpDialog, renderShareDialog, renderPlayingHere } from './render/dialogs.js';
export { renderScoreList, type ScoreSeat } from './render/scores.js';
