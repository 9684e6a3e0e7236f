/** Accounts: balances, account data, token accounts, rent, and the faucet's airdrops. */
import { z } from 'zod';
import { accountJson, type AccountEncoding } from './account-json.js';
import type { LedgerAccount } from './ledger.js';
import { invalidParams } from './rpc-error.js';
import { withContext, type RpcMethod, type SolanaNode } from './rpc-context.js';
import { accountConfig, commitmentConfig, positional, pubkeyParam, tokenAccountsFilter } from './rpc-params.js';
import { parseMint, parseTokenAccount, TOKEN_PROGRAMS, tokenAmount } from './token-accounts.js';
import { PublicKey } from '@solana/web3.js';

/** getMultipleAccounts answers at most this many addresses, as a node does. */
const MAX_MULTIPLE_ACCOUNTS = 100;

function encodeOrNull(node: SolanaNode, account: LedgerAccount | undefined, config: z.infer<typeof accountConfig>, fallback: AccountEncoding): unknown {
  if (!account) return null;
  if (config?.dataSlice && config.encoding === 'jsonParsed') throw invalidParams('Invalid params: dataSlice is not supported with jsonParsed encoding.');
  return accountJson(account, { encoding: config?.encoding ?? fallback, dataSlice: config?.dataSlice, read: (at) => node.ledger.account(at) });
}

export const accountMethods: Record<string, RpcMethod> = {
  getBalance: (params, node) => {
    const at = positional(params, 1);
    const address = at(0, pubkeyParam);
    at(1, commitmentConfig);
    return withContext(node, Number(node.ledger.account(address)?.lamports ?? 0n));
  },
  getAccountInfo: (params, node) => {
    const at = positional(params, 1);
    const address = at(0, pubkeyParam);
    const config = at(1, accountConfig);
    return withContext(node, encodeOrNull(node, node.ledger.account(address), config, 'base58'));
  },
  getMultipleAccounts: (params, node) => {
    const at = positional(params, 1);
    const addresses = at(0, z.array(pubkeyParam));
    const config = at(1, accountConfig);
    if (addresses.length > MAX_MULTIPLE_ACCOUNTS) throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    return withContext(
      node,
      addresses.map((address) => encodeOrNull(node, node.ledger.account(address), config, 'base64')),
    );
  },
  getTokenAccountsByOwner: (params, node) => {
    const at = positional(params, 2);
    const owner = at(0, pubkeyParam);
    const filter = at(1, tokenAccountsFilter);
    const config = at(2, accountConfig);
    let programs: readonly string[];
    let mint: string | undefined;
    if ('programId' in filter) {
      if (!TOKEN_PROGRAMS.includes(filter.programId as (typeof TOKEN_PROGRAMS)[number])) throw invalidParams('Invalid param: unrecognized Token program id');
      programs = [filter.programId];
    } else {
      mint = filter.mint;
      const mintAccount = node.ledger.account(mint);
      if (!mintAccount || !parseMint(mintAccount)) throw invalidParams('Invalid param: could not find mint');
      programs = [mintAccount.owner];
    }
    const accounts = programs
      .flatMap((program) => node.ledger.accountsOwnedBy(program))
      .filter((account) => {
        const token = parseTokenAccount(account);
        return token !== undefined && token.owner === owner && (mint === undefined || token.mint === mint);
      })
      .sort((a, b) => a.address.localeCompare(b.address));
    return withContext(
      node,
      accounts.map((account) => ({ pubkey: account.address, account: encodeOrNull(node, account, config, 'base58') })),
    );
  },
  getTokenAccountBalance: (params, node) => {
    const at = positional(params, 1);
    const address = at(0, pubkeyParam);
    at(1, commitmentConfig);
    const account = node.ledger.account(address);
    const token = account && parseTokenAccount(account);
    const mintAccount = token && node.ledger.account(token.mint);
    const decimals = mintAccount && parseMint(mintAccount)?.decimals;
    if (!token || decimals === undefined) throw invalidParams('Invalid param: not a Token account');
    return withContext(node, tokenAmount(token.amount, decimals));
  },
  getMinimumBalanceForRentExemption: (params, node) => {
    const at = positional(params, 0);
    const length = at(0, z.number().int().nonnegative().max(10 * 1024 * 1024).optional()) ?? 0;
    at(1, commitmentConfig);
    return node.ledger.minimumBalanceForRentExemption(length);
  },
  requestAirdrop: (params, node) => {
    const at = positional(params, 2);
    const address = at(0, pubkeyParam);
    const lamports = at(1, z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
    at(2, commitmentConfig);
    return node.ledger.transfer(node.faucet, new PublicKey(address).toBase58(), BigInt(lamports));
  },
};
