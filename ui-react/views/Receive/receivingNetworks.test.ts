import { describe, expect, it } from 'vitest';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { receivingNetworks } from './receivingNetworks.js';

describe('receivingNetworks', () => {
  it("keeps the configured networks of the address's namespace, in order", () => {
    expect(receivingNetworks([walletportDevnetB, solana, walletportDevnetA], 'eip155')).toEqual([walletportDevnetB, walletportDevnetA]);
    expect(receivingNetworks([walletportDevnetB, solana], 'solana')).toEqual([solana]);
  });

  it('is empty without a namespace', () => {
    expect(receivingNetworks([walletportDevnetA], undefined)).toEqual([]);
  });
});
