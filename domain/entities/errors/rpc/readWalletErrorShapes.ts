/**
 * Reads what can be trusted out of anything a wallet throws: an Error, a JSON-RPC error object, a response
 * with an `error` member, ethers' and MetaMask's nestings (`info.error`, `data.originalError`, a JSON `body`),
 * or a bare string. Never throws: hostile getters, cycles and deep nesting are all survived.
 */

/** One level of a wallet error: its numeric code, its code name (ethers' `ACTION_REJECTED`), its texts. */
export type WalletErrorShape = {
  code: number | undefined;
  codeName: string | undefined;
  /** The message fields of this level, most specific first (`message`, `shortMessage`, `reason`, `details`). */
  messages: readonly string[];
  data: unknown;
};

const NESTED_KEYS = ['error', 'cause', 'data', 'originalError', 'info', 'innerError', 'body'] as const;
const MESSAGE_KEYS = ['message', 'shortMessage', 'reason', 'details'] as const;
const MAX_DEPTH = 5;
const MAX_SHAPES = 32;
const INTEGER_TEXT = /^-?\d{1,10}$/;

function read(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function codeOf(raw: unknown): Pick<WalletErrorShape, 'code' | 'codeName'> {
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return { code: raw, codeName: undefined };
  if (typeof raw === 'string' && INTEGER_TEXT.test(raw)) return { code: Number(raw), codeName: undefined };
  if (typeof raw === 'string' && raw.length > 0) return { code: undefined, codeName: raw };
  return { code: undefined, codeName: undefined };
}

/** A JSON object hidden in a string (ethers v5 puts the node's answer in `body`). */
function parseJsonObject(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Every level of `input` that says something, outermost first, breadth-first. */
export function readWalletErrorShapes(input: unknown): WalletErrorShape[] {
  const shapes: WalletErrorShape[] = [];
  const seen = new Set<unknown>();
  let level: unknown[] = [input];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0 && shapes.length < MAX_SHAPES; depth += 1) {
    const next: unknown[] = [];
    for (const node of level) {
      if (seen.has(node) || shapes.length >= MAX_SHAPES) continue;
      seen.add(node);
      if (typeof node === 'string') {
        const embedded = parseJsonObject(node);
        if (embedded !== undefined) next.push(embedded);
        else if (node.length > 0) {
          shapes.push({ code: undefined, codeName: undefined, messages: [node], data: undefined });
        }
        continue;
      }
      if (typeof node !== 'object' || node === null) continue;
      const messages = MESSAGE_KEYS.map((key) => read(node, key)).filter(
        (text): text is string => typeof text === 'string' && text.length > 0,
      );
      const code = codeOf(read(node, 'code'));
      const data = read(node, 'data');
      if (messages.length > 0 || code.code !== undefined || code.codeName !== undefined) {
        shapes.push({ ...code, messages, data });
      }
      for (const key of NESTED_KEYS) {
        const nested = read(node, key);
        if (typeof nested === 'object' && nested !== null) next.push(nested);
        else if (key === 'body' && typeof nested === 'string') next.push(nested);
      }
    }
    level = next;
  }
  return shapes;
}
