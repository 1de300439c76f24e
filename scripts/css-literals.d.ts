/** `css` text without comments and with the least whitespace, the `${…}` parts kept as they are. */
export declare function minifyCss(text: string): string;
/** Every css`…` template of a module's source minified. */
export declare function minifyCssLiterals(source: string): string;
