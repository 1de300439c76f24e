/**
 * The cards and rules a game element loads from addresses, its `cards-src` and `rules-src`: fetched,
 * compiled and checked by the DSL's loaders (src/dsl/load-cards.ts, load-rules.ts), then tried on a short
 * game of the element's own. The loaders carry the parsers and the validators, so each is imported only
 * when its address is given: a page that only plays never fetches them (the embed bundle keeps them in
 * chunks beside itself, dist/cdn/chunks/).
 *
 * A load ends one of two ways, told to the host by `settled`: the cards and rules to play with, or a
 * failure (the address gave nothing within FETCH_TIMEOUT, or is not one a page may fetch from, or gave
 * text with problems, or text the game can't play), after which the host plays the built-in deck and
 * rules. Nothing half-loaded ever plays: when either address fails, neither is used. Each failure fires `tech-error` (source `cards-src` or `rules-src`) with the problems
 * in words, as the element lists them.
 */
import type { ReactiveController } from 'lit';
import type { Card, Rules } from '../../dsl/runtime.js';
import { textProblem as whole, type SourceProblem } from '../../dsl/source-text.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { BuiltGame } from '../../engine/descriptor.js';
import type { Game, GameConfig } from '../../engine/game.js';
import { deckCards } from '../card/catalogue.js';
import { TechErrorEvent } from '../events.js';
import { trialProblem } from './cards-check.js';
import type { GameHost } from './game-controller.js';

export type { SourceProblem };

/** How long an address may take to give its whole text before its load fails, in milliseconds (a server that never answers). */
export const FETCH_TIMEOUT = 15_000;

/** One address's problems, in words. */
export interface SourceFailure {
  attribute: 'cards-src' | 'rules-src';
  url: string; // the address as fetched (absolute)
  problems: SourceProblem[];
}

/** How a load ended: what to play with (null: the built-in one), and whether it failed. */
export interface SourceResult {
  deck: Card[] | null;
  rules: Rules | null;
  failed: boolean;
}

/** What the controller needs of its element. */
export interface SourceOptions {
  game: Game<unknown, ChooseAction> & BuiltGame; // the element's built-in game: its id and name say which rules files are its own, its procedures what they may call
  create(deck: Card[] | null, rules: Rules | null): (Game<unknown, ChooseAction> & BuiltGame) | null; // the game on other cards or rules (null: it takes none)
  config(): GameConfig | null; // the engine's config for the element's attributes, null while they are bad
  settled(result: SourceResult): void; // a load ended, or the addresses were removed
}

export class SourceController implements ReactiveController {
  /** The addresses being fetched (absolute; '' for none), or null when nothing is under way. */
  loading: { cards: string; rules: string } | null = null;
  /** The addresses the game plays from, with the names of the cards loaded; null when it plays none. */
  loaded: { cards: string; rules: string; names: string[] } | null = null;
  /** The problems of the last load, by address; empty when it went well. */
  failures: SourceFailure[] = [];
  /** How long each address may take, in milliseconds (FETCH_TIMEOUT; a test lowers it rather than wait). */
  timeout = FETCH_TIMEOUT;
  /** The attribute values of the last `sync`, so that only a change loads again. */
  private key: string | null = null;
  /** The number of the latest load: a slower earlier one that ends after it is ignored. */
  private request = 0;

  constructor(private readonly host: GameHost, private readonly options: SourceOptions) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Whether the first cards or rules are still on their way (the element waits to deal). */
  get waiting(): boolean {
    return this.loading !== null;
  }

