import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { deckZoneProblems, locateZoneProblems, type ZoneGame } from '../../dsl/card/check-card-zones.js';
import { compileCardFile } from '../../dsl/card/compile-card.js';
import zones from '../../data/zones.json' with { type: 'json' };
import { highlightCardFile, type Token } from '../../dsl/card/highlight.js';
import type { Problem } from '../../dsl/shared/problems.js';
import type { Card } from '../../dsl/runtime.js';
import '../card/define.js';
import { TechCardChangeEvent } from './events.js';
import { linesOf, problemSpans, segments, shiftSpans, type ProblemSpan, type Segment } from './spans.js';
import { styles } from './card-editor.styles.js';
import { TRY_GAMES, startTrial, type Trial } from './try-games.js';

/** The built-in games' zones (src/data/zones.json, written by the build): where a card's zone names are looked up. */
const ZONE_GAMES: readonly ZoneGame[] = zones.map((g) => ({
  id: g.id,
  game: g.game,
  zones: Object.fromEntries(g.zones.map((zone) => [zone.name, { owner: zone.owner }])),
}));

/**
 * The designer's card editor: a card file's text, checked as you type, beside the card it makes.
 *
 * The text is parsed and compiled by the same grammar, compiler passes and schema as `tech-deck check`
 * after each pause in typing (`delay`): every problem is underlined where it is, with its message and
 * what to write instead, and listed below with its line and column (a click or Enter there puts the
 * caret on it); the words are coloured by what the grammar read them as; the `<tech-card>` beside it
 * shows the card as it now compiles. "Try it" deals a game of Grid Poker (against two bots) or Tech
 * Chess (against one) with the card in your hand, and keeps it up to date as you go on editing: the game
 * is replayed from its seed and moves with the new card, and says from which move it went differently.
 *
 * The editor ships the parsers and the validators, so it has its own entry point
 * (`tech-deck/elements/card-editor`, `dist/cdn/tech-card-editor.js`); pages that only play never load it.
 *
 * @summary Edit a card file's text, see the card, try it in a game.
 *
 * @event tech-card-change - After an edit is compiled. `detail`: `{ value, card, problems }`.
 *
 * @csspart base - The whole element's box.
 * @csspart code - The box of the text and its colours.
 * @csspart status - The line saying whether the card compiles.
 * @csspart problems - The list of problems.
 * @csspart preview - The card as it compiles.
 * @csspart try - The "try it" buttons.
 * @csspart play - The game dealt to try the card.
 *
 * @cssproperty --tech-code-font - The font of the text. Default: the system's monospace font.
 * @cssproperty --tech-ink - The text colour.
 * @cssproperty --tech-panel - The colour of the text box and the problem list.
 * @cssproperty --tech-font - The font family of everything but the text. Default: the page's (the element's parent's).
 * @cssproperty --tech-radius - Corner radius of boxes and buttons.
 */
export class TechCardEditor extends LitElement {
  static override styles = styles;

  /** The card file's text. Set it to load a card; it follows the designer's typing. */
  @property() value = '';

  /** The file's path, as problems name it (`cards/science/07-earth-sciences.card`); a wild's number comes from it. */
  @property() path = 'card.card';

  /** The label of the text box. */
  @property() label = 'Card file';

  /** Milliseconds of pause in typing before the text is compiled; 0 compiles at every keystroke. */
  @property({ type: Number }) delay = 250;

  /** Milliseconds between the bots' moves in the game that tries the card (0 plays them at once). */
  @property({ attribute: 'bot-pace', type: Number }) botPace = 700;

  /** Forces a colour theme, `light` or `dark`; by default the page's preference is followed. */
  @property({ reflect: true }) theme: '' | 'light' | 'dark' = '';

  /** The colour stretches of the text (moved along with edits until the next parse). */
  @state() private tokens: Token[] = [];
  /** The problems of the last compile, as the compiler located them. */
  @state() private found: Problem[] = [];
  /** The problems as offsets into the text (moved along with edits until the next parse). */
  @state() private spans: ProblemSpan[] = [];
  /** The card of the last compile without problems. */
  @state() private lastCard: Card | null = null;
  /** Whether the text on screen is the one last compiled. */
  @state() private fresh = false;
  /** The problem the caret is in, if any. */
  @state() private current: number | null = null;
  /** The game trying the card, when one was dealt. */
  @state() private trial: Trial | null = null;
  /** Why the game could not be dealt, in words. */
  @state() private trialProblem: string | null = null;

  @query('textarea') private textarea!: HTMLTextAreaElement | null;

  private compiledValue: string | null = null;
  private paintedValue = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** The card the text compiles to now, or null while it has problems (or has not been compiled yet). */
  get card(): Card | null {
    return this.fresh && this.found.length === 0 ? this.lastCard : null;
  }

