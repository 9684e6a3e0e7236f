/** Types of preact-specifiers.mjs (plain JS so the build script runs on bare Node). */
export declare const PREACT_SPECIFIERS: Readonly<Record<string, string>>;
export declare const preactAliases: () => { find: RegExp; replacement: string }[];