  /** Loads the cards and rules at these addresses ('' or null for none) when they differ from the last ones. */
  sync(cardsSrc: string | null, rulesSrc: string | null): void {
    // null: a page set the property to null itself (a removed attribute gives '' back).
    const cards = (cardsSrc ?? '').trim();
    const rules = (rulesSrc ?? '').trim();
    const key = `${cards}\n${rules}`;
    if (key === this.key) return;
    const first = this.key === null;
    this.key = key;
    const request = ++this.request;
    if (!cards && !rules) {
      const used = this.loaded !== null || this.failures.length > 0 || this.loading !== null;
      this.loading = this.loaded = null;
      this.failures = [];
      if (used && !first) this.options.settled({ deck: null, rules: null, failed: false });
      return;
    }
    this.loading = { cards: cards && absolute(cards), rules: rules && absolute(rules) };
    void this.load(cards, rules)
      .catch((error: unknown): Loaded => {
        // A bug of the loading itself: still a message, never an element left loading.
        const url = this.loading?.cards || this.loading?.rules || '';
        const attribute = cards ? 'cards-src' : 'rules-src';
        return { failures: [{ attribute, url, problems: [whole(url, `the file could not be loaded (${(error as Error).message})`, 'reload the page.')] }], deck: null, rules: null, names: [] };
      })
      .then((outcome) => {
        if (request !== this.request) return; // another load began since
        this.settle(outcome);
      });
  }

  /** Shows how a load ended, fires `tech-error` for each address that failed, and tells the host. */
  private settle({ failures, deck, rules, names, cards, rulesUrl }: Loaded): void {
    const game = this.options.game;
    this.loading = null;
    this.failures = failures;
    this.loaded = failures.length > 0 ? null : { cards: cards ?? '', rules: rulesUrl ?? '', names };
    for (const attribute of ['cards-src', 'rules-src'] as const) {
      const messages = failures.filter((f) => f.attribute === attribute).flatMap((f) => f.problems.map((p) => p.text));
      if (messages.length > 0) this.host.dispatchEvent(new TechErrorEvent({ game: game.id, source: attribute, messages }));
    }
    this.options.settled(failures.length > 0 ? { deck: null, rules: null, failed: true } : { deck, rules, failed: false });
    this.host.requestUpdate();
  }

  /** Fetches, compiles and tries the cards and rules at the addresses. */
  private async load(cardsSrc: string, rulesSrc: string): Promise<Loaded> {
    const game = this.options.game;
    const [cardsText, rulesText] = await Promise.all([cardsSrc ? fetchText(cardsSrc, this.timeout) : null, rulesSrc ? fetchText(rulesSrc, this.timeout) : null]);
    const failures: SourceFailure[] = [];
    const fail = (attribute: SourceFailure['attribute'], url: string, ...problems: SourceProblem[]) => failures.push({ attribute, url, problems });
    for (const [attribute, t] of [['cards-src', cardsText], ['rules-src', rulesText]] as const) if (t && 'problem' in t) fail(attribute, t.url, t.problem);
    const cardsFile = cardsText && 'text' in cardsText ? cardsText : null;
    const rulesFile = rulesText && 'text' in rulesText ? rulesText : null;
    let deck: Card[] | null = null;
    let rules: Rules | null = null;
    let names: string[] = [];
    // The compilers, each in a chunk of its own: fetched the first time such an address is used.
    const unloaded = (url: string, error: unknown) => whole(url, `the checker of this file could not be loaded (${(error as Error).message})`, 'check the network and reload the page.');
    if (cardsFile) {
      try {
        const { loadCards } = await import('../../dsl/load-cards.js');
        const result = loadCards(cardsFile.text, cardsFile.url, deckCards);
        if (result.deck) [deck, names] = [result.deck, result.cards.map((c) => c.name)];
        else fail('cards-src', cardsFile.url, ...result.problems);
      } catch (error) {
        fail('cards-src', cardsFile.url, unloaded(cardsFile.url, error));
      }
    }
    if (rulesFile) {
      try {
        const { loadRules } = await import('../../dsl/load-rules.js');
        const result = loadRules(rulesFile.text, rulesFile.url, { id: game.id, game: game.name, procedures: game.procedures });
        if (result.rules) rules = result.rules;
        else fail('rules-src', rulesFile.url, ...result.problems);
      } catch (error) {
        fail('rules-src', rulesFile.url, unloaded(rulesFile.url, error));
      }
    }
    // Text the compiler took may still break the game when it is played: a short game tries it first.
    if (failures.length === 0 && cardsFile && deck) {
      const broken = this.trial(deck, null);
      if (broken) fail('cards-src', cardsFile.url, whole(cardsFile.url, `${game.name} can't be played with these cards: ${broken}`, 'check the cards\' effects in the card editor.'));
    }
    if (failures.length === 0 && rulesFile && rules) {
      const broken = this.trial(deck, rules);
      if (broken) fail('rules-src', rulesFile.url, whole(rulesFile.url, `${game.name} can't be played with these rules: ${broken}`,
        'keep the zones, phases and procedures of the game\'s own rules file, and change its numbers and rulings.'));
    }
    return { failures, deck, rules, names, cards: cardsFile?.url, rulesUrl: rulesFile?.url };
  }

