// The EIP-1193 connector (EIP-6963 and injected wallets) over the shared fake browser wallet, twice: a wallet
// that says nothing about its accounts (EOAs), and one that batches calls (EIP-5792) on the first chain, as the
// devstack's test wallet does through its EIP-7702 delegation: its capabilities ride on the connect result there.
import { Eip1193WalletConnector } from '../../adapters/wallets/eip1193/eip1193-wallet-connector.adapter.js';
import type { Connector } from '../../domain/entities/connector/connector.js';
import { FakeEip1193Provider, unrecognizedChainError, userRejectedError } from '../fakes/eip1193-provider.fake.js';
import { answerCalls } from '../fakes/calls-wallet.fake.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract, type WalletConnectorContractWorld } from './wallet-connector.contract.js';

const info: Connector = { id: 'io.example', name: 'Example', type: 'ANNOUNCED', chain: 'eip155' };

/** What the batching wallet says its accounts can do on the first chain (and nowhere else). */
const BATCHING = { atomic: { status: 'supported' }, paymasterService: { supported: true } };

function world({ batches }: { batches: boolean }): WalletConnectorContractWorld {
  const provider = new FakeEip1193Provider({
    accounts: CONTRACT_ACCOUNTS.map((address) => address.toLowerCase()),
    caipNetworkId: CONTRACT_CHAINS.initial.caipNetworkId,
    knownNetworks: [CONTRACT_CHAINS.known.caipNetworkId],
  });
  if (batches) answerCalls(provider, { capabilities: { '0x7a69': BATCHING } });
  return {
    connector: new Eip1193WalletConnector({ info, provider }),
    ...(batches ? { capabilitiesOn: (chain: string) => (chain === CONTRACT_CHAINS.initial.caipNetworkId ? BATCHING : undefined) } : {}),
    wallet: {
      declineConnect: (decline) => provider.fail('eth_requestAccounts', decline ? userRejectedError() : undefined),
      declineSwitch: (decline) => provider.fail('wallet_switchEthereumChain', decline ? userRejectedError() : undefined),
      refuseToAddChains: () => provider.fail('wallet_addEthereumChain', unrecognizedChainError(CONTRACT_CHAINS.unknown.caipNetworkId)),
      switchChain: async (chain) => provider.switchChain(chain),
      changeAccounts: async (accounts) => provider.changeAccounts(accounts),
      disconnect: async () => provider.disconnect(),
      declineCalls: (decline) => provider.fail('wallet_sendCalls', decline ? userRejectedError() : undefined),
      knowsChain: (chain) => provider.wallet.knownNetworks.has(chain),
    },
  };
}

describeWalletConnectorContract('Eip1193WalletConnector over FakeEip1193Provider', async () => world({ batches: false }));

describeWalletConnectorContract('Eip1193WalletConnector over a FakeEip1193Provider that batches calls', async () => world({ batches: true }), {
  batchesCalls: true,
});
