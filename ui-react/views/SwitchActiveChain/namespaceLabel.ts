import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { MessageKey } from '../../../locales/messages.js';

const labels: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
};

/** How a chain family is named to people: 'EVM', 'Solana', 'Bitcoin', ... (names: the same in every language). */
export function namespaceLabel(namespace: ChainNamespace): string {
  return labels[namespace];
}

/** 'a Solana wallet', 'an EVM wallet': the family's wallet with the article its name is read with. */
export function namespaceWallet(namespace: ChainNamespace): string {
  const label = labels[namespace];
  // Every label is read as it starts ('EVM' as 'ee-vee-em'): a vowel letter is a vowel sound.
  const article = /^[AEIOU]/.test(label) ? 'an' : 'a';
  return `${article} ${label} wallet`;
}

const walletKeys: Readonly<Record<ChainNamespace, MessageKey>> = {
  eip155: 'networks.wallet.eip155',
  solana: 'networks.wallet.solana',
  bip122: 'networks.wallet.bip122',
  polkadot: 'networks.wallet.polkadot',
  cosmos: 'networks.wallet.cosmos',
};

/** The catalogue entry of namespaceWallet's words ('an EVM wallet'), for a view that shows them translated. */
export function namespaceWalletKey(namespace: ChainNamespace): MessageKey {
  return walletKeys[namespace];
}
