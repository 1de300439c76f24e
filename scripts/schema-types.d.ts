/** The TypeScript text generated from the effect and card schemas. */
export declare function renderSchemaTypes(): Promise<string>;
