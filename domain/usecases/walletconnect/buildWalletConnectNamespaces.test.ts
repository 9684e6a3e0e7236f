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

  it('proposes bip122, polkadot and cosmos chains with their methods and events, after eip155 and solana', () => {
    const regtest = { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', chainNamespace: 'bip122' };
    const polkadot = { caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot' };
    const cosmosHub = { caipNetworkId: 'cosmos:cosmoshub-4', chainNamespace: 'cosmos' };
    const namespaces = buildWalletConnectNamespaces({ networks: [cosmosHub, polkadot, regtest, walletportDevnetA, solanaDevnet] });
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']);
    expect(namespaces.bip122).toEqual({
      chains: [regtest.caipNetworkId],
      methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    });
    expect(namespaces.polkadot).toEqual({ chains: [polkadot.caipNetworkId], methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: ['chainChanged', 'accountsChanged'] });
    expect(namespaces.cosmos?.methods).toEqual(['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect']);
    expect(namespaces.cosmos?.chains).toEqual(['cosmos:cosmoshub-4']);
  });

  it('leaves out namespaces without a WalletConnect method set, and gives nothing for no networks', () => {
    expect(buildWalletConnectNamespaces({ networks: [{ caipNetworkId: 'near:mainnet', chainNamespace: 'near' }] })).toEqual({});
    expect(buildWalletConnectNamespaces({ networks: [] })).toEqual({});
  });
});
