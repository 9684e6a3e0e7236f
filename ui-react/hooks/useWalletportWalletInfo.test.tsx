import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../domain/entities/network/chains/walletportDevnets.js';
import { MockConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { TEST_ADDRESS, TEST_WALLET_ICON, TEST_WALLET_INFO, connectWallet } from '../views/Account/testing/world.js';
import { useWalletportWalletInfo } from './useWalletportWalletInfo.js';
import { hookWorld } from './testing/hook-world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const setup = () => hookWorld();

describe('useWalletportWalletInfo', () => {
  it('is undefined until a wallet connects, then names it, and clears on disconnect', async () => {
    const { core, ports, wrapper } = setup();
    const { result } = renderHook(() => useWalletportWalletInfo(), { wrapper });
    expect(result.current.walletInfo).toBeUndefined();
    const wallet = new MockConnector({ info: TEST_WALLET_INFO, accounts: [TEST_ADDRESS], caipNetworkId: walletportDevnetA.caipNetworkId });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    expect(result.current.walletInfo).toEqual({
      name: 'Walletport Test Wallet',
      icon: TEST_WALLET_ICON,
      id: 'io.walletport.testwallet',
      rdns: 'io.walletport.testwallet',
      type: 'ANNOUNCED',
    });
    await act(() => core.connection.disconnect());
    expect(result.current.walletInfo).toBeUndefined();
  });

  it('drops an icon that is not a safe image address', async () => {
    const { core, ports, wrapper } = setup();
    const { result } = renderHook(() => useWalletportWalletInfo(), { wrapper });
    const wallet = new MockConnector({
      info: { id: 'evil', name: '<img src=x onerror=alert(1)>', type: 'INJECTED', chain: 'eip155', imageUrl: 'javascript:alert(1)' },
      accounts: [TEST_ADDRESS],
      caipNetworkId: walletportDevnetA.caipNetworkId,
    });
    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    expect(result.current.walletInfo).toMatchObject({ name: '<img src=x onerror=alert(1)>', icon: undefined, rdns: undefined });
  });
});
