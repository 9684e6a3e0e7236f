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
