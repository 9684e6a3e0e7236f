// The EIP-1193 connector (EIP-6963 and injected wallets) over the shared fake browser wallet.
import { Eip1193WalletConnector } from '../../adapters/wallets/eip1193/eip1193-wallet-connector.adapter.js';
import type { Connector } from '../../domain/entities/connector/connector.js';
import { FakeEip1193Provider, unrecognizedChainError, userRejectedError } from '../fakes/eip1193-provider.fake.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract } from './wallet-connector.contract.js';

const info: Connector = { id: 'io.example', name: 'Example', type: 'ANNOUNCED', chain: 'eip155' };

describeWalletConnectorContract('Eip1193WalletConnector over FakeEip1193Provider', async () => {
  const provider = new FakeEip1193Provider({
    accounts: CONTRACT_ACCOUNTS.map((address) => address.toLowerCase()),
    caipNetworkId: CONTRACT_CHAINS.initial.caipNetworkId,
    knownNetworks: [CONTRACT_CHAINS.known.caipNetworkId],
  });
  return {
    connector: new Eip1193WalletConnector({ info, provider }),
    wallet: {
      declineConnect: (decline) => provider.fail('eth_requestAccounts', decline ? userRejectedError() : undefined),
      declineSwitch: (decline) => provider.fail('wallet_switchEthereumChain', decline ? userRejectedError() : undefined),
      refuseToAddChains: () => provider.fail('wallet_addEthereumChain', unrecognizedChainError(CONTRACT_CHAINS.unknown.caipNetworkId)),
      switchChain: async (chain) => provider.switchChain(chain),
      changeAccounts: async (accounts) => provider.changeAccounts(accounts),
      disconnect: async () => provider.disconnect(),
      knowsChain: (chain) => provider.wallet.knownNetworks.has(chain),
    },
  };
});
