import { describe, expect, it } from 'vitest';
import { bitcoin, ethereum, solana, walletportDevnetA } from '../../entities/network/index.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { defineNetwork } from '../../entities/network/defineNetwork.js';
import type { NamespaceConnection } from '../connection/connection.types.js';
import { activityContext } from './activityContext.js';

/** A namespace without activity (polkadot: signatures only). */
const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  chainNamespace: 'polkadot',
  rpcUrls: { default: { http: [] } },
});

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function on(network: CaipNetwork, entry: Partial<NamespaceConnection> = {}) {
  const connection: NamespaceConnection = {
    namespace: network.chainNamespace,
    status: 'connected',
    connectorId: 'wallet',
    address: ALICE,
    caipAddress: `${network.caipNetworkId}:${ALICE}`,
    allAccounts: [],
    caipNetworkId: network.caipNetworkId,
    ...entry,
  };
  return { namespaces: { [network.chainNamespace]: connection } };
}

describe('activityContext', () => {
  it('is the connected address on the active network, supported on eip155', () => {
    expect(activityContext(on(walletportDevnetA), { activeCaipNetwork: walletportDevnetA, isUnsupportedChain: false })).toEqual({
      address: ALICE,
      caipNetworkId: walletportDevnetA.caipNetworkId,
      chainIds: [walletportDevnetA.caipNetworkId],
      supported: true,
      key: `${walletportDevnetA.caipNetworkId}|${ALICE}|supported`,
    });
  });

  it("is undefined until the active namespace's account is connected", () => {
    const network = { activeCaipNetwork: walletportDevnetA, isUnsupportedChain: false };
    expect(activityContext({ namespaces: {} }, network)).toBeUndefined();
    expect(activityContext(on(walletportDevnetA, { status: 'connecting' }), network)).toBeUndefined();
  });

  it("is unsupported off the activity namespaces, and on an unconfigured network names the wallet's network", () => {
    expect(activityContext(on(solana), { activeCaipNetwork: solana, isUnsupportedChain: false })?.supported).toBe(true);
    expect(activityContext(on(bitcoin), { activeCaipNetwork: bitcoin, isUnsupportedChain: false })?.supported).toBe(true);
    expect(activityContext(on(polkadot), { activeCaipNetwork: polkadot, isUnsupportedChain: false })?.supported).toBe(false);
    const unconfigured = activityContext(on(walletportDevnetA, { caipNetworkId: ethereum.caipNetworkId }), {
      activeCaipNetwork: walletportDevnetA,
      isUnsupportedChain: true,
    });
    expect(unconfigured).toMatchObject({ caipNetworkId: ethereum.caipNetworkId, supported: false });
  });
});
