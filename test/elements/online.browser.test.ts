/// <reference types="mocha" />
// Online play in Chromium against a real `tech-deck serve` on 127.0.0.1 (test/elements/online-server.mjs):
// one element makes a room ("Play with friends"), a second joins it through the join link, and they play
// moves the server checks; a third is refused a seat in words and watches instead; a wrong code is said.
// Every wait is for a condition, bounded in time.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/poker/define.js';
import '../../src/elements/poker-squared/define.js';
import '../../src/elements/tricks/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import type { PendingChoice } from '../../src/engine/state.js';
import type { GridPokerView } from '../../src/games/index.js';
import type { TechMoveDetail } from '../../src/elements/events.js';
import { cellsFor, personPicks } from './grid-poker-driver.js';

const within = { timeout: 20_000 };
const root = (el: HTMLElement) => el.shadowRoot!;
const panel = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[part~="online"]');
const panelText = (el: HTMLElement) => panel(el)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const button = (el: HTMLElement, words: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('[part~="online"] button')].find((b) =>
    b.textContent?.includes(words),
  ) ?? null;

let server = '';
before(async () => {
  const { port } = (await executeServerCommand('start-game-server', { args: ['--bot-delay', '0'] })) as {
    port: number;
  };
  server = `ws://127.0.0.1:${port}`;
});

afterEach(() => {
  history.replaceState(null, '', location.pathname + location.search);
});

/** A Grid Poker element on the server, made after the page's address holds `hash`. */
async function element(hash = ''): Promise<TechGridPoker> {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  return fixture<TechGridPoker>(`<tech-grid-poker players="2" server="${server}"></tech-grid-poker>`);
}

/** The seat an element's view is to act in, or null. */
const actor = (el: TechGridPoker) => (el.match ? el.match.game.actor(el.match.state) : null);
const moves = (el: TechGridPoker) => el.match?.log.length ?? -1;

/** One decision, made by clicking on the element whose seat is to act; resolves once every element shows it. */
async function play(players: TechGridPoker[]): Promise<void> {
  await waitUntil(() => players.some((el, seat) => actor(el) === seat), 'a turn', within);
  const el = players.find((p, seat) => actor(p) === seat)!;
  const before = moves(el);
  const pending = (el.match!.state as unknown as GridPokerView).pending as PendingChoice;
  for (const key of cellsFor(pending, personPicks(pending))) {
    await el.updateComplete;
    const cell = root(el).querySelector<HTMLElement>(`[data-cell="${CSS.escape(key)}"]`);
    expect(cell, `the cell ${key}`).to.exist;
    cell!.click();
  }
  await waitUntil(() => players.every((p) => moves(p) > before), 'the move shown to every player', within);
  expect(new Set(players.map(moves)).size).to.equal(1);
}

