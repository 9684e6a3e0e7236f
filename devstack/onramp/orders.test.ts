/**
 * Orders in SQLite and their lifecycle: one payment per order, a failed delivery recorded with nothing
 * delivered, the listing (newest first, EVM addresses in any case, only submitted orders), and the file kept
 * across a restart, where a delivery cut short is marked failed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CheckoutService, DELIVERY_FAILED, DELIVERY_INTERRUPTED } from './checkout-service.js';
import type { OrderSnapshot } from './order.js';
import { OrdersStore } from './orders.store.js';
import { RecordingDeliverer } from './testing.js';

const ADDRESS = '0xAbCdEf0000000000000000000000000000000001';
const dir = await mkdtemp(join(tmpdir(), 'walletport-onramp-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const snapshot: OrderSnapshot = {
  destinationAddress: ADDRESS,
  network: 'walletport-devnet-a',
  networkDisplayName: 'Walletport Devnet A',
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  symbol: 'USDC',
  tokenName: 'USD Coin',
  decimals: 6,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  purchaseAmount: '49',
  purchaseUnits: '49000000',
  paymentTotal: '50.00',
  paymentSubtotal: '49.00',
  providerFee: '0.50',
  networkFee: '0.50',
  paymentCurrency: 'USD',
  quotedMethod: 'card',
  partnerUserId: 'p',
  treasuryAddress: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
};
const PAY = { number: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Ada Lovelace' };

describe('orders', () => {
  it('pays an order once, delivers it, and lists only submitted orders, newest first', async () => {
    let now = 1_000;
    const store = await OrdersStore.open(undefined, () => now);
    const deliverer = new RecordingDeliverer();
    const checkout = new CheckoutService(store, deliverer);
    store.insert({ id: 'a', provider: 'coinbase', snapshot });
    now += 1;
    store.insert({ id: 'b', provider: 'meld', snapshot });
    expect(store.purchasesTo(ADDRESS)).toEqual([]);
    expect(checkout.payByCard('a', PAY)).toMatchObject({ kind: 'submitted', order: { status: 'in_progress' } });
    expect(checkout.payByCard('a', PAY)).toMatchObject({ kind: 'already_submitted' });
    expect(checkout.payByCard('b', { ...PAY, number: '4000000000000002' })).toMatchObject({ kind: 'submitted', order: { status: 'failed' } });
    await checkout.idle();
    expect(deliverer.deliveries).toHaveLength(1);
    expect(store.purchasesTo(ADDRESS.toLowerCase()).map(({ id, status }) => [id, status])).toEqual([['b', 'failed'], ['a', 'success']]);
    expect(store.get('a')?.txHash).toMatch(/^0x0+1$/);
    expect(checkout.payByCard('missing', PAY)).toEqual({ kind: 'not_found' });
  });

  it('records a failed delivery as failed, with its reason', async () => {
    const store = await OrdersStore.open(undefined);
    const deliverer = new RecordingDeliverer();
    deliverer.fail = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const checkout = new CheckoutService(store, deliverer);
    store.insert({ id: 'c', provider: 'coinbase', snapshot });
    checkout.payByCard('c', PAY);
    await checkout.idle();
    expect(store.get('c')).toMatchObject({ status: 'failed', failureReason: DELIVERY_FAILED, txHash: null });
    expect(logged).toHaveBeenCalledWith('[onramp] delivery of order c failed', expect.any(Error));
    logged.mockRestore();
  });

  it('keeps the orders in its file across a restart, and fails a delivery the stop cut short', async () => {
    const file = join(dir, 'onramp.sqlite');
    const first = await OrdersStore.open(file);
    first.insert({ id: 'kept', provider: 'meld', snapshot });
    first.insert({ id: 'cut', provider: 'meld', snapshot });
    first.transition('kept', ['created'], 'failed', { paymentMethod: 'card', failureReason: 'Your card was declined.' });
    first.transition('cut', ['created'], 'in_progress', { paymentMethod: 'card' });
    first.close();
    const second = await OrdersStore.open(file);
    new CheckoutService(second, new RecordingDeliverer()).failInterrupted();
    expect(second.get('kept')).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.', provider: 'meld' });
    expect(second.get('cut')).toMatchObject({ status: 'failed', failureReason: DELIVERY_INTERRUPTED });
    second.close();
  });
});
