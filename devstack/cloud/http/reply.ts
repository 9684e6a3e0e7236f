/** What a handler answers: a status, headers and a body the server writes as is. */
import type { Reason } from './http-error.js';

export type Reply = {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
};

const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonReply(value: unknown, status = 200): Reply {
  return { status, headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store' }, body: JSON.stringify(value) };
}

/** The error body of CONTRACTS.md: `{status: 'ERROR', reasons: [{name, description}]}`. */
export function errorReply(status: number, reasons: readonly Reason[], headers: Record<string, string> = {}): Reply {
  const reply = jsonReply({ status: 'ERROR', reasons }, status);
  return { ...reply, headers: { ...reply.headers, ...headers } };
}

/** A body that announces JSON but does not parse (fault switch `malformed`). */
export function malformedReply(status = 200): Reply {
  return { status, headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store' }, body: '{"data": [{"id": "trunc' };
}

export function emptyReply(status = 204, headers: Record<string, string> = {}): Reply {
  return { status, headers, body: '' };
}
