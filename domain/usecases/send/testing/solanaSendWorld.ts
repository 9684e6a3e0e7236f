/**
 * The send use case's test world on solana: the shared use-case world (tests/fakes/use-case-world.ts) on Solana
 * devnet, the connected account holding 2 SOL and 250 of a USDC-like SPL token, a solana FakeChainAdapter whose
 * ledger holds the sender's 2 SOL (prepareTransfer reads receivers' balances from it), and a follower that
 * records the transactions handed to it.
 */
import { fakeTokenBalance } from '../../../../tests/fakes/blockchain-api.fake.js';
import type { UseCaseWorldOptions } from '../../../../tests/fakes/use-case-world.js';
import type { CaipNetwork } from '../../../entities/network/index.js';
import { solanaDevnet } from '../../../entities/network/chains/solana.js';
import { createNamespaceSendWorld } from './namespaceSendWorld.js';

export const SOLANA_NETWORK = solanaDevnet.caipNetworkId;
/** The devstack's dev accounts 0 and 1, and its token mint (devstack/solana/README.md). */
export const SOL_FROM = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
export const SOL_TO = 'C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5';
export const MINT = 'CMkgvgyd1Lj3NBBrTSPQ656ncYXKV26JiKjFrTv9j7nV';
export const SENDER_LAMPORTS = 2_000_000_000n;

export const sol = fakeTokenBalance({ chainId: SOLANA_NETWORK, name: 'Solana', symbol: 'SOL', price: 150, value: 300, quantity: { decimals: '9', numeric: '2' } });
export const splUsdc = fakeTokenBalance({
  chainId: SOLANA_NETWORK,
  name: 'Walletport USD',
  symbol: 'USDC',
  address: `${SOLANA_NETWORK}:${MINT}`,
  price: 1,
  value: 250,
  quantity: { decimals: '6', numeric: '250' },
});

export function createSolanaSendWorld({ balances = [sol, splUsdc], history = ['Account', 'Send', 'SendPreview'], ...options }: UseCaseWorldOptions = {}) {
  const { world, adapter: solana, ...sendWorld } = createNamespaceSendWorld({ namespace: 'solana', network: solanaDevnet as CaipNetwork, address: SOL_FROM, balances, history, ...options });
  solana.setBalance(SOL_FROM, SOLANA_NETWORK, SENDER_LAMPORTS);
  return { ...world, solana, ...sendWorld, events: world.events.emitted };
}

export type SolanaSendWorld = ReturnType<typeof createSolanaSendWorld>;