describe('online play', () => {
  it('makes a room, joins it by the join link, and plays moves through the server', async () => {
    const host = await element();
    await waitUntil(() => button(host, 'Play with friends'), 'the Play with friends button', within);
    expect(host.match, 'a game on this device until then').to.not.equal(null);
    button(host, 'Play with friends')!.click();
    await waitUntil(
      () => host.match && moves(host) === 0 && panelText(host).includes('Send this link'),
      'the room',
      within,
    );
    const link = root(host).querySelector<HTMLInputElement>('[part~="online"] .link')!.value;
    expect(link).to.match(/#join=[A-Za-z0-9_-]{16}$/);
    await waitUntil(() => panelText(host).includes('Player 2: not here yet'), 'the seats', within);
    await expect(host).to.be.accessible();
    const share = [...root(host).querySelectorAll<HTMLButtonElement>('[part~="header"] button')].find(
      (b) => b.textContent === 'Share',
    );
    expect(share?.disabled, 'an online game is shared by its join link').to.equal(true);

    const guest = await element(new URL(link).hash);
    await waitUntil(
      () => guest.match && panelText(guest).includes('Player 1: here') && panelText(guest).includes('You: here'),
      'the guest seated',
      within,
    );
    await waitUntil(() => panelText(host).includes('Player 2: here'), 'the host sees the guest', within);
    await expect(guest).to.be.accessible();

    // Six decisions, each made by clicking on the element whose turn it is; both see every move.
    const players = [host, guest];
    for (let made = 0; made < 6; made++) await play(players);
    expect(root(host).querySelector('[role="grid"]')).to.exist;

    // The guest's connection drops: the guest is told, takes the seat back, and the game goes on.
    const said: string[] = [];
    const watch = new MutationObserver(() => said.push(panelText(guest)));
    watch.observe(root(guest), { subtree: true, childList: true, characterData: true });
    (guest as unknown as { online: { room: { connection: { close(): void } } } }).online.room.connection.close();
    await waitUntil(() => said.some((t) => t.includes('Connection lost')), 'the drop said', within);
    await waitUntil(
      () => panelText(guest).includes('You: here') && !panelText(guest).includes('Connection lost'),
      'back',
      within,
    );
    watch.disconnect();
    await waitUntil(() => panelText(host).includes('Player 2: here'), 'the host sees the guest back', within);
    await play(players);

    // A third person finds both seats taken: told so, and watches instead.
    const third = await element(new URL(link).hash);
    await waitUntil(
      () => panelText(third).includes('Every seat of this room is taken'),
      'the refusal in words',
      within,
    );
    button(third, 'Watch the game')!.click();
    // The watch link: offered beside the join link, and a page opened at it watches.
    expect(button(host, 'Copy watch link'), 'a watch link offered').to.exist;
    const watchLink = (host as unknown as { online: { watchLink: string } }).online.watchLink;
    expect(watchLink).to.equal(link.replace('#join=', '#watch='));
    const watcher = await element(new URL(watchLink).hash);
    await waitUntil(() => watcher.match && panelText(watcher).includes('You are watching'), 'the watch link', within);
    expect(panelText(host), 'a watcher takes no seat').to.not.include('Player 3');
    await waitUntil(() => third.match && panelText(third).includes('You are watching'), 'watching', within);
    const watched = third.match!.state as unknown as GridPokerView;
    expect(watched.zones['hand:0']?.some((s) => s && 'card' in s) ?? false, 'no hand card shown').to.equal(false);
    expect(watched.zones['hand:1']?.some((s) => s && 'card' in s) ?? false, 'no hand card shown').to.equal(false);
  });

  for (const tag of ['tech-poker-squared', 'tech-poker', 'tech-tricks', 'tech-chess', 'tech-bughouse'])
    it(`<${tag}> plays a room of one person and the server's bots`, async () => {
      const errors: string[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.message);
      window.addEventListener('error', onError);
      const el = await fixture<TechGridPoker>(`<${tag} humans="1" server="${server}"></${tag}>`);
      await waitUntil(() => button(el, 'Play with friends'), 'the Play with friends button', within);
      button(el, 'Play with friends')!.click();
      // The bots play on the server until it is this person's turn.
      await waitUntil(() => el.match && actor(el) === 0 && panelText(el).includes('You: here'), 'my turn', within);
      await el.updateComplete;
      expect(panelText(el)).to.include('Player 2: bot');
      expect(root(el).querySelector('[role="grid"]'), 'the table').to.exist;
      expect(
        root(el).querySelectorAll('[part~="target"], [part~="option"]').length,
        'something to choose',
      ).to.be.greaterThan(0);
      window.removeEventListener('error', onError);
      expect(errors).to.deep.equal([]);
    });

  it("plays a whole game against the server's bot to its end: tech-game-over and the final scores", async () => {
    const el = await fixture<TechGridPoker>(
      `<tech-grid-poker players="2" humans="1" server="${server}"></tech-grid-poker>`,
    );
    const ends: { scores: number[]; winners: number[] }[] = [];
    el.addEventListener('tech-game-over', (e) => ends.push(e.detail));
    const moved: TechMoveDetail[] = [];
    // The moves of the room only (the game on this device before it has its own).
    const inRoom = () => (el as unknown as { game: { remote: unknown } }).game.remote !== null;
    el.addEventListener('tech-move', (e) => inRoom() && moved.push(e.detail));
    await waitUntil(() => button(el, 'Play with friends'), 'the Play with friends button', within);
    button(el, 'Play with friends')!.click();
    await waitUntil(() => el.match && panelText(el).includes('Player 2: bot'), 'the room', within);
    for (let made = 0; made < 400 && ends.length === 0; made++) {
      await waitUntil(() => actor(el) === 0 || ends.length > 0, 'my turn or the end', within);
      if (ends.length === 0) await play([el]);
    }
    expect(ends).to.have.length(1);
    expect(ends[0].scores).to.have.length(2);
    // tech-move as offline: one a move, in order; this person's own with their picks and labels, the
    // bot's with what this seat may see of it (its picks are the server's: none told, no label).
    // (The server's bot may move before the page's first view: that move is in the first view, not told.)
    const first = moved[0]?.moves ?? 0;
    expect(first).to.be.within(1, 2);
    expect(moved.map((m) => m.moves)).to.deep.equal(el.match!.log.slice(first - 1).map((_, i) => first + i));
    const mine = moved.filter((m) => m.seat === 0);
    const bots = moved.filter((m) => m.seat === 1);
    expect(mine.length).to.be.greaterThan(0);
    expect(bots.length).to.be.greaterThan(0);
    for (const m of mine) {
      expect(m).to.include({ game: 'grid-poker', bot: false });
      expect(m.action.picks.length).to.be.greaterThan(0);
      expect(m.labels.every((l) => typeof l === 'string')).to.equal(true);
      expect(m.kind, 'the decision answered').to.not.equal('');
    }
    for (const m of bots) {
      expect(m.bot, JSON.stringify(m)).to.equal(true);
      expect(
        m.labels.every((l) => l === null),
        JSON.stringify(m),
      ).to.equal(true);
      expect(m.labels).to.have.length(m.action.picks.length);
    }
    expect(
      bots.some((m) => m.log.length > 0),
      'the log lines of the bot moves',
    ).to.equal(true);
    await el.updateComplete;
    expect(root(el).querySelector('[part~="over"]'), 'the final scores').to.exist;
  });

  it('takes each view after the first as a patch, and plays on from the views it rebuilds', async () => {
    const el = await fixture<TechGridPoker>(
      `<tech-grid-poker players="2" humans="1" server="${server}"></tech-grid-poker>`,
    );
    // The session's two ways in for a view, counted (each is looked up when a message comes).
    type Session = { onView(m: unknown): void; onPatch(m: unknown): void };
    const session = () => (el as unknown as { online: Session | null }).online;
    await waitUntil(() => session() && button(el, 'Play with friends'), 'the Play with friends button', within);
    const counted = { view: 0, patch: 0 };
    const s = session()!;
    for (const kind of ['onView', 'onPatch'] as const) {
      const own = s[kind].bind(s);
      s[kind] = (m: unknown) => {
        counted[kind === 'onView' ? 'view' : 'patch']++;
        own(m);
      };
    }
    button(el, 'Play with friends')!.click();
    await waitUntil(() => el.match && panelText(el).includes('Player 2: bot'), 'the room', within);
    for (let made = 0; made < 4; made++) {
      await waitUntil(() => actor(el) === 0, 'my turn', within);
      await play([el]);
    }
    // Every view passes through onView; the patches through onPatch first.
    expect(counted.patch, 'views sent as patches').to.be.greaterThan(3);
    expect(counted.view - counted.patch, 'one whole view, the first').to.equal(1);
  });

  it('asks before New game leaves an online game, and leaves only when told to', async () => {
    const el = await fixture<TechGridPoker>(
      `<tech-grid-poker players="2" humans="1" server="${server}"></tech-grid-poker>`,
    );
    await waitUntil(() => button(el, 'Play with friends'), 'the Play with friends button', within);
    button(el, 'Play with friends')!.click();
    await waitUntil(() => el.match && panelText(el).includes('Player 2: bot'), 'the room', within);
    const newGame = () =>
      [...root(el).querySelectorAll<HTMLButtonElement>('[part~="header"] button')]
        .find((b) => b.textContent === 'New game')!
        .click();
    const online = () => (el as unknown as { game: { remote: unknown } }).game.remote !== null;
    newGame();
    await el.updateComplete;
    expect(online(), 'still in the room while asked').to.equal(true);
    expect(panelText(el)).to.include('Leave this online game?');
    expect(root(el).activeElement?.textContent, 'the question takes the focus').to.include('Leave the room');
    await expect(el).to.be.accessible();
    button(el, 'Stay in the game')!.click();
    await el.updateComplete;
    expect(online()).to.equal(true);
    expect(panelText(el)).to.not.include('Leave this online game?');
    // While the connection is being restored, New game asks too: the seat is still the person's.
    const pressed = new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!panelText(el).includes('Connection lost')) return;
        watch.disconnect();
        newGame();
        resolve();
      });
      watch.observe(root(el), { subtree: true, childList: true, characterData: true });
    });
    (el as unknown as { online: { room: { connection: { close(): void } } } }).online.room.connection.close();
    await pressed;
    await el.updateComplete;
    expect(online(), 'still in the room while asked, reconnecting').to.equal(true);
    expect(panelText(el)).to.include('Leave this online game?');
    await waitUntil(() => !panelText(el).includes('Connection lost'), 'the seat taken back', within);
    expect(panelText(el), 'the question stays once back').to.include('Leave this online game?');
    [...root(el).querySelectorAll<HTMLButtonElement>('[part~="online"] .asking button')]
      .find((b) => b.textContent === 'Leave the room')!
      .click();
    await waitUntil(() => !online() && button(el, 'Play with friends'), 'a game on this device', within);
  });

  it("puts the room's join link in the creator's address and keeps the seat's token for a reload", async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#other=1`);
    const el = await fixture<TechGridPoker>(`<tech-grid-poker players="2" server="${server}"></tech-grid-poker>`);
    await waitUntil(() => button(el, 'Play with friends'), 'the Play with friends button', within);
    button(el, 'Play with friends')!.click();
    await waitUntil(() => el.match && panelText(el).includes('Send this link'), 'the room', within);
    const code = (el as unknown as { online: { code: string } }).online.code;
    expect(location.hash).to.equal(`#join=${code}&other=1`);
    expect(sessionStorage.getItem(`tech-deck-seat:${code}`), "the seat's token").to.match(/.+/);
    button(el, 'Leave the room')!.click();
    await waitUntil(() => button(el, 'Play with friends'), 'left', within);
    expect(location.hash, 'a room left is no more in the address').to.equal('#other=1');
  });

  it('says a server address that is not a WebSocket one in words', async () => {
    const el = await fixture<TechGridPoker>(
      '<tech-grid-poker players="2" server="https://example.invalid"></tech-grid-poker>',
    );
    await waitUntil(
      () => panelText(el).includes('server should be the address of a game server'),
      'the problem',
      within,
    );
    expect(panelText(el)).to.include('"https://example.invalid"');
    expect(el.match, 'the game on this device plays on').to.not.equal(null);
  });

  it('says a join link of no room in words', async () => {
    const lost = await element('#join=AAAAAAAAAAAAAAAA');
    await waitUntil(() => panelText(lost).includes('There is no room of that link'), 'the refusal', within);
    expect(button(lost, 'Play on this device')).to.exist;
    const wrong = await element('#join=nope');
    await waitUntil(() => panelText(wrong).includes('is not a room code'), 'the refusal', within);
    button(wrong, 'Play on this device')!.click();
    await waitUntil(() => wrong.match && root(wrong).querySelector('[role="grid"]'), 'a game on this device', within);
    expect(button(wrong, 'Play with friends')).to.exist;
  });
});
