/**
 * The demo page: until the games exist, every card of the deck in a grid, grouped by domain.
 * The deck comes from the tech-deck Vite plugin, compiled at build time; when a card file changes,
 * the plugin sends an update for the deck module and the grid re-renders in place.
 */
import { html, render } from 'lit';
import deck from 'virtual:tech-deck/cards';
import type { Card } from '../dsl/index.js';
import '../elements/card/define.js';
import { domainOrder, domains, domainSymbol } from '../elements/domains.js';

function renderDeck(cards: readonly Card[]): void {
  const target = document.querySelector<HTMLElement>('#deck');
  if (!target) return;
  const groups = domainOrder
    .map((domain) => ({ domain, cards: cards.filter((card) => card.domain === domain) }))
    .filter((group) => group.cards.length > 0);
  render(
    html`${groups.map(
      ({ domain, cards: inDomain }) => html`
        <section aria-labelledby="domain-${domain}">
          <h2 id="domain-${domain}">
            ${domainSymbol(domain)} ${domains[domain].label}
            <span class="count">${inDomain.length} card${inDomain.length === 1 ? '' : 's'}</span>
          </h2>
          <ul class="cards">
            ${inDomain.map((card) => html`<li><tech-card .card=${card}></tech-card></li>`)}
          </ul>
        </section>
      `,
    )}`,
    target,
  );
}

renderDeck(deck);

if (import.meta.hot) {
  import.meta.hot.accept('virtual:tech-deck/cards', (module) => {
    if (module) renderDeck(module.default as readonly Card[]);
  });
}
