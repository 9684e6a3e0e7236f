/** The single-character ellipsis (U+2026) used when shortening text; one character keeps lengths predictable. */
export const ELLIPSIS = '\u2026';
