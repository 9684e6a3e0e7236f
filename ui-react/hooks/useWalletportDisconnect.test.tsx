import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectWallet } from '../views/Account/testing/world.js';
import { useWalletportAccount } from './useWalletportAccount.js';
import { useWalletportDisconnect } from './useWalletportDisconnect.js';
import { hookWorld } from './testing/hook-world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const setup = () => hookWorld();

describe('useWalletportDisconnect', () => {
  it('disconnects the wallet: the account hook follows and the wallet is told', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => ({ ...useWalletportDisconnect(), account: useWalletportAccount() }), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    expect(result.current.account.isConnected).toBe(true);
    await act(() => result.current.disconnect());
    expect(result.current.account.status).toBe('disconnected');
    expect(wallet.calls.some((call) => call.method === 'disconnect')).toBe(true);
  });

  it('disconnects one namespace when told, and rejects when the wallet refuses (the local state is cleared anyway)', async () => {
    const { core, ports, wallet, wrapper } = setup();
    const { result } = renderHook(() => ({ ...useWalletportDisconnect(), account: useWalletportAccount() }), { wrapper });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    wallet.failDisconnectWith = new Error('no');
    let error: unknown;
    await act(async () => {
      error = await result.current.disconnect({ namespace: 'eip155' }).catch((caught: unknown) => caught);
    });
    expect(error).toMatchObject({ shortMessage: 'Failed to disconnect' });
    expect(result.current.account.status).toBe('disconnected');
  });

  it('keeps disconnect stable', () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(() => useWalletportDisconnect(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
