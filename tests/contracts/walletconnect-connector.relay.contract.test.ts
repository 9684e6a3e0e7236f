// The WalletConnect connector over the real client: the page's UniversalProviderWalletConnectClient and an
// unmodified sign client playing the wallet, paired through the devstack's relay on 127.0.0.1.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import { startRelayWorld, type RelayWorld } from '../fakes/relay-wallet.js';
import { WalletConnectConnector } from '../../adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import { WalletConnectSolanaConnector } from '../../adapters/wallets/walletconnect/walletconnect-solana-connector.adapter.js';
import { solana as solanaMainnet } from '../../domain/entities/network/chains/solana.js';
import { solanaDevKeypair } from '../../devstack/solana/dev-keys.js';
import {
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract } from './wallet-connector.contract.js';
import { describeWalletConnectSolanaPath } from './walletconnect-solana.contract.js';

const NETWORKS = [walletportDevnetA, walletportDevnetB, walletportDevnetC];
const { initial, known } = CONTRACT_CHAINS;

let world: RelayWorld;

const SOLANA_KEY = solanaDevKeypair(1);
/** An ed25519 secret key is its 32-byte seed followed by the public key. */
const SOLANA_SEED = SOLANA_KEY.secretKey.slice(0, 32);

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // the library's Verify and telemetry switch (STACK-NOTES.md)
  expect(DEV_ACCOUNTS[0].address).toBe(CONTRACT_ACCOUNTS[0]); // the wallet signs for the first account
  world = await startRelayWorld({
    privateKey: DEV_ACCOUNTS[0].privateKey,
    accounts: CONTRACT_ACCOUNTS.map((address) => address.toLowerCase()),
    chains: [initial.caipNetworkId, known.caipNetworkId],
    // The wallet's Solana key: it joins a session whose proposal asks for this Solana chain (the solana path below).
    solana: { seed: SOLANA_SEED, chains: [solanaMainnet.caipNetworkId] },
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

describeWalletConnectSolanaPath('WalletConnect connectors over the local relay', async () => {
  const { wallet } = world;
  wallet.answerProposals = 'approve';
  wallet.declineRequests = false;
  wallet.accounts = [CONTRACT_ACCOUNTS[0].toLowerCase()];
  const networks = [walletportDevnetA, solanaMainnet];
  const client = world.dapp({ chains: networks.map((network) => network.caipNetworkId) });
  const stopPairing = client.subscribe((event) => {
    if (event.type === 'display_uri') void wallet.pair(event.uri);
  });
  const evm: WalletConnectConnector = new WalletConnectConnector({ client, networks, linked: () => [solana] });
  const solana: WalletConnectSolanaConnector = new WalletConnectSolanaConnector({ client, networks, linked: () => [evm] });
  const publicKey = await crypto.subtle.importKey('raw', new Uint8Array(SOLANA_KEY.publicKey.toBytes()), { name: 'Ed25519' }, false, ['verify']);
  return {
    evm,
    solana,
    evmAccounts: [CONTRACT_ACCOUNTS[0]],
    evmChain: initial.caipNetworkId,
    solanaAccount: SOLANA_KEY.publicKey.toBase58(),
    solanaChain: solanaMainnet.caipNetworkId,
    wallet: {
      declineConnect: (decline) => {
        wallet.answerProposals = decline ? 'reject' : 'approve';
      },
      declineRequests: (decline) => {
        wallet.declineRequests = decline;
      },
      disconnect: () => wallet.disconnect(),
      verifies: (message, signature) => crypto.subtle.verify({ name: 'Ed25519' }, publicKey, new Uint8Array(signature), new Uint8Array(message)),
    },
    cleanup: async () => {
      stopPairing();
      await client.close();
      await wallet.disconnect();
      wallet.accounts = CONTRACT_ACCOUNTS.map((address) => address.toLowerCase());
    },
  };
});

it('sent nothing to any host but 127.0.0.1', () => {
  expect(world.guard.blocked).toEqual([]);
  expect(world.guard.attempts).toContain(`tcp 127.0.0.1:${world.relay.port}`);
});
