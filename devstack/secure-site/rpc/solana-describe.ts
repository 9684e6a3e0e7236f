/**
 * What the approval screen says about a Solana request, read by this server from the request itself (never
 * from anything the page says about it): for solana_signMessage the message (its text when it is UTF-8 text,
 * else its bytes in hex); for a transaction, each SOL transfer's receiver and amount in SOL, each token
 * transfer's receiver (the owner of a token account the same transaction opens, else the token account) and
 * amount with the mint's decimals, a token account it opens, any other instruction by its program, the network
 * fee the chain asks for that message, and who pays. The frame adds
 * the app's name and shows the rows as text.
 */
import { Connection, PublicKey, SystemProgram, type VersionedTransaction } from '@solana/web3.js';
import type { ApprovalDescription, ApprovalRow } from '../frame/describe-request.js';
import { decodeTransaction, messageBytes, parseSolanaParams, type SolanaSignMethod } from './solana-params.js';
import type { SecureSiteSolanaChain } from './solana-sign.js';

const HEADINGS: Record<SolanaSignMethod, string> = {
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAndSendTransaction: 'Send transaction',
};

/** The SystemProgram's Transfer instruction: u32 little-endian 2, then the lamports as u64 little-endian. */
const SYSTEM_TRANSFER = 2;
/** The token programs' TransferChecked: u8 12, the amount as u64 little-endian, the mint's decimals (u8). */
const TOKEN_TRANSFER_CHECKED = 12;
const TOKEN_PROGRAMS = [new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')];
/** The associated-token-account program: Create (empty or 0) and CreateIdempotent (1) open `owner`'s account. */
const ASSOCIATED_TOKEN_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

/**
 * What is asked comes first (the message; each transfer's receiver and amount, then the fee), who asks and
 * where after it: the screen shows the first rows without scrolling.
 */
export async function describeSolanaRequest(chain: SecureSiteSolanaChain, method: SolanaSignMethod, params: unknown): Promise<ApprovalDescription> {
  const network: ApprovalRow = { label: 'Network', value: chain.name };
  if (method === 'solana_signMessage') {
    const { message, pubkey } = parseSolanaParams(method, params);
    return { heading: HEADINGS[method], rows: [{ label: 'Message', value: readableMessage(messageBytes(message)) }, { label: 'Account', value: pubkey }, network] };
  }
  const { transaction } = parseSolanaParams(method, params);
  const decoded = decodeTransaction(transaction);
  const from: ApprovalRow = { label: 'From', value: decoded.message.staticAccountKeys[0]?.toBase58() ?? 'unknown' };
  const fee: ApprovalRow = { label: 'Network fee', value: await feeText(chain, decoded) };
  return { heading: HEADINGS[method], rows: [...instructionRows(decoded), fee, from, network] };
}

function instructionRows(transaction: VersionedTransaction): ApprovalRow[] {
  const { staticAccountKeys, compiledInstructions } = transaction.message;
  const keyAt = (index: number | undefined) => (index === undefined ? undefined : staticAccountKeys[index]);
  const textAt = (index: number | undefined) => keyAt(index)?.toBase58() ?? `account #${String(index)} (from a lookup table)`;
  // Token accounts this transaction opens, by address: their owner is who a token transfer to them pays.
  const opened = new Map<string, string>();
  const rows: ApprovalRow[] = [];
  for (const { programIdIndex, accountKeyIndexes: accounts, data: raw } of compiledInstructions) {
    const program = staticAccountKeys[programIdIndex];
    const data = Buffer.from(raw);
    if (program?.equals(SystemProgram.programId) && data.length === 12 && data.readUInt32LE(0) === SYSTEM_TRANSFER) {
      rows.push({ label: 'To', value: textAt(accounts[1]) }, { label: 'Amount', value: `${solText(data.readBigUInt64LE(4))} SOL` });
    } else if (program?.equals(ASSOCIATED_TOKEN_PROGRAM) && (data.length === 0 || data[0] === 0 || data[0] === 1)) {
      opened.set(textAt(accounts[1]), textAt(accounts[2]));
      rows.push({ label: 'Opens a token account', value: `for ${textAt(accounts[2])} (token ${textAt(accounts[3])}), paid by the sender` });
    } else if (program && TOKEN_PROGRAMS.some((token) => token.equals(program)) && data.length === 10 && data[0] === TOKEN_TRANSFER_CHECKED) {
      const destination = textAt(accounts[2]);
      rows.push(
        { label: 'To', value: opened.get(destination) ?? `token account ${destination}` },
        { label: 'Amount', value: `${unitsText(data.readBigUInt64LE(1), data[9]!)} of token ${textAt(accounts[1])}` },
      );
    } else {
      rows.push({ label: 'Instruction', value: `Program ${program?.toBase58() ?? 'unknown'}` });
    }
  }
  return rows;
}

async function feeText(chain: SecureSiteSolanaChain, transaction: VersionedTransaction): Promise<string> {
  try {
    const { value } = await new Connection(chain.rpcUrl, 'confirmed').getFeeForMessage(transaction.message);
    return value === null ? 'Unknown (the blockhash is not known to the chain)' : `${solText(BigInt(value))} SOL`;
  } catch {
    return 'Unknown (the chain did not answer)';
  }
}

/** Lamports as SOL, exact (9 decimals), without trailing zeros. */
export function solText(lamports: bigint): string {
  return unitsText(lamports, 9);
}

/** A token's base units with its decimals, exact, without trailing zeros. */
function unitsText(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction === '' ? (units / scale).toString() : `${units / scale}.${fraction}`;
}

/** UTF-8 text as it reads (control characters other than line breaks and tabs make it bytes), else 0x hex. */
function readableMessage(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex -- exactly the control characters are what is looked for
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return text;
  } catch {
    // Not UTF-8: shown as bytes.
  }
  return `0x${Buffer.from(bytes).toString('hex')}`;
}
