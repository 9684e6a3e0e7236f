/** Placeholder filling, apart from the plural rules: the buttons in the page's entry need only this. */

export type MessageParameters = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a placeholder without a parameter stays as written, so a gap is visible. */
export function interpolate(text: string, parameters: MessageParameters | undefined): string {
  if (!parameters) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = parameters[name];
    return value === undefined ? placeholder : String(value);
  });
}
