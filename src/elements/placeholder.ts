/**
 * The room each element takes before its code has loaded, so a post does not jump when a game appears:
 * a rule on `:not(:defined)` per tag. The loader adopts it into the document; the README's embed snippet
 * gives the same rule for the page's own CSS (which applies from the first paint, before any script).
 * `npm run bench` (bench/browser.ts) measures the layout shift of a blog post with each game; the heights
 * below must follow the elements' layouts when those change.
 *
 * Heights are those of the first frame of a game with its default attributes, in a column of a narrow
 * screen (a phone, up to 600 px wide) and of a wide one (a 640 px column); the cards keep their 5:7 face.
 */

/** The first frame's height of each game element, in px: on a phone, and in a wide page's column. */
export const RESERVED: Record<string, { phone: number; wide: number }> = {
  'tech-grid-poker': { phone: 775, wide: 580 },
  'tech-chess': { phone: 978, wide: 784 },
  'tech-tricks': { phone: 913, wide: 895 },
  'tech-poker-squared': { phone: 710, wide: 836 },
  'tech-poker': { phone: 590, wide: 555 },
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
