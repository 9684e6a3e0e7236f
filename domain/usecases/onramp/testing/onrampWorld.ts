/**
 * The on-ramp use case's test world: the shared use-case world (tests/fakes/use-case-world.ts) with the page's
 * networks (Devnet A and B, and Solana), the fake provider's options and quotes (tests/fakes/onramp-provider.fake.ts),
 * a FakePlatform for the checkout's popup, an activity stand-in that counts its refreshes, and the real router
 * on Account. The use case is watched as the Buy view watches it; `openBuy` pushes the Buy entry, which starts it.
 */
import { afterEach } from 'vitest';
import { fakeActivityTransaction } from '../../../../tests/fakes/blockchain-api.fake.js';
import { FAKE_ONRAMP_SOLANA_REFERENCE } from '../../../../tests/fakes/onramp-provider.fake.js';
import { FakePlatform } from '../../../../tests/fakes/platform.fake.js';
import { createUseCaseWorld, WORLD_ADDRESS } from '../../../../tests/fakes/use-case-world.js';
import type { ActivityTransaction } from '../../../entities/activity/transaction.js';
import { walletportDevnetA, walletportDevnetB } from '../../../entities/network/chains/walletportDevnets.js';
import { defineNetwork } from '../../../entities/network/defineNetwork.js';
import type { CaipNetwork } from '../../../entities/network/index.js';
import { OnrampUseCase } from '../onramp.usecase.js';

export const BUYER = WORLD_ADDRESS;
export const SOLANA_BUYER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** The fake provider's Solana network as the page configures it. */
export const solanaNetwork = defineNetwork({
  id: FAKE_ONRAMP_SOLANA_REFERENCE,
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  chainNamespace: 'solana',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}) as CaipNetwork;

export type OnrampWorldOptions = {
  /** The active network (Devnet A unless given). */
  readonly network?: CaipNetwork;
  readonly address?: string | null;
  readonly timeZone?: string;
};

export function createOnrampWorld({ network = walletportDevnetA as CaipNetwork, address, timeZone }: OnrampWorldOptions = {}) {
  const buyer = address === undefined ? (network.chainNamespace === 'solana' ? SOLANA_BUYER : BUYER) : address;
  const world = createUseCaseWorld({ network, address: buyer, history: ['Account'] });
  const networks = [walletportDevnetA, walletportDevnetB, solanaNetwork] as CaipNetwork[];
  const platform = new FakePlatform(timeZone === undefined ? {} : { timeZone });
  const activityRefreshes: number[] = [];
  const onramp = new OnrampUseCase({
    account: world.account,
    connection: world.connection,
    // Read when asked, so a test that changes the active network in place (networkState) is seen.
    network: {
      get snapshot() {
        return { ...world.networkState, networks };
      },
    },
    router: world.router,
    blockchainApi: world.api,
    platform,
    scheduler: world.scheduler,
    activity: { refresh: async () => void activityRefreshes.push(world.scheduler.now()) },
    logger: world.logger,
  });
  const unsubscribe = onramp.subscribe(() => undefined);

  /** The Account view's Buy button: the Buy entry comes on top and the use case loads by itself. */
  const openBuy = async () => {
    world.router.push('Buy');
    await world.scheduler.advanceAsync(0);
  };
  /** Buy opened, `amount` typed and quoted: OnRampProviders shows both quotes. */
  const quoted = async (amount = '50') => {
    await openBuy();
    onramp.setAmount(amount);
    await onramp.getQuotes();
  };
  /** A purchase the provider recorded for the buyer (paid), on the active network unless told. */
  const purchase = (id: string, metadata: Partial<ActivityTransaction['metadata']> = {}): ActivityTransaction =>
    fakeActivityTransaction({
      id,
      metadata: { operationType: 'buy', status: 'pending', hash: '', chain: network.caipNetworkId, sentTo: buyer ?? '', ...metadata },
      transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49' } }],
    });
  const historyReads = () => world.api.calls.getHistory.filter((call) => call.onramp === 'coinbase').length;

  return { ...world, buyer: buyer ?? '', platform, onramp, activityRefreshes, unsubscribe, openBuy, quoted, purchase, historyReads };
}

export type OnrampWorld = ReturnType<typeof createOnrampWorld>;

/** For a test file: a function that creates a world, each one disposed after its test. */
export function onrampWorldsDisposedAfterEach(): (options?: OnrampWorldOptions) => OnrampWorld {
  const worlds: OnrampWorld[] = [];
  afterEach(() => {
    for (const world of worlds.splice(0)) world.onramp.dispose();
  });
  return (options) => {
    const created = createOnrampWorld(options);
    worlds.push(created);
    return created;
  };
}
