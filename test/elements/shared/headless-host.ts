/**
 * The least of an element a game's controllers need, for node tests of them: events, and no rendering.
 * `saveKey` '' stores nothing; `botPace` 0 plays the bots at once.
 */
export class HeadlessHost extends EventTarget {
  saveKey = '';
  botPace = 0;
  addController(): void {}
  removeController(): void {}
  requestUpdate(): void {}
  readonly updateComplete = Promise.resolve(true);
}
