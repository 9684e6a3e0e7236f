// The WalletConnect connector over the fake client the use-case and renderer tests use: the same contract as
// over the real client on the local relay (walletconnect-connector.relay.contract.test.ts), so the fake
// client cannot drift from the real one where the connector depends on it.
import { WalletConnectConnector } from '../../adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import {
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import { unrecognizedChainError, userRejectedError } from '../fakes/eip1193-provider.fake.js';
import { VirtualScheduler } from '../fakes/virtual-scheduler.fake.js';
import { FakeWalletConnectClient } from '../fakes/walletconnect-client.fake.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract } from './wallet-connector.contract.js';

const NETWORKS = [walletportDevnetA, walletportDevnetB, walletportDevnetC];
const { initial, known, unknown } = CONTRACT_CHAINS;

describeWalletConnectorContract('WalletConnectConnector over FakeWalletConnectClient', async () => {
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
    client.approve({ accounts, caipNetworkId: start, chains });
  });
  const sessionHolds = (chain: string) => client.storedSession?.namespaces.eip155?.chains?.includes(chain) ?? false;
  return {
    connector: new WalletConnectConnector({ client, networks: NETWORKS }),
    wallet: {
      declineConnect: (decline) => {
        declineConnect = decline;
      },
      declineSwitch: (decline) => client.fail('wallet_switchEthereumChain', decline ? userRejectedError() : undefined),
      refuseToAddChains: () => client.fail('wallet_addEthereumChain', unrecognizedChainError(unknown.caipNetworkId)),
      switchChain: async (chain) => client.emitChainChanged(chain),
      changeAccounts: async (changed) => client.emitAccountsChanged([...changed], client.caipNetworkId),
      disconnect: async () => client.emitSessionDelete(),
      knowsChain: (chain) => walletChains.has(chain) || sessionHolds(chain),
    },
  };
});
