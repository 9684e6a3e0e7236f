/**
 * A translated sentence cut around one placeholder, for a sentence whose placeholder is drawn apart (a name
 * shown large, a visible name inside a read-out sentence): the text before and after it, in the language's own
 * order. `t(key, others)` leaves the placeholder written as `{name}`, which is where the cut goes.
 */
export type SplitAtPlaceholderReturnType = { readonly before: string; readonly after: string };

export function splitAtPlaceholder(text: string, placeholder: string): SplitAtPlaceholderReturnType {
  const marker = `{${placeholder}}`;
  const at = text.indexOf(marker);
  if (at < 0) return { before: text, after: '' };
  return { before: text.slice(0, at), after: text.slice(at + marker.length) };
}
