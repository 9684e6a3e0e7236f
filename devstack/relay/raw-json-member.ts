/**
 * The raw text of one top-level member of a JSON object, as written (JSON.parse keeps the last of duplicate
 * keys, and so does this). Only for text that JSON.parse has already accepted; undefined when the text is not
 * an object or has no such member.
 */
export function rawTopLevelMember(text: string, key: string): string | undefined {
  let at = skipSpace(text, 0);
  if (text[at] !== '{') return undefined;
  at = skipSpace(text, at + 1);
  let found: string | undefined;
  while (at < text.length && text[at] !== '}') {
    const nameEnd = endOfValue(text, at);
    const name: unknown = JSON.parse(text.slice(at, nameEnd));
    at = skipSpace(text, skipSpace(text, nameEnd) + 1); // past the ':'
    const valueEnd = endOfValue(text, at);
    if (name === key) found = text.slice(at, valueEnd);
    at = skipSpace(text, valueEnd);
    if (text[at] === ',') at = skipSpace(text, at + 1);
  }
  return found;
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  return at;
}

/** Index just past the JSON value starting at `start`. */
function endOfValue(text: string, start: number): number {
  const first = text[start];
  if (first === '"') {
    let at = start + 1;
    while (at < text.length) {
      const char = text[at];
      if (char === '\\') at += 2;
      else if (char === '"') return at + 1;
      else at += 1;
    }
    return text.length;
  }
  if (first === '{' || first === '[') {
    let depth = 0;
    let at = start;
    while (at < text.length) {
      const char = text[at];
      if (char === '"') {
        at = endOfValue(text, at);
        continue;
      }
      if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') {
        depth -= 1;
        if (depth === 0) return at + 1;
      }
      at += 1;
    }
    return text.length;
  }
  let at = start;
  while (at < text.length && !' \t\n\r,}]'.includes(text[at]!)) at += 1;
  return at;
}
