#!/usr/bin/env node
// The `tech-deck` command. The TypeScript sources are built into dist/ by `npm install` (prepare).
let cli;
try {
  cli = await import('../dist/tools/cli.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  console.error(
    'tech-deck: the package is not built yet. Run `npm install` (or `npm run build`) in the project first.',
  );
  process.exit(2);
}
process.exitCode = await cli.run(process.argv.slice(2));
