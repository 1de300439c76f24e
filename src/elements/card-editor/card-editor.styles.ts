import { css } from 'lit';
import { buttonBasics, focusRing, hostBasics } from '../host.styles.js';

/**
 * Looks of `<tech-card-editor>`. The text area and the painted layer under it share one font, size,
 * line height, padding and wrapping, so every painted character sits exactly under the character
 * typed; the text area's own text is transparent (its caret and selection are not). Colours of the
 * token kinds have 4.5:1 contrast on the editor's background in both themes, and kinds also differ by
 * weight or style where it helps; problems are a wavy underline, never a colour alone.
 */
export const styles = css`
  :host {
    all: initial;
    display: block;
    container-type: inline-size;
    color-scheme: light dark;
    --_ink: var(--tech-ink, light-dark(#1c1b1a, #ecebe8));
    --_muted: light-dark(#57534e, #b4b1ab);
    --_bg: light-dark(#f4f1ea, #17191e);
    --_panel: var(--tech-panel, light-dark(#ffffff, #23262d));
    --_line: light-dark(rgb(0 0 0 / 0.18), rgb(255 255 255 / 0.2));
    --_error: light-dark(#b42318, #ff8a80);
    --_error-bg: light-dark(rgb(180 35 24 / 0.1), rgb(255 138 128 / 0.16));
    --_radius: var(--tech-radius, 10px);
    --_code-font: var(--tech-code-font, ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace);
    --_code-size: 14px;
    --_lh: 22px;
    --_gutter: calc(3ch + 16px);
    /* The page's font unless --tech-font says otherwise: the element should look at home in a post. */
    font-family: var(--tech-font, inherit);
    font-size: 15px;
    line-height: 1.4;
    color: var(--_ink);
  }
  ${hostBasics}

  .base {
    display: grid;
    gap: 14px;
    padding: 12px;
    border-radius: var(--_radius);
    background: var(--_bg);
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 16px;
    align-items: start;
  }
  @container (max-width: 640px) {
    .layout {
      grid-template-columns: minmax(0, 1fr);
    }
  }

  label {
    display: block;
    font-weight: 650;
    margin-block-end: 4px;
  }
  .path {
    font-weight: 400;
    color: var(--_muted);
    font-family: var(--_code-font);
    font-size: 0.9em;
  }
  p {
    margin: 0;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.9em;
    margin-block-start: 4px;
  }

  /* The code box: the painted layer and the text area in one grid cell. */
  .code {
    position: relative;
    display: grid;
    overflow-x: auto;
    border: 1px solid var(--_line);
    border-radius: calc(var(--_radius) * 0.7);
    background: var(--_panel);
  }
  .code::before {
    /* the line numbers' column */
    content: '';
    grid-area: 1 / 1;
    inline-size: var(--_gutter);
    background: light-dark(#efebe2, #1c1f25);
    border-inline-end: 1px solid var(--_line);
  }
  /* The code's focus ring goes round the whole box (the gutter and the painted text under the textarea). */
  .code:focus-within {
    outline: 3px solid #fff;
    outline-offset: 2px;
    box-shadow: 0 0 0 7px #111;
  }
  .code textarea:focus-visible {
    outline: none !important;
    box-shadow: none !important;
  }
  .paint,
  textarea {
    grid-area: 1 / 1;
    margin: 0;
    border: 0;
    padding: 10px 12px 10px calc(var(--_gutter) + 10px);
    font-family: var(--_code-font);
    font-size: var(--_code-size);
    line-height: var(--_lh);
    letter-spacing: 0;
    font-variant-ligatures: none;
    tab-size: 4;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    word-break: normal;
    text-align: start;
  }
  .paint {
    color: var(--_ink);
    pointer-events: none;
  }
  .line {
    position: relative;
    min-block-size: var(--_lh);
  }
  .line::before {
    content: attr(data-n);
    position: absolute;
    inset-inline-end: calc(100% + 10px + 8px);
    white-space: nowrap;
    color: var(--_muted);
    font-size: 12px;
  }
  textarea {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    min-block-size: 0;
    resize: none;
    overflow: hidden;
    background: transparent;
    color: transparent;
    caret-color: var(--_ink);
    outline: none;
  }
  textarea::selection {
    color: transparent;
    background: light-dark(rgb(29 78 216 / 0.25), rgb(96 165 250 / 0.35));
  }

  /* Token kinds (src/dsl/card/highlight.ts). */
  .t-comment {
    color: light-dark(#5f5a55, #a8a39c);
    font-style: italic;
  }
  .t-key {
    color: light-dark(#6d28d9, #c4b5fd);
  }
  .t-punctuation {
    color: var(--_muted);
  }
  .t-value {
    color: var(--_ink);
  }
  .t-number {
    color: light-dark(#b1400c, #fdba74);
  }
  .t-domain {
    color: light-dark(#0f6b63, #5eead4);
    font-weight: 600;
  }
  .t-keyword {
    color: light-dark(#9d174d, #f9a8d4);
    font-weight: 700;
  }
  .t-verb {
    color: light-dark(#1e40af, #93c5fd);
    font-weight: 700;
  }
  .t-card {
    color: var(--_ink);
    font-weight: 600;
  }
  .t-count {
    color: light-dark(#8a4b00, #fcd34d);
  }
  .t-place {
    color: light-dark(#046c4e, #6ee7b7);
  }
  .t-player {
    color: light-dark(#7e22ce, #d8b4fe);
  }
  .t-reference {
    color: light-dark(#be185d, #f9a8d4);
    font-style: italic;
  }
  .t-connective {
    color: var(--_muted);
    font-style: italic;
  }
  .t-condition {
    color: light-dark(#0e6479, #67e8f9);
  }
  .t-bad {
    color: var(--_error);
  }

  /* Problems: a wavy underline under the span; an empty span (a missing field) gets a marker. */
  .problem {
    text-decoration: underline wavy var(--_error);
    text-decoration-thickness: 1.5px;
    text-underline-offset: 4px;
    text-decoration-skip-ink: none;
    background: var(--_error-bg);
  }
  .problem.current {
    background: light-dark(rgb(180 35 24 / 0.22), rgb(255 138 128 / 0.3));
  }
  .marker {
    display: inline-block;
    inline-size: 1ch;
    block-size: var(--_lh);
    margin-inline-end: -1ch;
    vertical-align: top;
    border-block-end: 3px dotted var(--_error);
  }

  /* The status and the problem list. */
  .status {
    margin-block-start: 8px;
    font-weight: 600;
  }
  .status.ok::before {
    content: '✓ ';
  }
  .problems {
    display: grid;
    gap: 6px;
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
  }
  .problems li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    align-items: baseline;
    padding: 6px 10px;
    border-inline-start: 4px solid var(--_error);
    border-radius: 4px;
    background: var(--_panel);
  }
  .problems li[aria-current='true'] {
    background: var(--_error-bg);
  }
  .problems .hint-text,
  .problems .example {
    grid-column: 2;
    color: var(--_muted);
  }
  .where {
    font-family: var(--_code-font);
    font-size: 0.9em;
    white-space: nowrap;
  }

  ${buttonBasics}
  ${focusRing}
  button.link {
    min-block-size: 24px;
    padding: 0 6px;
    border: 0;
    background: none;
    text-decoration: underline;
  }

  /* The preview and "try it". */
  .side {
    display: grid;
    gap: 10px;
    justify-items: center;
    inline-size: 16rem;
  }
  @container (max-width: 640px) {
    .side {
      inline-size: auto;
    }
  }
  .side tech-card {
    --tech-card-width: 15rem;
  }
  .caption {
    color: var(--_muted);
    font-size: 0.9em;
    text-align: center;
  }
  .try {
    display: grid;
    gap: 6px;
    inline-size: 100%;
  }
  .play {
    display: grid;
    gap: 8px;
  }
  .play-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
  }
  .play h3 {
    margin: 0;
    font-size: 1.05rem;
  }

  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* Forced colours: the layers keep their roles (the text area's text stays transparent over the
     painted text), in the system's colours. */
  @media (forced-colors: active) {
    .code {
      forced-color-adjust: none;
      background: Canvas;
      border-color: CanvasText;
    }
    .paint,
    .paint span {
      color: CanvasText;
      background: Canvas;
    }
    .problem {
      text-decoration-color: Highlight;
    }
    .marker {
      border-color: Highlight;
    }
    textarea {
      color: transparent;
      caret-color: CanvasText;
    }
  }
`;
