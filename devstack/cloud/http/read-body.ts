/** Reads a request body up to a size limit, and parses it as JSON on demand. */
import type { IncomingMessage } from 'node:http';
import { badRequest, HttpError } from './http-error.js';

export const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new HttpError(413, [{ name: 'body', description: `The body is larger than ${limit} bytes` }]);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw badRequest('body', 'A JSON body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body', 'The body is not valid JSON');
  }
}
