// The embedded (frame-backed) connector over the fake frame, with the secure site played by FakeSecureSite:
// a user who signs in when the page connects (unless told to decline), one address, networks switched only
// when the page asks (the traits the suite allows for).
import { EmbeddedFrameConnector } from '../../adapters/wallets/embedded/embedded-frame-connector.adapter.js';
import { FakeSecureSite } from '../fakes/secure-site.fake.js';
import { eip155ChainIdOf } from '../../adapters/wallets/evm/eip155-chain-id.js';
import {
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import { RecordingLogger } from '../fakes/recording-logger.fake.js';
import { CONTRACT_ACCOUNTS, CONTRACT_CHAINS, describeWalletConnectorContract } from './wallet-connector.contract.js';

const chainOf = (caipNetworkId: string) => eip155ChainIdOf(caipNetworkId);

describeWalletConnectorContract(
  'EmbeddedFrameConnector over FakeEmbeddedWalletFrame',
  async () => {
    const site = new FakeSecureSite({
      signedIn: false,
      address: CONTRACT_ACCOUNTS[0].toLowerCase(),
      chainId: chainOf(CONTRACT_CHAINS.initial.caipNetworkId),
      chains: [chainOf(CONTRACT_CHAINS.initial.caipNetworkId), chainOf(CONTRACT_CHAINS.known.caipNetworkId)],
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
        knowsChain: (chain) => site.chains.has(chainOf(chain)),
      },
    };
  },
  { singleAccount: true, switchesOnlyWhenAsked: true },
);
