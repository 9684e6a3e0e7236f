/**
 * A names use case on the shared use-case world (tests/fakes/use-case-world.ts): a connected EVM account on a
 * chosen network (devnet B unless given), a wallet that signs with `signature`, the real router on
 * RegisterAccountName (`views` records where registering went), and recorded toasts and account refreshes.
 */
import { createUseCaseWorld, WORLD_ADDRESS } from '../../../../tests/fakes/use-case-world.js';
import type { Eip1193Provider } from '../../../../ports/wallet-connector.port.js';
import type { CaipNetwork } from '../../../entities/network/caipNetwork.js';
import { walletportDevnetB } from '../../../entities/network/chains/walletportDevnets.js';
import type { ViewName } from '../../router/views.js';
import { NamesUseCase } from '../names.usecase.js';

export const ALICE = WORLD_ADDRESS;

export type NamesWorldOptions = { network?: CaipNetwork; connected?: boolean; signature?: string; view?: ViewName };

export function namesWorld({ network = walletportDevnetB, connected = true, signature = '0xsigned', view = 'RegisterAccountName' }: NamesWorldOptions = {}) {
  const provider: Eip1193Provider = {
    request: ({ method }) => (method === 'personal_sign' ? Promise.resolve(signature) : Promise.reject(new Error(`unexpected ${method}`))),
  };
  const world = createUseCaseWorld({ network, address: connected ? ALICE : null, provider, history: [view] });
  const useCase = new NamesUseCase({
    api: world.api,
    connection: world.connection,
    network: world.network,
    chainAdapters: world.chainAdapters,
    router: world.router,
    account: world.account,
    toasts: world.toasts,
    scheduler: world.scheduler,
    logger: world.logger,
  });
  return { ...world, useCase, chainAdapter: world.adapter, toasts: world.toasts.errors };
}
