/** The TypeScript text generated from the effect and card schemas. */
export declare function renderSchemaTypes(): Promise<string>;
/** The TypeScript text generated from the rules schema. */
export declare function renderRulesTypes(): Promise<string>;
