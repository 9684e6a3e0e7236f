/**
 * The whole catalogue: the well-known wallets, the devstack's injected test wallet, the devstack's
 * WalletConnect wallet page (when its URL is given), the devstack's Solana test wallet, then generated entries ("Wallet 0036", ...) up to
 * `walletCount`. Generation is seeded and sequential, so the first N entries of a 5,000-entry catalogue are
 * the same as a 600-entry one (for the same options).
 */
import type { CatalogueEntry } from './catalogue-wallet.js';
import { chainsOf, DEVNETS, EVM_MAINNETS, SOLANA_DEVNET, type ChainGroup } from './chain-groups.js';
import { seededRandom, type Random } from './seeded-random.js';
import { WELL_KNOWN_WALLETS, type KnownWallet } from './well-known-wallets.js';
import { derivedWalletId, imageIdFor } from './wallet-ids.js';

export const DEFAULT_WALLET_COUNT = 600;
export const CATALOGUE_SEED = 0x5eed_2024;

export const TEST_WALLET = {
  name: 'Walletport Test Wallet',
  rdns: 'dev.walletport.testwallet',
} as const;

/**
 * devstack/solana-test-wallet: a Wallet Standard wallet on the local Solana chain. Its injected id is the
 * connector id the product gives a Wallet Standard wallet (`wallet-standard:<name>`), so the catalogue entry
 * and the discovered wallet are one row, tagged installed.
 */
export const SOLANA_TEST_WALLET = {
  name: 'Walletport Solana Test Wallet',
  key: 'dev.walletport.solanatestwallet',
  injectedId: 'wallet-standard:Walletport Solana Test Wallet',
} as const;

/** devstack/wallet-page: a WalletConnect wallet the modal reaches through its web app link. */
export const WALLET_PAGE = {
  name: 'Walletport Wallet Page',
  key: 'dev.walletport.walletpage',
} as const;

export type BuildCatalogueOptions = {
  /**
   * The wallet page's URL (http://127.0.0.1:<port>): adds the 'Walletport Wallet Page' entry, its
   * `webapp_link` and `homepage` that URL (ending in `/`, so `<link>wc?uri=...` opens the page on a pairing).
   */
  walletPageUrl?: string | undefined;
};

export type Catalogue = {
  readonly entries: readonly CatalogueEntry[];
  byId(id: string): CatalogueEntry | undefined;
  byImageId(imageId: string): CatalogueEntry | undefined;
};

export function buildCatalogue(walletCount = DEFAULT_WALLET_COUNT, options: BuildCatalogueOptions = {}): Catalogue {
  const entries: CatalogueEntry[] = [];
  for (const known of WELL_KNOWN_WALLETS) entries.push(fromKnown(known, entries.length + 1));
  entries.push(testWallet(entries.length + 1));
  if (options.walletPageUrl !== undefined) entries.push(walletPage(options.walletPageUrl, entries.length + 1));
  entries.push(solanaTestWallet(entries.length + 1));
  const random = seededRandom(CATALOGUE_SEED);
  while (entries.length < walletCount) entries.push(generated(random, entries.length + 1));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const byImageId = new Map(entries.map((entry) => [entry.image_id, entry]));
  return { entries, byId: (id) => byId.get(id), byImageId: (id) => byImageId.get(id) };
}

function base(id: string, name: string, order: number): CatalogueEntry {
  return {
    id,
    name,
    image_id: imageIdFor(id),
    rdns: null,
    chains: [],
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    injected: null,
    badge_type: 'none',
    order,
  };
}

function fromKnown(known: KnownWallet, order: number): CatalogueEntry {
  const id = known.id ?? derivedWalletId(known.rdns ?? known.name);
  return {
    ...base(id, known.name, order),
    rdns: known.rdns ?? null,
    chains: chainsOf(known.chains),
    homepage: known.homepage,
    mobile_link: known.mobile ?? null,
    desktop_link: known.desktop ?? null,
    webapp_link: known.webapp ?? null,
    app_store: known.appStoreId ? `https://apps.apple.com/app/id${known.appStoreId}` : null,
    play_store: known.playPackage ? `https://play.google.com/store/apps/details?id=${known.playPackage}` : null,
    chrome_store: known.chromeId ? `https://chromewebstore.google.com/detail/${known.chromeId}` : null,
    injected: known.injected ? known.injected.map(([namespace, injected_id]) => ({ namespace, injected_id })) : null,
    badge_type: 'certified',
  };
}

