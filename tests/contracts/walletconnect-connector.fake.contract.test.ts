// The WalletConnect connector over the fake client the use-case and renderer tests use: the same contract as
// over the real client on the local relay (walletconnect-connector.relay.contract.test.ts), so the fake
// client cannot drift from the real one where the connector depends on it. The EVM contract runs twice: a
// wallet that says nothing about its accounts, and one that batches calls on the first chain and says so in the
// session properties (as the devstack's wallet page does), so its capabilities ride on the connect result.
import { WalletConnectConnector } from '../../adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import { WalletConnectSolanaConnector } from '../../adapters/wallets/walletconnect/walletconnect-solana-connector.adapter.js';
import { solana as solanaMainnet } from '../../domain/entities/network/chains/solana.js';
import {
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import { unrecognizedChainError, userRejectedError } from '../fakes/eip1193-provider.fake.js';
import { VirtualScheduler } from '../fakes/virtual-scheduler.fake.js';
import { FakeWalletConnectClient } from '../fakes/walletconnect-client.fake.js';
import { answerCalls } from '../fakes/calls-wallet.fake.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract, type WalletConnectorContractWorld } from './wallet-connector.contract.js';
import { describeWalletConnectSolanaPath } from './walletconnect-solana.contract.js';

const NETWORKS = [walletportDevnetA, walletportDevnetB, walletportDevnetC];
const { initial, known, unknown } = CONTRACT_CHAINS;

/** What the batching wallet says its first account can do on the first chain (and nowhere else). */
const BATCHING = { atomic: { status: 'supported' }, paymasterService: { supported: true } };

function evmWorld({ batches }: { batches: boolean }): WalletConnectorContractWorld {
  const client = new FakeWalletConnectClient(new VirtualScheduler());
  const accounts = CONTRACT_ACCOUNTS.map((address) => address.toLowerCase());
  const walletChains = new Set([initial.caipNetworkId, known.caipNetworkId]);
  let declineConnect = false;
  // The wallet answers every proposal: approved on the proposed chains it knows, starting on the requested
  // one when it knows it, as the real client's session does.
  client.subscribe((event) => {
    if (event.type !== 'display_uri') return;
    if (declineConnect) {
      client.reject(userRejectedError());
      return;
    }
    const proposal = client.proposals.at(-1);
    const proposed = proposal?.optionalNamespaces?.eip155?.chains ?? [];
    const chains = [...walletChains].filter((chain) => proposed.includes(chain));
    const requested = proposal?.caipNetworkId;
    const start = requested !== undefined && chains.includes(requested) ? requested : (chains[0] ?? initial.caipNetworkId);
    // Reown's shape: a JSON object keyed by account, then by hex chain id (devstack/wallet-page/app/session-properties.ts).
    const sessionProperties = batches ? { capabilities: JSON.stringify({ [accounts[0]!]: { '0x7a69': BATCHING } }) } : undefined;
    client.approve({ accounts, caipNetworkId: start, chains, ...(sessionProperties ? { sessionProperties } : {}) });
  });
  if (batches) answerCalls(client, { capabilities: { '0x7a69': BATCHING } });
  const sessionHolds = (chain: string) => client.storedSession?.namespaces.eip155?.chains?.includes(chain) ?? false;
  return {
    connector: new WalletConnectConnector({ client, networks: NETWORKS }),
    ...(batches ? { capabilitiesOn: (chain: string) => (chain === initial.caipNetworkId ? BATCHING : undefined) } : {}),
    wallet: {
      declineConnect: (decline) => {
        declineConnect = decline;
      },
      declineSwitch: (decline) => client.fail('wallet_switchEthereumChain', decline ? userRejectedError() : undefined),
      refuseToAddChains: () => client.fail('wallet_addEthereumChain', unrecognizedChainError(unknown.caipNetworkId)),
      switchChain: async (chain) => client.emitChainChanged(chain),
      changeAccounts: async (changed) => client.emitAccountsChanged([...changed], client.caipNetworkId),
      disconnect: async () => client.emitSessionDelete(),
      declineCalls: (decline) => client.fail('wallet_sendCalls', decline ? userRejectedError() : undefined),
      knowsChain: (chain) => walletChains.has(chain) || sessionHolds(chain),
    },
  };
}

describeWalletConnectorContract('WalletConnectConnector over FakeWalletConnectClient', async () => evmWorld({ batches: false }));

describeWalletConnectorContract('WalletConnectConnector over FakeWalletConnectClient, a wallet that batches calls', async () => evmWorld({ batches: true }), {
  batchesCalls: true,
});

describeWalletConnectSolanaPath('WalletConnect connectors over FakeWalletConnectClient', async () => {
  const client = new FakeWalletConnectClient(new VirtualScheduler());
  const solanaAccount = 'C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5';
  let declineConnect = false;
  // The wallet approves the EVM account on the initial chain, and its Solana account when the proposal asks for Solana.
  client.subscribe((event) => {
    if (event.type !== 'display_uri') return;
    if (declineConnect) {
      client.reject(userRejectedError());
      return;
    }
    const asksSolana = (client.proposals.at(-1)?.optionalNamespaces?.solana?.chains ?? []).includes(solanaMainnet.caipNetworkId);
    client.approve({
      accounts: [CONTRACT_ACCOUNTS[0].toLowerCase()],
      caipNetworkId: initial.caipNetworkId,
      chains: [initial.caipNetworkId],
      ...(asksSolana ? { also: { accounts: [solanaAccount], chains: [solanaMainnet.caipNetworkId] } } : {}),
    });
  });
  const networks = [walletportDevnetA, solanaMainnet];
  const evm: WalletConnectConnector = new WalletConnectConnector({ client, networks, linked: () => [solana] });
  const solana: WalletConnectSolanaConnector = new WalletConnectSolanaConnector({ client, networks, linked: () => [evm] });
  return {
    evm,
    solana,
    evmAccounts: [CONTRACT_ACCOUNTS[0]],
    evmChain: initial.caipNetworkId,
    solanaAccount,
    solanaChain: solanaMainnet.caipNetworkId,
    wallet: {
      declineConnect: (decline) => {
        declineConnect = decline;
      },
      declineRequests: (decline) => client.fail('solana_signMessage', decline ? userRejectedError() : undefined),
      disconnect: async () => client.emitSessionDelete(),
      // The fake wallet's signatures are deterministic bytes, not ed25519: only their form is checked.
      verifies: async (_message, signature) => signature.length === 64,
    },
  };
});
