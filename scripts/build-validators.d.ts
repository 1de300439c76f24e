/** The text of src/dsl/generated/card-validators.js and its declarations, from the schemas under `root`. */
export declare function validatorsModule(root: string): Promise<{ js: string; dts: string }>;
/** The text of src/dsl/generated/rules-validators.js and its declarations, from the schema under `root`. */
export declare function rulesValidatorsModule(root: string): Promise<{ js: string; dts: string }>;
