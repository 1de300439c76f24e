// Game servers for the online browser tests: `tech-deck serve` on 127.0.0.1, started by the test's
// `start-game-server` command through test/server/serve-process.ts (the server tests' own way, bundled
// once here with esbuild), and killed when the test run ends; and colyseus.js as a browser module.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function gameServerPlugin() {
  const running = [];
  let serveProcess = null;
  const load = async () => {
    // Two folders below the root, as serve-process.ts is: its paths are relative to where it is.
    const dir = `${root}node_modules/.tech-deck-online-test`;
    mkdirSync(dir, { recursive: true });
    const outfile = `${dir}/serve-process-${process.pid}.mjs`;
    await build({
      entryPoints: [`${root}test/server/serve-process.ts`],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'error',
    });
    return (await import(pathToFileURL(outfile).href)).serveProcess;
  };
  let client = null;
  return {
    name: 'game-server',
    // colyseus.js ships CommonJS to browsers, which the dev server serves as it is: the tests get it
    // bundled for the browser by esbuild, as the build's bundlers make it.
    resolveImport({ source }) {
      if (source === 'colyseus.js') return '/__colyseus.js';
    },
    async serve(context) {
      if (context.path !== '/__colyseus.js') return undefined;
      client ??= build({
        stdin: { contents: "export { Client } from 'colyseus.js';", resolveDir: root },
        bundle: true,
        platform: 'browser',
        format: 'esm',
        write: false,
        logLevel: 'error',
      }).then((out) => out.outputFiles[0].text);
      return { body: await client, type: 'js' };
    },
    async executeCommand({ command, payload }) {
      if (command !== 'start-game-server') return undefined;
      serveProcess ??= load();
      const server = await (await serveProcess)(payload?.args ?? []);
      running.push(server);
      return { port: server.port };
    },
    async serverStop() {
      await Promise.all(running.map((server) => server.kill()));
    },
  };
}
