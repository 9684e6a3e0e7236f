import { describe, expect, it } from 'vitest';
import { ethereum, optimism } from '../../entities/network/index.js';
import { accountContext, PENDING } from './accountContext.js';
import { ALICE, connectedEntry } from './testing/accountWorld.js';

const connectedOn = (caipNetworkId: string) => ({ namespaces: { eip155: connectedEntry('eip155', ALICE, caipNetworkId) } });

describe('accountContext', () => {
  it('is undefined when no account is connected on the active network’s namespace', () => {
    expect(accountContext({ namespaces: {} }, { activeCaipNetwork: ethereum, isUnsupportedChain: false })).toBeUndefined();
  });

  it('names the account and the active network, keyed by both', () => {
    expect(accountContext(connectedOn(ethereum.caipNetworkId), { activeCaipNetwork: ethereum, isUnsupportedChain: false })).toEqual({
      address: ALICE,
      namespace: 'eip155',
      network: ethereum,
      unsupported: false,
      caipNetworkId: 'eip155:1',
      key: `eip155:1|${ALICE}`,
    });
  });

  it('waits while the wallet is on another network than the active one (the network use case has not followed yet)', () => {
    expect(accountContext(connectedOn(optimism.caipNetworkId), { activeCaipNetwork: ethereum, isUnsupportedChain: false })).toBe(PENDING);
  });

  it('names the wallet’s own network while it sits on an unsupported one', () => {
    expect(accountContext(connectedOn('eip155:56'), { activeCaipNetwork: ethereum, isUnsupportedChain: true })).toMatchObject({
      unsupported: true,
      caipNetworkId: 'eip155:56',
      key: `eip155:56|${ALICE}|unsupported`,
    });
  });
});
