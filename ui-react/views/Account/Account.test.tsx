import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { TOAST_REPLACEMENT_DELAY_MS } from '../../../domain/entities/constants.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { walletportDevnetA, walletportDevnetB, walletportDevnetC } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { ethereum } from '../../../domain/entities/network/chains/ethereum.js';
import { fakeActivityTransaction, FakeBlockchainApi, fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { focused, modal, press, settle } from '../../testing/shadow.js';
import { NFTS_NOT_AVAILABLE, NFTS_SOURCE_NOTE } from './NftsTab.js';
import {
  TEST_ADDRESS,
  TEST_ADDRESS_TRUNCATED,
  renderWorld,
  type WorldOptions,
} from './testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const DEVNET = walletportDevnetA.caipNetworkId;

/** A blockchain API that serves the devnet (the default fake lists public chains only). */
function devnetApi(): FakeBlockchainApi {
  const api = new FakeBlockchainApi();
  api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, DEVNET, walletportDevnetB.caipNetworkId] };
  return api;
}

async function openAccount(options: WorldOptions = {}) {
  const world = await renderWorld(options);
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  return world;
}

const tab = (name: string) => modal().getByRole('tab', { name });
const panel = () => modal().getByRole('tabpanel');

function tx(id: string, minedAt: string, overrides: Parameters<typeof fakeActivityTransaction>[0] = {}): ActivityTransaction {
  return fakeActivityTransaction({ id, ...overrides, metadata: { chain: DEVNET, minedAt, ...overrides.metadata } });
}

describe('the Account view', () => {
  it('is named Account and shows the avatar, the truncated address and the balance with its symbol', async () => {
    await openAccount();
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(modal().getByTestId('account-name').textContent).toBe(TEST_ADDRESS_TRUNCATED);
    expect(modal().getByTestId('account-name').getAttribute('title')).toBe(TEST_ADDRESS);
    expect(modal().getByTestId('account-balance').textContent).toBe('1.234 ETH');
    const avatar = modal().getByTestId('account-name').closest('.wp-account-identity')?.querySelector('.wp-avatar');
    expect(avatar?.getAttribute('data-avatar')).toBe('gradient');
  });

  it('shows a long profile name as text (ellipsised by CSS), with the truncated address under it', async () => {
    const api = new FakeBlockchainApi();
    const name = 'a-remarkably-long-profile-name-that-will-never-fit-in-one-line.reown.id<b>bold</b>';
    api.setIdentity(TEST_ADDRESS, { name, avatar: null });
    await openAccount({ options: { networks: [ethereum] }, ports: { blockchainApi: api } });
    await settle();
    const title = modal().getByTestId('account-name');
    expect(title.textContent).toBe(name);
    expect(title.querySelector('b')).toBeNull();
    expect(title.getAttribute('title')).toBe(name);
    expect(modal().getByText(TEST_ADDRESS_TRUNCATED)).toBeTruthy();
  });

  it('tags the account as its wallet says it is: an EOA, or a smart account when it batches atomically', async () => {
    await openAccount();
    expect(modal().getByTestId('account-type').textContent).toBe('EOA');
    cleanup();
    document.body.innerHTML = '';

    const { core, wallet } = await renderWorld({ connect: false });
    wallet.capabilities = { atomic: { status: 'supported' } };
    await act(() => core.connection.connect({ connectorId: wallet.info.id }));
    act(() => core.modal.open({ view: 'Account' }));
    await settle();
    expect(modal().getByTestId('account-type').textContent).toBe('Smart account');
  });

  it('has a network pill that opens Networks', async () => {
    const { core } = await openAccount();
    fireEvent.click(modal().getByRole('button', { name: 'Network: Walletport Devnet A' }));
    expect(core.router.snapshot.view).toBe('Networks');
  });

  it("copies the address: 'Address copied', or an error toast when the clipboard refuses", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { core, ports } = await openAccount();
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS);
    expect(core.toasts.snapshot).toMatchObject({ open: true, variant: 'success', message: 'Address copied' });

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }));
    await settle();
    // The open toast closes first; the new one shows TOAST_REPLACEMENT_DELAY_MS later.
    act(() => ports.scheduler.advance(TOAST_REPLACEMENT_DELAY_MS));
    expect(core.toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Could not copy to the clipboard' });
  });

  it('shows the feature buttons in walletFeaturesOrder and pushes their views', async () => {
    const { core } = await openAccount();
    const labels = modal()
      .getAllByRole('button')
      .filter((button) => button.classList.contains('wp-feature-button'))
      .map((button) => button.textContent);
    expect(labels).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    expect(core.router.snapshot.view).toBe('Send');
    act(() => core.router.goBack());
    fireEvent.click(modal().getByRole('button', { name: 'Buy' }));
    expect(core.router.snapshot.view).toBe('Buy');
  });

  it("asks for the swap's tokens and gas price when the pointer reaches Swap or Tab does, not for the other buttons", async () => {
    const api = devnetApi();
    await openAccount({ ports: { blockchainApi: api } });
    const swapAsks = () => [api.calls.getSwapTokens.length, api.calls.getGasPrice.length];
    fireEvent.pointerEnter(modal().getByRole('button', { name: 'Send' }));
    fireEvent.focus(modal().getByRole('button', { name: 'Buy' }));
    expect(swapAsks()).toEqual([0, 0]);

    fireEvent.pointerEnter(modal().getByRole('button', { name: 'Swap' }));
    expect(swapAsks()).toEqual([1, 1]);
    expect(api.calls.getSwapTokens[0]).toEqual({ chainId: DEVNET });
    // Focus after the pointer: the answers are on their way already.
    fireEvent.focus(modal().getByRole('button', { name: 'Swap' }));
    expect(swapAsks()).toEqual([1, 1]);
  });

  it('follows a custom order and hides features that are off', async () => {
    await openAccount({ options: { features: { walletFeaturesOrder: ['send', 'receive'], onramp: false } } });
    const labels = modal()
      .getAllByRole('button')
      .filter((button) => button.classList.contains('wp-feature-button'))
      .map((button) => button.textContent);
    expect(labels).toEqual(['Send', 'Receive']);
  });

  it('disconnects, then the modal closes', async () => {
    const { core, wallet } = await openAccount();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(wallet.calls.some((call) => call.method === 'disconnect')).toBe(true);
    expect(core.modal.snapshot.open).toBe(false);
  });

  it("says so when nothing is connected, with a way to Connect", async () => {
    const { core } = await renderWorld({ connect: false });
    act(() => core.modal.open({ view: 'Account' }));
    await settle();
    expect(modal().getByText('No wallet connected')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Connect a wallet' }));
    expect(core.router.snapshot.view).toBe('Connect');
  });
});

