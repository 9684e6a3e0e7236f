/**
 * CAIP-122 sign-in messages for the chains that are not eip155, laid out line for line as EIP-4361: the text
 * a wallet signs for a sign-in, and its parser. One layout serves every such family (Solana, Polkadot,
 * Cosmos, Bitcoin); a family only names its blockchain in the header and says which chain ids and addresses
 * it takes. The text is the whole proof: a verifier (the local sign-in server, createLocalSiwx) reads every
 * field back from what was signed, so the builder refuses any value that could add or hide a line (a newline
 * in a statement, a space in a URI), and the parser accepts only text this builder can write. Pure.
 *
 *   {domain} wants you to sign in with your {Blockchain} account:
 *   {address}
 *
 *   {statement}                      (the line and the blank after it only with a statement)
 *
 *   URI: {uri}
 *   Version: 1
 *   Chain ID: {namespace}:{reference} (the CAIP-2 id, as AppKit writes it for non-EVM chains)
 *   Nonce: {nonce}
 *   Issued At: {ISO 8601}            (this and every line below only when present)
 *   Expiration Time: {ISO 8601}
 *   Not Before: {ISO 8601}
 *   Request ID: {text}
 *   Resources:
 *   - {uri}
 */
import type { SiwxMessageData } from './siwx-config.js';

/** What sets one family's messages apart. */
export type Caip122Family = {
  /** The blockchain as the header names it: 'Solana', 'Polkadot', 'Cosmos', 'Bitcoin'. */
  blockchain: string;
  /** The message kind in errors: 'Sign-In-With-Solana', 'CAIP-122 Polkadot sign-in'. */
  messageName: string;
  isChainId(chainId: string): boolean;
  /** Whether the text is an address of the family (which network's is a verifier's question). */
  isAddress(address: string): boolean;
};

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
const MAX_TEXT_LENGTH = 20_000;

const headerSuffix = (family: Caip122Family): string => ` wants you to sign in with your ${family.blockchain} account:`;

export type FormatCaip122MessageParameters = { family: Caip122Family; data: SiwxMessageData };
export type FormatCaip122MessageReturnType = string;
/** An Error naming the field that cannot be written into a message. */
export type FormatCaip122MessageErrorType = Error;

/** The message text of `data`; throws for a field that cannot be written (see the rules above). */
export function formatCaip122Message({ family, data }: FormatCaip122MessageParameters): FormatCaip122MessageReturnType {
  const problem = caip122DataProblem({ family, data });
  if (problem) throw new Error(`A ${family.messageName} message cannot hold this ${problem}`);
  const lines = [`${data.domain}${headerSuffix(family)}`, data.accountAddress, ''];
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

export type ParseCaip122MessageParameters = { family: Caip122Family; text: string };
/** The message's data, or undefined for text this module would not have written for the family. */
export type ParseCaip122MessageReturnType = SiwxMessageData | undefined;
export type ParseCaip122MessageErrorType = never;

/** Reads a message back: exactly the layout above, every field by the builder's rules, nothing more. */
export function parseCaip122Message({ family, text }: ParseCaip122MessageParameters): ParseCaip122MessageReturnType {
  if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) return undefined;
  const suffix = headerSuffix(family);
  const lines = text.split('\n');
  const [header, accountAddress, blank] = lines;
  if (header === undefined || !header.endsWith(suffix) || accountAddress === undefined || blank !== '') return undefined;
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
  const data: SiwxMessageData = {
    accountAddress,
    chainId,
    domain: header.slice(0, -suffix.length),
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
  return caip122DataProblem({ family, data }) === undefined ? data : undefined;
}

export type Caip122DataProblemParameters = FormatCaip122MessageParameters;
/** The name of the first field that cannot be written, or undefined when every one fits. */
export type Caip122DataProblemReturnType = string | undefined;
export type Caip122DataProblemErrorType = never;

/** The first field of `data` a message of `family` cannot hold, or undefined when every one fits. */
export function caip122DataProblem({ family, data }: Caip122DataProblemParameters): Caip122DataProblemReturnType {
  if (!DOMAIN.test(data.domain)) return 'domain';
  if (!family.isAddress(data.accountAddress)) return 'address';
  if (!family.isChainId(data.chainId)) return 'chain id';
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
