/** What an HTTP route of the ledger answers, before the server adds CORS and writes it. */
export type Reply = { status: number; body: string; contentType: 'text/plain' | 'application/json' };

/** One route: a method, a path pattern whose groups are the arguments, and its handler (given the request body and query). */
export type Route = {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: (groups: (string | undefined)[], body: string, query: URLSearchParams) => Reply;
};

export const text = (body: string, status = 200): Reply => ({ status, body, contentType: 'text/plain' });
export const json = (value: unknown, status = 200): Reply => ({ status, body: JSON.stringify(value), contentType: 'application/json' });

/** Esplora's 400 for a txid or block hash that is not 64 hex characters. */
export const INVALID_HEX = text('Invalid hex string', 400);
