// Playing a game element on a phone's screen and a desktop's, as a reader would, checking at every
// decision that what the decision needs is on one screen: the prompt, every option (highlighted cards,
// squares, gutters, the choice's buttons) and the person's hand, all inside the viewport together with
// no scrolling, and the header's tools in one row. On the phone the person answers with real finger
// taps (so a tap on a card first shows it large; see src/elements/shared/tap.ts); on the desktop with
// clicks. Screenshots of the start, the middle and the end of the game (and after the first picks,
// where an answer takes two taps) are saved under test-results/screens/.
//
// A game's test gives `playOnScreens` its driver (the `PersonChoices` of game-driver.ts) and where its
// hand is; see grid-poker-screens.browser.test.ts.
import { expect, fixture } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { $, $$, type PersonChoices, type PlayedElement } from './game-driver.js';

/** A screen a game is judged at: its size, touch or mouse, and the page's root font size in px. */
export interface Screen {
  name: string; // 'phone', the screenshots' suffix
  width: number;
  height: number;
  touch: boolean;
  rootFont: number; // the page's `html { font-size }`: a blog may set 18 or 19 px, and the rem-sized text grows
}

/** The screens every game is judged at: a phone held upright (touch) and a laptop's. */
export const SCREENS: readonly Screen[] = [
  { name: 'phone', width: 390, height: 844, touch: true, rootFont: 16 },
  { name: 'desktop', width: 1280, height: 800, touch: false, rootFont: 16 },
];

/**
 * Phones at their tightest: a blog's larger root font (19 px), on the full screen and with the browser's
 * toolbars shown, which leave about 750 px of a 844 px screen.
 */
export const TIGHT_PHONES: readonly Screen[] = [
  { name: 'phone-19px', width: 390, height: 844, touch: true, rootFont: 19 },
  { name: 'phone-750-19px', width: 390, height: 750, touch: true, rootFont: 19 },
];

/** Saves a screenshot of the page as test-results/<name>.png (the folder is made when missing). */
export async function saveScreenshot(name: string): Promise<void> {
  await executeServerCommand('save-screenshot', { name: `${name}.png` });
}

