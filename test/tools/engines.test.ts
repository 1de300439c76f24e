// `npm install` on Node 20 prints no EBADENGINE warning: every package the lock file installs, the test
// tools included, supports the Node this runs on and the oldest Node the package.json promises
// (`engines`). An optional package that does not is skipped by npm without a warning (arborist marks it
// inert), as rollup's native lzma is on Node 20. .ci/run also fails when `npm ci` prints the warning.
// Nor does it list install scripts "not yet covered by allowScripts" (npm 11's advisory; npm 12 skips
// them): each package with one is reviewed in package.json's `allowScripts`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<
    string,
    { engines?: { node?: string } | string[]; optional?: boolean; os?: string[]; hasInstallScript?: boolean }
  >;
};
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const promised = manifest.engines.node;

/** The locked packages whose `engines.node` excludes `version`. */
function refusing(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(
      ([path, pkg]) =>
        path !== '' &&
        !pkg.optional &&
        !Array.isArray(pkg.engines) &&
        pkg.engines?.node &&
        !semver.satisfies(version, pkg.engines.node, { includePrerelease: true }),
    )
    .map(
      ([path, pkg]) => `${path.replace(/^.*node_modules\//, '')} wants node ${(pkg.engines as { node: string }).node}`,
    );
}

describe('the Node versions of the locked packages', () => {
  it(`every package supports the oldest Node the package.json promises (${promised})`, () => {
    expect(refusing(semver.minVersion(promised)!.version)).toEqual([]);
  });

  it(`every package supports this Node (${process.version})`, () => {
    expect(semver.satisfies(process.version, promised), 'the package.json itself').toBe(true);
    expect(refusing(process.version)).toEqual([]);
  });
});

describe('the install scripts of the locked packages', () => {
  it('each package with an install script is reviewed in allowScripts (allowed or denied)', () => {
    const reviewed = new Set(Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(?<=.)@[^@]*$/, '')));
    const unreviewed = Object.entries(lock.packages)
      .filter(([path, pkg]) => path !== '' && pkg.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
      .filter((name) => !reviewed.has(name));
    expect(unreviewed).toEqual([]);
  });
});
