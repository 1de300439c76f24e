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
 * The buttons of the game elements and the editor, drawn from the host's `--_radius`, `--_line` and
 * `--_panel`: a quiet button, a primary one (and a multiple choice's confirm button once it may be
 * pressed), and a disabled one.
 */
export const buttonBasics = css`
  button {
    font: inherit;
    color: inherit;
    min-block-size: 32px;
    border-radius: calc(var(--_radius) * 0.7);
    border: 1px solid var(--_line);
    background: var(--_panel);
    padding: 4px 12px;
    cursor: pointer;
  }
  button:disabled,
  button[aria-disabled='true'] {
    cursor: default;
  }
  button:disabled {
    opacity: 0.55;
  }
  button.primary,
  .confirm.ready {
    background: light-dark(#1d4ed8, #3b82f6);
    border-color: transparent;
    color: #fff;
    font-weight: 700;
  }
`;

/**
 * The keyboard focus ring of the game elements and the editor: a white ring between two dark ones, so
 * that some 3 px of it stands out at well over 3:1 on both sides (WCAG 2.4.11) wherever it is drawn: on
 * the page, a panel, the felt, a gold highlight, a square of either colour, in either theme. It wins over
 * the highlights' own shadows (\`!important\`): a highlighted or raised card that has the focus must show
 * it. In forced colours the shadow goes and the outline takes the system's colour.
 */
export const focusRing = css`
  :focus-visible {
    outline: 3px solid #fff !important;
    outline-offset: 2px !important;
    box-shadow: 0 0 0 7px #111 !important;
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
