// The WalletConnect connector over the real client: the page's UniversalProviderWalletConnectClient and an
// unmodified sign client playing the wallet, paired through the devstack's relay on 127.0.0.1.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import { startRelayWorld, type RelayWorld } from '../fakes/relay-wallet.js';
import { WalletConnectConnector } from '../../adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import {
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract } from './wallet-connector.contract.js';

const NETWORKS = [walletportDevnetA, walletportDevnetB, walletportDevnetC];
const { initial, known } = CONTRACT_CHAINS;

let world: RelayWorld;

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // the library's Verify and telemetry switch (STACK-NOTES.md)
  expect(DEV_ACCOUNTS[0].address).toBe(CONTRACT_ACCOUNTS[0]); // the wallet signs for the first account
  world = await startRelayWorld({
    privateKey: DEV_ACCOUNTS[0].privateKey,
    accounts: CONTRACT_ACCOUNTS.map((address) => address.toLowerCase()),
    chains: [initial.caipNetworkId, known.caipNetworkId],
  });
}, 30_000);

afterAll(async () => {
  await world?.stop();
});

describeWalletConnectorContract('WalletConnectConnector over the local relay', async () => {
  const { wallet } = world;
  wallet.answerProposals = 'approve';
  wallet.declineSwitch = false;
  wallet.refuseToAddChains = false;
  wallet.knownChains.clear();
  for (const chain of [initial.caipNetworkId, known.caipNetworkId]) wallet.knownChains.add(chain);
  wallet.accounts = CONTRACT_ACCOUNTS.map((address) => address.toLowerCase());

  const client = world.dapp({ chains: NETWORKS.map((network) => network.caipNetworkId) });
  const stopPairing = client.subscribe((event) => {
    if (event.type === 'display_uri') void wallet.pair(event.uri);
  });
  return {
    connector: new WalletConnectConnector({ client, networks: NETWORKS }),
    wallet: {
      declineConnect: (decline) => {
        wallet.answerProposals = decline ? 'reject' : 'approve';
      },
      declineSwitch: (decline) => {
        wallet.declineSwitch = decline;
      },
      refuseToAddChains: () => {
        wallet.refuseToAddChains = true;
      },
      switchChain: (chain) => wallet.switchChain(chain),
      changeAccounts: (accounts) => wallet.changeAccounts(accounts),
      disconnect: () => wallet.disconnect(),
      knowsChain: (chain) => wallet.knownChains.has(chain),
    },
    cleanup: async () => {
      stopPairing();
      await client.close();
      await wallet.disconnect();
    },
  };
});

it('sent nothing to any host but 127.0.0.1', () => {
  expect(world.guard.blocked).toEqual([]);
  expect(world.guard.attempts).toContain(`tcp 127.0.0.1:${world.relay.port}`);
});
