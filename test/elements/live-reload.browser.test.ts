/// <reference types="mocha" />
// Live reload into a running game, in Chromium: a game of Grid Poker under way, then a real card file
// changed and compiled in the page, handed to the element as the dev server's update would be. The game
// is replayed from its seed and moves; the note says in the players' words from which move it went
// differently and who can no longer do what, and undoing the change brings the whole game back, even
// after the bots played on with the changed card.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import deckJson from '../../src/data/deck.json' with { type: 'json' };
import rulesJson from '../../src/data/rules.json' with { type: 'json' };
import { compileCardFile } from '../../src/dsl/card/compile-card.js';
import type { Card, Rules } from '../../src/dsl/runtime.js';
import '../../src/elements/card-editor/define.js';
import type { TechCardEditor } from '../../src/elements/card-editor/card-editor.js';
import '../../src/elements/grid-poker/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { playOut } from '../../src/engine/bots.js';
import type { ChooseAction } from '../../src/engine/choices.js';
import { gridPokerBots } from '../../src/games/grid-poker/bots.js';
import { createGridPoker } from '../../src/games/grid-poker/index.js';
import type { LiveFiles } from '../../src/tools/live-files.js';
import { giveAll, startLiveReload } from '../../src/tools/live-reload-client.js';

const deck = deckJson as Card[];
const rules = (rulesJson as unknown as Record<string, Rules>)['grid-poker'];
const game = createGridPoker(deck, rules);
const { greedy } = gridPokerBots(game);
const config = { players: 3, seed: 5 };
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A game of greedy bots: its moves, and for each card whose effect was used, the move that first used it. */
function botGame() {
  const actions: ChooseAction[] = [];
  playOut(game, game.setup(config), [greedy, greedy, greedy], {
    botSeed: 1,
    onAction: (_s, _seat, _v, _a, a) => actions.push(a),
  });
  const firstUse = new Map<string, number>();
  let state = game.setup(config);
  for (const [i, action] of actions.entries()) {
    const before = state.log.length;
    state = game.apply(state, action);
    for (const e of state.log.slice(before))
      if (e.event === 'use' && !firstUse.has(e.card!)) firstUse.set(e.card!, i + 1);
  }
  return { actions, firstUse };
}

/** The deck with the card file of `id` changed to `effect`, compiled in the page as the editor does. */
async function deckWith(id: string, path: string, effect: string): Promise<Card[]> {
  const source = (await (await fetch(path)).text()).replace(/^effect:.*(\n[ \t]+.*)*/m, `effect: ${effect}`);
  const { card, problems } = compileCardFile(source, path.slice(1));
  expect(problems).to.deep.equal([]);
  expect(card!.id).to.equal(id);
  return deck.map((c) => (c.id === id ? card! : c));
}

