/**
 * The send use case's test world: the shared use-case world (tests/fakes/use-case-world.ts) with the account
 * holding the local Ether and USDC, the real router on SendPreview as the Send views leave it (`views` records
 * where the send navigated), and the send use case over them, watched as the Send view watches it.
 */
import { fakeTokenBalance } from '../../../../tests/fakes/blockchain-api.fake.js';
import { createUseCaseWorld, WORLD_ADDRESS, type UseCaseWorldOptions } from '../../../../tests/fakes/use-case-world.js';
import { walletportDevnetA } from '../../../entities/network/chains/walletportDevnets.js';
import { SendUseCase } from '../send.usecase.js';

export const FROM = WORLD_ADDRESS;
export const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const NETWORK = walletportDevnetA.caipNetworkId;
/** The configured APIs' origin in these tests: the only host a remote avatar may load from. */
export const API_ORIGIN = 'https://api.test';

export const native = fakeTokenBalance({ chainId: NETWORK, name: 'Local Ether', symbol: 'ETH', price: 2000, quantity: { decimals: '18', numeric: '1.5' } });
export const usdc = fakeTokenBalance({
  chainId: NETWORK,
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${NETWORK}:${USDC}`,
  price: 1,
  value: 100,
  quantity: { decimals: '6', numeric: '100.25' },
});

export function createSendWorld({ balances = [native, usdc], history = ['Account', 'Send', 'SendPreview'], ...options }: UseCaseWorldOptions = {}) {
  const world = createUseCaseWorld({ balances, history, ...options });
  const send = new SendUseCase({
    account: world.account,
    connection: world.connection,
    network: world.network,
    router: world.router,
    chainAdapters: world.chainAdapters,
    blockchainApi: world.api,
    scheduler: world.scheduler,
    events: world.events,
    logger: world.logger,
    avatarOrigins: [API_ORIGIN],
  });
  const unsubscribe = send.subscribe(() => undefined);
  return { ...world, send, events: world.events.emitted, unsubscribe };
}

export type SendWorld = ReturnType<typeof createSendWorld>;
