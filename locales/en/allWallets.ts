/** The All Wallets view: the search field and the grid of the catalogue's wallets. */
export const enAllWallets = {
  'allWallets.search': 'Search wallet',
  'allWallets.searching': 'Searching wallets',
  'allWallets.loading': 'Loading wallets',
  'allWallets.searchResults': 'Search results',
  'allWallets.wallets': 'Wallets',
  'allWallets.noWalletFound': 'No wallet found',
  'allWallets.walletsFound': { one: '{count} wallet found', other: '{count} wallets found' },
  'allWallets.loadFailed': 'Could not load wallets',
  /** {reason}: the failure's own short message. */
  'allWallets.loadFailedBecause': 'Could not load wallets: {reason}',
  'allWallets.searchFailed': 'Could not search wallets',
  'allWallets.installed': 'Installed',
} as const;
