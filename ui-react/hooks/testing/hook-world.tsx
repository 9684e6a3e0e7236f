/**
 * What the hook tests share: a test client over fake ports, the Account views' test wallet (not yet
 * connected: `connectWallet(core, ports.connectorDiscovery, wallet)` connects it), and the provider wrapper
 * renderHook needs.
 */
import type { ReactNode } from 'react';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { MockConnector, type MockConnectorOptions } from '../../../tests/fakes/wallet-connector.fake.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { TEST_ADDRESS, TEST_WALLET_INFO } from '../../views/Account/testing/world.js';

export type HookWorldParameters = {
  /** Client options (createTestClient's first argument). */
  options?: Parameters<typeof createTestClient>[0];
  /** Port overrides (createTestClient's second argument). */
  ports?: Parameters<typeof createTestClient>[1];
  /** What differs in the test wallet (by default on Devnet A with TEST_ADDRESS). */
  wallet?: Partial<MockConnectorOptions>;
};

export function hookWorld({ options, ports: overrides, wallet: walletOptions }: HookWorldParameters = {}) {
  const { client, core, ports } = createTestClient(options, overrides);
  const wallet = new MockConnector({
    info: TEST_WALLET_INFO,
    accounts: [TEST_ADDRESS],
    caipNetworkId: walletportDevnetA.caipNetworkId,
    ...walletOptions,
  });
  const wrapper = ({ children }: { children?: ReactNode }) => <WalletportProvider client={client}>{children}</WalletportProvider>;
  return { client, core, ports, wallet, wrapper };
}
