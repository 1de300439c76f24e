/** The text of src/dsl/generated/card-validators.js and its declarations, from the schemas under `root`. */
export declare function validatorsModule(root: string): Promise<{ js: string; dts: string }>;