describe('the Account tabs', () => {
  it('are a tablist: one tab stop, arrows move and select (wrapping), Home and End', async () => {
    await openAccount();
    expect(modal().getByRole('tablist', { name: 'Account assets' })).toBeTruthy();
    expect(modal().getAllByRole('tab').map((element) => element.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true');
    expect(tab('Tokens').tabIndex).toBe(0);
    expect(tab('NFTs').tabIndex).toBe(-1);
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Tokens').id);
    expect(tab('Tokens').getAttribute('aria-controls')).toBe(panel().id);

    act(() => tab('Tokens').focus());
    press('ArrowRight');
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true');
    expect(focused()).toBe(tab('NFTs'));
    press('End');
    expect(focused()).toBe(tab('Activity'));
    press('ArrowRight');
    expect(focused()).toBe(tab('Tokens'));
    press('ArrowLeft');
    expect(focused()).toBe(tab('Activity'));
    press('Home');
    expect(focused()).toBe(tab('Tokens'));
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Tokens').id);
    await settle();
  });

  it('leave out NFTs and Activity when the activity feature is off', async () => {
    await openAccount({ options: { features: { activity: false } } });
    expect(modal().getAllByRole('tab').map((element) => element.textContent)).toEqual(['Tokens']);
  });
});

describe('the Tokens tab', () => {
  it('shows a loading state while the balances load', async () => {
    const api = devnetApi();
    api.getBalance = () => new Promise(() => undefined);
    await openAccount({ ports: { blockchainApi: api } });
    expect(within(panel()).getByRole('status', { name: '' }).textContent).toBe('Loading tokens');
  });

  it('lists symbol, name, quantity floored to 3 decimals with the symbol, and the USD value in static rows; unsafe icons become glyphs', async () => {
    const api = devnetApi();
    api.setBalances(TEST_ADDRESS, DEVNET, [
      fakeTokenBalance({ chainId: DEVNET, quantity: { decimals: '18', numeric: '1.23456' }, value: 3703.68 }),
      fakeTokenBalance({
        name: 'Dev Dollar',
        symbol: 'DUSD',
        chainId: DEVNET,
        address: `${DEVNET}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
        quantity: { decimals: '6', numeric: '25.9999' },
        value: undefined,
        price: 1,
        iconUrl: 'javascript:alert(1)',
      }),
    ]);
    await openAccount({ ports: { blockchainApi: api } });
    const rows = within(panel()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['ETHEthereum1.234 ETH$3,703.68', 'DDUSDDev Dollar25.999 DUSD$26.00']);
    // The one TokenRow of Send and Swap, as a row with nothing to press.
    expect(within(within(panel()).getByRole('list', { name: 'Tokens' })).queryByRole('button')).toBeNull();
    expect(rows.map((row) => row.querySelector('.wp-token-row')?.getAttribute('data-token'))).toEqual(['ETH', 'DUSD']);
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toMatch(/^https:/);
    expect(rows[1]?.querySelector('img')).toBeNull();
  });

  it("says when there are no tokens (and no native balance either)", async () => {
    const { core, chainAdapter } = await openAccount({ ports: { blockchainApi: devnetApi() } });
    chainAdapter.setBalance(TEST_ADDRESS, DEVNET, 0n);
    await act(() => core.account.refresh({ force: true }));
    await settle();
    expect(modal().getByTestId('account-balance').textContent).toBe('0.000 ETH');
    expect(within(panel()).getByText('No tokens yet')).toBeTruthy();
  });

  it('lists the balance it shows on a network the balance API does not serve (Devnet C), not "No tokens yet"', async () => {
    await openAccount({ options: { networks: [walletportDevnetC] } });
    expect(modal().getByTestId('account-balance').textContent).toBe('1.234 ETH');
    expect(within(panel()).queryByText('No tokens yet')).toBeNull();
    expect(within(panel()).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['EETHEther1.234 ETH']);
  });

  it.each([
    ['500', walletportError('HTTP_STATUS', [500])],
    ['a malformed answer', walletportError('INVALID_RESPONSE', ['GET /v1/supported-chains'])],
  ])("does not say 'No tokens yet' when the supported chains fail (%s): the tokens, or the failure, are shown", async (_, error) => {
    const api = devnetApi();
    api.failAlways('getSupportedChains', error);
    api.setBalances(TEST_ADDRESS, DEVNET, [fakeTokenBalance({ chainId: DEVNET, quantity: { decimals: '18', numeric: '2' } })]);
    await openAccount({ ports: { blockchainApi: api } });
    expect(api.callCount('getBalance')).toBe(1);
    expect(within(panel()).queryByText('No tokens yet')).toBeNull();
    expect(within(panel()).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['ETHEthereum2 ETH$3,000.00']);
    cleanup();
    document.body.innerHTML = '';

    const failing = devnetApi();
    failing.failAlways('getSupportedChains', error);
    failing.failAlways('getBalance', error);
    await openAccount({ ports: { blockchainApi: failing } });
    expect(within(panel()).queryByText('No tokens yet')).toBeNull();
    expect(within(panel()).getByRole('alert').textContent).toContain('Token Balance Unavailable');
  });

  it("shows 'Token Balance Unavailable' with a retry", async () => {
    const api = devnetApi();
    api.failAlways('getBalance');
    const { core } = await openAccount({ ports: { blockchainApi: api } });
    expect(within(panel()).getByRole('alert').textContent).toContain('Token Balance Unavailable');
    const refresh = vi.spyOn(core.account, 'refresh');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalled();
    await settle();
  });
});

describe('the Activity tab', () => {
  async function openActivity(history: readonly (readonly ActivityTransaction[])[], options: WorldOptions = {}) {
    const api = options.ports?.blockchainApi instanceof FakeBlockchainApi ? options.ports.blockchainApi : new FakeBlockchainApi();
    api.setHistory(TEST_ADDRESS, history);
    const world = await openAccount({ ...options, ports: { ...options.ports, blockchainApi: api } });
    fireEvent.click(tab('Activity'));
    await settle();
    return { ...world, api };
  }

  it('fetches nothing until the tab is shown', async () => {
    const api = new FakeBlockchainApi();
    await openAccount({ ports: { blockchainApi: api } });
    expect(api.callCount('getHistory')).toBe(0);
    fireEvent.click(tab('Activity'));
    await settle();
    expect(api.calls.getHistory).toEqual([
      { address: TEST_ADDRESS, chainId: DEVNET },
      { address: TEST_ADDRESS, onramp: 'coinbase' },
    ]);
  });

  it('shows a loading state while the first page loads', async () => {
    const api = new FakeBlockchainApi();
    api.getHistory = () => new Promise(() => undefined);
    await openAccount({ ports: { blockchainApi: api } });
    fireEvent.click(tab('Activity'));
    await settle();
    expect(within(panel()).getByRole('status').textContent).toBe('Loading activity');
  });

  it('groups by month (year shown outside the current year), with signs, amounts and relative times; Load more pages', async () => {
    // The test clock is 2026-01-15 12:00 UTC.
    const received = tx('in', '2026-01-15T11:00:00Z', {
      metadata: { operationType: 'receive' },
      transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.5' } }],
    });
    const burned = tx('burn', '2026-01-10T12:00:00Z', {
      metadata: { operationType: 'burn', status: 'failed' },
      transfers: [{ fungible_info: { name: 'Dev Dollar', symbol: 'DUSD' }, direction: 'out', quantity: { numeric: '1234.5678' } }],
    });
    const older = tx('old', '2025-12-24T12:00:00Z');
    const { api } = await openActivity([[received, burned], [older]]);

    const months = within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(months).toEqual(['January']);
    const rows = within(panel()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['RReceive+0.500 ETHan hour ago', 'BBurn Failed−1,234.568 DUSD5 days ago']);
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-15T11:00:00Z');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Load more' }));
    await settle();
    expect(api.calls.getHistory.at(-1)).toMatchObject({ cursor: 'page-1' });
    expect(within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'January',
      'December 2025',
    ]);
    expect(within(panel()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('hides spam-only NFT transactions and transactions of other chains', async () => {
    await openActivity([
      [
        tx('kept', '2026-01-14T12:00:00Z'),
        tx('spam', '2026-01-14T11:00:00Z', {
          transfers: [{ nft_info: { name: 'Claim your prize', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }],
        }),
        tx('other-chain', '2026-01-14T10:00:00Z', { metadata: { chain: 'eip155:1' } }),
      ],
    ]);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when there is no activity', async () => {
    await openActivity([]);
    expect(within(panel()).getByText('No activity yet')).toBeTruthy();
  });

  it("shows 'Failed to fetch transactions' with a retry, and reports ERROR_FETCH_TRANSACTIONS", async () => {
    const api = new FakeBlockchainApi();
    api.failNext('getHistory');
    const { core } = await openActivity([[tx('a', '2026-01-14T12:00:00Z')]], { ports: { blockchainApi: api } });
    expect(within(panel()).getByRole('alert').textContent).toContain('Failed to fetch transactions');
    expect(core.events.snapshot.history.some((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')).toBe(true);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders untrusted token symbols and icons safely', async () => {
    await openActivity([
      [
        tx('x', '2026-01-14T12:00:00Z', {
          transfers: [
            {
              fungible_info: { name: 'x', symbol: '<img src=x onerror=alert(1)>', icon: { url: 'javascript:alert(1)' } },
              direction: 'in',
              quantity: { numeric: '1' },
            },
          ],
        }),
      ],
    ]);
    const row = within(panel()).getByRole('listitem');
    expect(row.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(row.querySelector('img')).toBeNull();
  });
});

describe('the NFTs tab', () => {
  const nft = (name: string, direction: 'in' | 'out', url = `https://img.test/${name.replace(/\W/g, '')}.png`) => ({
    nft_info: { name, content: { preview: { url } }, flags: { is_spam: false } },
    direction,
    quantity: { numeric: '1' },
  });

  async function openNfts(history: readonly (readonly ActivityTransaction[])[], options: WorldOptions = {}) {
    const api = new FakeBlockchainApi();
    api.setHistory(TEST_ADDRESS, history);
    const world = await openAccount({ ...options, ports: { ...options.ports, blockchainApi: api } });
    fireEvent.click(tab('NFTs'));
    await settle();
    return { ...world, api };
  }

  it('shows the NFTs the activity shows received and not sent since, and says where they come from', async () => {
    await openNfts([
      [
        tx('sent', '2026-01-14T12:00:00Z', { transfers: [nft('Pass #2', 'out')] }),
        tx('got-1', '2026-01-13T12:00:00Z', { transfers: [nft('Pass #1', 'in')] }),
        tx('got-2', '2026-01-12T12:00:00Z', { transfers: [nft('Pass #2', 'in')] }),
        tx('evil', '2026-01-11T12:00:00Z', { transfers: [nft('<script>x</script>', 'in', 'javascript:alert(1)')] }),
      ],
    ]);
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('figcaption')?.textContent)).toEqual(['Pass #1', '<script>x</script>']);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/Pass1.png');
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(within(panel()).getByText(NFTS_SOURCE_NOTE)).toBeTruthy();
  });

  it('says when there are none, and offers to load more activity when there is more', async () => {
    const { api } = await openNfts([[tx('a', '2026-01-14T12:00:00Z')], [tx('b', '2026-01-01T12:00:00Z', { transfers: [nft('Old pass', 'in')] })]]);
    expect(within(panel()).getByText('No NFTs yet')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Load more activity' }));
    await settle();
    expect(api.calls.getHistory.at(-1)).toMatchObject({ cursor: 'page-1' });
    expect(within(panel()).getByText('Old pass')).toBeTruthy();
  });

  it('says NFTs are not available on a network without activity', async () => {
    const { core, wallet } = await openNfts([], { options: { allowUnsupportedChain: true } });
    act(() => wallet.emitChainChanged('eip155:999'));
    await settle();
    expect(core.network.snapshot.isUnsupportedChain).toBe(true);
    expect(within(panel()).getByText(NFTS_NOT_AVAILABLE)).toBeTruthy();
  });
});
