/**
 * The send use case's test world on bip122: the shared use-case world (tests/fakes/use-case-world.ts) on the
 * devstack's regtest network, the connected payment account holding 1 BTC, a bip122 FakeChainAdapter whose
 * preflight answers a payment's figures (the test sets them), and a follower that records what it is handed.
 */
import { fakeTokenBalance } from '../../../../tests/fakes/blockchain-api.fake.js';
import type { UseCaseWorldOptions } from '../../../../tests/fakes/use-case-world.js';
import type { CaipNetwork } from '../../../entities/network/index.js';
import { walletportBitcoinRegtest } from '../../../entities/network/chains/walletportDevnets.js';
import { createNamespaceSendWorld } from './namespaceSendWorld.js';

export const BTC_NETWORK = walletportBitcoinRegtest.caipNetworkId;
/** The devstack ledger's dev accounts 0 and 3 (P2WPKH, P2TR), and a mainnet address (devstack/bitcoin/README.md). */
export const BTC_FROM = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
export const BTC_TO = 'bcrt1pknacsawq0pjec8ydjeesz0c39vkew5k5xc4mms3pyay9qqx36ahqaf9wsg';
export const MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** 1 BTC in two coins, a 627-sat fee (two inputs and two outputs at 3 sat/vB), P2TR's 330-sat dust threshold. */
export const BITCOIN_PREFLIGHT = { fee: 627n, minimumAccountBalance: 0n, tokenAccountRent: 0n, spendable: 100_000_000n, minimumAmount: 330n };

export const btc = fakeTokenBalance({ chainId: BTC_NETWORK, name: 'Bitcoin', symbol: 'BTC', price: 60_000, value: 60_000, quantity: { decimals: '8', numeric: '1' } });

export function createBitcoinSendWorld({ balances = [btc], history = ['Account', 'Send', 'SendPreview'], ...options }: UseCaseWorldOptions = {}) {
  const { world, adapter: bitcoin, ...sendWorld } = createNamespaceSendWorld({ namespace: 'bip122', network: walletportBitcoinRegtest as CaipNetwork, address: BTC_FROM, balances, history, ...options });
  bitcoin.preflight = { ...BITCOIN_PREFLIGHT };
  return { ...world, bitcoin, ...sendWorld, events: world.events.emitted };
}

export type BitcoinSendWorld = ReturnType<typeof createBitcoinSendWorld>;
