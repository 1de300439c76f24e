/**
 * Tells a finger's tap from a mouse click or a key. A tap on a card reads it before it plays it (see
 * `TechGameElement.surface`): on a phone there is no hover, and a tap that played the card at once left
 * no way to read it without playing it.
 *
 * A game element passes the click event of a card's button: `@click=${(e) => surface.pickCard(id, isTouch(e))}`
 * (`cardButton` and `faceUpCardButton` do so already). A click is a `PointerEvent` whose `pointerType`
 * says what made it; a click from a key or `element.click()` has none, and plays at once as before.
 */
export function isTouch(event: Event): boolean {
  return 'pointerType' in event && (event as PointerEvent).pointerType === 'touch';
}
