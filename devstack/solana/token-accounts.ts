/**
 * SPL token accounts and mints (classic token program and Token-2022) read from account data, in the
 * `jsonParsed` shape a Solana node gives them (`{program: 'spl-token', parsed: {type: 'account', info: ...}}`)
 * and as the token balances of a transaction's meta.
 */
import { ACCOUNT_SIZE, AccountLayout, MINT_SIZE, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';

export const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()] as const;

/** The parts of an account this module reads. */
export type RawAccount = { owner: string; data: Uint8Array };

export type TokenAmount = { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string };

export type ParsedTokenAccount = {
  mint: string;
  owner: string;
  amount: bigint;
  state: 'uninitialized' | 'initialized' | 'frozen';
  isNative: boolean;
  delegate: string | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
  rentExemptReserve: bigint | null;
};

export type ParsedMint = { decimals: number; supply: bigint; mintAuthority: string | null; freezeAuthority: string | null; isInitialized: boolean };

/** Token-2022 writes an account-type byte after the base layout when an account carries extensions. */
const TOKEN_2022_ACCOUNT_TYPE_OFFSET = ACCOUNT_SIZE;
const ACCOUNT_TYPE = { mint: 1, account: 2 } as const;

function isTokenProgram(owner: string): boolean {
  return (TOKEN_PROGRAMS as readonly string[]).includes(owner);
}

function kind(account: RawAccount): 'account' | 'mint' | undefined {
  if (!isTokenProgram(account.owner)) return undefined;
  if (account.data.length === ACCOUNT_SIZE) return 'account';
  if (account.data.length === MINT_SIZE) return 'mint';
  if (account.data.length > ACCOUNT_SIZE) {
    const type = account.data[TOKEN_2022_ACCOUNT_TYPE_OFFSET];
    if (type === ACCOUNT_TYPE.account) return 'account';
    if (type === ACCOUNT_TYPE.mint) return 'mint';
  }
  return undefined;
}

const STATES = ['uninitialized', 'initialized', 'frozen'] as const;

export function parseTokenAccount(account: RawAccount): ParsedTokenAccount | undefined {
  if (kind(account) !== 'account') return undefined;
  const raw = AccountLayout.decode(account.data.subarray(0, ACCOUNT_SIZE));
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    state: STATES[raw.state] ?? 'uninitialized',
    isNative: raw.isNativeOption === 1,
    delegate: raw.delegateOption === 1 ? raw.delegate.toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    closeAuthority: raw.closeAuthorityOption === 1 ? raw.closeAuthority.toBase58() : null,
    rentExemptReserve: raw.isNativeOption === 1 ? raw.isNative : null,
  };
}

export function parseMint(account: RawAccount): ParsedMint | undefined {
  if (kind(account) !== 'mint') return undefined;
  const raw = MintLayout.decode(account.data.subarray(0, MINT_SIZE));
  return {
    decimals: raw.decimals,
    supply: raw.supply,
    mintAuthority: raw.mintAuthorityOption === 1 ? raw.mintAuthority.toBase58() : null,
    freezeAuthority: raw.freezeAuthorityOption === 1 ? raw.freezeAuthority.toBase58() : null,
    isInitialized: raw.isInitialized,
  };
}

/** `amount` base units of a token with `decimals` decimals, as the node words it. */
export function tokenAmount(amount: bigint, decimals: number): TokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

function programName(owner: string): string {
  return owner === TOKEN_PROGRAM_ID.toBase58() ? 'spl-token' : 'spl-token-2022';
}

/**
 * The `jsonParsed` form of a token account or mint, or undefined for any other account (the node then falls
 * back to base64). `decimalsOf` reads a mint's decimals (a token account's amount needs them).
 */
export function jsonParsedTokenData(account: RawAccount, decimalsOf: (mint: string) => number | undefined): unknown {
  const tokenAccount = parseTokenAccount(account);
  if (tokenAccount) {
    const decimals = decimalsOf(tokenAccount.mint);
    if (decimals === undefined) return undefined;
    const info: Record<string, unknown> = {
      isNative: tokenAccount.isNative,
      mint: tokenAccount.mint,
      owner: tokenAccount.owner,
      state: tokenAccount.state,
      tokenAmount: tokenAmount(tokenAccount.amount, decimals),
    };
    if (tokenAccount.delegate) {
      info.delegate = tokenAccount.delegate;
      info.delegatedAmount = tokenAmount(tokenAccount.delegatedAmount, decimals);
    }
    if (tokenAccount.closeAuthority) info.closeAuthority = tokenAccount.closeAuthority;
    if (tokenAccount.rentExemptReserve !== null) info.rentExemptReserve = tokenAmount(tokenAccount.rentExemptReserve, decimals);
    return { program: programName(account.owner), parsed: { info, type: 'account' }, space: account.data.length };
  }
  const mint = parseMint(account);
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    };
    return { program: programName(account.owner), parsed: { info, type: 'mint' }, space: account.data.length };
  }
  return undefined;
}

/** A base58 address, or undefined when it is not one (32 bytes). */
export function publicKeyOrUndefined(value: string): PublicKey | undefined {
  try {
    return new PublicKey(value);
  } catch {
    return undefined;
  }
}
