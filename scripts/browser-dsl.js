// Pages that play get the DSL's run-time part only (src/dsl/runtime.ts), never the parsers and Ajv:
// imports of `dsl/index.js` from the engine, the games, the poker evaluators and the elements are
// pointed at it. Shared by the embed bundle build (esbuild) and the browser test server.
import path from 'node:path';

const BROWSER_SIDE = /[\\/]src[\\/](engine|games|poker|elements)[\\/]/;

/** The runtime module for an import of the DSL barrel from a browser-side file, else null. */
export function runtimeDslFor(importer, specifier) {
  if (!importer || !BROWSER_SIDE.test(importer) || !/(^|\/)dsl\/index\.js$/.test(specifier)) return null;
  return path.join(path.dirname(importer), specifier.replace(/index\.js$/, 'runtime.ts'));
}

/** The esbuild plugin. */
export const browserDslEsbuild = {
  name: 'tech-deck-browser-dsl',
  setup(build) {
    build.onResolve({ filter: /dsl\/index\.js$/ }, (args) => {
      const target = runtimeDslFor(args.importer, args.path);
      return target ? { path: target } : undefined;
    });
  },
};
