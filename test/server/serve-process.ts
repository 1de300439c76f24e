// `tech-deck serve` as a process of its own, for the tests that kill one: src/tools/serve-command.ts
// bundled with esbuild (the packages left to node_modules), so no build of dist/ is needed.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { until } from './helpers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let bundled: Promise<string> | null = null;

/** The serve command as one file in node_modules/.cache (where its packages resolve), built once a run. */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const dir = `${root}node_modules/.cache/tech-deck-server-test`;
    mkdirSync(dir, { recursive: true });
    const outfile = `${dir}/serve-${process.pid}.mjs`;
    await build({
      stdin: {
        contents: `import { serveCommand } from './src/tools/serve-command.ts';
serveCommand(process.argv.slice(2), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), cwd: process.cwd() })
  .then((code) => process.exit(code));`,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'error',
    });
    return outfile;
  })();
  return bundled;
}

export interface ServeProcess {
  port: number;
  child: ChildProcess;
  kill(): Promise<void>;
}

/** Starts `tech-deck serve` on 127.0.0.1 with `args`; resolves once it listens. */
export async function serveProcess(args: string[]): Promise<ServeProcess> {
  const file = await bundle();
  const child = spawn(process.execPath, [file, '--host', '127.0.0.1', '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  await until(() => /listening on port \d+/.test(out) || child.exitCode !== null, 'the server to listen', 30_000);
  if (child.exitCode !== null) throw new Error(`tech-deck serve stopped:\n${out}`);
  const port = Number(/listening on port (\d+)/.exec(out)![1]);
  return {
    port,
    child,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const ended = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await ended;
    },
  };
}
