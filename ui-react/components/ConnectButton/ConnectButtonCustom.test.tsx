import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import type { UseWalletportButtonReturnType } from '../../hooks/useWalletportButton.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { settle } from '../../testing/shadow.js';
import { renderWorld, TEST_ADDRESS, TEST_ADDRESS_TRUNCATED } from '../../views/Account/testing/world.js';
import * as prefetchModule from '../../views/prefetch.js';
import { ConnectButtonCustom } from './ConnectButtonCustom.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A page's own button, drawn from the state; `states` records every state it was drawn with. */
function pageButton(states: UseWalletportButtonReturnType[] = []) {
  return (
    <ConnectButtonCustom>
      {(state) => {
        states.push(state);
        const { ready, connected, account, network, openConnect, openAccount, openNetworks, loading, prefetch } = state;
        if (!ready) return <button aria-hidden="true" disabled className="my-button" />;
        if (!connected || !account) {
          return (
            <button className="my-button" aria-busy={loading} onClick={() => void openConnect()} onPointerEnter={prefetch}>
              Sign in
            </button>
          );
        }
        return (
          <>
            <button className="my-button" onClick={() => void openNetworks()}>
              {network.unsupported ? 'Wrong network' : network.name}
            </button>
            <button className="my-button" onClick={() => void openAccount()}>
              {account.displayName} {account.displayBalance ?? ''}
            </button>
          </>
        );
      }}
    </ConnectButtonCustom>
  );
}

describe('ConnectButtonCustom (useWalletportButton)', () => {
  it("draws the page's own markup in the page's DOM, and its connect button opens the modal on Connect", async () => {
    const states: UseWalletportButtonReturnType[] = [];
    const { core } = await renderWorld({ connect: false, children: pageButton(states) });
    const button = screen.getByRole('button', { name: 'Sign in' });
    // In the page's DOM with the page's class: no shadow root of walletport's.
    expect(button.className).toBe('my-button');
    expect(button.closest('[data-walletport]')).toBeNull();
    const state = states.at(-1);
    expect(state).toMatchObject({ ready: true, connected: false, connecting: false, account: undefined, modalOpen: false, loading: false });
    expect(state?.network).toEqual({ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Walletport Devnet A', unsupported: false, switching: false });
    fireEvent.click(button);
    await settle();
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('Connect');
    expect(states.at(-1)?.modalOpen).toBe(true);
  });

  it('once connected gives the account as the account button shows it, and opens the Account and Networks views', async () => {
    const states: UseWalletportButtonReturnType[] = [];
    const { core } = await renderWorld({ children: pageButton(states) });
    expect(states.at(-1)).toMatchObject({ ready: true, connected: true, connecting: false });
    expect(states.at(-1)?.account).toEqual({
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      displayName: TEST_ADDRESS_TRUNCATED,
      displayBalance: '1.234 ETH',
      balance: '1.234',
      balanceSymbol: 'ETH',
      balanceLoading: false,
      profileName: undefined,
      profileImage: undefined,
    });
    fireEvent.click(screen.getByRole('button', { name: `${TEST_ADDRESS_TRUNCATED} 1.234 ETH` }));
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
    act(() => void core.modal.close());
    fireEvent.click(screen.getByRole('button', { name: 'Walletport Devnet A' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Networks');
  });

  it('follows a network switch and a disconnect made elsewhere', async () => {
    const { core } = await renderWorld({ children: pageButton() });
    await act(() => core.network.switchNetwork(walletportDevnetB));
    await settle();
    expect(screen.getByRole('button', { name: 'Walletport Devnet B' })).toBeTruthy();
    await act(() => core.connection.disconnect());
    await settle();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('is not ready while a wallet is connecting, then connected', async () => {
    const states: UseWalletportButtonReturnType[] = [];
    const { core, wallet } = await renderWorld({ connect: false, children: pageButton(states) });
    wallet.hangConnect = true;
    let connecting: Promise<unknown> = Promise.resolve();
    act(() => {
      connecting = core.connection.connect({ connectorId: wallet.info.id });
    });
    await settle();
    expect(states.at(-1)).toMatchObject({ ready: false, connecting: true, connected: false, account: undefined });
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    wallet.hangConnect = false;
    wallet.release();
    await act(() => connecting);
    await settle();
    expect(states.at(-1)).toMatchObject({ ready: true, connecting: false, connected: true });
  });

  it('shows busy while the modal is loading, and prefetches the modal layer on intent', async () => {
    const prefetch = vi.spyOn(prefetchModule, 'prefetchModal');
    const states: UseWalletportButtonReturnType[] = [];
    const { core } = await renderWorld({ connect: false, children: pageButton(states) });
    act(() => core.modal.setLoading(true));
    expect(states.at(-1)?.loading).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBe('true');
    act(() => core.modal.setLoading(false));
    expect(states.at(-1)?.loading).toBe(false);
    prefetch.mockClear();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Sign in' }));
    expect(prefetch.mock.calls).toEqual([[]]);
  });

  it("reads another namespace's account when told", async () => {
    const states: UseWalletportButtonReturnType[] = [];
    await renderWorld({
      options: { networks: [walletportDevnetA, solana] },
      children: (
        <ConnectButtonCustom namespace="solana">
          {(state) => {
            states.push(state);
            return null;
          }}
        </ConnectButtonCustom>
      ),
    });
    expect(states.at(-1)).toMatchObject({ ready: true, connected: false, account: undefined });
  });

  it('gives the profile name as the display name, and only a trusted avatar', async () => {
    const api = new FakeBlockchainApi();
    api.setIdentity(TEST_ADDRESS, { name: 'alice.reown.id', avatar: 'https://tracker.example/alice.png' });
    const states: UseWalletportButtonReturnType[] = [];
    const { ethereum } = await import('../../../domain/entities/network/chains/ethereum.js');
    await renderWorld({ options: { networks: [ethereum] }, ports: { blockchainApi: api }, children: pageButton(states) });
    await settle();
    expect(states.at(-1)?.account).toMatchObject({ displayName: 'alice.reown.id', profileName: 'alice.reown.id', profileImage: undefined });
  });

  it('renders not ready on the server and in the hydration render, without a hydration mismatch', async () => {
    const { client } = createTestClient();
    const tree = <WalletportProvider client={client}>{pageButton()}</WalletportProvider>;
    const html = renderToString(tree);
    expect(html).toBe('<button aria-hidden="true" disabled="" class="my-button"></button>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    await settle();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // After hydration the page's button is drawn for real.
    expect(container.querySelector('button')?.textContent).toBe('Sign in');
    act(() => root?.unmount());
  });
});
