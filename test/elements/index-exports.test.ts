// The package's element entry (`tech-deck/elements`, src/elements/index.ts) hands a page every event
// class the elements fire, so a listener can test `event instanceof TechErrorEvent` and read its typed
// detail. Read from the sources: importing the entry would define the elements, which needs a browser.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('src/elements/index.ts', () => {
  it('exports every event class and detail type of events.ts', () => {
    const events = read('src/elements/events.ts');
    const index = read('src/elements/index.ts');
    const exported = (kind: 'class' | 'interface') =>
      [...events.matchAll(new RegExp(`^export ${kind} (\\w+)`, 'gm'))].map((m) => m[1]);
    const fromIndex = new Set(
      [...index.matchAll(/^export (?:type )?\{([^}]*)\} from '\.\/events\.js';/gm)].flatMap((m) =>
        m[1]!.split(',').map((name) => name.trim()),
      ),
    );
    const classes = exported('class');
    expect(classes).toContain('TechErrorEvent');
    expect([...classes, ...exported('interface')].filter((name) => !fromIndex.has(name!))).toEqual([]);
  });
});
