/**
 * The events every game element fires. Each is a typed `Event` subclass with an object `detail`,
 * bubbling and composed, so a page can listen on the element or on `document` (it crosses shadow
 * roots). They fire for moves made in the game (by a person or a bot), never for a property a page sets.
 */

/**
 * What `tech-move` tells: who moved, what they chose, and what the table saw happen. The event reaches
 * any script on the page, so it holds only what the people at the table may see: a person's move as
 * that person saw it, a bot's move (or, in hot-seat, another person's) as every person at the table may
 * see it. Nothing in it names a card in a bot's hand or in the deck.
 */
export interface TechMoveDetail {
  game: string; // the game's id, e.g. "grid-poker"
  seat: number; // the seat that moved, 0-based
  bot: boolean; // whether a bot made the move
  action: { type: 'choose'; picks: number[] }; // the action as the engine takes it (indexes into the chooser's options)
  /**
   * The labels of the picked options, in the chooser's words, one a pick: all of a person's own move;
   * of a bot's, only those naming a card every person sees once the move is made ("Relativity (11
   * Science) in the market"), null for the others (a card from its hand or the deck, a line, a bid).
   */
  labels: (string | null)[];
  /** The move log's lines the move wrote that those people may read, e.g. ["Player 2 bets 3."]. */
  log: string[];
  kind: string; // the decision's kind, e.g. "grid/hand-line"
  moves: number; // how many moves the game holds now
}

/** What `tech-game-over` tells: the final scores and the winners, as the engine's outcome says. */
export interface TechGameOverDetail {
  game: string;
  scores: number[]; // by seat (in a solo game, seat 1 is the artificial player)
  winners: number[]; // seats; several when tied
}

/** What `tech-error` tells: what the element refused, and why, in the words it shows. */
export interface TechErrorDetail {
  game: string;
  /**
   * What was refused: bad attribute values; `save`: a saved game that can't be resumed, or a game that
   * can't be saved (storage full or turned off, or another game on the page holds the same `save-key`:
   * the game plays on unsaved); the cards or rules at the address of `cards-src` or `rules-src` (not
   * found, or text with problems); or the `deck` or `rules` property (not cards or rules the game can
   * play). For these four the game plays the built-in cards and rules instead.
   */
  source: 'attributes' | 'save' | 'cards-src' | 'rules-src' | 'deck' | 'rules';
  messages: string[]; // in words; a problem in a file as `tech-deck check` prints it: `url:line:col: message`, the line, a caret, the hint
}

/** Fired when the element refuses its attributes, a saved game, a save, or the cards or rules at an address (it shows the same messages). */
export class TechErrorEvent extends Event {
  static readonly type = 'tech-error';
  constructor(readonly detail: TechErrorDetail) {
    super(TechErrorEvent.type, { bubbles: true, composed: true });
  }
}

/** Fired after each move of the game. */
export class TechMoveEvent extends Event {
  static readonly type = 'tech-move';
  constructor(readonly detail: TechMoveDetail) {
    super(TechMoveEvent.type, { bubbles: true, composed: true });
  }
}

/** Fired once when the game ends. */
export class TechGameOverEvent extends Event {
  static readonly type = 'tech-game-over';
  constructor(readonly detail: TechGameOverDetail) {
    super(TechGameOverEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tech-move': TechMoveEvent;
    'tech-game-over': TechGameOverEvent;
    'tech-error': TechErrorEvent;
  }
}
