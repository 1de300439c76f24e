import { css } from 'lit';

/** Looks of `<tech-effect-demo>`: two small tables and the story between them. */
export const styles = css`
  :host {
    all: initial;
    display: block;
    container-type: inline-size;
    color-scheme: light dark;
    /* The page's font unless --tech-font says otherwise: the element should look at home in a post. */
    font-family: var(--tech-font, inherit);
    font-size: 14px;
    line-height: 1.4;
    color: var(--tech-ink, light-dark(#1c1b1a, #ecebe8));
    --_card: var(--tech-effect-demo-card, 72px);
  }
  .base {
    display: grid;
    gap: 8px;
  }
  .title {
    margin: 0;
    font-size: 1rem;
  }
  .quiet {
    margin: 0;
    color: light-dark(#57534e, #b4b1ab);
  }
  .scenes {
    display: grid;
    gap: 12px;
  }
  @container (min-width: 900px) {
    .scenes {
      grid-template-columns: 1fr minmax(12rem, 18rem) 1fr;
      align-items: start;
    }
  }
  h4 {
    margin: 0 0 6px;
  }
  .scene {
    padding: 10px;
    border-radius: 10px;
    background: var(--tech-surface, light-dark(#2f6b52, #183d30));
    color: #f3f6f2;
  }
  .table {
    display: flex;
    flex-wrap: wrap;
    gap: 10px 16px;
  }
  .zone {
    display: grid;
    gap: 4px;
    align-content: start;
  }
  .label {
    font-size: 12px;
    font-weight: 700;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .grid3 {
    display: grid;
    grid-template-columns: repeat(3, var(--_card));
    gap: 4px;
  }
  tech-card {
    --tech-card-width: var(--_card);
    border-radius: 6px;
  }
  tech-card.moved {
    outline: 3px solid var(--tech-accent, #f5b700);
    outline-offset: 1px;
  }
  .gap {
    inline-size: var(--_card);
    aspect-ratio: 5 / 7;
    border: 2px dashed rgb(255 255 255 / 0.35);
    border-radius: 6px;
  }
  .sep {
    inline-size: 8px;
  }
  .steps ol {
    margin: 0;
    padding-inline-start: 1.3em;
  }
  .error {
    color: light-dark(#9f1c12, #ffb4ab);
  }
`;
