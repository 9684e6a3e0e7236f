/**
 * A purchase end to end on the real local Solana node: the USDC-like token minted by its authority to a fresh
 * wallet's associated token account (created on the way), then SOL sent from the faucet; two purchases of the
 * same amount both land (each transaction names its order, so the second is no replay).
 */
import { Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaTokenAccountOf } from '../solana/seed.js';
import { useSolanaTestNode } from '../solana/testing/solana-test-node.js';
import { SOLANA_TREASURY_ADDRESS } from './delivery/treasury.js';
import { startOnramp, type RunningOnramp } from './start-onramp.js';

const solana = useSolanaTestNode();
const buyer = Keypair.generate().publicKey.toBase58();
let onramp: RunningOnramp;

beforeAll(async () => {
  onramp = await startOnramp({ port: 0, chains: [], solana: { caip2: solana.node.caip2, rpcUrl: solana.node.rpcUrl } });
});
afterAll(() => onramp?.stop());

async function api(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${onramp.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

async function buy(symbol: string, amount: string): Promise<Record<string, unknown>> {
  const quote = await api('/api/quotes', { provider: 'meld', purchaseCurrency: symbol, paymentCurrency: 'USD', amount, network: 'walletport-solana' });
  const created = await api('/api/orders', { quoteId: quote['quoteId'], destinationAddress: buyer, network: solana.node.caip2 });
  const answer = await fetch(`${String(created['url'])}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Grace Hopper' }),
  });
  expect(answer.status).toBe(200);
  await onramp.idle();
  const listed = (await api(`/api/orders?address=${buyer}`))['orders'] as Record<string, unknown>[];
  return listed.find((order) => order['id'] === created['orderId'])!;
}

describe('delivery on the local Solana chain', () => {
  it('mints the quoted USDC to a new wallet, twice for two equal purchases', async () => {
    // 20.00 - 0.30 (meld 1.5 %) - 0.05 = 19.65 USDC.
    const first = await buy('USDC', '20');
    expect(first).toMatchObject({ status: 'success', purchaseAmount: '19.65', caipNetworkId: solana.node.caip2, treasuryAddress: SOLANA_TREASURY_ADDRESS });
    const account = new PublicKey(solanaTokenAccountOf(buyer));
    expect((await solana.connection.getTokenAccountBalance(account)).value.amount).toBe('19650000');
    const second = await buy('USDC', '20');
    expect(second['status']).toBe('success');
    expect(second['txHash']).not.toBe(first['txHash']);
    expect((await solana.connection.getTokenAccountBalance(account)).value.amount).toBe('39300000');
    const landed = await solana.connection.getTransaction(String(second['txHash']), { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.err).toBeNull();
  });

  it('sends the quoted SOL from the faucet', async () => {
    const order = await buy('SOL', '30');
    // 30.00 - 0.45 - 0.05 = 29.50 USD at 150 USD per SOL.
    expect(order).toMatchObject({ status: 'success', purchaseAmount: '0.196666666', symbol: 'SOL' });
    expect(await solana.connection.getBalance(new PublicKey(buyer))).toBe(196_666_666);
  });
});
