import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from '../../../domain/entities/constants.js';
import { namespaceLabel } from './namespaceLabel.js';

describe('namespaceLabel', () => {
  it('names every namespace', () => {
    expect(CHAIN_NAMESPACES.map(namespaceLabel)).toEqual(['EVM', 'Solana', 'Polkadot', 'Bitcoin', 'Cosmos']);
  });
});
