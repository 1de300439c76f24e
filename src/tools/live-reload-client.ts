/**
 * The part of live reload that runs in the page (see live-reload.ts, which feeds it the dev server's
 * modules): hands compiled cards and rules to the game elements of a document, and to those added later.
 * Elements inside another element's shadow root (the card editor's "try it" game) are left alone: their
 * owner gives them cards.
 */
import type { Card, Rules } from '../dsl/runtime.js';

/** A game element that takes cards and rules (TechGameElement). */
export interface Reloadable extends HTMLElement {
  deck: Card[] | null;
  rules: Rules | null;
  readonly gameId: string;
}

/** The compiled files as the dev server last sent them. */
export interface Compiled {
  deck: readonly Card[];
  rules: Readonly<Record<string, Rules>>;
}

const isReloadable = (element: Element): element is Reloadable => 'gameId' in element && 'deck' in element && 'rules' in element;

/** Gives `element` the cards and its game's rules, when they are not the ones it has. */
export function give(element: Reloadable, compiled: Compiled): void {
  const gameRules = compiled.rules[element.gameId] ?? null;
  if (element.deck !== compiled.deck) element.deck = compiled.deck as Card[];
  if (element.rules !== gameRules) element.rules = gameRules;
}

/** Gives the cards and rules to every game element under `root` (its light DOM), once each tag is defined. */
export function giveAll(root: ParentNode, compiled: () => Compiled): void {
  for (const element of root.querySelectorAll('*')) {
    if (!element.localName.startsWith('tech-')) continue;
    if (isReloadable(element)) give(element, compiled());
    else if (!customElements.get(element.localName)) {
      void customElements.whenDefined(element.localName).then(() => isReloadable(element) && give(element, compiled()));
    }
  }
}

/**
 * Starts giving the compiled files: to the elements on the page now and to any added later (before
 * their first update: the observer's callback runs before Lit's first render of an element just
 * connected). `update` gives new files to every element. Returns the function that stops it.
 */
export function startLiveReload(initial: Compiled): { update(next: Partial<Compiled>): void; stop(): void } {
  let compiled = initial;
  const current = () => compiled;
  giveAll(document, current);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (isReloadable(node)) give(node, compiled);
        giveAll(node, current);
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  return {
    update(next) {
      compiled = { ...compiled, ...next };
      giveAll(document, current);
    },
    stop: () => observer.disconnect(),
  };
}
