/**
 * Catalogue wallets and browser wallets for stories (dev-only; the build leaves out `testing/`). Images are
 * small inline SVGs, so the stories load nothing from the network.
 */
import type { Connector } from '../../../../domain/entities/connector/connector.js';
import type { CatalogueWallet } from '../../../../domain/entities/wallet/wallet.js';
import type { Scheduler } from '../../../../ports/scheduler.port.js';

const COLORS = ['#f6851b', '#2563eb', '#0e9f6e', '#9333ea', '#e11d48', '#0891b2', '#ca8a04', '#4f46e5'];

/** A square image with a coloured background and a white shape, as a data URL. */
export function storyImage(seed: number): string {
  const color = COLORS[seed % COLORS.length] ?? '#2563eb';
  const shape =
    seed % 3 === 0
      ? '<circle cx="32" cy="32" r="14" fill="#fff"/>'
      : seed % 3 === 1
        ? '<rect x="18" y="18" width="28" height="28" rx="6" fill="#fff"/>'
        : '<path d="M32 14 50 46H14Z" fill="#fff"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const NAMES = [
  'MetaMask', 'Trust', 'Rainbow', 'Coinbase Wallet', 'Ledger Live', 'Zerion', 'OKX Wallet', 'Safe', 'Phantom',
  'Uniswap Wallet', 'Rabby', 'Argent', 'Exodus', 'Frame', 'Taho', 'Zengo', 'imToken', 'TokenPocket', 'Bitget',
  'SafePal',
];

/** A catalogue wallet for stories; every one supports `chain`. */
export function storyWallet(index: number, chain: string, fields: Partial<CatalogueWallet> = {}): CatalogueWallet {
  const base = NAMES[index % NAMES.length] ?? 'Wallet';
  const name = index < NAMES.length ? base : `${base} ${Math.floor(index / NAMES.length) + 1}`;
  return {
    id: `story-${index}`,
    name,
    image_url: storyImage(index),
    rdns: index === 0 ? 'io.metamask' : null,
    chains: [chain],
    homepage: 'https://example.com',
    ...fields,
  };
}

export function storyWallets(count: number, chain: string): CatalogueWallet[] {
  return Array.from({ length: count }, (_, index) => storyWallet(index, chain));
}

export const LONG_WALLET_NAME = 'The Extraordinarily Long-Named Self-Custodial Multichain Wallet For Everyone Everywhere';

/** An announced browser wallet's description. */
export function storyConnector(fields: Partial<Connector> & { id: string; name: string }): Connector {
  return { type: 'ANNOUNCED', chain: 'eip155', imageUrl: storyImage(fields.id.length), ...fields };
}

/**
 * Story clients run on a virtual clock; this moves it along with the real one, so debounces, minimum waits
 * and image time-outs behave in a story as on a page.
 */
export function runInRealTime(scheduler: { advance(ms: number): void } & Pick<Scheduler, 'now'>, stepMs = 50): void {
  let last = Date.now();
  setInterval(() => {
    const now = Date.now();
    scheduler.advance(now - last);
    last = now;
  }, stepMs);
}
