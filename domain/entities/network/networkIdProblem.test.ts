import { describe, expect, it } from 'vitest';
import { networkIdProblem } from './networkIdProblem.js';

describe('networkIdProblem', () => {
  it.each(['eip155:1', 'eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5', 'bip122:000000000019d6689c085ae165831e93'])(
    'finds nothing wrong with %s',
    (caipNetworkId) => {
      expect(networkIdProblem({ caipNetworkId })).toBeUndefined();
    },
  );

  it.each([
    ['eip155', 'not a CAIP-2 network id'],
    ['eip155:1:2', 'not a CAIP-2 network id'],
    [':1', 'not a CAIP-2 network id'],
    ['mars:1', '"mars" is not a known namespace'],
    ['eip155:0x1', "the chain's number"],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpX', 'first 32 base58 characters'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdl', 'first 32 base58 characters'],
  ])('says what is wrong with %s', (caipNetworkId, says) => {
    expect(networkIdProblem({ caipNetworkId })).toContain(says);
  });

  it('refuses an id on another namespace than the network declares', () => {
    expect(networkIdProblem({ caipNetworkId: 'eip155:1', chainNamespace: 'solana' })).toContain('namespace solana');
  });
});
