// The words of a compiled phrase as a prompt or an option says them, made once. A choice's words are for
// people only, yet every choice of every effect asked for them, and writing a card's sentences back into
// English was a few percent of a simulation. A compiled card is never changed (an edited deck is compiled
// into new card objects), and the words depend only on the phrase and on how it is put (the key), so
// words kept for a phrase can't go stale.

const made = new WeakMap<object, Map<string, string>>();

/** The words `make` gives for `phrase` said as `key`, made on the first ask and kept for the phrase's life. */
export function wordsOnce(phrase: object, key: string, make: () => string): string {
  let known = made.get(phrase);
  if (!known) made.set(phrase, (known = new Map()));
  let words = known.get(key);
  if (words === undefined) known.set(key, (words = make()));
  return words;
}
