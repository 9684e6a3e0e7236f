import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, WALLET_SEARCH_ENTRIES, WALLET_SEARCH_MIN_WAIT_MS, WALLETS_PER_PAGE } from '../../../domain/entities/constants.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { RECOMMENDED_WALLETS_REQUESTED } from '../../../domain/usecases/wallet-list/wallet-list.usecase.js';
import { TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import type { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import type { ImagePreloader } from '../../components/WalletImage/imagePreloader.js';
import { focused, modal, press, settle } from '../../testing/shadow.js';
import { openAllWalletsOn } from './testing/openAllWallets.js';
import { NO_WALLET_FOUND_MESSAGE, SEARCH_FAILED_MESSAGE, SEARCH_LABEL, WALLETS_LOAD_FAILED_MESSAGE } from './AllWallets.js';
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from './WalletGrid.js';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  document.body.innerHTML = '';
});

const CHAIN = TEST_NETWORK.caipNetworkId;
const instantImages: ImagePreloader = { preload: async () => undefined, status: () => undefined };

const wallet = (id: string, name: string, fields: Partial<CatalogueWallet> = {}) => catalogueWallet({ id, name, chains: [CHAIN], ...fields });
const numbered = (count: number) => Array.from({ length: count }, (_, index) => wallet(`w${index}`, `Wallet ${index}`));

type Setup = { wallets?: CatalogueWallet[]; options?: Partial<WalletportOptions>; connectors?: MockConnector[]; catalogue?: FakeWalletCatalogue };

async function openAllWallets({ wallets = numbered(20), options = {}, connectors = [], catalogue }: Setup = {}) {
  const fakeCatalogue = catalogue ?? new FakeWalletCatalogue({ wallets });
  const opened = await openAllWalletsOn({ catalogue: fakeCatalogue, preloader: instantImages, options, connectors });
  return { ...opened, catalogue: fakeCatalogue };
}

const grid = (name = 'Wallets') => modal().getByRole('grid', { name });
const cards = (name = 'Wallets') => within(grid(name)).queryAllByRole('button');
const cardNames = (name = 'Wallets') => cards(name).map((card) => card.querySelector('.wp-wallet-card-name')?.textContent);
const scrollArea = () => modal().getByTestId('wallet-grid-scroll');

async function scrollTo(top: number) {
  const element = scrollArea();
  element.scrollTop = top;
  fireEvent.scroll(element);
  await settle();
}

async function advance(scheduler: VirtualScheduler, ms: number) {
  await act(async () => {
    await scheduler.advanceAsync(ms);
  });
}

