/**
 * The Activity tab with on-ramp purchases (happy-dom, the real use cases over the fakes): a purchase reads
 * 'Bought 49.000 USDC' among the chain's transactions by time, its delivery (the same hash on chain) shown
 * once, a pending one 'Buying' with its badge, a failed one 'Buy' with the Failed badge and the reason.
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { fakeActivityTransaction, FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';
import { purchaseTransaction } from './testing/purchases.js';
import { renderWorld, TEST_ADDRESS } from './testing/world.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const DEVNET = walletportDevnetA.caipNetworkId;
const DELIVERY = `0x${'cd'.repeat(32)}`;

const rows = () =>
  [...modal().getByRole('tabpanel').querySelectorAll('li[data-transaction]')].map((row) =>
    [...row.querySelectorAll('.wp-row-title, .wp-row-main > .wp-row-detail')].map((part) => part.textContent).join(' | '),
  );

describe('the Activity tab with purchases', () => {
  it('lists the purchases by time with the transactions, each delivery once, pending and failed ones said', async () => {
    const api = new FakeBlockchainApi();
    api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, DEVNET] };
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 15, hour)).toISOString();
    api.setHistory(TEST_ADDRESS, [
      [
        fakeActivityTransaction({ id: 'send', metadata: { chain: DEVNET, minedAt: at(12), operationType: 'send' } }),
        fakeActivityTransaction({
          id: 'delivery',
          metadata: { chain: DEVNET, minedAt: at(10), operationType: 'receive', hash: DELIVERY },
          transfers: [{ fungible_info: { symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49' } }],
        }),
      ],
    ]);
    api.setPurchases(TEST_ADDRESS, [
      purchaseTransaction({ id: 'pending', status: 'pending', minedAt: at(13), amount: '48.75' }),
      purchaseTransaction({ id: 'bought', status: 'confirmed', minedAt: at(10), hash: DELIVERY }),
      purchaseTransaction({ id: 'declined', status: 'failed', minedAt: at(9), failureReason: 'Your card was declined.' }),
    ]);
    const world = await renderWorld({ ports: { blockchainApi: api } });
    act(() => world.core.modal.open({ view: 'Account' }));
    await settle();
    fireEvent.click(modal().getByRole('tab', { name: 'Activity' }));
    await settle();
    expect(rows()).toEqual([
      'Buying Pending | 48.750 USDC',
      'Send | 0.100 ETH',
      'Bought | 49.000 USDC',
      'Buy Failed | 49.000 USDC | Your card was declined.',
    ]);
    const failed = within(modal().getByRole('tabpanel')).getByText('Failed');
    expect(failed.getAttribute('data-tone')).toBe('error');
  });
});
