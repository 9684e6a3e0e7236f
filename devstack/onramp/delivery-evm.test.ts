/**
 * A purchase end to end on a real anvil chain (Devnet A only, to stay quick): quote and order through the API,
 * the card form posted as a browser posts it, and the USDC (then ETH) arriving in a fresh wallet from the
 * treasury, which was funded at start without a transaction from any dev account.
 */
import { createPublicClient, erc20Abi, formatEther, http, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYED_CONTRACTS } from '../chains/deployment.js';
import { freePort, startChains, type RunningChains } from '../chains/index.js';
import { DEV_ACCOUNTS } from '../config.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { EVM_TREASURY, EVM_TREASURY_USDC } from './delivery/treasury.js';
import { startOnramp, type RunningOnramp } from './start-onramp.js';

const BUYER: Address = '0x00000000000000000000000000000000000b0b1e';
let chains: RunningChains;
let onramp: RunningOnramp;
let client: ReturnType<typeof createPublicClient>;
let devNonceBefore: number;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const [chain] = chains.chains;
  client = createPublicClient({ chain: chain!.viemChain, transport: http(chain!.rpcUrl) });
  devNonceBefore = await client.getTransactionCount({ address: DEV_ACCOUNTS[0].address });
  onramp = await startOnramp({
    port: 0,
    chains: [{ chainId: chain!.chainId, name: chain!.name, rpcUrl: chain!.rpcUrl }],
    solana: { caip2: SOLANA_DEVSTACK_CAIP2, rpcUrl: 'http://127.0.0.1:9' },
  });
});
afterAll(async () => {
  await onramp?.stop();
  await chains?.stop();
});

async function api(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${onramp.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

async function buy(symbol: string, amount: string): Promise<{ quote: Record<string, unknown>; order: Record<string, unknown> }> {
  const quote = await api('/api/quotes', { provider: 'coinbase', purchaseCurrency: symbol, paymentCurrency: 'USD', paymentMethod: 'card', amount, network: 'eip155:31337' });
  const created = await api('/api/orders', { provider: 'coinbase', quoteId: quote['quoteId'], destinationAddress: BUYER, network: 'walletport-devnet-a', partnerUserId: 'test' });
  const answer = await fetch(`${String(created['url'])}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holder: 'Ada Lovelace' }),
  });
  expect(answer.status).toBe(200);
  await onramp.idle();
  const listed = (await api(`/api/orders?address=${BUYER.toUpperCase().replace('0X', '0x')}`))['orders'] as Record<string, unknown>[];
  return { quote, order: listed.find((order) => order['id'] === created['orderId'])! };
}

describe('delivery on an EVM chain', () => {
  it('funds the treasury by storage: no dev account sent anything', async () => {
    expect(await client.getTransactionCount({ address: DEV_ACCOUNTS[0].address })).toBe(devNonceBefore);
    const balance = await client.readContract({ address: DEPLOYED_CONTRACTS.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [EVM_TREASURY.address] });
    expect(balance).toBe(EVM_TREASURY_USDC);
  });

  it('delivers the quoted USDC from the treasury once the card is paid', async () => {
    const { quote, order } = await buy('USDC', '50');
    expect(quote['purchaseAmount']).toEqual({ amount: '49', currency: 'USDC' });
    expect(order).toMatchObject({ status: 'success', caipNetworkId: 'eip155:31337', treasuryAddress: EVM_TREASURY.address, failureReason: null });
    const balance = await client.readContract({ address: DEPLOYED_CONTRACTS.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [BUYER] });
    expect(balance).toBe(49_000_000n);
    const receipt = await client.getTransactionReceipt({ hash: order['txHash'] as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(EVM_TREASURY.address.toLowerCase());
  });

  it('delivers ETH as a plain send', async () => {
    const { quote, order } = await buy('ETH', '31.00');
    // 31.00 - 0.31 - 0.50 = 30.19 USD at 3000 USD per ETH.
    expect(quote['purchaseAmount']).toEqual({ amount: '0.010063333333333333', currency: 'ETH' });
    expect(order['status']).toBe('success');
    expect(formatEther(await client.getBalance({ address: BUYER }))).toBe('0.010063333333333333');
  });
});
