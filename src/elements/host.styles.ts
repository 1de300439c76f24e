import { css } from 'lit';

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
