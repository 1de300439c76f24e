/**
 * What the shared render pieces are given: the seat on screen, names, the laid-out pending choice, what
 * is selected, and the handlers that turn clicks and keys into actions (`wireSurface`). A game's own
 * board interface extends it with its view and its own targets.
 */
import type { Card } from '../../dsl/runtime.js';
import type { ChoiceController } from './choice-controller.js';
import type { ChoiceLayout } from './choice.js';
import type { ReaderController } from './reader-controller.js';

export interface ChoiceSurface {
  seat: number; // the seat on screen
  name(seat: number): string; // "You", "Player 2 (bot)"
  you: number | null; // the seat named "You": the one person's at a one-person game, else null
  layout: ChoiceLayout | null; // the choice waiting for the seat on screen, if any
  selected: ReadonlySet<number>; // options toggled on, for a multiple choice
  card(id: string): Card; // a card of the deck by id
  /**
   * A card cell was activated; `touch`: by a finger's tap (see ../tap.ts), which reads the card large and
   * selects it, and plays it only on a second tap or the confirm button.
   */
  pickCard(instance: string, touch?: boolean): void;
  pickTarget(key: string): void; // a placed target (a gutter, a square) was activated
  pickOption(index: number): void; // an option button was activated
  confirm(): void; // the confirm button of a multiple choice
  inspect(instance: string | null, card: string | null): void; // a card was focused or hovered
  read(instance: string | null, card: string | null): void; // show a card large (the sheet on a phone), never playing it
}

/** What a surface is wired to: the choice being made, the reader, and the words of a refusal. */
export interface SurfaceWiring {
  choice: ChoiceController; // selects, confirms and plays options
  reader: ReaderController; // the card shown large; a finger's tap
  refusal(layout: ChoiceLayout | null, what?: string): string; // why a click does nothing
}

/**
 * The surface of a choice: `base` (the seat, names, cards, the layout) with the handlers that turn a
 * click, a key or a tap into the choice's options, and anything else into a refusal in words.
 */
export function wireSurface(
  base: Pick<ChoiceSurface, 'seat' | 'name' | 'you' | 'layout' | 'card'>,
  { choice, reader, refusal }: SurfaceWiring,
): ChoiceSurface {
  const { layout } = base;
  return {
    ...base,
    selected: choice.selected,
    pickCard: (instance, touch = false) => {
      const option = layout?.byInstance.get(instance);
      if (touch) return reader.tap(layout, instance, option);
      if (!layout || option === undefined) return choice.refuse(refusal(layout));
      choice.choose(layout, option);
    },
    pickTarget: (key) => {
      const option = layout?.byTarget.get(key);
      if (!layout || option === undefined) return choice.refuse(refusal(layout, 'That place'));
      choice.play([option]);
    },
    pickOption: (index) => layout && choice.choose(layout, index),
    confirm: () => choice.confirm(),
    inspect: (instance, card) => {
      reader.inspected = { instance, card };
    },
    read: (instance, card) => reader.read(instance, card),
  };
}
