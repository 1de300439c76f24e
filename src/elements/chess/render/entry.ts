// Text move entry under the board: type a move in the log's notation or a command (help lists them).
// The answer is shown under the field and said in the element's one live region.
import { html, nothing, type TemplateResult } from 'lit';

export interface EntryState {
  output: string; // the last answer, shown under the field
  error: boolean; // the last line was refused
  onSubmit(text: string): void;
}

export function renderEntry(state: EntryState): TemplateResult {
  const submit = (e: Event) => {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).elements.namedItem('move') as HTMLInputElement;
    const text = input.value;
    input.value = '';
    state.onSubmit(text);
  };
  return html`<form class="entry" part="entry" @submit=${submit}>
    <label for="move-entry">Type a move or a command <span class="quiet">(help lists them)</span></label>
    <div class="entry-line">
      <input id="move-entry" name="move" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="send"
        placeholder="c2-c3, use 7S, moves, help" aria-describedby="entry-output" />
      <button type="submit">Play</button>
    </div>
    <p id="entry-output" class="entry-output ${state.error ? 'refused' : ''}" part="entry-output">${state.output || nothing}</p>
  </form>`;
}
