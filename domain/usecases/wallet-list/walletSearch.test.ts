/** walletSearch.ts through the list's facade (its one client): debounce, minimum wait, latest answer only. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, WALLET_SEARCH_ENTRIES, WALLET_SEARCH_MIN_WAIT_MS } from '../../entities/constants.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { CHAIN, ids, wallets, walletListWorld } from './testing/walletListWorld.js';

describe('WalletListUseCase: search', () => {
  const catalogueWallets = [
    ...wallets(5),
    catalogueWallet({ id: 'mm', name: 'MetaMask', chains: [CHAIN] }),
    catalogueWallet({ id: 'meta', name: 'Metal Wallet', chains: [CHAIN] }),
    catalogueWallet({ id: 'excluded', name: 'Meta Excluded', chains: [CHAIN] }),
  ];

  it('debounces typing, trims the query, asks for 100 entries and reports SEARCH_WALLET', async () => {
    const { useCase, catalogue, scheduler, events } = walletListWorld({ excludeWalletIds: ['excluded'] }, catalogueWallets);
    useCase.search('  meta  ');
    expect(useCase.snapshot).toMatchObject({ search: 'meta', searchStatus: 'debouncing' });
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(catalogue.calls.getWallets).toEqual([]);
    await scheduler.advanceAsync(1);
    expect(catalogue.calls.getWallets).toEqual([
      { page: 1, entries: WALLET_SEARCH_ENTRIES, search: 'meta', exclude: ['excluded'], chains: [CHAIN] },
    ]);
    expect(events).toEqual([{ type: 'track', event: 'SEARCH_WALLET', properties: { search: 'meta' } }]);
    expect(useCase.snapshot.searchStatus).toBe('loading');
  });

  it('shows the answer no sooner than 300 ms after the request went out', async () => {
    const { useCase, scheduler } = walletListWorld({}, catalogueWallets);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    // The catalogue has answered by now; the minimum wait holds it back.
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS - 1);
    expect(useCase.snapshot).toMatchObject({ searchStatus: 'loading', searchResults: [] });
    await scheduler.advanceAsync(1);
    expect(useCase.snapshot.searchStatus).toBe('ready');
    expect(ids(useCase.snapshot.searchResults)).toEqual(['mm', 'meta', 'excluded']);
  });

  it('shows a slow answer when it arrives', async () => {
    const { useCase, catalogue, scheduler } = walletListWorld({}, catalogueWallets);
    const release = catalogue.holdWallets();
    useCase.search('metamask');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS + 1000);
    expect(useCase.snapshot.searchStatus).toBe('loading');
    release();
    await scheduler.advanceAsync(0);
    expect(useCase.snapshot).toMatchObject({ searchStatus: 'ready' });
    expect(ids(useCase.snapshot.searchResults)).toEqual(['mm']);
  });

  it('restarts the debounce on every change and sends only the last query', async () => {
    const { useCase, catalogue, scheduler } = walletListWorld({}, catalogueWallets);
    useCase.search('m');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    useCase.search('me');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    useCase.search('met');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(catalogue.calls.getWallets).toEqual([]);
    await scheduler.advanceAsync(1);
    expect(catalogue.calls.getWallets.map((call) => call.search)).toEqual(['met']);
  });

  it('does not restart for the same trimmed query', async () => {
    const { useCase, catalogue, scheduler } = walletListWorld({}, catalogueWallets);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 100);
    useCase.search('meta ');
    await scheduler.advanceAsync(100);
    expect(catalogue.calls.getWallets).toHaveLength(1);
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    useCase.search(' meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(catalogue.calls.getWallets).toHaveLength(1);
    expect(useCase.snapshot.searchStatus).toBe('ready');
  });

  it('an empty query clears the search, and an answer on its way is dropped', async () => {
    const { useCase, catalogue, scheduler } = walletListWorld({}, catalogueWallets);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(catalogue.calls.getWallets).toHaveLength(1);
    useCase.search('   ');
    expect(useCase.snapshot).toMatchObject({ search: '', searchStatus: 'idle', searchResults: [] });
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    expect(useCase.snapshot).toMatchObject({ search: '', searchStatus: 'idle', searchResults: [] });
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('only the latest query is ever shown', async () => {
    const { useCase, catalogue, scheduler } = walletListWorld({}, catalogueWallets);
    const release = catalogue.holdWallets();
    useCase.search('metamask');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    useCase.search('metal');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    release();
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    expect(useCase.snapshot.search).toBe('metal');
    expect(ids(useCase.snapshot.searchResults)).toEqual(['meta']);
  });

  it('a failed search becomes a retryable error (at the minimum wait, not before) and never throws', async () => {
    const { useCase, catalogue, scheduler } = walletListWorld({}, catalogueWallets);
    catalogue.failWalletsWith = walletportError('HTTP_STATUS', [500]);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS - 1);
    expect(useCase.snapshot.searchStatus).toBe('loading');
    await scheduler.advanceAsync(1);
    expect(useCase.snapshot.searchStatus).toBe('error');
    expect(useCase.snapshot.searchError).toMatchObject({ operation: 'search', retryable: true });
    expect(useCase.snapshot.searchError?.error.shortMessage).toBe('HTTP status code: 500');

    catalogue.failWalletsWith = undefined;
    useCase.retrySearch();
    expect(useCase.snapshot.searchStatus).toBe('loading');
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    expect(useCase.snapshot).toMatchObject({ searchStatus: 'ready', searchError: undefined });
    expect(catalogue.calls.getWallets).toHaveLength(2);
  });
});
