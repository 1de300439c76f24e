/**
 * What every render piece of `<tech-grid-poker>` is given: the shared choice surface (the seat on
 * screen, names, the laid-out pending choice, what is selected, the handlers) and the view, plus the
 * gutters as targets.
 */
import type { SlotView } from '../../engine/view.js';
import type { GridPokerView } from '../../games/index.js';
import type { ChoiceSurface } from '../shared/surface.js';

export interface Board extends ChoiceSurface {
  view: GridPokerView; // what the seat on screen may see
  pickLine(key: string): void; // a gutter was activated
}

/** The cards of a zone that can be seen, with their slots (hidden and empty slots are null cards). */
export function zoneSlots(view: GridPokerView, zone: string): SlotView[] {
  return view.zones[zone] ?? [];
}

/** How many cards a zone holds, seen or not. */
export const zoneCount = (view: GridPokerView, zone: string) => zoneSlots(view, zone).filter((s) => s !== null).length;
