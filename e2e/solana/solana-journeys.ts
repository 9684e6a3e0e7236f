/**
 * What the Solana journeys share: the local Solana chain read over its JSON-RPC (balances in lamports, a token
 * account's amount), the Solana test wallet's name and state, and reading a shown SOL amount back.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { solanaWalletControl } from '../harness.js';

export const SOLANA_TEST_WALLET_NAME = 'Walletport Solana Test Wallet';
/** The devstack's USDC-like token ("Walletport USD", 6 decimals; devstack/solana/README.md). */
export const SOLANA_USDC_MINT = 'CMkgvgyd1Lj3NBBrTSPQ656ncYXKV26JiKjFrTv9j7nV';

export async function solanaRpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(inject('devstack').solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

/** getBalance on the local chain, in lamports. */
export async function lamportsOf(address: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]);
  return BigInt(value);
}

/** The owner's balance of `mint` as the chain's token accounts say it (a decimal string, e.g. '10000'). */
export async function tokenAmountOf(owner: string, mint: string): Promise<string> {
  const { value } = await solanaRpc<{ value: { account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } } }[] }>(
    'getTokenAccountsByOwner',
    [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
  );
  const [first] = value;
  if (!first) throw new Error(`${owner} holds no account of ${mint}`);
  return first.account.data.parsed.info.tokenAmount.uiAmountString;
}

/** Lamports floored to thousandths of a SOL (what the modal shows, floored to 3 decimals). */
export function solThousandths(lamports: bigint): bigint {
  return lamports / 1_000_000n;
}

/** The thousandths of the first `<number> SOL` in a text ('99.995 SOL' -> 99995n), thousands separators allowed. */
export function shownSolThousandths(text: string | null): bigint | undefined {
  const match = /(?<![\w.])([\d,]+)(?:\.(\d{1,3}))?\s*SOL/.exec(text ?? '');
  if (!match) return undefined;
  return BigInt(match[1]!.replaceAll(',', '')) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/**
 * Whether `text` shows the account's SOL balance as the chain holds it now (floored to 3 decimals); read again
 * on every poll, so a transfer another journey makes meanwhile is not taken for a wrong display.
 */
export async function showsChainSol(text: string | null, address: string): Promise<boolean> {
  return shownSolThousandths(text) === solThousandths(await lamportsOf(address));
}

/** The Solana test wallet's own view: its address and whether it gave the page its account. */
export async function solanaWalletState(page: Page): Promise<{ connected: boolean; accountIndex: number; address: string }> {
  return (await solanaWalletControl(page, 'wallet.state()')) as { connected: boolean; accountIndex: number; address: string };
}

/** The features of the prompting calls the page made of the Solana test wallet (connect, sign, send). */
export async function solanaWalletRequests(page: Page): Promise<string[]> {
  return (await solanaWalletControl(page, 'wallet.requests.map((entry) => entry.feature)')) as string[];
}
