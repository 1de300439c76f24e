/**
 * The cards and rules a game element plays with, once a page changes them: its `deck` and `rules`
 * properties (set by the page, or by a load of `cards-src` and `rules-src`, see source-controller.ts),
 * checked, refused with a message above the table and `tech-error` when the game can't play them, and
 * the game under way replayed with them, with a note saying what that changed. The code that checks and
 * replays (cards-change.ts) is a chunk imported the first time the cards or rules change, once for
 * every element of the page: a page that plays the built-in ones never fetches it.
 */
import { nothing, type TemplateResult } from 'lit';
import type { Card, Rules } from '../../dsl/runtime.js';
import type { GameConfig } from '../../engine/game.js';
import type { TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import { cardById } from '../card/catalogue.js';
import { TechErrorEvent } from '../events.js';
import type { GameController, GameHost } from './game-controller.js';
import { renderRefused, type RefusedProperty } from './render/refused.js';
import type { GameSettings } from './settings.js';
import type { SourceResult } from './source-controller.js';

/** The code a change of the cards or rules needs (cards-change.ts), once imported: shared by every element. */
let cardsChange: typeof import('./cards-change.js') | null = null;
let cardsChangeLoading: Promise<unknown> | null = null;

/** Imports that code (once; again after a failed import). */
function loadCardsChange(): Promise<unknown> {
  cardsChangeLoading ??= import('./cards-change.js').then(
    (module) => (cardsChange = module),
    (error: unknown) => {
      cardsChangeLoading = null;
      throw error;
    },
  );
  return cardsChangeLoading;
}

/** The element that holds the cards: its two properties, as the page set them. */
export interface CardsHost extends GameHost {
  deck: Card[] | null;
  rules: Rules | null;
}

/** What the cards ask of the rest of the element. */
export interface CardsOptions {
  trialConfig(): GameConfig | null; // the engine's config of the attributes, to try cards on; null while they are bad
  seatWord(seat: number): string; // a seat in the reload note: "you", "Player 2"
  replayed(note: string): void; // the game under way was replayed: clear the picks, say the note
}

export class CardsController<S extends TableState, V extends TableView, T extends GameSettings = GameSettings> {
  /** The `deck` or `rules` set by the page that can't be played, and why (the built-in ones play). */
  refused: RefusedProperty[] = [];
  /** What the last change of `deck` or `rules` did to the game under way, in words. */
  note: string | null = null;
  /** Whether `deck` or `rules` changed and wait for the code that checks and plays them (cards-change.ts). */
  waiting = false;
  /** The cards of `deck` by id, for drawing them. */
  private deckById = new Map<string, Card>();
  /** Whether the game is built on a `deck` or `rules` the page gave. */
  private custom = false;
  /** The deck and rules the last load of `cards-src` and `rules-src` gave, and whether it failed. */
  private fromSources: SourceResult = { deck: null, rules: null, failed: false };

  constructor(
    private readonly host: CardsHost,
    private readonly game: GameController<S, V, T>,
    private readonly options: CardsOptions,
  ) {}

  /** A card of the deck in play (the built-in one unless `deck` replaced it). */
  card = (id: string): Card => this.deckById.get(id) ?? cardById(id)!;

  /**
   * Takes the cards and rules a load of `cards-src` and `rules-src` gave (null: the built-in ones) into
   * `deck` and `rules`. Returns whether the game must begin afresh: a failure, or the first load that
   * works after one (the game on screen while the cards failed is the built-in deck's and unsaved, and
   * the saved game under `save-key` belongs to the cards that load).
   */
  useSources(result: SourceResult, started: boolean): boolean {
    const before = this.fromSources;
    this.fromSources = result;
    const afresh = started && (result.failed || before.failed);
    if (afresh) this.game.drop();
    this.game.saves.storing = !result.failed;
    // Only what the last load set is taken back: a deck or rules the page set itself stay.
    const host = this.host;
    host.deck = result.deck ?? (host.deck === before.deck ? null : host.deck);
    host.rules = result.rules ?? (host.rules === before.rules ? null : host.rules);
    return afresh;
  }

  /** Whether an update must look at the cards again: `deck` or `rules` changed, or their code has come. */
  due(touched: boolean): boolean {
    return touched || (this.waiting && cardsChange !== null);
  }

  /**
   * Plays on with the game built on `deck` and `rules`: the game under way is replayed with it (see
   * GameController.replaceGame), and what changed is noted above the table and announced.
   */
  use(): void {
    const create = this.game.spec.create;
    if (!create) return;
    const { deck: hostDeck, rules: hostRules } = this.host;
    // The built-in cards and rules still, nothing refused: nothing to check or replay.
    if (hostDeck === null && hostRules === null && !this.custom && this.refused.length === 0) {
      this.waiting = false;
      return;
    }
    const change = cardsChange;
    if (!change) return this.await();
    this.waiting = false;
    const { deck, rules } = this.check(create, change);
    const custom = deck !== null || rules !== null;
    if (!custom && !this.custom) return;
    this.custom = custom;
    this.deckById = new Map((deck ?? []).map((card) => [card.id, card]));
    const diff = this.game.replaceGame(create(deck, rules), change.replayDiff);
    if (!diff) return;
    this.note = change.reloadMessage(diff, {
      seat: this.options.seatWord,
      card: (id) => this.deckById.get(id)?.name ?? cardById(id)?.name ?? null,
    });
    this.options.replayed(this.note ?? 'The cards or rules changed; this game goes the same way so far.');
  }

  /** Hides the note of what the last change of the cards or rules did. */
  dismiss = (): void => {
    this.note = null;
    this.host.requestUpdate();
  };

  /**
   * Imports the code that checks and plays changed cards and rules; the element updates again when it
   * has come (a first deal waits for it, as for `cards-src`, and the bots of a game under way are held).
   * If it can't be loaded, the cards and rules the page set are refused as unplayable ones are, and the
   * built-in ones played.
   */
  private await(): void {
    this.waiting = true;
    // The game under way is about to change: its bots stop (a search being thought is dropped) until then.
    this.game.hold(true);
    loadCardsChange().then(
      () => this.host.requestUpdate(),
      (error: unknown) => {
        this.waiting = false;
        const cause = error instanceof Error ? error.message : String(error);
        const why = `The code that checks them could not be loaded (${cause}). Check the connection, set them again.`;
        this.refused = [
          ...(this.host.deck !== null ? [{ source: 'deck' as const, messages: [why] }] : []),
          ...(this.host.rules !== null ? [{ source: 'rules' as const, messages: [why] }] : []),
        ];
        for (const r of this.refused)
          this.host.dispatchEvent(
            new TechErrorEvent({ game: this.game.game.id, source: r.source, messages: r.messages }),
          );
        this.host.requestUpdate();
      },
    );
  }

  /** Resolves once the code that changed cards wait for has come (or failed), when they wait for it. */
  async settled(): Promise<boolean> {
    if (!(this.waiting && cardsChangeLoading)) return false;
    await cardsChangeLoading.catch(() => {});
    return true;
  }

  /**
   * The `deck` and `rules` to play with: each as the page set it, or null (the built-in one) when it is
   * not cards or rules this game can play; those are refused, with a message above the table and
   * `tech-error` (source `deck` or `rules`). What a load of `cards-src` and `rules-src` set was checked
   * and tried as it loaded, and is not tried again.
   */
  private check(
    create: NonNullable<GameController<S, V, T>['spec']['create']>,
    { deckProblems, rulesProblems, trialProblem }: typeof import('./cards-change.js'),
  ): { deck: Card[] | null; rules: Rules | null } {
    const game = this.game.spec.game;
    const { deck: hostDeck, rules: hostRules } = this.host;
    const refused: RefusedProperty[] = [];
    const refuse = (source: RefusedProperty['source'], messages: string[]) => refused.push({ source, messages });
    const loadedDeck = hostDeck !== null && hostDeck === this.fromSources.deck;
    const loadedRules = hostRules !== null && hostRules === this.fromSources.rules;
    const deckShape = loadedDeck ? [] : deckProblems(hostDeck);
    const rulesShape = loadedRules ? [] : rulesProblems(hostRules, game);
    if (deckShape.length > 0) refuse('deck', deckShape);
    if (rulesShape.length > 0) refuse('rules', rulesShape);
    let deck = deckShape.length > 0 ? null : hostDeck;
    let rules = rulesShape.length > 0 ? null : hostRules;
    // Cards and rules of the right shape may still break the game once played: a short game tries them.
    const tryDeck = deck !== null && !loadedDeck;
    const tryRules = rules !== null && !loadedRules;
    const config = tryDeck || tryRules ? this.options.trialConfig() : null;
    const trial = (d: Card[] | null, r: Rules | null) =>
      trialProblem((cards, gameRules) => create(cards, gameRules) as never, config, d, r);
    const deckBroken = tryDeck ? trial(deck, null) : null;
    if (deckBroken) {
      refuse('deck', [`${game.name} can't be played with these cards: ${deckBroken}`]);
      deck = null;
    }
    const rulesBroken = tryRules ? trial(deck, rules) : null;
    if (rulesBroken) {
      refuse('rules', [`${game.name} can't be played with these rules: ${rulesBroken}`]);
      rules = null;
    }
    // tech-error once for each new refusal, as for attributes.
    const before = new Map(this.refused.map((r) => [r.source, r.messages.join('\n')]));
    this.refused = refused;
    for (const r of refused) {
      if (before.get(r.source) !== r.messages.join('\n'))
        this.host.dispatchEvent(new TechErrorEvent({ game: game.id, source: r.source, messages: r.messages }));
    }
    return { deck, rules };
  }

  /** The refused properties above the table: what is wrong, and that the built-in ones play. */
  renderRefused(): TemplateResult | typeof nothing {
    return renderRefused(this.refused);
  }

  /** The note of what the last change of the cards or rules did to the game under way. */
  renderNote(): TemplateResult | typeof nothing {
    return this.note && cardsChange ? cardsChange.renderReload(this.note, this.dismiss) : nothing;
  }
}
