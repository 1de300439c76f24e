/// <reference types="mocha" />
// The card editor's own bundle (dist/cdn/tech-card-editor.js, made by `npm run build`), loaded as a
// designer's page loads it; and the embed bundle of the games, which must not carry the editor's parsers
// and validators. This file imports nothing of the sources.
import { expect, fixture, waitUntil } from '@open-wc/testing';

interface Editor extends HTMLElement {
  value: string;
  delay: number;
  updateComplete: Promise<boolean>;
  problems: readonly { line: number; column: number; message: string }[];
  card: { name: string } | null;
}

describe('the card editor bundle', () => {
  it('defines <tech-card-editor>, which checks a card with the parsers and the validators it carries, and deals a game to try it', async () => {
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    const bundle = '/dist/cdn/tech-card-editor.js'; // served by the test server from the build's output
    await import(/* @vite-ignore */ bundle);
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    expect(customElements.get('tech-card-editor')).to.exist;
    expect(customElements.get('tech-card')).to.exist;

    const robotics = await (await fetch('/cards/technology/13-robotics.card')).text();
    const el = await fixture<Editor>('<tech-card-editor delay="0" bot-pace="0"></tech-card-editor>');
    el.value = robotics.replace('Exchange', 'Exchnage');
    await el.updateComplete;
    expect(el.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).to.deep.equal([
      '9:20 unknown word "Exchnage"',
    ]);
    el.value = robotics;
    await el.updateComplete;
    expect(el.card?.name).to.equal('Robotics');
    await expect(el).to.be.accessible();

    // "Try it" fetches the game's chunk (editor-chunks/) and deals it.
    el.shadowRoot!.querySelector<HTMLButtonElement>('.try button')!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('tech-grid-poker'), 'the game is dealt', { timeout: 8000 });
    expect(customElements.get('tech-grid-poker')).to.exist;
  });

  it('the embed bundle of the games carries no parser and no validator', async () => {
    const bundle = await (await fetch('/dist/cdn/tech-deck.js')).text();
    const editor = await (await fetch('/dist/cdn/tech-card-editor.js')).text();
    // Peggy's generated parsers name their helpers peg$…; the validators carry the schemas' ids.
    expect(editor).to.include('peg$');
    expect(editor).to.include('https://tech-deck.dev/schema/card.schema.json');
    expect(bundle).to.not.include('peg$');
    expect(bundle).to.not.include('tech-deck.dev/schema/');
    expect(bundle).to.not.include('tech-card-editor');
    // No CommonJS left in the editor: Ajv's helpers only keep a string naming their module.
    expect(
      editor
        .replace(/'require\("ajv\/dist\/runtime\/[a-z0-9]+"\)\.default'/g, '')
        .replace(/"require\(\\"ajv\/dist\/runtime\/[a-z0-9]+\\"\)\.default"/g, ''),
    ).to.not.match(/(^|[^\w$.])require\(/);
  });
});
