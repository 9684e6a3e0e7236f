import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../domain/entities/errors/base.error.js';
import { walletportDevnetA, walletportDevnetB } from '../domain/entities/network/chains/walletportDevnets.js';
import { FakeChainAdapter } from '../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { flushMicrotasks, VirtualScheduler } from '../tests/fakes/virtual-scheduler.fake.js';
import { walletConnectTestPorts } from '../tests/fakes/walletconnect-client.fake.js';
import { MockConnector, userRejectedError } from '../tests/fakes/index.js';
import { closeModal } from './closeModal.js';
import { connect } from './connect.js';
import { disconnect } from './disconnect.js';
import { getConnectors } from './getConnectors.js';
import { getModal } from './getModal.js';
import { getNetwork } from './getNetwork.js';
import { getProvider } from './getProvider.js';
import { getWalletInfo } from './getWalletInfo.js';
import { openModal } from './openModal.js';
import { switchNetwork } from './switchNetwork.js';
import { watchNetwork } from './watchNetwork.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function world() {
  const scheduler = new VirtualScheduler();
  const wallet = new MockConnector({
    info: { id: 'uuid-test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', explorerId: 'test-catalogue-id', info: { rdns: 'dev.walletport.testwallet' }, imageUrl: 'javascript:alert(1)' },
    accounts: [ADDRESS],
    caipNetworkId: walletportDevnetA.caipNetworkId,
    knownNetworks: [walletportDevnetB.caipNetworkId],
  });
  const wc = walletConnectTestPorts(scheduler, [walletportDevnetA, walletportDevnetB]);
  const test = createTestClient(
    { networks: [walletportDevnetA, walletportDevnetB] },
    { scheduler, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]), ...wc },
  );
  test.ports.connectorDiscovery.announce(wallet);
  test.client.start();
  return { ...test, wallet, fake: wc.walletConnect };
}

describe('the command actions', () => {
  it('connect by connector id, then getWalletInfo names the wallet with only a safe icon, and disconnect', async () => {
    const { client, wallet } = world();
    expect(getConnectors(client).map((connector) => connector.id)).toContain('uuid-test');
    const result = await connect(client, { connectorId: 'uuid-test' });
    expect(result).toMatchObject({ namespace: 'eip155', connectorId: 'uuid-test', address: ADDRESS, caipNetworkId: walletportDevnetA.caipNetworkId });
    expect(getWalletInfo(client)).toEqual({ name: 'Test Wallet', icon: undefined, id: 'uuid-test', rdns: 'dev.walletport.testwallet', type: 'ANNOUNCED' });
    await disconnect(client);
    expect(getWalletInfo(client)).toBeUndefined();
    expect(wallet.calls.some((call) => call.method === 'disconnect')).toBe(true);
  });

  it('connect by catalogue wallet id reaches the browser wallet that is that wallet', async () => {
    const { client } = world();
    await expect(connect(client, { walletId: 'test-catalogue-id' })).resolves.toMatchObject({ connectorId: 'uuid-test' });
  });

  it('connect by catalogue wallet id pairs over WalletConnect when no browser wallet is it, handing out the URI', async () => {
    const { client, fake } = world();
    const uris: string[] = [];
    const pending = connect(client, { walletId: 'rainbow', onDisplayUri: (uri) => uris.push(uri) });
    await flushMicrotasks();
    expect(uris).toEqual([fake.uris[0]]);
    fake.approve({ accounts: [ADDRESS], caipNetworkId: walletportDevnetA.caipNetworkId });
    await expect(pending).resolves.toMatchObject({ connectorId: 'walletConnect', address: ADDRESS });
  });

  it('connect refuses, with a typed error, a wallet it cannot reach and a WalletConnect pairing nobody could scan', async () => {
    const { client } = world();
    const unknown = await connect(client, { connectorId: 'nope' }).catch((error: unknown) => error);
    expect(isWalletportError(unknown, 'NO_CONNECTOR_FOR_CONNECTION')).toBe(true);
    const unseen = await connect(client, { walletId: 'rainbow' }).catch((error: unknown) => error);
    expect(isWalletportError(unseen, 'NO_CONNECTOR_FOR_CONNECTION')).toBe(true);
    expect((unseen as Error).message).toContain('onDisplayUri');
  });

  it("connect rejects with 'Connection rejected' when the person declines", async () => {
    const { client, wallet } = world();
    wallet.failConnectWith = userRejectedError();
    const error = await connect(client, { connectorId: 'uuid-test' }).catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'CONNECTION_REJECTED')).toBe(true);
  });

  it('switchNetwork by chain id asks the wallet; watchNetwork follows', async () => {
    const { client } = world();
    await connect(client, { connectorId: 'uuid-test' });
    const seen: string[] = [];
    const stop = watchNetwork(client, { onChange: (network) => seen.push(network.caipNetworkId) });
    await expect(switchNetwork(client, { network: 31338 })).resolves.toBe('switched');
    expect(getNetwork(client).caipNetworkId).toBe('eip155:31338');
    expect(seen).toContain('eip155:31338');
    stop();
    const error = await switchNetwork(client, { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }).catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'NAMESPACE_NOT_CONFIGURED_FOR_CHAIN')).toBe(true);
  });

  it('openModal and closeModal drive the modal; getModal reads it', async () => {
    const { client, core } = world();
    await openModal(client, { view: 'Networks' });
    expect(getModal(client)).toEqual({ isOpen: true, isLoading: false });
    expect(core.router.snapshot.view).toBe('Networks');
    expect(closeModal(client)).toBe(true);
    expect(getModal(client).isOpen).toBe(false);
  });

  it("getProvider hands out the wallet's provider under viem's type, one view per provider, undefined when not connected", async () => {
    const { client } = world();
    expect(await getProvider(client)).toBeUndefined();
    await connect(client, { connectorId: 'uuid-test' });
    const provider = await getProvider(client);
    expect(provider).toBe(await getProvider(client));
    await expect(provider?.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
  });
});
