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
import '../elements/poker-squared/define.js';
import '../elements/poker/define.js';
import '../elements/tricks/define.js';
import '../elements/chess/define.js';
import '../elements/bughouse/define.js';

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
  {
    tag: 'tech-poker-squared',
    title: 'Poker Squared',
    intro:
      'A duel of three-card poker and 3×3 grids, with a standard 52-card deck. Each hand, draw four cards, place one face up ' +
      'on your grid and bet on the three you keep; after hands 9, 18 and 27 the full grids are compared line by line, each ' +
      'better row, column or diagonal taking the ante. 40 chips each; run the bot out of chips, or have more after hand 27. ' +
      'Add variant="tech" to play it with the Tech Deck and its card effects.',
    attributes: { 'save-key': 'tech-deck-demo-poker-squared' },
  },
  {
    tag: 'tech-poker',
    title: 'Tech Poker',
    intro:
      'Five-card draw with the Tech Deck, for 2 to 6 players: ante, bet, change up to three cards, bet again and show down, ' +
      'hands ranked as in Grid Poker (wilds become the best card, five of a kind tops a royal flush). The one extra rule: before ' +
      'each of your betting actions you may reveal a hand card, use its effect, and draw a replacement. 20 chips each; hold ' +
      'every chip, or the most after hand 20. Here you play against three bots.',
    attributes: { players: '4', 'save-key': 'tech-deck-demo-poker' },
  },
  {
    tag: 'tech-tricks',
    title: 'Tricks of the Trade',
    intro:
      'A trick-taking game for 2 to 4 players over three rounds. A trump domain is revealed from the 2s and each player holds ' +
      "a secret goal domain; bid how many of the six tricks you will win, offer a card in trade, use one card's effect, then " +
      'follow the led domain and win tricks. Points for each trick, for making your bid exactly, for tricks holding your goal ' +
      'domain, and for winning all or none. Here you play against two bots.',
    attributes: { players: '3', 'save-key': 'tech-deck-demo-tricks' },
  },
  {
    tag: 'tech-chess',
    title: 'Tech Chess',
    intro:
      "Chess on a 6×6 board whose pieces are cards: a card's value says how it moves (1 rook, 2 to 10 pawn, 11 knight, 12 queen, " +
      "13 king), each side has two kings, and a capture may use the capturing card's effect. A turn is one action: move, use a " +
      'card from your hand, upgrade a pawn or build one. Capture both kings to win. Pick a piece and a square, drag it, use the ' +
      'arrow keys, or type the move (help lists the commands). Here you play against the greedy bot.',
    attributes: { 'bot-level': 'greedy', 'save-key': 'tech-deck-demo-chess' },
  },
  {
    tag: 'tech-bughouse',
    title: 'Bughouse',
    intro:
      'Tech Chess for two teams of two on two boards at once. You play board A; your partner, a bot, plays board B with the ' +
      'other colour, and the turns alternate between the boards. Every piece you capture goes to your partner, and every ' +
      'piece your partner captures comes to you: build it free on your first two ranks. Your team wins when either of you ' +
      'wins a board. On a phone, the tabs above the board switch between the two boards.',
    attributes: { 'bot-level': 'greedy', 'save-key': 'tech-deck-demo-bughouse' },
  },
];

/** The one-tag embed snippet of a game, as a blog would paste it. */
export function snippet(game: DemoGame): string {
  const attrs = Object.entries(game.attributes)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
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

/** Every card file's text, loaded when asked for (Vite's `?raw`), by path: what the editor opens. */
const cardFiles = import.meta.glob<string>('/cards/**/*.card', { query: '?raw', import: 'default' });

/**
 * The card editor: a card file's text checked as you type, the card beside it, and "try it" in a game.
 * It ships the parsers, so it is loaded only when its section is opened.
 */
function renderEditor(): void {
  const target = document.querySelector<HTMLElement>('#editor');
  if (!target) return;
  const paths = Object.keys(cardFiles).sort();
  const open = async (path: string) => {
    await import('../elements/card-editor/define.js');
    const editor = target.querySelector('tech-card-editor');
    if (!editor) return;
    editor.path = path.slice(1);
    editor.value = await cardFiles[path]();
  };
  render(
    html`<section aria-labelledby="editor-title">
      <h2 id="editor-title">The card editor</h2>
      <p class="intro">Change a card's text and see the card change as you type; every problem is underlined where it is, with
        what to write instead. "Try it" deals a game of Grid Poker or Tech Chess with the card in your hand. Nothing is saved: copy the text
        into the card's file (see <code>docs/designer-guide.md</code>).</p>
      <details class="snippet" @toggle=${(e: Event) => (e.target as HTMLDetailsElement).open && open((target.querySelector('select') as HTMLSelectElement).value)}>
        <summary>Open the card editor</summary>
        <p><label>Card to edit <select @change=${(e: Event) => open((e.target as HTMLSelectElement).value)}>
          ${paths.map((p) => html`<option value=${p} ?selected=${p.endsWith('13-robotics.card')}>${p.slice('/cards/'.length)}</option>`)}
        </select></label></p>
        <tech-card-editor></tech-card-editor>
      </details>
    </section>`,
    target,
  );
}

// In dev, saving a card or rules file replays the games on this page with the new text
// (src/tools/live-reload.ts). Loaded before the games start; a production build drops the line.
if (import.meta.hot) await import('../tools/live-reload.js');

renderGames();
renderEditor();
renderDeck(deck);

if (import.meta.hot) {
  import.meta.hot.accept('virtual:tech-deck/cards', (module) => {
    if (module) renderDeck(module.default as readonly Card[]);
  });
}
