/**
 * The demo page: every game of the project, each with a short introduction, its embed snippet and the
 * game itself, then every card of the deck. The deck comes from the tech-deck Vite plugin, compiled at
 * build time; when a card file changes, the plugin sends an update for the deck module and the gallery
 * re-renders in place.
 */
import { html, render } from 'lit';
import deck from 'virtual:tech-deck/cards';
import type { Card } from '../dsl/index.js';
import '../elements/card/define.js';
import { domainOrder, domains, domainSymbol } from '../elements/domains.js';
import '../elements/grid-poker/define.js';

/** A game on the page: its element's tag, a title, an introduction and the attributes of the demo. */
interface DemoGame {
  tag: string;
  title: string;
  intro: string;
  attributes: Record<string, string>;
}

const GAMES: DemoGame[] = [
  {
    tag: 'tech-grid-poker',
    title: 'Tech Grid Poker',
    intro:
      'Poker in two dimensions, for 1 to 6 players. Join a row or a column of the 3×3 market with up to two cards from your ' +
      'hand, and another line with your two company cards; the best row hand and the best column hand score each round. ' +
      'Card effects draw, swap and steal along the way. Four rounds; the most points wins. Here you play against two bots.',
    attributes: { players: '3', 'save-key': 'tech-deck-demo-grid-poker' },
  },
];

/** The one-tag embed snippet of a game, as a blog would paste it. */
export function snippet(game: DemoGame): string {
  const attrs = Object.entries(game.attributes).map(([k, v]) => ` ${k}="${v}"`).join('');
  return `<script type="module" src="https://unpkg.com/tech-deck/dist/cdn/tech-deck.js"></script>\n<${game.tag}${attrs}></${game.tag}>`;
}

function renderGames(): void {
  const target = document.querySelector<HTMLElement>('#games');
  if (!target) return;
  render(
    html`${GAMES.map(
      (game) => html`<section class="game" aria-labelledby="game-${game.tag}">
        <h2 id="game-${game.tag}">${game.title}</h2>
        <p class="intro">${game.intro}</p>
        <details class="snippet">
          <summary>Embed it in your page</summary>
          <pre><code>${snippet(game)}</code></pre>
        </details>
        ${gameElement(game)}
      </section>`,
    )}`,
    target,
  );
}

function gameElement(game: DemoGame): HTMLElement {
  const element = document.createElement(game.tag);
  for (const [k, v] of Object.entries(game.attributes)) element.setAttribute(k, v);
  return element;
}

function renderDeck(cards: readonly Card[]): void {
  const target = document.querySelector<HTMLElement>('#deck');
  if (!target) return;
  const groups = domainOrder
    .map((domain) => ({ domain, cards: cards.filter((card) => card.domain === domain) }))
    .filter((group) => group.cards.length > 0);
  render(
    html`<h2>The deck</h2>
      <p class="intro">Every card is compiled at build time from its text file in <code>cards/</code> and drawn by
        <code>&lt;tech-card card-id="…"&gt;</code>. While <code>npm start</code> runs, editing a card file updates its card here at once.</p>
      ${groups.map(
        ({ domain, cards: inDomain }) => html`
          <section aria-labelledby="domain-${domain}">
            <h3 id="domain-${domain}">
              ${domainSymbol(domain)} ${domains[domain].label}
              <span class="count">${inDomain.length} card${inDomain.length === 1 ? '' : 's'}</span>
            </h3>
            <ul class="cards">
              ${inDomain.map((card) => html`<li><tech-card .card=${card}></tech-card></li>`)}
            </ul>
          </section>
        `,
      )}`,
    target,
  );
}

renderGames();
renderDeck(deck);

if (import.meta.hot) {
  import.meta.hot.accept('virtual:tech-deck/cards', (module) => {
    if (module) renderDeck(module.default as readonly Card[]);
  });
}
