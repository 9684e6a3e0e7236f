import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';

const labels: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
};

/** How a chain family is named to people: 'EVM', 'Solana', 'Bitcoin', ... */
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
