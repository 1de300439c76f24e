// The worker threads the tools start (`new URL('./x-worker.js', import.meta.url)`) are files of their own in
// dist/, beside the chunks that start them: each must be an entry point of the node-side bundle
// (scripts/build.js), or the built command line fails with "Cannot find module" as soon as it starts one
// (`balance --focus` with its default workers did).
import { readdirSync, readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';

const repo = new URL('../..', import.meta.url).pathname;

suite('worker entry points', () => {
  it('every worker a tool starts is built at the root of dist/', () => {
    const build = readFileSync(`${repo}scripts/build.js`, 'utf8');
    const workers = readdirSync(`${repo}src/tools`)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => [
        ...readFileSync(`${repo}src/tools/${f}`, 'utf8').matchAll(/new URL\('\.\/([\w-]+)\.js', import\.meta\.url\)/g),
      ])
      .map((m) => m[1]);
    expect(workers).toEqual(expect.arrayContaining(['simulate-worker', 'focus-worker']));
    for (const name of workers)
      expect(build, `${name} in scripts/build.js`).toContain(`'${name}': \`\${root}src/tools/${name}.ts\``);
  });
});
