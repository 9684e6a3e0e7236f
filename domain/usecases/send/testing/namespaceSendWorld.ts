/**
 * The send use case's test world on a namespace of its own (solana, bip122): the shared use-case world on that
 * namespace's network and account, a FakeChainAdapter for the namespace beside the world's EVM ones, a follower
 * that records the transactions handed to it, and the send use case over them, watched as the Send view watches
 * it. solanaSendWorld.ts and bitcoinSendWorld.ts add their network's balances and adapter figures.
 */
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import { createUseCaseWorld, type UseCaseWorldOptions } from '../../../../tests/fakes/use-case-world.js';
import type { ChainNamespace } from '../../../entities/connector/connector.js';
import { SendUseCase } from '../send.usecase.js';

/** The world's options (its `network` and `address` on the namespace), and the namespace the extra adapter serves. */
export type NamespaceSendWorldParameters = UseCaseWorldOptions & { readonly namespace: ChainNamespace };

export function createNamespaceSendWorld({ namespace, history = ['Account', 'Send', 'SendPreview'], ...options }: NamespaceSendWorldParameters) {
  const world = createUseCaseWorld({ history, ...options });
  const adapter = new FakeChainAdapter(world.scheduler, { namespace });
  const followed: { hash: string; caipNetworkId: string }[] = [];
  const chainAdapters = new Map<ChainNamespace, FakeChainAdapter>([...world.chainAdapters, [namespace, adapter]]);
  const dependencies = {
    account: world.account,
    connection: world.connection,
    network: world.network,
    router: world.router,
    chainAdapters,
    blockchainApi: world.api,
    scheduler: world.scheduler,
    events: world.events,
    logger: world.logger,
    transactions: { follow: async (transaction: { hash: string; caipNetworkId: string }) => void followed.push(transaction) },
  };
  const send = new SendUseCase(dependencies);
  const unsubscribe = send.subscribe(() => undefined);
  return { world, adapter, chainAdapters, followed, dependencies, send, unsubscribe };
}
