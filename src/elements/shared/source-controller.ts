/**
 * The cards and rules a game element loads from addresses, its `cards-src` and `rules-src`: fetched,
 * compiled and checked by the DSL's loaders (src/dsl/card/load-cards.ts, load-rules.ts), then tried on a short
 * game of the element's own. The loaders carry the parsers and the validators, so each is imported only
 * when its address is given: a page that only plays never fetches them (the embed bundle keeps them in
 * chunks beside itself, dist/cdn/chunks/). The fetching and trying is ./source-load.ts, a chunk of its own
 * fetched then too.
 *
 * A load ends one of two ways, told to the host by `settled`: the cards and rules to play with, or a
 * failure (the address gave nothing within FETCH_TIMEOUT, or is not one a page may fetch from, or gave
 * text with problems, or text the game can't play), after which the host plays the built-in deck and
 * rules. Nothing half-loaded ever plays: when either address fails, neither is used. Each failure fires `tech-error` (source `cards-src` or `rules-src`) with the problems
 * in words, as the element lists them.
 */
import type { ReactiveController } from 'lit';
import type { Card, Rules } from '../../dsl/runtime.js';
import { textProblem as whole, type SourceProblem } from '../../dsl/shared/source-text.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { BuiltGame } from '../../engine/descriptor.js';
import type { Game, GameConfig } from '../../engine/game.js';
import { TechErrorEvent } from '../events.js';
import type { GameHost } from './game-controller.js';
import type { Loaded } from './source-load.js';

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

  constructor(
    private readonly host: GameHost,
    private readonly options: SourceOptions,
  ) {
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
    // The fetching, compiling and trying (./source-load.ts) is a chunk of its own: a page whose elements
    // have no address never fetches it.
    const { game, create, config } = this.options;
    void import('./source-load.js')
      .then(({ loadSources }) => loadSources(cards, rules, { game, timeout: this.timeout, create, config }))
      .catch((error: unknown): Loaded => {
        // A bug of the loading itself: still a message, never an element left loading.
        const url = this.loading?.cards || this.loading?.rules || '';
        const attribute = cards ? 'cards-src' : 'rules-src';
        return {
          failures: [
            {
              attribute,
              url,
              problems: [whole(url, `the file could not be loaded (${(error as Error).message})`, 'reload the page.')],
            },
          ],
          deck: null,
          rules: null,
          names: [],
        };
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
      if (messages.length > 0)
        this.host.dispatchEvent(new TechErrorEvent({ game: game.id, source: attribute, messages }));
    }
    this.options.settled(
      failures.length > 0 ? { deck: null, rules: null, failed: true } : { deck, rules, failed: false },
    );
    this.host.requestUpdate();
  }
}

/** The address resolved against the page's (an attribute may be relative). */
function absolute(src: string): string {
  try {
    return new URL(src, document.baseURI).href;
  } catch {
    return src;
  }
}
