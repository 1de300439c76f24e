import { css, unsafeCSS, type CSSResult } from 'lit';

/** What every element's host shares: the `theme` attribute forcing a colour scheme, `hidden`, border-box sizing. */
export const hostBasics = css`
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/**
 * The host of a card element (`<tech-card>`, `<tech-playing-card>`): an inline-size container as wide as
 * `--tech-card-width` (`width` by default), so everything inside can be sized in `cqi` and the whole card
 * scales from that one width.
 */
export function cardHost(width: string): CSSResult {
  return css`
    :host {
      display: inline-block;
      inline-size: var(--tech-card-width, ${unsafeCSS(width)});
      container-type: inline-size;
      vertical-align: top;
      font-family: var(--tech-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
      color-scheme: light; /* a card is paper in any page theme */
    }
    :host([hidden]) {
      display: none;
    }
  `;
}
