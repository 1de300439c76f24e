/** The .vsix's file name and entries (path in the zip, bytes) for the extension folder `dir` (default editors/vscode). */
export declare function vsixEntries(dir?: string): { name: string; entries: [string, Buffer][] };
/** A zip file of the entries, each deflated. */
export declare function zip(entries: [string, Buffer][]): Buffer;
/** Writes the .vsix into `outDir` (default dist/); returns its path. */
export declare function packageVscode(outDir?: string): string;