  /** The problems of the text as last compiled: located, with a message and usually a hint. */
  get problems(): readonly Problem[] {
    return this.found;
  }

  /** Compiles the text now rather than after the typing pause. */
  compileNow(): void {
    this.cancelTimer();
    this.compile(false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancelTimer();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A text box holds no lone CR: HTML reads it as a line break. Kept in `value`, it would be one line
    // to the compiler and two in the box, and the colours painted under the box would slip a line from
    // there on. The text is taken as the box holds it.
    if (changed.has('value') && /\r(?!\n)/.test(this.value)) this.value = this.value.replace(/\r(?!\n)/g, '\n');
    // A value set by the page (not typed) is compiled at once.
    if (
      (changed.has('value') || changed.has('path')) &&
      this.value !== this.compiledValue &&
      this.value !== this.paintedValue
    ) {
      this.cancelTimer();
      this.compile(false);
    }
  }

  private compile(typed: boolean): void {
    const value = this.value;
    this.tokens = highlightCardFile(value);
    const compiled = compileCardFile(value, this.path);
    // A zone no game has ("the markt") is a slip, told as `tech-deck check` tells it of a card alone.
    const slips = compiled.card
      ? locateZoneProblems(deckZoneProblems(compiled.card, ZONE_GAMES, 'nowhere'), this.path, value)
      : [];
    const problems = [...compiled.problems, ...slips];
    const card = slips.length > 0 ? null : compiled.card;
    this.found = problems;
    this.spans = problemSpans(problems, value);
    if (card) this.lastCard = card;
    this.compiledValue = value;
    this.paintedValue = value;
    this.fresh = true;
    this.updateCurrent();
    if (card && this.trial) this.trial = { ...this.trial, ...this.trial.withCard(card) };
    if (typed) this.dispatchEvent(new TechCardChangeEvent({ value, card, problems: [...problems] }));
  }

  private onInput(event: InputEvent): void {
    const value = (event.target as HTMLTextAreaElement).value;
    // Until the next parse, the colours and underlines follow the edit.
    this.tokens = shiftSpans(this.tokens, this.paintedValue, value);
    this.spans = shiftSpans(this.spans, this.paintedValue, value);
    this.paintedValue = value;
    this.value = value;
    this.fresh = false;
    this.cancelTimer();
    // While an input method composes a character, the text holds a half-made one: the typing has not
    // paused, whatever the clock says. It is compiled once the composition ends.
    if (!event.isComposing) this.schedule();
  }

  /** Compiles the typed text once the typing pauses (`delay`), or now with a delay of 0. */
  private schedule(): void {
    this.cancelTimer();
    if (this.delay <= 0) this.compile(true);
    else this.timer = setTimeout(() => this.compile(true), this.delay);
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The problem under the caret. */
  private updateCurrent(): void {
    const at = this.textarea?.selectionStart;
    if (at === undefined || at === null) return;
    const span = this.spans.find((s) => s.start <= at && at <= Math.max(s.end, s.start + 1));
    this.current = span ? span.index : null;
  }

  /** Puts the caret on a problem's span, selected, and the focus in the text. */
  private goTo(index: number): void {
    const span = this.spans.find((s) => s.index === index);
    const textarea = this.textarea;
    if (!span || !textarea) return;
    textarea.focus();
    textarea.setSelectionRange(span.start, Math.max(span.start, Math.min(span.end, this.value.length)));
    this.current = index;
    this.renderRoot
      .querySelector(`[data-problem~="${index}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  override render(): TemplateResult {
    const count = this.found.length;
    return html`<div part="base" class="base">
      <div class="layout">
        <div class="editor">
          <label for="source">${this.label} <span class="path">${this.path}</span></label>
          <div class="code" part="code">
            <div class="paint" aria-hidden="true">${this.renderLines()}</div>
            <textarea
              id="source"
              rows="1"
              spellcheck="false"
              autocapitalize="off"
              autocomplete="off"
              aria-describedby="status keys"
              aria-invalid=${this.fresh && count > 0 ? 'true' : 'false'}
              .value=${live(this.value)}
              @input=${this.onInput}
              @compositionend=${this.schedule}
              @keyup=${this.updateCurrent}
              @click=${this.updateCurrent}
              @select=${this.updateCurrent}
            ></textarea>
          </div>
          <p class="hint" id="keys">Problems are underlined and listed below the text. Tab leaves the text box.</p>
          ${this.renderStatus()}
          ${count > 0 ? this.renderProblems() : nothing}
        </div>
        <div class="side">
          <div part="preview" class="preview">${this.renderPreview()}</div>
          ${this.renderTry()}
        </div>
      </div>
      ${this.trial ? this.renderTrial(this.trial) : nothing}
    </div>`;
  }

  /** The painted text, a block per line (its number beside it), each segment in its colour. */
  private renderLines(): TemplateResult[] {
    const value = this.paintedValue;
    return linesOf(value, segments(value, this.tokens, this.spans)).map(
      (parts, i) => html`<div class="line" data-n=${i + 1}>${parts.map((s) => this.renderSegment(s))}</div>`,
    );
  }

  private renderSegment(s: Segment): TemplateResult {
    const classes = [
      s.kind ? `t-${s.kind}` : '',
      s.problems.length > 0 ? 'problem' : '',
      s.text === '' ? 'marker' : '',
      this.current !== null && s.problems.includes(this.current) ? 'current' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return html`<span class=${classes} data-problem=${s.problems.length > 0 ? s.problems.join(' ') : nothing} data-start=${s.start}>${s.text}</span>`;
  }

  private renderStatus(): TemplateResult {
    const count = this.found.length;
    // The name in <bdi>: direction controls in it stay inside it, and the rest of the line reads as written.
    const text =
      !this.fresh && this.compiledValue === null
        ? 'Checking…'
        : count === 0
          ? html`No problems: this is ${this.lastCard ? html`<bdi>${this.lastCard.name}</bdi>, ${this.lastCard.id}` : 'a card'}.`
          : `${count} problem${count === 1 ? '' : 's'}: ${describeProblem(this.found[0])}${count > 1 ? ` (and ${count - 1} more, listed below)` : ''}`;
    return html`<p class="status ${count === 0 && this.fresh ? 'ok' : ''}" id="status" part="status" role="status" aria-live="polite">${text}</p>`;
  }

  private renderProblems(): TemplateResult {
    return html`<ol class="problems" part="problems" aria-label="Problems">
      ${this.found.map(
        (p, i) => html`<li aria-current=${this.current === i ? 'true' : 'false'}>
          <button class="link where" @click=${() => this.goTo(i)} aria-label=${`${p.line}:${p.column}, go to line ${p.line}, column ${p.column}`}>${p.line}:${p.column}</button>
          <span class="message">${p.message}</span>
          ${p.hint ? html`<span class="hint-text">${p.hint}</span>` : nothing}
          ${p.example ? html`<span class="example">For example: <q>${p.example}</q></span>` : nothing}
        </li>`,
      )}
    </ol>`;
  }

  private renderPreview(): TemplateResult {
    const stale = this.lastCard !== null && (this.found.length > 0 || !this.fresh);
    return html`<tech-card .card=${this.lastCard}></tech-card>
      <p class="caption">${this.lastCard === null ? 'The card shows here once its text compiles.' : stale ? 'The card as it last compiled.' : 'The card as it compiles now.'}</p>`;
  }

  private renderTry(): TemplateResult {
    const ready = this.card !== null;
    return html`<div class="try" part="try">
      ${TRY_GAMES.map(
        (
          game,
        ) => html`<button class="primary" ?disabled=${!ready} aria-describedby=${ready ? nothing : 'try-note'} @click=${() => this.tryIn(game.id)}>
          Try it in ${game.title}
        </button>`,
      )}
      ${ready ? nothing : html`<p class="caption" id="try-note">Fix the problems to try the card in a game.</p>`}
      ${this.trialProblem ? html`<p class="caption" role="alert">${this.trialProblem}</p>` : nothing}
    </div>`;
  }

  private async tryIn(id: string): Promise<void> {
    const card = this.card;
    if (!card) return;
    const result = await startTrial(id, card, this.trial?.game === id ? this.trial.seed + 1 : 1);
    if ('problem' in result) {
      this.trialProblem = result.problem;
      return;
    }
    this.trialProblem = null;
    this.trial = result;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.play h3')?.focus();
  }

  private renderTrial(trial: Trial): TemplateResult {
    return html`<section class="play" part="play" aria-labelledby="play-title">
      <div class="play-bar">
        <h3 id="play-title" tabindex="-1">${trial.title}: ${trial.card.name} is in your hand</h3>
        <div>
          <button @click=${() => this.tryIn(trial.game)}>Deal another game</button>
          <button @click=${() => (this.trial = null)}>Close the game</button>
        </div>
      </div>
      ${trial.render(this.botPace)}
    </section>`;
  }
}

/**
 * A problem in one line for the status: `line 9, column 20: unknown word "Exchnage"; did you mean
 * "exchange"? For example: "Exchange two neutral cards in play."`. A long hint (the list of what the
 * grammar expected) is left to the problem list; the example is kept whatever the hint's length: one
 * correct sentence says what to write when the hint doesn't fit.
 */
export function describeProblem(p: Problem): string {
  const hint = p.hint && p.hint.length <= 80 ? `; ${p.hint}` : '';
  const said = `line ${p.line}, column ${p.column}: ${p.message}${hint}`;
  if (!p.example) return said;
  return `${said}${/[.?!]$/.test(said) ? '' : '.'} For example: "${p.example}"`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-card-editor': TechCardEditor;
  }
}