  /** Why the game on `deck` and `rules` can't be played, or null (see trialProblem). */
  private trial(deck: Card[] | null, rules: Rules | null): string | null {
    return trialProblem(this.options.create, this.options.config(), deck, rules);
  }
}

interface Fetched { url: string; text: string }

/** What a load found: the problems by address, or the deck and rules to play with and where they came from. */
interface Loaded {
  failures: SourceFailure[];
  deck: Card[] | null;
  rules: Rules | null;
  names: string[]; // the names of the cards loaded, in the order of the file
  cards?: string; // the address the cards came from (after any redirect)
  rulesUrl?: string; // the address the rules came from (after any redirect)
}

/** The address resolved against the page's (an attribute may be relative). */
function absolute(src: string): string {
  try {
    return new URL(src, document.baseURI).href;
  } catch {
    return src;
  }
}

/** The schemes a card or rules file is fetched from: the web's, and the page's own blobs and data. */
const FETCHED = ['http:', 'https:', 'blob:', 'data:'];

/** Why an address of another scheme can't give a file (it is not fetched), in words. */
function schemeProblem(url: string): SourceProblem | null {
  const scheme = new URL(url).protocol;
  if (FETCHED.includes(scheme)) return null;
  const where = 'give the address of the file on a web server, such as https://example.com/my-card.card, or my-card.card for a file beside the page.';
  if (scheme === 'javascript:') return whole(url, 'a javascript: address is a script, not a file, and is never run', where);
  if (scheme === 'file:') return whole(url, "a page can't read files from this computer's disk (a file: address)", `serve the page and the file from a web server, even one on this computer, and ${where}`);
  return whole(url, `a page can't load a file from a ${scheme} address`, where);
}

/** "15 seconds", "50 ms". */
const duration = (ms: number) => (ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`);

/** The text at an address, or the problem of fetching it, in words; `timeout` ms at most, the body included. */
async function fetchText(src: string, timeout: number): Promise<Fetched | { url: string; problem: SourceProblem }> {
  let url: string;
  try {
    url = new URL(src, document.baseURI).href;
  } catch {
    return { url: src, problem: whole(src, `"${src}" is not an address`, 'write the address of the file, such as https://example.com/my-card.card or my-card.card beside the page.') };
  }
  const refused = schemeProblem(url);
  if (refused) return { url, problem: refused };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeout);
  const late = (at: string) => whole(at, `no file came from this address within ${duration(timeout)}`, 'check the address and the network, or try again later.');
  try {
    let response: Response;
    try {
      // Revalidated each time: a designer who changes the file and reloads the page sees the change.
      response = await fetch(url, { cache: 'no-cache', signal: abort.signal });
    } catch (error) {
      return { url, problem: abort.signal.aborted ? late(url) : whole(url, `the file could not be fetched (${(error as Error).message})`,
        'check the address and the network; a file on another site must allow this page to read it (CORS).') };
    }
    // Where the text comes from after any redirect: the note above the table and the problems name it.
    const from = response.url || url;
    if (!response.ok) {
      const why = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      return { url: from, problem: whole(from, `the address answered ${why}: there is no file to load`,
        response.status === 404 ? 'check the address: open it in a browser tab to see whether the file is there.' : 'try again later, or check the address.') };
    }
    try {
      return { url: from, text: await response.text() };
    } catch (error) {
      return { url: from, problem: abort.signal.aborted ? late(from) : whole(from, `the file could not be read (${(error as Error).message})`, 'check the network and reload the page.') };
    }
  } finally {
    clearTimeout(timer);
  }
}