/** Waits for a condition, a frame at a time, at most `frames` frames; then says what never came. */
export async function until(condition: () => boolean, what: string, frames = 600): Promise<void> {
  for (let i = 0; !condition(); i++) {
    if (i >= frames) throw new Error(`${what} never came`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** A finger's tap on the centre of `target` (real touch input), once the click it makes has arrived. */
export async function touchTap(el: PlayedElement, target: Element): Promise<void> {
  // A finger reaches only what is on screen: the reader scrolls to a target below it (a decision off
  // screen is reported before the answer).
  let box = target.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) {
    target.scrollIntoView({ block: 'nearest' });
    box = target.getBoundingClientRect();
  }
  // The finger lands well inside the part of the target that shows: its centre, or where a card fanned
  // under the next one (or under the row below) shows its corner, not at the edge of what covers it.
  const shows = (x: number, y: number) => {
    const hit = el.shadowRoot!.elementFromPoint(x, y);
    return !!hit && (hit === target || target.contains(hit));
  };
  const points = [0.5, 0.3, 0.2].flatMap((fy) =>
    [0.5, 0.35, 0.2, 0.1].map((fx): [number, number] => [box.left + box.width * fx, box.top + box.height * fy]),
  );
  const [x, y] =
    points.find(([x, y]) => shows(x, y) && shows(x, y - 6) && shows(x, y + 6)) ??
    points.find(([x, y]) => shows(x, y)) ??
    points[0]!;
  let clicked = false;
  const onClick = () => (clicked = true);
  el.shadowRoot!.addEventListener('click', onClick, { capture: true, once: true });
  await executeServerCommand('touch-tap', { x, y });
  await until(() => clicked, `the click of a tap on ${target.outerHTML.slice(0, 80)}`);
  await el.updateComplete;
}

/** What must be on one screen at a decision, found in the element. */
export interface DecisionParts {
  prompt: HTMLElement | null;
  options: HTMLElement[]; // every highlighted option: cards, squares, gutters, the choice's buttons
  hand: HTMLElement | null; // the person's hand (null: the game has none at this moment)
}

/** The parts of a decision every game shares: the prompt, the targets and the choice's buttons; the hand by `hand`. */
export function decisionParts(el: PlayedElement, hand: string): DecisionParts {
  return {
    prompt: $(el, '[part~="prompt"]'),
    options: $$(el, '[role="grid"] .target, [role="grid"] [data-cell^="option:"], [role="grid"] [data-cell="confirm"]'),
    hand: $(el, hand),
  };
}

/** The parts outside the viewport, in words (empty: all on one screen). */
export function offScreen(parts: DecisionParts): string[] {
  const out: string[] = [];
  const check = (name: string, node: HTMLElement | null) => {
    if (!node) return out.push(`${name} missing`);
    const r = node.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return out.push(`${name} not drawn`);
    if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
      out.push(`${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
  };
  check('the prompt', parts.prompt);
  parts.options.forEach((o) => check(`option ${o.dataset.cell}`, o));
  if (parts.hand) check('the hand', parts.hand);
  return out;
}

/**
 * How many rows the header's tools take: one, or the table loses a row's height to them (their words are
 * icons where they would not fit; see game.styles.ts).
 */
export function toolRows(el: PlayedElement): number {
  const drawn = $$(el, '.tools button')
    .map((b) => b.getBoundingClientRect())
    .filter((r) => r.width > 0); // a wide screen hides the Card and Log buttons
  return new Set(drawn.map((r) => Math.round(r.top))).size;
}

/** Puts `<tag attrs>` on a page of `screen`'s size, its top at the top of the screen, as a reader scrolled to it. */
export async function mountOnScreen<E extends PlayedElement>(tag: string, attrs: string, screen: Screen): Promise<E> {
  await setViewport({ width: screen.width, height: screen.height });
  document.documentElement.style.fontSize = `${screen.rootFont}px`;
  const container = await fixture<HTMLDivElement>(`<div><${tag} ${attrs}></${tag}></div>`);
  const el = container.querySelector(tag) as E;
  await el.updateComplete;
  scrollTo(0, scrollY + el.getBoundingClientRect().top);
  return el;
}

/**
 * Answers a choice as a reader would on `screen`: clicks on the desktop; taps on the phone, where a tap
 * on a card of a single choice shows it large without playing it (checked here), and the reader's
 * button under the large card plays it.
 */
async function answerOn<E extends PlayedElement>(
  el: E,
  c: ScreensCase<E>,
  screen: Screen,
  problems: string[],
  picked: Set<string>,
): Promise<void> {
  const person = c.person;
  const pending = person.pendingForPerson(el)!;
  const cells = person.cellsFor(pending, person.personPicks(pending));
  const before = el.match!.log.length;
  // Where the hand is on the page (scrolling aside): a pick must not move it from under the finger.
  const handAt = () => {
    const hand = $(el, c.hand);
    return hand ? hand.getBoundingClientRect().top + scrollY : null;
  };
  let handBefore = handAt();
  for (const [i, key] of cells.entries()) {
    // After a pick (a piece, a hand card) that the answer goes on from, what it offers next is on the
    // same screen, and the hand stays where it was: nothing new pushes it.
    if (c.afterPick && i > 0 && el.match!.log.length === before) {
      const off = offScreen(decisionParts(el, c.hand));
      const now = handAt();
      if (now !== null && handBefore !== null && Math.abs(now - handBefore) > 1)
        off.push(`the hand moved ${Math.round(now - handBefore)} px`);
      if (off.length > 0)
        problems.push(`after ${cells[i - 1]} in ${pending.kind} ("${pending.prompt}"): ${off.join('; ')}`);
      // The first picks of a piece and of a hand card are saved, to see what a pick brings.
      const what = cells[i - 1].startsWith('card:') ? 'card' : 'piece';
      if (!picked.has(what)) {
        picked.add(what);
        await saveScreenshot(`screens/${c.name}-${screen.name}-picked-${what}`);
      }
    }
    handBefore = handAt();
    const cell = $(el, `[data-cell="${CSS.escape(key)}"]`);
    if (!cell) throw new Error(`no cell ${key} for ${pending.kind}: ${pending.prompt}`);
    // The confirm button appears (or changes its words) once cards are picked: it too must be on screen
    // when the reader reaches for it, with the cards they picked, without scrolling.
    if (key === 'confirm') {
      const off = offScreen({ prompt: $(el, '[part~="prompt"]'), options: [cell], hand: null });
      if (off.length > 0) problems.push(`the confirm of ${pending.kind} ("${pending.prompt}"): ${off.join('; ')}`);
    }
    if (!screen.touch) {
      cell.click();
      await el.updateComplete;
      continue;
    }
    await touchTap(el, cell);
    const reader = $(el, '.side.sheet-open .reader-act.primary');
    if (reader) {
      expect(el.match!.log.length, `a tap on ${key} read the card and made no move`).to.equal(before);
      const card = $(el, '.side.sheet-open .inspector-card > *')!.getBoundingClientRect(); // a <tech-card> or a <tech-playing-card>
      expect(card.width, 'the card read large').to.be.greaterThan(screen.width * 0.6);
      await touchTap(el, reader);
    }
  }
  if (el.match!.log.length === before)
    throw new Error(
      `the answer to ${pending.kind} ("${pending.prompt}") made no move: ${$(el, '[part="refusal"]')?.textContent ?? 'no refusal shown'}`,
    );
}

/** What `playOnScreens` needs of a game. */
export interface ScreensCase<E extends PlayedElement> {
  tag: string; // 'tech-grid-poker'
  attrs: string; // 'players="3" seed="11" bot-pace="0"'
  person: PersonChoices<E>; // the game's driver
  over(el: E): boolean; // the game is over
  hand: string; // the selector of the person's hand in the shadow root
  name: string; // the screenshots' prefix: 'grid-poker'
  middle: number; // the decision at which the mid-game screenshot is taken
  afterPick?: boolean; // check the screen after each pick of an answer of several taps too (chess: a piece, then its square)
}

/**
 * Plays a whole game on `screen`, checking at every decision of the person that the prompt, the options
 * and the hand are on one screen, and saving screenshots at the start, at decision `middle` and at the
 * end. Returns the number of decisions checked. Every decision off screen is listed when it fails.
 */
export async function playOnScreen<E extends PlayedElement>(c: ScreensCase<E>, screen: Screen): Promise<number> {
  const el = await mountOnScreen<E>(c.tag, c.attrs, screen);
  const problems: string[] = [];
  const picked = new Set<string>(); // the kinds of pick (piece, card) already saved as a screenshot
  let decisions = 0;
  await saveScreenshot(`screens/${c.name}-${screen.name}-start`);
  for (; ; decisions++) {
    await until(
      () => c.over(el) || !!c.person.pendingForPerson(el),
      "the person's next decision (the bots play at a pace of 0)",
    );
    if (c.over(el)) break;
    if (decisions >= c.person.limit) throw new Error(`the game did not end in ${c.person.limit} decisions`);
    const pending = c.person.pendingForPerson(el)!;
    await el.updateComplete;
    const off = offScreen(decisionParts(el, c.hand));
    const rows = toolRows(el);
    if (rows > 1) off.push(`the header's tools in ${rows} rows`);
    if (off.length > 0) {
      problems.push(`decision ${decisions + 1} (${pending.kind}: "${pending.prompt}"): ${off.join('; ')}`);
      // The first few decisions off screen are saved too, to see what took the room.
      if (problems.length <= 3) await saveScreenshot(`screens/${c.name}-${screen.name}-off-screen-${decisions + 1}`);
    }
    if (decisions === c.middle) await saveScreenshot(`screens/${c.name}-${screen.name}-middle`);
    await answerOn(el, c, screen, problems, picked);
  }
  await el.updateComplete;
  await saveScreenshot(`screens/${c.name}-${screen.name}-over`);
  expect(
    problems,
    `on the ${screen.name} (${screen.width}×${screen.height}), what each decision needs is on one screen`,
  ).to.deep.equal([]);
  el.remove();
  document.documentElement.style.fontSize = '';
  return decisions;
}
