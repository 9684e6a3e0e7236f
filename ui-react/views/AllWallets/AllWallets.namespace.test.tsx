/**
 * All Wallets opened from the Connect view of SwitchActiveChain (issue 28 follow-up): the grid and its search
 * hold only the wallets that can serve the namespace being added, as the Connect list does: catalogue wallets
 * whose chains name it, and wallets an installed connector of that namespace reaches.
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, WALLET_SEARCH_MIN_WAIT_MS, WALLETS_PER_PAGE } from '../../../domain/entities/constants.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { KEEP_LOCAL_FEATURES, renderWorld, TEST_ADDRESS } from '../Account/testing/world.js';
import { ALL_WALLETS_LABEL } from '../Connect/WalletListSection.js';
import { NO_WALLET_FOUND_MESSAGE, SEARCH_LABEL } from './AllWallets.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const EVM = walletportDevnetA.caipNetworkId;
const SOLANA = solana.caipNetworkId;
const CATALOGUE = [
  catalogueWallet({ id: 'rainbow', name: 'Rainbow Wallet', chains: [EVM] }),
  catalogueWallet({ id: 'phantom', name: 'Phantom Wallet', chains: [EVM, SOLANA] }),
  catalogueWallet({ id: 'solflare', name: 'Solflare Wallet', chains: [SOLANA] }),
  // Its entry names only EVM chains, but its Solana side is installed here (listed with the wallet's rdns).
  catalogueWallet({ id: 'backpack', name: 'Backpack Wallet', rdns: 'app.backpack', chains: [EVM] }),
];
const BACKPACK_SOLANA: Connector = { id: 'wallet-standard:Backpack Wallet', name: 'Backpack Wallet', type: 'ANNOUNCED', chain: 'solana', info: { rdns: 'app.backpack' } };
const BACKPACK_EVM: Connector = { id: 'uuid-backpack', name: 'Backpack Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.backpack' } };

/** The EVM wallet connected, both Backpack sides installed, the Solana network picked and its wallet being added. */
async function allWalletsForSolana() {
  const scheduler = new VirtualScheduler();
  const evmAdapter = new FakeChainAdapter(scheduler);
  const world = await renderWorld({
    options: { networks: [walletportDevnetA, solana] },
    ports: {
      scheduler,
      chainAdapters: new Map([['eip155', evmAdapter], ['solana', new FakeChainAdapter(scheduler, { namespace: 'solana' })]]),
      catalogue: new FakeWalletCatalogue({ wallets: CATALOGUE, projectConfig: KEEP_LOCAL_FEATURES }),
    },
  });
  for (const info of [BACKPACK_EVM, BACKPACK_SOLANA]) {
    world.ports.connectorDiscovery.announce(new MockConnector({ info, accounts: [TEST_ADDRESS], caipNetworkId: EVM }));
  }
  act(() => world.core.modal.open({ view: 'Account' }));
  await act(() => world.core.network.switchNetwork(solana));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Connect a Solana wallet' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: new RegExp(ALL_WALLETS_LABEL) }));
  await settle();
  return { ...world, scheduler };
}

const cardsOf = (name: string) =>
  within(modal().getByRole('grid', { name }))
    .queryAllByRole('button')
    .map((card) => `${card.querySelector('.wp-wallet-card-name')?.textContent ?? ''}${card.textContent?.endsWith('Installed') ? ' (installed)' : ''}`);

describe('All Wallets while adding a wallet for one namespace', () => {
  it('lists the wallets whose chains name it and those an installed connector of it reaches, tagged installed', async () => {
    const { core } = await allWalletsForSolana();
    expect(core.router.snapshot).toMatchObject({ view: 'AllWallets', data: { addWalletForNamespace: 'solana' } });
    expect(cardsOf('Wallets')).toEqual(['Phantom Wallet', 'Solflare Wallet', 'Backpack Wallet (installed)']);
  });

  it('picking the installed wallet opens its connector of that namespace, not its EVM side', async () => {
    const { core } = await allWalletsForSolana();
    fireEvent.click(within(modal().getByRole('grid', { name: 'Wallets' })).getByRole('button', { name: /Backpack Wallet/ }));
    await settle();
    expect(core.router.snapshot.view).toBe('ConnectingExternal');
    expect(core.router.snapshot.data?.connector?.id).toBe(BACKPACK_SOLANA.id);
  });

  it('filters the search results the same way', async () => {
    const { scheduler } = await allWalletsForSolana();
    fireEvent.change(modal().getByRole('searchbox', { name: SEARCH_LABEL }), { target: { value: 'wallet' } });
    await act(async () => {
      await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS);
    });
    await settle();
    expect(cardsOf('Search results')).toEqual(['Phantom Wallet', 'Solflare Wallet', 'Backpack Wallet (installed)']);
    expect(modal().getByText('3 wallets found')).toBeTruthy();
  });

  it('lists every wallet of the page when opened from the plain Connect view', async () => {
    const { core } = await renderWorld({
      options: { networks: [walletportDevnetA, solana] },
      ports: { catalogue: new FakeWalletCatalogue({ wallets: CATALOGUE, projectConfig: KEEP_LOCAL_FEATURES }) },
      connect: false,
    });
    act(() => core.modal.open({ view: 'Connect' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: new RegExp(ALL_WALLETS_LABEL) }));
    await settle();
    expect(core.router.snapshot.data?.addWalletForNamespace).toBeUndefined();
    expect(cardsOf('Wallets')).toEqual(['Rainbow Wallet', 'Phantom Wallet', 'Solflare Wallet', 'Backpack Wallet']);
  });

  it('asks for the next pages while none of the loaded wallets can serve it, instead of saying none was found', async () => {
    const evmWallets = Array.from({ length: WALLETS_PER_PAGE * 2 + 5 }, (_, index) => catalogueWallet({ id: `evm${index}`, name: `EVM ${index}`, chains: [EVM] }));
    const catalogue = new FakeWalletCatalogue({ wallets: [...evmWallets, catalogueWallet({ id: 'solflare', name: 'Solflare', chains: [SOLANA] })], projectConfig: KEEP_LOCAL_FEATURES });
    const { core } = await renderWorld({ options: { networks: [walletportDevnetA, solana] }, ports: { catalogue }, connect: false });
    act(() => core.modal.open({ view: 'AllWallets', data: { addWalletForNamespace: 'solana' } }));
    // Each page is asked for once the one before has none for solana: settled until the second is in.
    for (let pages = 0; pages < 4 && modal().queryByRole('grid', { name: 'Wallets' }) === null; pages += 1) await settle();
    expect(cardsOf('Wallets')).toEqual(['Solflare']);
    expect(core.walletList.snapshot.page).toBe(2);
    expect(modal().queryByText(NO_WALLET_FOUND_MESSAGE)).toBeNull();
  });
});
