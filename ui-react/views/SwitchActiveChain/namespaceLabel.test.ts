import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from '../../../domain/entities/constants.js';
import { namespaceLabel, namespaceWallet } from './namespaceLabel.js';

describe('namespaceLabel', () => {
  it('names every namespace', () => {
    expect(CHAIN_NAMESPACES.map(namespaceLabel)).toEqual(['EVM', 'Solana', 'Polkadot', 'Bitcoin', 'Cosmos']);
  });

  it("names a family's wallet with its article", () => {
    expect(CHAIN_NAMESPACES.map(namespaceWallet)).toEqual(['an EVM wallet', 'a Solana wallet', 'a Polkadot wallet', 'a Bitcoin wallet', 'a Cosmos wallet']);
  });
});
