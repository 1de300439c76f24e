// The designer's guide's picture of a print-and-play page, made from the cards as they are:
//
//   npm run print:sample
//
// prints the project's cards/ with the built command (`tech-deck print`, A4) and turns the first page
// into docs/images/print-and-play-a4.png with pdftoppm (Debian's poppler-utils). Run it again after the
// cards or <tech-card> change; the picture is never drawn by hand. Needs the build (`npm run build`) and
// Chromium, as `tech-deck print` does.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const picture = join(root, 'docs/images/print-and-play-a4');
const DPI = 60; // 496 × 702 pixels: every name readable, small enough for the guide

const scratch = mkdtempSync(join(tmpdir(), 'tech-deck-print-sample-'));
try {
  const pdf = join(scratch, 'sample.pdf');
  execFileSync(process.execPath, [join(root, 'bin/tech-deck.js'), 'print', '--paper', 'a4', '--out', pdf], {
    cwd: root,
    stdio: 'inherit',
  });
  mkdirSync(join(root, 'docs/images'), { recursive: true });
  try {
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', String(DPI), '-png', '-singlefile', pdf, picture]);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    console.error('print:sample needs pdftoppm, from poppler-utils (Debian and Ubuntu: apt-get install poppler-utils)');
    process.exit(2);
  }
  console.log(`wrote ${join('docs/images', 'print-and-play-a4.png')}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