describe('the All Wallets view', () => {
  it('has an accessible name and a labelled search field', async () => {
    await openAllWallets();
    expect(modal().getByRole('dialog', { name: 'All Wallets' })).toBeTruthy();
    expect(modal().getByRole('searchbox', { name: SEARCH_LABEL })).toBeTruthy();
  });

  it('shows featured and recommended wallets first, then 40 a page, loading the next page on scroll', async () => {
    const { catalogue } = await openAllWallets({ wallets: numbered(150), options: { featuredWalletIds: ['w100'] } });
    const pages = () => catalogue.calls.getWallets.filter((call) => call.entries === WALLETS_PER_PAGE).map((call) => call.page);
    expect(pages()).toEqual([1]);
    expect(cardNames().slice(0, 3)).toEqual(['Wallet 100', 'Wallet 0', 'Wallet 1']);
    const firstCount = 1 + RECOMMENDED_WALLETS_REQUESTED + WALLETS_PER_PAGE;
    expect(grid().getAttribute('aria-rowcount')).toBe(String(Math.ceil(firstCount / GRID_COLUMNS)));

    // Near the top nothing more is asked.
    await scrollTo(GRID_ROW_HEIGHT);
    expect(pages()).toEqual([1]);

    // At the end of the loaded rows, the next page (once, however many scroll events).
    const release = catalogue.holdWallets();
    const rows = Math.ceil(firstCount / GRID_COLUMNS);
    await scrollTo(rows * GRID_ROW_HEIGHT - 416);
    await scrollTo(rows * GRID_ROW_HEIGHT - 400);
    expect(pages()).toEqual([1, 2]);
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(grid().querySelector('[data-loading-row]')).not.toBeNull();
    release();
    await settle();
    expect(grid().getAttribute('aria-busy')).toBeNull();
    expect(grid().getAttribute('aria-rowcount')).toBe(String(Math.ceil((firstCount + WALLETS_PER_PAGE) / GRID_COLUMNS)));
  });

  it('renders only the rows a scroll brings into view, not every row on screen again', async () => {
    const { core } = await openAllWallets({ wallets: numbered(200) });
    while (core.walletList.snapshot.hasMore) {
      await act(() => core.walletList.loadNextPage());
    }
    await settle();
    const renderedRows = () => new Set(cards().map((card) => Math.floor(Number(card.getAttribute('data-wallet-index')) / GRID_COLUMNS)));
    const before = renderedRows();
    // The clock stands still: the scroll below is a fast one however slow this machine, so the grid asks
    // for no images of the rows in view (AllWallets.images.test.tsx covers when it does).
    vi.spyOn(performance, 'now').mockReturnValue(0);
    // Every card asks its image address when it renders.
    const imageAsked = vi.spyOn(core.walletList, 'walletImageUrl');

    await scrollTo(3 * GRID_ROW_HEIGHT);

    const entered = [...renderedRows()].filter((row) => !before.has(row));
    expect(entered.length).toBeGreaterThan(0);
    // The rows that entered, and the one the roving tab stop moved to (the first wallet scrolled away).
    expect(imageAsked.mock.calls.length).toBeLessThanOrEqual((entered.length + 1) * GRID_COLUMNS);
    expect(renderedRows().size).toBeGreaterThan(entered.length + 1);
  });

  it('keeps only the rows in view in the DOM with 1,000 wallets', async () => {
    const { core } = await openAllWallets({ wallets: numbered(1000) });
    while (core.walletList.snapshot.hasMore) {
      await act(() => core.walletList.loadNextPage());
    }
    await settle();
    expect(grid().getAttribute('aria-rowcount')).toBe('250');
    const rendered = cards().length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(40);
    expect(modal().getByRole('dialog').querySelectorAll('.wp-wallet-card-name')).toHaveLength(rendered);

    // Half way down: the rows there, and still only a few.
    await scrollTo(125 * GRID_ROW_HEIGHT);
    const indexes = cards().map((card) => Number(card.getAttribute('data-wallet-index')));
    expect(indexes).toContain(500);
    expect(indexes).not.toContain(0);
    expect(indexes.length).toBeLessThanOrEqual(40);
    expect(within(grid()).getByText('Wallet 500')).toBeTruthy();
  });

  it('searches with the trimmed query after the debounce, showing results no sooner than the minimum wait', async () => {
    const { catalogue, scheduler } = await openAllWallets({
      wallets: [...numbered(30), wallet('mm', 'MetaMask'), wallet('metal', 'Metal Wallet')],
    });
    const searches = () => catalogue.calls.getWallets.filter((call) => call.search !== undefined);
    fireEvent.change(modal().getByRole('searchbox', { name: SEARCH_LABEL }), { target: { value: '  meta  ' } });
    expect(modal().getByText('Searching wallets')).toBeTruthy();
    await advance(scheduler, DEFAULT_DEBOUNCE_MS - 1);
    expect(searches()).toEqual([]);
    await advance(scheduler, 1);
    expect(searches()).toEqual([{ page: 1, entries: WALLET_SEARCH_ENTRIES, search: 'meta', chains: [CHAIN] }]);
    await advance(scheduler, WALLET_SEARCH_MIN_WAIT_MS - 1);
    expect(modal().queryByRole('grid', { name: 'Search results' })).toBeNull();
    expect(modal().getByText('Searching wallets')).toBeTruthy();
    await advance(scheduler, 1);
    expect(cardNames('Search results')).toEqual(['MetaMask', 'Metal Wallet']);
    expect(modal().getByText('2 wallets found')).toBeTruthy();

    // Clearing the field brings the whole list back at once.
    fireEvent.change(modal().getByRole('searchbox', { name: SEARCH_LABEL }), { target: { value: '' } });
    expect(cardNames().slice(0, 2)).toEqual(['Wallet 0', 'Wallet 1']);
  });

  it('says when no wallet is found', async () => {
    const { scheduler } = await openAllWallets();
    fireEvent.change(modal().getByRole('searchbox', { name: SEARCH_LABEL }), { target: { value: 'nothing like this' } });
    await advance(scheduler, DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS);
    expect(modal().getAllByText(NO_WALLET_FOUND_MESSAGE).length).toBeGreaterThan(0);
    expect(modal().queryByRole('grid')).toBeNull();
  });

  it('shows placeholders while the first wallets load', async () => {
    const catalogue = new FakeWalletCatalogue({ wallets: numbered(10) });
    const release = catalogue.holdWallets();
    await openAllWallets({ catalogue });
    expect(modal().getByText('Loading wallets')).toBeTruthy();
    expect(modal().getByRole('dialog').querySelectorAll('.wp-wallet-card-skeleton').length).toBeGreaterThan(0);
    release();
    await settle();
    expect(cards()).toHaveLength(10);
  });

  it('says when the wallets cannot be loaded, and tries again', async () => {
    const catalogue = new FakeWalletCatalogue({ wallets: numbered(10) });
    catalogue.failWalletsWith = walletportError('HTTP_STATUS', [503]);
    await openAllWallets({ catalogue });
    expect(modal().getByText(WALLETS_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(modal().getByText('HTTP status code: 503')).toBeTruthy();
    catalogue.failWalletsWith = undefined;
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle();
    expect(cards()).toHaveLength(10);
  });

  it('says when a search fails, and tries it again', async () => {
    const { catalogue, scheduler } = await openAllWallets();
    catalogue.failWalletsWith = walletportError('NETWORK_ERROR');
    fireEvent.change(modal().getByRole('searchbox', { name: SEARCH_LABEL }), { target: { value: 'wallet 1' } });
    await advance(scheduler, DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS);
    expect(modal().getByText(SEARCH_FAILED_MESSAGE)).toBeTruthy();
    catalogue.failWalletsWith = undefined;
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await advance(scheduler, WALLET_SEARCH_MIN_WAIT_MS);
    expect(cardNames('Search results')).toContain('Wallet 1');
  });

  it('is one Tab stop moved with the arrow keys; Enter picks the wallet', async () => {
    const installed = new MockConnector({
      info: { id: 'uuid-5', name: 'Wallet 5', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.five' } },
      accounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
      caipNetworkId: CHAIN,
    });
    const wallets = numbered(20).map((entry) => (entry.id === 'w5' ? { ...entry, rdns: 'io.five' } : entry));
    const { core } = await openAllWallets({ wallets, connectors: [installed] });
    const tabbable = cards().filter((card) => card.tabIndex === 0);
    expect(tabbable.map((card) => card.getAttribute('data-wallet-id'))).toEqual(['w0']);

    act(() => tabbable[0]?.focus());
    press('ArrowRight');
    await settle();
    expect(focused()?.getAttribute('data-wallet-id')).toBe('w1');
    press('ArrowDown');
    await settle();
    expect(focused()?.getAttribute('data-wallet-id')).toBe('w5');
    expect(focused()?.textContent).toContain('Installed');
    expect(cards().filter((card) => card.tabIndex === 0).map((card) => card.getAttribute('data-wallet-id'))).toEqual(['w5']);
    press('Home');
    await settle();
    expect(focused()?.getAttribute('data-wallet-id')).toBe('w4');
    press('ArrowRight');
    await settle();

    press('Enter');
    expect(core.router.snapshot.view).toBe('ConnectingExternal');
    expect(core.router.snapshot.data).toMatchObject({ connector: { id: 'uuid-5' }, wallet: { id: 'w5' } });
    act(() => core.connection.cancelConnect());
    act(() => core.router.goBack());
    await settle();

    const plain = cards().find((card) => card.getAttribute('data-wallet-id') === 'w2');
    act(() => plain?.focus());
    press('Enter');
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'w2' } } });
  });

  it('renders hostile names as text and refuses unsafe image addresses', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await openAllWallets({ wallets: [wallet('evil', hostile, { image_url: 'javascript:alert(1)' }), wallet('fine', 'Fine')] });
    expect(within(grid()).getByText(hostile)).toBeTruthy();
    const dialog = modal().getByRole('dialog');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(dialog.innerHTML).not.toContain('javascript:');
  });

  it('clears the search when it closes', async () => {
    const { core, scheduler } = await openAllWallets();
    fireEvent.change(modal().getByRole('searchbox', { name: SEARCH_LABEL }), { target: { value: 'wallet' } });
    await advance(scheduler, DEFAULT_DEBOUNCE_MS);
    act(() => core.router.goBack());
    await settle();
    expect(core.walletList.snapshot).toMatchObject({ search: '', searchStatus: 'idle' });
  });
});
