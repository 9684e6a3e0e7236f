import { describe, expect, it } from 'vitest';
import { solana, solanaDevnet } from '../../entities/network/chains/solana.js';
import { walletportDevnetA, walletportDevnetB } from '../../entities/network/chains/walletportDevnets.js';
import { buildWalletConnectNamespaces, WALLETCONNECT_METHODS } from './buildWalletConnectNamespaces.js';

describe('buildWalletConnectNamespaces', () => {
  it('proposes every eip155 chain with the wallet methods and the two events', () => {
    const namespaces = buildWalletConnectNamespaces({ networks: [walletportDevnetA, walletportDevnetB] });
    expect(Object.keys(namespaces)).toEqual(['eip155']);
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged']);
    for (const method of [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_accounts',
    ]) {
      expect(namespaces.eip155?.methods).toContain(method);
    }
  });

  it('lists the requested network first', () => {
    const namespaces = buildWalletConnectNamespaces({
      networks: [walletportDevnetA, walletportDevnetB],
      caipNetworkId: 'eip155:31338',
    });
    expect(namespaces.eip155?.chains).toEqual(['eip155:31338', 'eip155:31337']);
  });

  it('puts eip155 first and adds solana, with deprecated ids, when configured', () => {
    const namespaces = buildWalletConnectNamespaces({ networks: [solana, walletportDevnetA, solanaDevnet] });
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana']);
    expect(namespaces.solana?.methods).toEqual([...WALLETCONNECT_METHODS.solana]);
    expect(namespaces.solana?.chains).toContain(solana.caipNetworkId);
    expect(namespaces.solana?.chains).toContain(solanaDevnet.caipNetworkId);
    if (solana.deprecatedCaipNetworkId) expect(namespaces.solana?.chains).toContain(solana.deprecatedCaipNetworkId);
  });

  it('leaves out namespaces without a WalletConnect method set, and gives nothing for no networks', () => {
    expect(
      buildWalletConnectNamespaces({
        networks: [{ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', chainNamespace: 'bip122' }],
      }),
    ).toEqual({});
    expect(buildWalletConnectNamespaces({ networks: [] })).toEqual({});
  });
});
