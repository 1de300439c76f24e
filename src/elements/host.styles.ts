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
    font-weight: 650;
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