function testWallet(order: number): CatalogueEntry {
  return {
    ...base(derivedWalletId(TEST_WALLET.rdns), TEST_WALLET.name, order),
    rdns: TEST_WALLET.rdns,
    chains: chainsOf(['evm']),
    injected: [{ namespace: 'eip155', injected_id: TEST_WALLET.rdns }],
    badge_type: 'certified',
  };
}

function solanaTestWallet(order: number): CatalogueEntry {
  return {
    ...base(derivedWalletId(SOLANA_TEST_WALLET.key), SOLANA_TEST_WALLET.name, order),
    chains: [SOLANA_DEVNET],
    injected: [{ namespace: 'solana', injected_id: SOLANA_TEST_WALLET.injectedId }],
    badge_type: 'certified',
  };
}

function walletPage(url: string, order: number): CatalogueEntry {
  const link = url.endsWith('/') ? url : `${url}/`;
  return {
    ...base(derivedWalletId(WALLET_PAGE.key), WALLET_PAGE.name, order),
    chains: [...DEVNETS],
    homepage: link,
    webapp_link: link,
    badge_type: 'certified',
  };
}

/** Odd names now and then, so escaping and search are exercised by real data. */
const NAME_SUFFIXES = [' & Co', ' <Beta>', ' "Pro"', " d'Or", ' Ünïcødé', ' 钱包'];

function generated(random: Random, order: number): CatalogueEntry {
  const number = String(order).padStart(4, '0');
  const slug = `wallet${number}`;
  const name = `Wallet ${number}${random.chance(0.03) ? random.pick(NAME_SUFFIXES) : ''}`;
  const entry = base(derivedWalletId(`generated-${order}`), name, order);
  entry.chains = generatedChains(random);
  const isEvm = entry.chains.some((chain) => chain.startsWith('eip155:'));
  if (random.chance(0.4)) entry.rdns = `com.${slug}.app`;
  if (entry.rdns && isEvm && random.chance(0.25)) entry.injected = [{ namespace: 'eip155', injected_id: entry.rdns }];
  entry.homepage = `https://${slug}.example/`;
  if (random.chance(0.7)) entry.mobile_link = random.chance(0.5) ? `${slug}://` : `https://${slug}.example/app/`;
  if (random.chance(0.1)) entry.desktop_link = `${slug}-desktop://`;
  if (random.chance(0.15)) entry.webapp_link = `https://app.${slug}.example/`;
  if (random.chance(0.6)) entry.app_store = `https://apps.apple.com/app/id${1_000_000_000 + random.int(900_000_000)}`;
  if (random.chance(0.55)) entry.play_store = `https://play.google.com/store/apps/details?id=com.${slug}`;
  if (random.chance(0.2)) entry.chrome_store = `https://chromewebstore.google.com/detail/${extensionId(random)}`;
  entry.badge_type = random.chance(0.08) ? 'certified' : 'none';
  return entry;
}

function generatedChains(random: Random): string[] {
  const roll = random.next();
  const groups: ChainGroup[] =
    roll < 0.8 ? ['evm'] : roll < 0.88 ? ['solana'] : roll < 0.93 ? ['bitcoin'] : roll < 0.97 ? ['cosmos'] : ['polkadot'];
  if (groups[0] !== 'evm') return chainsOf(groups);
  const chains = ['eip155:1', ...EVM_MAINNETS.slice(1).filter(() => random.chance(0.5))];
  const [chainA, chainB, chainC] = DEVNETS;
  if (chainA && chainB && random.chance(0.9)) chains.push(chainA, chainB);
  if (chainC && random.chance(0.6)) chains.push(chainC);
  if (random.chance(0.2)) chains.push(...chainsOf(['solana']));
  return chains;
}

/** Chrome extension ids are 32 letters from a to p. */
function extensionId(random: Random): string {
  return Array.from({ length: 32 }, () => String.fromCharCode(97 + random.int(16))).join('');
}
