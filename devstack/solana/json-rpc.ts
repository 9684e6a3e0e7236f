/**
 * One JSON-RPC 2.0 body (a request or a batch) answered from a method table, over HTTP and WebSocket alike:
 * a body that is not JSON is a -32700, a request without `jsonrpc: "2.0"` and a method is a -32600, an unknown
 * method a -32601; a method's own SolanaRpcError goes out as it is; anything else is a -32603. Requests without
 * an id are notifications and get no answer (web3.js pings its socket that way).
 */
import { RPC_ERROR_CODES, SolanaRpcError } from './rpc-error.js';

type Id = string | number | null;
export type JsonRpcResponse = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: unknown };

/** Answers one request; undefined means "not mine" (the WebSocket layer offers subscriptions first). */
export type Handler = (method: string, params: unknown) => unknown;

function failure(id: Id, error: SolanaRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: error.toJSON() };
}

function answerOne(request: unknown, handle: Handler): JsonRpcResponse | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return failure(null, new SolanaRpcError(RPC_ERROR_CODES.invalidRequest, 'Invalid request'));
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const validId = typeof id === 'string' || typeof id === 'number' || id === null ? id : undefined;
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (id !== undefined && validId === undefined)) {
    return failure(validId ?? null, new SolanaRpcError(RPC_ERROR_CODES.invalidRequest, 'Invalid request'));
  }
  try {
    const result = handle(method, params);
    return validId === undefined ? undefined : { jsonrpc: '2.0', id: validId, result };
  } catch (error) {
    if (validId === undefined) return undefined;
    if (error instanceof SolanaRpcError) return failure(validId, error);
    console.error(`solana devstack: ${method} failed`, error);
    return failure(validId, new SolanaRpcError(RPC_ERROR_CODES.internalError, 'Internal error'));
  }
}

/** The answer to a raw body, ready to send; undefined when nothing is to be sent (only notifications). */
export function answerBody(body: string, handle: Handler): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return JSON.stringify(failure(null, new SolanaRpcError(RPC_ERROR_CODES.parseError, 'Parse error')));
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return JSON.stringify(failure(null, new SolanaRpcError(RPC_ERROR_CODES.invalidRequest, 'Invalid request')));
    const answers = parsed.map((request) => answerOne(request, handle)).filter((answer) => answer !== undefined);
    return answers.length === 0 ? undefined : JSON.stringify(answers);
  }
  const answer = answerOne(parsed, handle);
  return answer && JSON.stringify(answer);
}

/** A method-table handler: unknown names are a -32601. */
export function tableHandler(methods: Record<string, (params: unknown) => unknown>): Handler {
  return (method, params) => {
    if (!Object.hasOwn(methods, method)) throw new SolanaRpcError(RPC_ERROR_CODES.methodNotFound, 'Method not found');
    return methods[method]!(params);
  };
}
