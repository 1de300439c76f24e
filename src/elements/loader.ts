/**
 * The embed's loader, `dist/cdn/tech-deck.js`: one small script that knows every tag and fetches an
 * element's code the first time its tag is on the page. A page with one game downloads that game alone
 * (its chunk and the parts it shares with the others, beside this file in `dist/cdn/lazy/`); a page with
 * none downloads nothing more.
 *
 * The chunks are imported by addresses relative to this module (`import('./lazy/…')` resolves against
 * `import.meta.url`), so the folder `dist/cdn/` works wherever it is copied. Each chunk registers its tags
 * only if the page has not (two copies of the loader, or a one-element file beside it, are harmless).
 *
 * Tags are found in the document as it is parsed and as scripts add them (a MutationObserver). A tag in
 * a page's own shadow root is out of the document's sight: `discover(root)` looks there.
 */
import { PLACEHOLDER_CSS } from './placeholder.js';

/** Each tag's module, imported once; it defines the tag (and those it uses). */
const MODULES: Record<string, () => Promise<unknown>> = {
  'tech-card': () => import('./card/define.js'),
  'tech-playing-card': () => import('./playing-card/define.js'),
  'tech-effect-demo': () => import('./effect-demo/define.js'),
  'tech-grid-poker': () => import('./grid-poker/define.js'),
  'tech-poker-squared': () => import('./poker-squared/define.js'),
  'tech-poker': () => import('./poker/define.js'),
  'tech-tricks': () => import('./tricks/define.js'),
  'tech-chess': () => import('./chess/define.js'),
  'tech-bughouse': () => import('./bughouse/define.js'),
};

/**
 * The files each tag's module imports statically, by tag, as addresses relative to this module: written
 * in by the build (scripts/build-elements.js). They are fetched beside the tag's module rather than once
 * it has been read, which saves a round trip before the game's first frame.
 */
declare const TECH_DECK_IMPORTS: Record<string, string[]> | undefined;

/** Starts fetching the files `tag`'s module imports (a failure is the module's own import's to report). */
function prefetch(tag: string): void {
  if (typeof TECH_DECK_IMPORTS === 'undefined') return;
  for (const file of TECH_DECK_IMPORTS[tag] ?? [])
    import(/* @vite-ignore */ new URL(file, import.meta.url).href).catch(() => {});
}

const TAGS = Object.keys(MODULES);
const requested = new Map<string, Promise<unknown>>();
/** Every tag not yet asked for, still undefined: what a look through the page searches for. */
const WAITING = () =>
  TAGS.filter((tag) => !requested.has(tag))
    .map((tag) => `${tag}:not(:defined)`)
    .join(',');

/**
 * Fetches the code of `tag` (a Tech Deck tag) unless already asked for; resolves once it is defined.
 * A tag the page defined itself is left as it is.
 */
export function load(tag: string): Promise<unknown> {
  let loading = requested.get(tag);
  if (!loading) {
    const module = MODULES[tag];
    if (!module)
      return Promise.reject(new Error(`<${tag}> is not a Tech Deck element; the tags are ${TAGS.join(', ')}.`));
    if (!customElements.get(tag)) prefetch(tag);
    loading = customElements.get(tag) ? Promise.resolve() : module();
    requested.set(tag, loading);
  }
  return loading.then(() => customElements.whenDefined(tag));
}

/** Loads every Tech Deck tag in `root` (the document, a shadow root or an element) and the tree under it. */
export function discover(root: ParentNode): void {
  const selector = WAITING();
  if (!selector) return;
  const found = new Set<string>();
  if (root instanceof Element && root.matches(selector)) found.add(root.localName);
  for (const el of root.querySelectorAll(selector)) found.add(el.localName);
  for (const tag of found) void load(tag);
}

/** Elements added to the document: each one, and the tree under it, searched for tags. */
const observer = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  if (requested.size === TAGS.length) observer.disconnect();
});

// The reserved sizes, for a page that did not copy the rule of the README's snippet (for the parts of
// the page laid out before this script ran, it comes late: the snippet's rule is in the page's own CSS).
// A constructed sheet, so a page's `style-src` policy doesn't stop it.
// One sheet for the page, however many copies of the loader it runs.
const ADOPTED = Symbol.for('tech-deck/placeholder');
if (!(ADOPTED in document)) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PLACEHOLDER_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  Object.defineProperty(document, ADOPTED, { value: sheet });
}

observer.observe(document, { childList: true, subtree: true });
discover(document);
