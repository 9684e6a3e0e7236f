// The fake connector the use-case and renderer tests use, held to the same contract as the real connectors.
import type { Connector } from '../../domain/entities/connector/connector.js';
import { MockConnector, userRejectedError } from '../fakes/wallet-connector.fake.js';
import { answerCalls } from '../fakes/calls-wallet.fake.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract } from './wallet-connector.contract.js';

const info: Connector = { id: 'io.example', name: 'Example', type: 'ANNOUNCED', chain: 'eip155' };

describeWalletConnectorContract('MockConnector', async () => {
  const connector = new MockConnector({
    info,
    accounts: CONTRACT_ACCOUNTS.map((address) => address.toLowerCase()),
    caipNetworkId: CONTRACT_CHAINS.initial.caipNetworkId,
    knownNetworks: [CONTRACT_CHAINS.known.caipNetworkId],
  });
  // A wallet that batches calls (EIP-5792), so the batch cases of the contract run too; the mock says the same
  // capabilities at connect and on readCapabilities whatever the chain.
  const capabilities = { atomic: { status: 'supported' } };
  answerCalls(connector.provider, { capabilities: { '0x7a69': capabilities } });
  connector.capabilities = capabilities;
  return {
    connector,
    capabilitiesOn: () => capabilities,
    wallet: {
      declineConnect: (decline) => {
        connector.failConnectWith = decline ? userRejectedError() : undefined;
      },
      declineSwitch: (decline) => {
        connector.failSwitchWith = decline ? userRejectedError() : undefined;
      },
      refuseToAddChains: () => {
        connector.unknownChains = 'reject';
      },
      switchChain: async (chain) => connector.emitChainChanged(chain),
      changeAccounts: async (accounts) => connector.emitAccountsChanged(accounts),
      disconnect: async () => connector.emitDisconnect(),
      declineCalls: (decline) => connector.provider.fail('wallet_sendCalls', decline ? userRejectedError() : undefined),
      knowsChain: (chain) => connector.knownNetworks.has(chain),
    },
  };
}, { batchesCalls: true });
