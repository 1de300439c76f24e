/**
 * What every render piece of `<tech-grid-poker>` is given: the view of the seat on screen, names, the
 * laid-out pending choice, what is selected, and the handlers that turn clicks and keys into actions.
 */
import type { Card } from '../../dsl/runtime.js';
import type { SlotView } from '../../engine/view.js';
import type { GridPokerView } from '../../games/index.js';
import type { ChoiceLayout } from './choice.js';

export interface Board {
  view: GridPokerView; // what the seat on screen may see
  seat: number; // the seat on screen
  name(seat: number): string; // "You", "Player 2 (bot)", "The artificial player"
  layout: ChoiceLayout | null; // the choice waiting for the seat on screen, if any
  selected: ReadonlySet<number>; // options toggled on, for a multiple choice
  card(id: string): Card; // a card of the deck by id
  pickCard(instance: string): void; // a card cell was activated
  pickLine(key: string): void; // a gutter was activated
  pickOption(index: number): void; // an option button was activated
  confirm(): void; // the confirm button of a multiple choice
  inspect(instance: string | null, card: string | null): void; // a card was focused or hovered
}

/** The cards of a zone that can be seen, with their slots (hidden and empty slots are null cards). */
export function zoneSlots(view: GridPokerView, zone: string): SlotView[] {
  return view.zones[zone] ?? [];
}

/** How many cards a zone holds, seen or not. */
export const zoneCount = (view: GridPokerView, zone: string) => zoneSlots(view, zone).filter((s) => s !== null).length;
