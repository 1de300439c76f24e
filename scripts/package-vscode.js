// Packages editors/vscode (the TextMate grammars of .card and .rules files) as a VS Code extension file,
// without the network: `npm run package:vscode` writes dist/tech-deck-languages-<version>.vsix, which
// `code --install-extension dist/tech-deck-languages-<version>.vsix` installs offline.
//
// A .vsix is a zip: the extension's files under `extension/`, an `extension.vsixmanifest` and a
// `[Content_Types].xml` (what `vsce package` writes; vsce itself would have to be downloaded). The zip is
// written here with node's zlib, deflated, one entry per file.
//
//   node scripts/package-vscode.js [out-dir]
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The .vsix's entries: `[path in the zip, bytes]`. */
export function vsixEntries(dir = join(root, 'editors', 'vscode')) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.vsix'))
        files.push([`extension/${relative(dir, path).split('\\').join('/')}`, readFileSync(path)]);
    }
  };
  walk(dir);
  const xml = (text) =>
    String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const vsixmanifest = `<?xml version="1.0" encoding="utf-8"?>
<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">
  <Metadata>
    <Identity Language="en-US" Id="${xml(manifest.name)}" Version="${xml(manifest.version)}" Publisher="${xml(manifest.publisher)}"/>
    <DisplayName>${xml(manifest.displayName)}</DisplayName>
    <Description xml:space="preserve">${xml(manifest.description)}</Description>
    <Tags></Tags>
    <Categories>${xml((manifest.categories ?? []).join(','))}</Categories>
    <GalleryFlags>Public</GalleryFlags>
    <Properties>
      <Property Id="Microsoft.VisualStudio.Code.Engine" Value="${xml(manifest.engines.vscode)}" />
    </Properties>
  </Metadata>
  <Installation>
    <InstallationTarget Id="Microsoft.VisualStudio.Code"/>
  </Installation>
  <Dependencies/>
  <Assets>
    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true" />
  </Assets>
</PackageManifest>
`;
  const types = [...new Set(['.vsixmanifest', ...files.map(([path]) => extname(path))])].filter(Boolean);
  const contentTypes = `<?xml version="1.0" encoding="utf-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
${types.map((t) => `  <Default Extension="${t}" ContentType="${t === '.json' ? 'application/json' : t === '.md' ? 'text/markdown' : 'text/xml'}"/>`).join('\n')}
</Types>
`;
  return {
    name: `${manifest.name}-${manifest.version}.vsix`,
    entries: [
      ['extension.vsixmanifest', Buffer.from(vsixmanifest)],
      ['[Content_Types].xml', Buffer.from(contentTypes)],
      ...files,
    ],
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip file of the entries, each deflated (DOS time fixed at 1980-01-01, so the file is reproducible). */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [path, data] of entries) {
    const name = Buffer.from(path);
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Writes the .vsix into `outDir`; returns its path. */
export function packageVscode(outDir = join(root, 'dist')) {
  const { name, entries } = vsixEntries();
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, name);
  writeFileSync(file, zip(entries));
  return file;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = packageVscode(process.argv[2]);
  console.log(
    `${relative(process.cwd(), file)}: install it with  code --install-extension ${relative(process.cwd(), file)}`,
  );
}
