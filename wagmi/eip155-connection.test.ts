/**
 * What wagmi's reconnect waits on: without a stored session nothing loads (a page whose visitor never
 * connected pays nothing); with one, the client starts and answers once walletport's own restore has ended.
 * (Waiting through a restore still under way: walletportConnector.test.ts, reconnect.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from '../actions/connect.js';
import { createClient } from '../client/walletport-client.js';
import { CONNECTION_STATUS_KEY } from '../domain/entities/storage/storage-keys.js';
import { walletportDevnetB } from '../domain/entities/network/chains/walletportDevnets.js';
import { mockConnector } from '../testing/mock-connector.js';
import { createTestClient, TEST_NETWORK } from '../tests/fakes/create-test-client.js';
import { readEip155Connection, settledEip155Connection } from './eip155-connection.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A client whose core (over the fakes) loads only when something asks for it. */
function lazyClient() {
  const test = createTestClient({ networks: [TEST_NETWORK, walletportDevnetB] });
  const wallet = mockConnector({ accounts: [BOB.toLowerCase(), ALICE], network: walletportDevnetB });
  test.ports.connectorDiscovery.announce(wallet);
  const load = vi.fn(() => test.core);
  return { client: createClient({ projectId: 'test-project', networks: [TEST_NETWORK, walletportDevnetB] }, load), load };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settledEip155Connection', () => {
  it('answers disconnected at once, loading nothing, when the browser holds no session', async () => {
    const { client, load } = lazyClient();
    await expect(settledEip155Connection(client)).resolves.toEqual({ status: 'disconnected' });
    expect(load).not.toHaveBeenCalled();
  });

  it("with a stored session, starts the client and answers once walletport's restore has ended", async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === CONNECTION_STATUS_KEY ? 'connected' : null) });
    const { client, load } = lazyClient();
    // The fakes' storage holds no connector to restore: the restore ends with nothing.
    await expect(settledEip155Connection(client)).resolves.toEqual({ status: 'disconnected' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('readEip155Connection', () => {
  it('reads a connected wallet as its accounts (checksummed, the active one first) and the chain it is on', async () => {
    const { client } = lazyClient();
    expect(readEip155Connection(client)).toEqual({ status: 'disconnected' });
    await connect(client, { connectorId: 'mock' });
    expect(readEip155Connection(client)).toEqual({ status: 'connected', accounts: [BOB, ALICE], chainId: walletportDevnetB.id });
  });
});
