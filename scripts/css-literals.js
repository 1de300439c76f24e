// An esbuild plugin for the embed files: the CSS in Lit's css`…` templates of src/elements/**/*.styles.ts
// loses its comments and indentation. esbuild minifies the JavaScript around a template but never the
// text inside it, and the styles are a tenth of a game's file. Conservative on purpose: quoted strings
// are left as they are, and spaces are taken away only around `{ } ; ,` and after `:` (a space before
// `:` may be a descendant combinator, `.a :focus`; spaces around `+` and `-` matter in `calc()`).
import { readFile } from 'node:fs/promises';

/** `css` text without comments and with the least whitespace, the `${…}` parts kept as they are. */
export function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/(\$\{[^}]*\}|'[^'\n]*'|"[^"\n]*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':'),
    )
    .join('');
}

/**
 * Every css`…` template of a module's source minified. A template's text runs to its closing backtick:
 * an escaped one (\` in a comment that names a property) is part of the text, not its end.
 */
export function minifyCssLiterals(source) {
  return source.replace(/\bcss`((?:[^`\\]|\\[\s\S])*)`/g, (_, body) => `css\`${minifyCss(body)}\``);
}

export const cssLiterals = {
  name: 'css-literals',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]elements[\\/].*\.styles\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: minifyCssLiterals(source), loader: 'ts' };
    });
  },
};

/** The same for the Rolldown build of dist/cdn/lazy/ (a Rollup-style plugin). */
export const cssLiteralsRolldown = {
  name: 'css-literals',
  transform: {
    filter: { id: /[\\/]src[\\/]elements[\\/].*\.styles\.ts$/ },
    handler: minifyCssLiterals,
  },
};
