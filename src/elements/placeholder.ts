/**
 * The room each element takes before its code has loaded, so a post does not jump when a game appears:
 * a rule on `:not(:defined)` per tag. The loader adopts it into the document; the README's embed snippet
 * gives the same rule for the page's own CSS (which applies from the first paint, before any script).
 * `npm run bench` (bench/browser.ts) measures the layout shift of a blog post with each game; the heights
 * below must follow the elements' layouts when those change.
 *
 * Heights are those of the reader's first decision (the table once the bots have made the moves before
 * it, with its prompt and buttons) in the bench's blog post (bench/browser.ts; 3 players where a game takes
 * a number, seed 7): in the column of a narrow screen (a phone, up to 600 px wide) and of a wide one (a
 * 640 px column, 844 px high: the chess board also follows the screen's height). A game whose first frame
 * comes before that decision (a bot's turn first) keeps the prompt's room meanwhile (game.styles.ts), so
 * nothing in it moves as the bots play. test/elements/layout-shift.browser.test.ts checks Grid Poker and
 * Tricks within 8 px.
 */

/** The height of each game element at the reader's first decision, in px: on a phone, and in a wide page's column. */
export const RESERVED: Record<string, { phone: number; wide: number }> = {
  'tech-grid-poker': { phone: 705, wide: 655 },
  'tech-chess': { phone: 897, wide: 1022 },
  'tech-tricks': { phone: 893, wide: 923 },
  'tech-poker-squared': { phone: 679, wide: 868 },
  'tech-poker': { phone: 521, wide: 572 },
  'tech-bughouse': { phone: 992, wide: 1009 },
  'tech-effect-demo': { phone: 2313, wide: 1530 },
};

/** The screens up to this width (px) are phones: the `phone` heights above apply. */
export const PHONE_WIDTH = 600;

const block = (screen: 'phone' | 'wide') =>
  Object.entries(RESERVED)
    .map(([tag, h]) => `${tag}:not(:defined){display:block;min-block-size:${h[screen]}px}`)
    .join('');

/** The rules, as CSS text. */
export const PLACEHOLDER_CSS =
  'tech-card:not(:defined),tech-playing-card:not(:defined){display:inline-block;aspect-ratio:5/7;vertical-align:top}' +
  'tech-card:not(:defined){inline-size:var(--tech-card-width,15rem)}' +
  'tech-playing-card:not(:defined){inline-size:var(--tech-card-width,6rem)}' +
  `${block('wide')}@media (max-width:${PHONE_WIDTH}px){${block('phone')}}`;
