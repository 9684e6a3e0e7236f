/** ProfileWallets: the embedded account's card and every wallet held, per chain family. */
export const enWallets = {
  'wallets.noWalletConnected': 'No wallet connected',
  'wallets.connectWallet': 'Connect a wallet',
  'wallets.changeEmail': 'Change email',
  'wallets.inUse': 'In use',
  'wallets.switch': 'Switch',
  /** `{name}`: the wallet's name. */
  'wallets.switchTo': 'Switch to {name}',
  'wallets.disconnect': 'Disconnect {name}',
  /** `{family}`: 'EVM', 'Solana', 'Bitcoin'... */
  'wallets.familyWallets': '{family} wallets',
  'wallets.addAnother': 'Add another {family} wallet',
} as const;