describe('live reload into a running game', () => {
  it('replays the game with the changed card: the note says from which move the game goes differently, and who can no longer do what', async () => {
    const { actions, firstUse } = botGame();
    const [id, use] = [...firstUse.entries()][0]; // Electric Light, used at move 7 with this seed
    expect(id).to.equal('technology-6');
    const moves = actions.slice(0, 20);
    // Three people at one device: no bot moves on its own while the test looks.
    const el = await fixture<TechGridPoker>(
      html`<tech-grid-poker players="3" humans="3" seed="5" bot-pace="0" .moves=${moves}></tech-grid-poker>`,
    );
    await el.updateComplete;
    expect(el.match!.log).to.have.length(20);

    el.deck = await deckWith(id, '/cards/technology/06-electric-light.card', 'Hoard – Draw three cards.');
    await el.updateComplete;
    const note = text(el.shadowRoot!.querySelector('.reload p'));
    const said =
      /^From move (\d+) the game goes differently(?::|, and at move (\d+)) (?:you|Player \d) can no longer (?:choose|discard) .+\. The game goes on after move (\d+)\.$/.exec(
        note,
      );
    expect(said, note).to.not.equal(null);
    expect(Number(said![1])).to.equal(use);
    // The players' words, never the engine's: no option numbers.
    expect(note).to.not.match(/option numbers|Pick /);
    const move = Number(said![3]) + 1;
    expect(move).to.be.greaterThanOrEqual(use);
    // Replayed one by one on the new deck: every move before it fits, that one is refused.
    expect(el.match!.log.map((e) => e.action)).to.deep.equal(moves.slice(0, move - 1));
    const changed = createGridPoker(el.deck, rules);
    let state = changed.setup(config);
    for (const action of moves.slice(0, move - 1)) state = changed.apply(state, action);
    expect(() => changed.apply(state, moves[move - 1])).to.throw();
    expect(text(el.shadowRoot!.querySelector('.live'))).to.equal(note);
    await expect(el).to.be.accessible();

    el.shadowRoot!.querySelector<HTMLButtonElement>('.reload button')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.reload')).to.equal(null);

    // The designer undoes the change: the whole game is back, and nothing is left to note.
    el.deck = [...deck];
    await el.updateComplete;
    expect(el.match!.log.map((e) => e.action)).to.deep.equal(moves);
    expect(el.shadowRoot!.querySelector('.reload')).to.equal(null);
    expect(text(el.shadowRoot!.querySelector('.live'))).to.equal(
      'The cards or rules changed; this game goes the same way so far.',
    );
  });

  it('a change that does not touch the game so far leaves it as it was, and says so politely', async () => {
    const { actions } = botGame();
    const el = await fixture<TechGridPoker>(
      html`<tech-grid-poker players="3" humans="3" seed="5" bot-pace="0" .moves=${actions.slice(0, 5)}></tech-grid-poker>`,
    );
    await el.updateComplete;
    el.deck = deck.map((c) => (c.id === 'technology-13' ? { ...c, fact: 'A new fact.' } : c));
    await el.updateComplete;
    expect(el.match!.log).to.have.length(5);
    expect(el.shadowRoot!.querySelector('.reload')).to.equal(null);
    expect(text(el.shadowRoot!.querySelector('.live'))).to.equal(
      'The cards or rules changed; this game goes the same way so far.',
    );
  });

  it("hands the compiled files to the game elements of the page, not to the card editor's own game", async () => {
    const container = await fixture<HTMLDivElement>(html`<div>
      <tech-grid-poker players="2" seed="3" bot-pace="0"></tech-grid-poker>
      <tech-card-editor></tech-card-editor>
    </div>`);
    const page = container.querySelector<TechGridPoker>('tech-grid-poker')!;
    const editor = container.querySelector<TechCardEditor>('tech-card-editor')!;
    editor.value = await (await fetch('/cards/technology/13-robotics.card')).text();
    await editor.updateComplete;
    editor.shadowRoot!.querySelector<HTMLButtonElement>('.try button')!.click();
    await waitUntil(() => editor.shadowRoot!.querySelector('tech-grid-poker'), 'the editor deals its game', {
      timeout: 8000,
    });
    const inner = editor.shadowRoot!.querySelector<TechGridPoker>('tech-grid-poker')!;
    const own = inner.deck;
    const compiled = { deck: deck.map((c) => ({ ...c })), rules: rulesJson as unknown as Record<string, Rules> };
    giveAll(document, () => compiled);
    await page.updateComplete;
    expect(page.deck).to.equal(compiled.deck);
    expect(page.rules).to.equal(compiled.rules['grid-poker']);
    expect(inner.deck).to.equal(own);
  });

  it('holds the bots while a file is being changed, plays on after the replay, and restoring the file brings the game back exactly', async () => {
    const { actions } = botGame();
    const el = await fixture<TechGridPoker>(
      html`<tech-grid-poker players="3" humans="1" seed="5" bot-pace="0" .moves=${actions.slice(0, 20)}></tech-grid-poker>`,
    );
    await waitUntil(() => el.match && el.match.state.pending?.seat === 0, 'the bots play up to your turn');
    const before = JSON.stringify(el.match!.log);
    const files = (d: Card[] | null, problems: string[] = []): LiveFiles => ({
      cards: {},
      deck: d,
      rules: null,
      problems: problems.map((t) => ({ file: 'cards/x.card', line: 1, column: 1, message: t, text: t })),
    });
    const changed = await deckWith(
      'technology-6',
      '/cards/technology/06-electric-light.card',
      'Hoard – Draw three cards.',
    );

    // The file is being saved (live reload sets fileChange): the bots wait, even once the new cards are in.
    el.fileChange = { problems: [] };
    el.deck = changed;
    await el.updateComplete;
    const kept = Number(
      /The game goes on after move (\d+)\./.exec(text(el.shadowRoot!.querySelector('.reload p')))![1],
    );
    expect(el.match!.log).to.have.length(kept);
    expect(el.match!.state.pending?.seat, 'a bot is to move').to.not.equal(0);
    // The change is done: the bots play on with the changed card.
    el.fileChange = null;
    await waitUntil(() => el.match!.state.pending?.seat === 0, 'the bots play on up to your turn');
    const playedOn = JSON.stringify(el.match!.log);
    expect(el.match!.log.length).to.be.greaterThan(kept);
    expect(playedOn).to.not.equal(before);

    // Through the page's live reload: a file with a mistake is said above the table, and the game waits as it was.
    const reload = startLiveReload(files(changed));
    try {
      reload.changing();
      reload.update(files(null, ['cards/x.card:1:1: unknown word "Exchnage"']));
      await el.updateComplete;
      expect(text(el.shadowRoot!.querySelector('.file-problems'))).to.include(
        'cards/x.card:1:1: unknown word "Exchnage"',
      );
      expect(JSON.stringify(el.match!.log)).to.equal(playedOn);

      // The file restored: the game as it was before the change, move for move, and nothing to note.
      reload.update(files([...deck]));
      await el.updateComplete;
      expect(JSON.stringify(el.match!.log)).to.equal(before);
      expect(el.shadowRoot!.querySelector('.file-problems')).to.equal(null);
      expect(el.shadowRoot!.querySelector('.reload')).to.equal(null);
    } finally {
      reload.stop();
    }
  });
});
