// `npm install` on Node 20 prints no EBADENGINE warning: every package the lock file installs, the test
// tools included, supports the Node this runs on and the oldest Node the package.json promises
// (`engines`). An optional package that does not is skipped by npm without a warning (arborist marks it
// inert), as rollup's native lzma is on Node 20. .ci/run also fails when `npm ci` prints the warning.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};
const promised = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } }).engines
  .node;

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
