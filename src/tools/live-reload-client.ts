/**
 * The part of live reload that runs in the page (see live-reload.ts, which feeds it the dev server's
 * modules): hands compiled cards and rules to the game elements of a document, and to those added later;
 * holds their bots while a file is being changed; and keeps the files for the card stories of Storybook
 * (`liveFiles`, `onLiveFiles`). Elements inside another element's shadow root (the card editor's "try
 * it" game) are left alone: their owner gives them cards.
 */
import type { Card, Rules } from '../dsl/runtime.js';
import type { LiveFiles } from './live-files.js';

/** A game element that takes cards and rules (TechGameElement). */
export interface Reloadable extends HTMLElement {
  deck: Card[] | null;
  rules: Rules | null;
  fileChange?: { problems: readonly string[] } | null;
  readonly gameId: string;
}

/** The compiled files as the dev server last sent them. */
export interface Compiled {
  deck: readonly Card[];
  rules: Readonly<Record<string, Rules>>;
}

const isReloadable = (element: Element): element is Reloadable =>
  'gameId' in element && 'deck' in element && 'rules' in element;

/** Gives `element` the cards and its game's rules, when they are not the ones it has. */
export function give(element: Reloadable, compiled: Compiled): void {
  const gameRules = compiled.rules[element.gameId] ?? null;
  if (element.deck !== compiled.deck) element.deck = compiled.deck as Card[];
  if (element.rules !== gameRules) element.rules = gameRules;
}

/** Calls `each` for every game element under `root` (its light DOM), once each tag is defined. */
function forEachGame(root: ParentNode, each: (element: Reloadable) => void): void {
  for (const element of root.querySelectorAll('*')) {
    if (!element.localName.startsWith('tech-')) continue;
    if (isReloadable(element)) each(element);
    else if (!customElements.get(element.localName)) {
      void customElements.whenDefined(element.localName).then(() => isReloadable(element) && each(element));
    }
  }
}

/** Gives the cards and rules to every game element under `root` (its light DOM), once each tag is defined. */
export function giveAll(root: ParentNode, compiled: () => Compiled): void {
  forEachGame(root, (element) => give(element, compiled()));
}

/** What a page's live reload does; see {@link startLiveReload}. */
export interface LiveReload {
  /** A file was saved: the bots of every game wait for the new files. */
  changing(): void;
  /** The new files: every game is replayed with the cards and rules (the last good ones while a file has mistakes). */
  update(next: LiveFiles): void;
  stop(): void;
}

let current: LiveFiles | null = null;
const listeners = new Set<(files: LiveFiles) => void>();

/** The files as the dev server last sent them (null before live reload starts, and in a built page). */
export function liveFiles(): LiveFiles | null {
  return current;
}

/** Calls `listener` with the files each time the dev server sends new ones; returns the function that stops it. */
export function onLiveFiles(listener: (files: LiveFiles) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts giving the compiled files: to the elements on the page now and to any added later (before
 * their first update: the observer's callback runs before Lit's first render of an element just
 * connected). Returns what the page's live reload does next.
 */
export function startLiveReload(initial: LiveFiles): LiveReload {
  current = initial;
  // The last cards and rules that compiled: a game plays on them while a file is being mended.
  let compiled: Compiled = { deck: initial.deck ?? [], rules: initial.rules ?? {} };
  let change: { problems: readonly string[] } | null = problemsOf(initial);
  const usable = () => compiled.deck.length > 0;
  const settle = (element: Reloadable) => {
    if (usable()) give(element, compiled);
    if ('fileChange' in element) element.fileChange = change;
  };
  forEachGame(document, settle);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (isReloadable(node)) settle(node);
        forEachGame(node, settle);
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  return {
    changing() {
      change ??= { problems: [] };
      forEachGame(document, (element) => {
        if ('fileChange' in element) element.fileChange = change;
      });
    },
    update(next) {
      current = next;
      compiled = { deck: next.deck ?? compiled.deck, rules: next.rules ?? compiled.rules };
      change = problemsOf(next);
      forEachGame(document, settle);
      for (const listener of listeners) listener(next);
    },
    stop: () => observer.disconnect(),
  };
}

/** The change under way while the files have mistakes (the games wait), or null. */
function problemsOf(files: LiveFiles): { problems: readonly string[] } | null {
  return files.problems.length > 0 ? { problems: files.problems.map((p) => p.text) } : null;
}
