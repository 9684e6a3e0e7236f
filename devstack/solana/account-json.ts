/**
 * An account as the RPC answers it (`{data, executable, lamports, owner, rentEpoch, space}`) in the encoding
 * asked for. jsonParsed parses token accounts and mints and falls back to base64 for anything else, as a node
 * does; base58 refuses data past 128 bytes, as a node does.
 */
import { getBase58Decoder } from '@solana/kit';
import type { LedgerAccount } from './ledger.js';
import { RPC_ERROR_CODES, SolanaRpcError, invalidParams } from './rpc-error.js';
import { jsonParsedTokenData, parseMint } from './token-accounts.js';

export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed';

/** Every account is rent-exempt now: nodes report u64::MAX as its rent epoch (a JSON number: 2^64 is the nearest double). */
const RENT_EXEMPT_EPOCH = 2 ** 64 - 1;
const MAX_BASE58_BYTES = 128;

export type EncodeOptions = {
  encoding: AccountEncoding;
  dataSlice?: { offset: number; length: number } | undefined;
  /** Reads other accounts (a token account's mint, for its decimals). */
  read: (address: string) => LedgerAccount | undefined;
};

export function accountJson(account: LedgerAccount, options: EncodeOptions): Record<string, unknown> {
  return {
    data: encodeData(account, options),
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  };
}

function encodeData(account: LedgerAccount, { encoding, dataSlice, read }: EncodeOptions): unknown {
  if (encoding === 'jsonParsed') {
    const parsed = jsonParsedTokenData(account, (mint) => {
      const mintAccount = read(mint);
      return mintAccount && parseMint(mintAccount)?.decimals;
    });
    if (parsed !== undefined) return parsed;
  }
  const data = dataSlice ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : account.data;
  if (encoding === 'base58') {
    if (data.length > MAX_BASE58_BYTES) {
      throw new SolanaRpcError(RPC_ERROR_CODES.invalidRequest, 'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.');
    }
    return [getBase58Decoder().decode(data), 'base58'];
  }
  if (encoding === 'base64+zstd') throw invalidParams('Invalid params: base64+zstd is not served by the devstack node; use base64.');
  return [Buffer.from(data).toString('base64'), 'base64'];
}
