/**
 * The WalletConnector contract against the Wallet Standard connector over the devstack's real Solana test
 * wallet, on a local Solana chain (signAndSend lands there). The wallet serves the devstack chain and Solana
 * devnet; the page configures mainnet too, which the wallet does not serve. Wallet Standard has no network
 * switch: the page picks among the wallet's chains without a prompt, and cannot teach it a new one.
 */
import { SOLANA_DEV_ACCOUNT_COUNT, solanaDevKeypair } from '../../devstack/solana/dev-keys.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../../devstack/solana/genesis.js';
import { useSolanaTestNode } from '../../devstack/solana/testing/solana-test-node.js';
import { USER_REJECTED_CODE, USER_REJECTED_MESSAGE, WalletStandardError } from '../../devstack/solana-test-wallet/prompts.js';
import { createSolanaTestWallet } from '../../devstack/solana-test-wallet/wallet.js';
import { WalletStandardConnector } from '../../adapters/wallets/wallet-standard/wallet-standard-connector.adapter.js';
import { WalletStandardHandle } from '../../adapters/wallets/wallet-standard/wallet-standard-handle.js';
import { parseStandardWallet } from '../../adapters/wallets/wallet-standard/wallet-standard.schema.js';
import { TEST_ICON } from '../fakes/solana-test-wallets.js';
import { SOLANA_CONTRACT_ACCOUNTS, SOLANA_CONTRACT_CHAINS, solanaContractProfile } from './solana-contract-profile.js';
import { describeWalletConnectorContract, type WalletConnectorContractWorld } from './wallet-connector.contract.js';

const solana = useSolanaTestNode();

function world(): WalletConnectorContractWorld {
  const chains = SOLANA_CONTRACT_CHAINS;
  const { wallet: base, control } = createSolanaTestWallet({
    keypairs: Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => solanaDevKeypair(index)),
    rpcUrl: solana.node.rpcUrl,
    chain: SOLANA_DEVSTACK_CAIP2,
    icon: TEST_ICON,
  });
  let declineConnect = false;
  const served = [chains.initial.caipNetworkId, chains.known.caipNetworkId] as `solana:${string}`[];
  // The test wallet, serving devnet too, and a user who can be told to decline every connect prompt.
  const wallet = {
    version: base.version,
    name: base.name,
    icon: base.icon,
    chains: served,
    get accounts() {
      return base.accounts;
    },
    features: {
      ...base.features,
      'standard:connect': {
        version: '1.0.0',
        connect: (input?: { silent?: boolean }) =>
          declineConnect && input?.silent !== true
            ? Promise.reject(new WalletStandardError(USER_REJECTED_CODE, USER_REJECTED_MESSAGE))
            : base.features['standard:connect'].connect(input),
      },
    },
  };
  const connector = new WalletStandardConnector({
    handle: new WalletStandardHandle(wallet, parseStandardWallet(wallet)!),
    networks: [chains.initial.caipNetworkId, chains.known.caipNetworkId, chains.unknown.caipNetworkId],
  });
  return {
    connector,
    wallet: {
      declineConnect: (decline) => void (declineConnect = decline),
      declineSwitch: () => undefined, // nothing to decline: the page switches without asking
      refuseToAddChains: () => undefined, // a Wallet Standard wallet cannot be taught a chain
      changeAccounts: async ([first]) => control.switchAccount(SOLANA_CONTRACT_ACCOUNTS.indexOf(first as (typeof SOLANA_CONTRACT_ACCOUNTS)[number])),
      disconnect: async () => control.disconnect(),
      knowsChain: (caipNetworkId) => (served as string[]).includes(caipNetworkId),
    },
  };
}

describeWalletConnectorContract(
  'WalletStandardConnector over the Solana test wallet on a local chain',
  async () => world(),
  { singleAccount: true, switchesOnlyWhenAsked: true, switchesWithoutPrompt: true, cannotAddNetworks: true },
  solanaContractProfile({ connection: () => solana.connection }),
);
