import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Card } from '../../dsl/runtime.js';
import type { SlotView, TableView } from '../../engine/view.js';
import { cardAccessibleName } from '../card/card.js';
import { cardById } from '../card/catalogue.js';
import { styles } from './effect-demo.styles.js';
import { runScenario, type Scenario } from './scenario.js';

/**
 * A card's effect at work: the table before the effect, what the effect did in words, and the table
 * after it, on a small table of two players (a 3×3 market, each a company and a hand) dealt from a seed.
 * Cards that moved are outlined in both pictures. Storybook shows one for every card of the deck.
 *
 * @summary A card's effect at work, before and after, from a seed.
 *
 * @csspart base - The whole demo.
 * @csspart before - The table before the effect.
 * @csspart steps - What the effect did, in words.
 * @csspart after - The table after the effect.
 *
 * @cssproperty --tech-effect-demo-card - The width of a card on the small table. Default `72px`.
 */
export class TechEffectDemo extends LitElement {
  static override styles = styles;

  /** The card whose effect is used, by id (e.g. `technology-13`). */
  @property({ attribute: 'card-id' }) cardId = '';

  /** The seed the small table is dealt from. */
  @property({ type: Number }) seed = 1;

  /** The deck the table is dealt from; the build's compiled deck by default. */
  @property({ attribute: false }) deck: readonly Card[] | null = null;

  /** The answers to the effect's choices, in order: option numbers, `;` between choices (`"1;0,2"`); the first option otherwise. */
  @property() picks = '';

  private scenario(): Scenario | null {
    if (!this.cardId || !this.find(this.cardId)) return null;
    const answers =
      this.picks.trim() === ''
        ? []
        : this.picks.split(';').map((part) =>
            part
              .split(',')
              .filter((p) => p.trim() !== '')
              .map(Number),
          );
    return this.deck
      ? runScenario(this.cardId, this.seed, answers, this.deck)
      : runScenario(this.cardId, this.seed, answers);
  }

  private find(id: string): Card | undefined {
    return this.deck ? this.deck.find((c) => c.id === id) : cardById(id);
  }

  override render(): TemplateResult {
    const card = this.cardId ? this.find(this.cardId) : undefined;
    if (!card)
      return html`<p part="base" class="base">${this.cardId ? `No card "${this.cardId}" in the deck.` : 'No card chosen.'}</p>`;
    if (!card.effect)
      return html`<p part="base" class="base">${cardAccessibleName(card)} has no effect: it is a wild card.</p>`;
    // The engine refuses a seed that is no safe integer (it used to deal seed 0 for it): say so here.
    if (!Number.isSafeInteger(this.seed))
      return html`<p part="base" class="base">The seed must be a whole number, not "${this.getAttribute('seed') ?? String(this.seed)}".</p>`;
    const s = this.scenario()!;
    const moved = movedInstances(s.before, s.after);
    return html`<div part="base" class="base">
      <p class="title"><strong>${card.effect.keyword}</strong> – ${card.effect.text}</p>
      <p class="quiet">Seed ${this.seed}: Player 1 uses ${card.name}; ${s.actions.length - 1 === 0 ? 'no choice is asked' : `${s.actions.length - 1} choice${s.actions.length === 2 ? '' : 's'} answered`}.</p>
      <div class="scenes">
        <section part="before" class="scene" aria-label="Before the effect"><h4>Before</h4>${this.table(s.before, moved)}</section>
        <section part="steps" class="steps" aria-label="What happened">
          <h4>What happened</h4>
          ${s.error ? html`<p class="error">${s.error}</p>` : nothing}
          <ol>${s.steps.map((line) => html`<li>${line}</li>`)}</ol>
        </section>
        <section part="after" class="scene" aria-label="After the effect"><h4>After</h4>${this.table(s.after, moved)}</section>
      </div>
    </div>`;
  }

  private table(view: TableView, moved: Set<string>): TemplateResult {
    const zone = (id: string) => view.zones[id] ?? [];
    const discard = zone('discard').filter((s) => s !== null);
    const others = Array.from({ length: view.players }, (_, s) => s).filter((s) => s !== 0);
    return html`<div class="table">
      <div class="zone market"><span class="label">Market</span><div class="grid3">${zone('market').map((s) => this.cardSlot(s, moved))}</div></div>
      <div class="zone"><span class="label">Your company</span><div class="row">${zone('company:0').map((s) => this.cardSlot(s, moved))}</div></div>
      <div class="zone"><span class="label">Your hand · ${zone('hand:0').length}</span><div class="row">${zone('hand:0').map((s) => this.cardSlot(s, moved))}</div></div>
      ${others.map(
        (
          seat,
        ) => html`<div class="zone"><span class="label">Player ${seat + 1}: company, hand · ${zone(`hand:${seat}`).length}</span>
          <div class="row">${zone(`company:${seat}`).map((s) => this.cardSlot(s, moved))}<span class="sep"></span>${zone(`hand:${seat}`).map((s) => this.cardSlot(s, moved))}</div></div>`,
      )}
      <div class="zone"><span class="label">Discard · ${discard.length} · deck ${zone('deck').length}</span><div class="row">${discard.slice(0, 4).map((s) => this.cardSlot(s, moved))}</div></div>
    </div>`;
  }

  private cardSlot(slot: SlotView, moved: Set<string>): TemplateResult {
    if (slot === null) return html`<span class="gap"></span>`;
    if ('hidden' in slot) return html`<tech-card face-down></tech-card>`;
    const card = this.find(slot.card)!;
    return html`<tech-card class=${moved.has(slot.instance) ? 'moved' : ''} .card=${card}></tech-card>`;
  }
}

/** Instances seen in both views whose zone or place changed, and those seen in only one. */
function movedInstances(before: TableView, after: TableView): Set<string> {
  const where = (view: TableView) => {
    const out = new Map<string, string>();
    // A card's place: its slot in the market or a company; in a hand or a pile, the zone alone (a card
    // drawn on top of a hand moves the others along without moving them).
    const slotted = (zone: string) => zone === 'market' || zone.startsWith('company:');
    for (const [zone, slots] of Object.entries(view.zones))
      slots.forEach((s, i) => s && 'instance' in s && out.set(s.instance, slotted(zone) ? `${zone}#${i}` : zone));
    return out;
  };
  const a = where(before);
  const b = where(after);
  const moved = new Set<string>();
  for (const [instance, place] of a) if (b.get(instance) !== place) moved.add(instance);
  for (const [instance, place] of b) if (a.get(instance) !== place) moved.add(instance);
  return moved;
}

declare global {
  interface HTMLElementTagNameMap {
    'tech-effect-demo': TechEffectDemo;
  }
}
