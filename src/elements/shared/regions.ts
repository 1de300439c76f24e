/**
 * What a game draws in the regions of its page, given to the element's base by composition: the title
 * and the status of the header, the rules help, the table, and how the game lays out its choices, names
 * its seats and its cards, and words its live region. Everything else of the page (the header's buttons,
 * notices, the side with its inspector and log, the dialogs) is drawn by render/game-page.ts from the
 * controllers' state; a game that draws one region its own way gives a function for it, which may call
 * the shared piece (render/game-page.ts) and add to it.
 *
 * A game element gives a function from its page (page-controller.ts) to its regions to the base's
 * constructor: the functions read the page (the seat on screen, the surface of a choice, the match) and
 * any state the game keeps (chess's turn, poker's bet amount) in controllers of its own.
 */
import type { TemplateResult } from 'lit';
import type { LogEntry, PendingChoice, TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import type { ChoiceLayout } from './choice.js';
import type { PageController } from './page-controller.js';
import type { GameSettings } from './settings.js';

export interface GameRegions<V extends TableView> {
  title: string; // the game's name in the header, e.g. "Tech Grid Poker"
  /** Where the game stands, in the header ("Round 2 of 3 · Bid"). */
  status(view: V): TemplateResult | string;
  /** The rules help, with a heading whose id is `help-title`. */
  help(): TemplateResult;
  /** The table and everything around it for the seat on screen (the header and dialogs are the page's). */
  play(view: V, layout: ChoiceLayout | null): TemplateResult;
  /** Whether the side shows a card inspector (a deck of playing cards may need none). Default true. */
  inspector?: boolean;
  /**
   * Lays out the seat's pending choice, placing options on the game's own targets; `view` is the view
   * the choice belongs to, for a layout that reads more of the table. Default: `layoutChoice`.
   */
  layout?(pending: PendingChoice, moves: number, view: V): ChoiceLayout;
  /** A seat's name, where the game names one its own way (Grid Poker's artificial player). */
  seatName?(seat: number): string;
  /** A card's name for the reader's button ("Choose Relativity"); a game of playing cards names its own. */
  cardName?(id: string): string;
  /** The card id the inspector shows; default: the inspected card while the seat may see it, else its first hand card. */
  inspectedCard?(view: V): string | null;
  /** The inspector's card drawn large; default `<tech-card>` (Poker Squared's standard deck draws playing cards). */
  largeCard?(view: V, id: string): TemplateResult;
  /** The side's log (chess puts its moves in notation above the shared log). */
  log?(view: V): TemplateResult;
  /** The game's own dialogs (the discard, say), between the help and the share dialogs. */
  dialogs?(): TemplateResult;
  /** What the live region says after a move: what happened since the last time (`entries`), then what to do now. */
  announcement?(view: V, entries: readonly LogEntry[], mine: boolean): string;
  /** After the page's own `willUpdate`: the game's state follows the match (a new decision starts afresh). */
  sync?(): void;
  /** After the page's own `updated`: what the game brings into view on the drawn element. */
  updated?(): void;
  /** Clears the game's own state of the last game (with the page's: selection, messages, hand-off). */
  reset?(): void;
}

/** How a game element makes its regions from its page, in the base's constructor. */
export type RegionsOf<S extends TableState, V extends TableView, T extends GameSettings> = (
  page: PageController<S, V, T>,
) => GameRegions<V>;
