/**
 * The JSON-RPC 2.0 envelope of the relay socket: every incoming text frame is classified here (a request, a
 * response to one of our deliveries, or something that earns an error), and every outgoing frame is built here.
 * Ids are echoed verbatim: the WalletConnect clients use ids past 2^53, which JSON.parse would round.
 */
import { z } from 'zod';
import { rawTopLevelMember } from './raw-json-member.js';

export const JSON_RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const;

/** A request id as its JSON text (`"abc"`, `17200000000000000001`, `null`), written back unchanged. */
export type RawId = { readonly json: string };

export const NULL_ID: RawId = { json: 'null' };

export type JsonRpcErrorBody = { code: number; message: string; data?: unknown };

export type Incoming =
  | { kind: 'request'; id: RawId; method: string; params: unknown }
  | { kind: 'response'; id: string | number; ok: boolean }
  | { kind: 'invalid'; id: RawId; error: JsonRpcErrorBody };

const idSchema = z.union([z.string().max(128), z.number(), z.null()]);

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema,
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
});

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.string().max(128), z.number()]), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string().max(128), z.number()]),
    error: z.object({ code: z.number(), message: z.string() }).loose(),
  }),
]);

export function parseIncoming(text: string): Incoming {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', id: NULL_ID, error: { code: JSON_RPC_ERROR.parseError, message: 'Parse error' } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalidRequest(NULL_ID);

  if ('method' in value) {
    const request = requestSchema.safeParse(value);
    if (!request.success) return invalidRequest(idOf(text, (value as { id?: unknown }).id));
    return { kind: 'request', id: idOf(text, request.data.id), method: request.data.method, params: request.data.params };
  }
  const response = responseSchema.safeParse(value);
  if (response.success) return { kind: 'response', id: response.data.id, ok: 'result' in response.data };
  return invalidRequest(idOf(text, (value as { id?: unknown }).id));
}

function invalidRequest(id: RawId): Incoming {
  return { kind: 'invalid', id, error: { code: JSON_RPC_ERROR.invalidRequest, message: 'Invalid Request' } };
}

/** The id to answer with: its exact text when JSON.parse could not hold it, null when it is no valid id. */
function idOf(text: string, id: unknown): RawId {
  if (!idSchema.safeParse(id).success) return NULL_ID;
  if (typeof id === 'number' && !Number.isSafeInteger(id) && Number.isInteger(id)) {
    const raw = rawTopLevelMember(text, 'id');
    if (raw !== undefined && /^-?\d+$/.test(raw)) return { json: raw };
  }
  return { json: JSON.stringify(id) };
}

export function resultFrame(id: RawId, result: unknown): string {
  return `{"jsonrpc":"2.0","id":${id.json},"result":${JSON.stringify(result)}}`;
}

export function errorFrame(id: RawId, error: JsonRpcErrorBody): string {
  return `{"jsonrpc":"2.0","id":${id.json},"error":${JSON.stringify(error)}}`;
}

export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params });
}
