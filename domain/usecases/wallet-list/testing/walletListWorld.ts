/** The wallet list's test world: a catalogue of fakes, virtual time, and the events the list reports. */
import type { CatalogueWallet } from '../../../entities/wallet/wallet.js';
import { recordingEvents } from '../../../../tests/fakes/use-case-world.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../../tests/fakes/wallet-catalogue.fake.js';
import { WalletListUseCase, type WalletListOptions } from '../wallet-list.usecase.js';

/** The configured network of every request's `chains` filter. */
export const CHAIN = 'eip155:31337';

/** `count` catalogue wallets on CHAIN, ids `${prefix}1`..., names 'Wallet 1'... */
export function wallets(count: number, prefix = 'w'): CatalogueWallet[] {
  return Array.from({ length: count }, (_, index) =>
    catalogueWallet({ id: `${prefix}${index + 1}`, name: `Wallet ${index + 1}`, chains: [CHAIN] }),
  );
}

export function walletListWorld(options: WalletListOptions = {}, catalogueWallets: CatalogueWallet[] = wallets(10)) {
  const scheduler = new VirtualScheduler();
  const catalogue = new FakeWalletCatalogue({ wallets: catalogueWallets });
  const { emitted: events, emit } = recordingEvents();
  const useCase = new WalletListUseCase({
    catalogue,
    scheduler,
    options: { networks: [{ caipNetworkId: CHAIN }], ...options },
    events: { emit },
  });
  return { useCase, catalogue, scheduler, events };
}

export const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id);
