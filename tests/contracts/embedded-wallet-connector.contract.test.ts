// The embedded (frame-backed) connector over the fake frame, with the secure site played by FakeSecureSite:
// a user who signs in when the page connects (unless told to decline), one address, networks switched only
// when the page asks (the traits the suite allows for). Twice: the EOA acting everywhere (the wallet says nothing
// about it), and the smart account acting on the first chain (it batches calls there, says so at connect, and
// signs no messages, as the devstack's secure site).
import { EmbeddedFrameConnector } from '../../adapters/wallets/embedded/embedded-frame-connector.adapter.js';
import { FakeSecureSite } from '../fakes/secure-site.fake.js';
import { eip155ChainIdOf } from '../../adapters/wallets/evm/eip155-chain-id.js';
import {
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import { RecordingLogger } from '../fakes/recording-logger.fake.js';
import { SMART_ACCOUNT_CANNOT_SIGN } from '../../devstack/secure-site/shared/api-types.js';
import {
  CONTRACT_ACCOUNTS,
  CONTRACT_CHAINS,
  describeWalletConnectorContract,
  eip155ContractProfile,
  type WalletConnectorContractWorld,
} from './wallet-connector.contract.js';

const chainOf = (caipNetworkId: string) => eip155ChainIdOf(caipNetworkId);

/** What the secure site says its smart account can do where it acts (every smart-account-enabled chain's entry). */
const SMART_ACCOUNT_CAPABILITIES = { atomic: { status: 'supported' }, paymasterService: { supported: true } };

function world({ smartAccountActs }: { smartAccountActs: boolean }): WalletConnectorContractWorld {
  const initial = chainOf(CONTRACT_CHAINS.initial.caipNetworkId);
  const site = new FakeSecureSite({
    signedIn: false,
    address: CONTRACT_ACCOUNTS[0].toLowerCase(),
    chainId: initial,
    chains: [initial, chainOf(CONTRACT_CHAINS.known.caipNetworkId)],
    smartAccountChains: smartAccountActs ? [initial] : [],
  });
  const connector = new EmbeddedFrameConnector({
    frame: site.frame,
    networks: [walletportDevnetA, walletportDevnetB, walletportDevnetC],
    logger: new RecordingLogger(),
  });
  return {
    connector,
    connect: async (params) => {
      // The person finishes the email or social login, unless they decline it on the secure site.
      if (!site.declineConnect) site.signIn();
      return connector.connect(params);
    },
    ...(smartAccountActs ? { capabilitiesOn: (chain: string) => (chainOf(chain) === initial ? SMART_ACCOUNT_CAPABILITIES : undefined) } : {}),
    wallet: {
      declineConnect: (decline) => {
        site.declineConnect = decline;
      },
      declineSwitch: (decline) => {
        site.declineSwitch = decline;
      },
      refuseToAddChains: () => {
        site.addsChains = false;
      },
      changeAccounts: async ([address]) => {
        if (address !== undefined) site.switchUser(address);
      },
      disconnect: async () => site.signOut(),
      declineCalls: (decline) => {
        site.approval = decline ? 'reject' : 'approve';
      },
      knowsChain: (chain) => site.chains.has(chainOf(chain)),
    },
  };
}

describeWalletConnectorContract('EmbeddedFrameConnector over FakeEmbeddedWalletFrame', async () => world({ smartAccountActs: false }), {
  singleAccount: true,
  switchesOnlyWhenAsked: true,
});

describeWalletConnectorContract(
  'EmbeddedFrameConnector over FakeEmbeddedWalletFrame, its smart account acting',
  async () => world({ smartAccountActs: true }),
  { singleAccount: true, switchesOnlyWhenAsked: true, batchesCalls: true },
  eip155ContractProfile({ refusesMessagesWith: SMART_ACCOUNT_CANNOT_SIGN }),
);
