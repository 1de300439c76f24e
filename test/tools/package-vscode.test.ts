// The VS Code extension of editors/vscode packaged offline (scripts/package-vscode.js): a well-formed
// zip holding what `vsce package` puts in a .vsix, each file as it is in the folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packageVscode } from '../../scripts/package-vscode.js';

/** The entries of a zip file, read from its central directory. */
function unzip(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const length = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extra = file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString();
    expect(file.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = method === 8 ? inflateRawSync(file.subarray(start, start + size)) : file.subarray(start, start + size);
    expect(data.length).toBe(length);
    out.set(name, data);
    at += 46 + nameLength + extra;
  }
  return out;
}

describe('npm run package:vscode', () => {
  it("writes a .vsix with the extension's files, its manifest and content types", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tech-deck-vsix-'));
    try {
      const file = packageVscode(dir);
      expect(file).toMatch(/tech-deck-languages-\d+\.\d+\.\d+\.vsix$/);
      const entries = unzip(readFileSync(file));
      expect([...entries.keys()]).toEqual([
        'extension.vsixmanifest',
        '[Content_Types].xml',
        'extension/language-configuration.json',
        'extension/package.json',
        'extension/syntaxes/tech-deck-card.tmLanguage.json',
        'extension/syntaxes/tech-deck-rules.tmLanguage.json',
      ]);
      for (const name of [...entries.keys()].filter((n) => n.startsWith('extension/'))) {
        expect(
          entries.get(name)!.equals(readFileSync(join('editors/vscode', name.slice('extension/'.length)))),
          name,
        ).toBe(true);
      }
      const manifest = JSON.parse(readFileSync('editors/vscode/package.json', 'utf8'));
      const vsixmanifest = entries.get('extension.vsixmanifest')!.toString();
      expect(vsixmanifest).toContain(
        `<Identity Language="en-US" Id="${manifest.name}" Version="${manifest.version}" Publisher="${manifest.publisher}"/>`,
      );
      expect(vsixmanifest).toContain(
        '<Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true" />',
      );
      expect(entries.get('[Content_Types].xml')!.toString()).toContain(
        '<Default Extension=".json" ContentType="application/json"/>',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
