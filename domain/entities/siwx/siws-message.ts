/**
 * Sign-In-With-Solana messages (CAIP-122 with the solana namespace, laid out line for line as EIP-4361): the
 * text a Solana wallet signs for a sign-in, and its parser. The text is the whole proof: a verifier (the local
 * sign-in server, createLocalSiwx) reads every field back from what was signed, so the builder refuses any
 * value that could add or hide a line (a newline in a statement, a space in a URI), and the parser accepts only
 * text this builder can write. Pure: the modal, the sign-in implementations and the devstack's server share it.
 *
 *   {domain} wants you to sign in with your Solana account:
 *   {base58 address}
 *
 *   {statement}                      (the line and the blank after it only with a statement)
 *
 *   URI: {uri}
 *   Version: 1
 *   Chain ID: solana:{reference}     (the CAIP-2 id, as AppKit writes it for non-EVM chains)
 *   Nonce: {nonce}
 *   Issued At: {ISO 8601}            (this and every line below only when present)
 *   Expiration Time: {ISO 8601}
 *   Not Before: {ISO 8601}
 *   Request ID: {text}
 *   Resources:
 *   - {uri}
 */
import { isSolanaAddress } from '../address/isSolanaAddress.js';
import type { SiwxMessageData } from './siwx-config.js';

export type SiwsMessageData = SiwxMessageData;

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:';
/** CAIP-2 with the solana namespace: the reference is the genesis hash's first 32 base58 characters. */
const SOLANA_CHAIN_ID = /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/;
/** A host (and port) as the message's first line carries it: no whitespace, no path. */
const DOMAIN = /^[^\s/?#@]{1,256}$/;
/** URIs never hold whitespace; bounded like the session schema's texts. */
const URI = /^[^\s]{1,2048}$/;
/** EIP-4361's nonce rule: at least 8 alphanumeric characters. */
const NONCE = /^[a-zA-Z0-9]{8,256}$/;
/** A single line: no line break of any kind. */
const ONE_LINE = /^[^\r\n\u2028\u2029]{1,4096}$/;
/** An RFC 3339 date-time, as Date.toISOString writes it and other wallets do. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** True when `chainId` is a Solana CAIP-2 id (a sign-in on it is a SIWS message). */
export function isSolanaChainId(chainId: string): boolean {
  return SOLANA_CHAIN_ID.test(chainId);
}

export type FormatSiwsMessageParameters = SiwsMessageData;
export type FormatSiwsMessageReturnType = string;
/** An Error naming the field that cannot be written into a message. */
export type FormatSiwsMessageErrorType = Error;

/** The message text of `data`; throws for a field that cannot be written (see the rules above). */
export function formatSiwsMessage(data: FormatSiwsMessageParameters): FormatSiwsMessageReturnType {
  const problem = siwsDataProblem(data);
  if (problem) throw new Error(`A Sign-In-With-Solana message cannot hold this ${problem}`);
  const lines = [`${data.domain}${HEADER_SUFFIX}`, data.accountAddress, ''];
  // As EIP-4361: a blank line, the statement and a blank line; without one, the two blank lines alone.
  if (data.statement !== undefined) lines.push(data.statement, '');
  else lines.push('');
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${data.chainId}`, `Nonce: ${data.nonce}`);
  if (data.issuedAt !== undefined) lines.push(`Issued At: ${data.issuedAt}`);
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources !== undefined && data.resources.length > 0) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`));
  return lines.join('\n');
}

export type ParseSiwsMessageParameters = string;
/** The message's data, or undefined for text this module would not have written. */
export type ParseSiwsMessageReturnType = SiwsMessageData | undefined;

/** Reads a message back: exactly the layout above, every field by the builder's rules, nothing more. */
export function parseSiwsMessage(text: ParseSiwsMessageParameters): ParseSiwsMessageReturnType {
  if (typeof text !== 'string' || text.length > 20_000) return undefined;
  const lines = text.split('\n');
  const [header, accountAddress, blank] = lines;
  if (header === undefined || !header.endsWith(HEADER_SUFFIX) || accountAddress === undefined || blank !== '') return undefined;
  let at = 3;
  let statement: string | undefined;
  if (lines[at] !== '') {
    statement = lines[at];
    if (lines[at + 1] !== '') return undefined;
    at += 2;
  } else {
    at += 1;
  }
  const take = (label: string): string | undefined => {
    const line = lines[at];
    if (line === undefined || !line.startsWith(`${label}: `)) return undefined;
    at += 1;
    return line.slice(label.length + 2);
  };
  const uri = take('URI');
  const version = take('Version');
  const chainId = take('Chain ID');
  const nonce = take('Nonce');
  if (uri === undefined || version === undefined || chainId === undefined || nonce === undefined) return undefined;
  const issuedAt = take('Issued At');
  const expirationTime = take('Expiration Time');
  const notBefore = take('Not Before');
  const requestId = take('Request ID');
  let resources: string[] | undefined;
  if (lines[at] === 'Resources:') {
    resources = [];
    for (at += 1; at < lines.length; at += 1) {
      const line = lines[at] ?? '';
      if (!line.startsWith('- ')) return undefined;
      resources.push(line.slice(2));
    }
    if (resources.length === 0) return undefined;
  }
  if (at !== lines.length) return undefined;
  const data: SiwsMessageData = {
    accountAddress,
    chainId,
    domain: header.slice(0, -HEADER_SUFFIX.length),
    uri,
    version,
    nonce,
    statement,
    resources,
    requestId,
    issuedAt,
    expirationTime,
    notBefore,
  };
  return siwsDataProblem(data) === undefined ? data : undefined;
}

/** The first field of `data` a message cannot hold, or undefined when every one fits. */
export function siwsDataProblem(data: SiwsMessageData): string | undefined {
  if (!DOMAIN.test(data.domain)) return 'domain';
  if (!isSolanaAddress(data.accountAddress)) return 'address';
  if (!isSolanaChainId(data.chainId)) return 'chain id';
  if (data.statement !== undefined && !ONE_LINE.test(data.statement)) return 'statement';
  if (!URI.test(data.uri)) return 'uri';
  if (data.version !== '1') return 'version';
  if (!NONCE.test(data.nonce)) return 'nonce';
  for (const [field, value] of [
    ['issued at', data.issuedAt],
    ['expiration time', data.expirationTime],
    ['not before', data.notBefore],
  ] as const) {
    if (value !== undefined && !(DATE_TIME.test(value) && Number.isFinite(Date.parse(value)))) return field;
  }
  if (data.requestId !== undefined && !ONE_LINE.test(data.requestId)) return 'request id';
  if (data.resources !== undefined && (data.resources.length > 64 || !data.resources.every((resource) => URI.test(resource)))) return 'resource';
  return undefined;
}
