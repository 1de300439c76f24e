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

/**
 * `spec` with its bots' code loaded, as an element's spec is once the bots' chunk has arrived: a
 * controller given it plays the bots at once, as these tests expect.
 */
export async function withBots<T extends { bots?: unknown; loadBots?(): Promise<object> }>(
  spec: T,
): Promise<T & { bots: NonNullable<T['bots']> }> {
  return { ...spec, ...(await spec.loadBots!()) } as T & { bots: NonNullable<T['bots']> };
}
