/**
 * walletportConnector inside a real wagmi config, for @wagmi/core 2 and 3: a walletport client over the fakes
 * with the mock wallet of walletport/testing, driven through wagmi's own actions (connect, reconnect,
 * switchChain, sendCalls, disconnect) and through walletport's side (the modal, the wallet's events, its
 * disconnect), each side checked against the other.
 */
import * as wagmi2 from '@wagmi/core';
import * as wagmi3 from '@wagmi/core3';
import { http } from 'viem';
import { describe, expect, it } from 'vitest';
import { closeModal } from '../actions/closeModal.js';
import { connect as walletportConnect } from '../actions/connect.js';
import { disconnect as walletportDisconnect } from '../actions/disconnect.js';
import { getAccount as walletportAccount } from '../actions/getAccount.js';
import { getModal } from '../actions/getModal.js';
import { walletportDevnetA, walletportDevnetB } from '../domain/entities/network/chains/walletportDevnets.js';
import { mockConnector } from '../testing/mock-connector.js';
import { answerCalls } from '../tests/fakes/calls-wallet.fake.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { flushMicrotasks } from '../tests/fakes/virtual-scheduler.fake.js';
import { walletportConnector } from './walletportConnector.js';
import { wagmiChains } from './wagmiChains.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type Wagmi = typeof wagmi2;
const versions: [string, Wagmi][] = [
  ['@wagmi/core 2', wagmi2],
  // The same functions under wagmi 3 (the types differ only where this test does not look).
  ['@wagmi/core 3', wagmi3 as unknown as Wagmi],
];

function world(wagmi: Wagmi) {
  const wallet = mockConnector({ accounts: [ALICE, BOB], network: walletportDevnetA, knownNetworks: [walletportDevnetB] });
  const test = createTestClient({ networks: [walletportDevnetA, walletportDevnetB] });
  test.ports.connectorDiscovery.announce(wallet);
  test.client.start();
  const { chains } = wagmiChains({ networks: test.client.options.networks, projectId: 'test-project' });
  const config = wagmi.createConfig({
    chains,
    transports: { [walletportDevnetA.id]: http('http://127.0.0.1:1'), [walletportDevnetB.id]: http('http://127.0.0.1:1') },
    connectors: [walletportConnector(test.client)],
    multiInjectedProviderDiscovery: false,
    storage: null,
  });
  const connector = config.connectors[0];
  if (!connector) throw new Error('no connector');
  return { ...test, wallet, config, connector };
}

/** wagmi's view of the connection: status, accounts and chain. */
function wagmiSide(wagmi: Wagmi, config: wagmi2.Config) {
  const account = wagmi.getAccount(config);
  return { status: account.status, addresses: account.addresses, chainId: account.chainId };
}

describe.each(versions)('walletportConnector with %s', (_name, wagmi) => {
  it("connect opens walletport's modal and resolves with the wallet the visitor connects there", async () => {
    const { client, config, connector } = world(wagmi);
    const connecting = wagmi.connect(config, { connector });
    await flushMicrotasks();
    expect(getModal(client).isOpen).toBe(true);
    expect(wagmi.getAccount(config).status).toBe('connecting');
    // The visitor picks the mock wallet in the modal.
    await walletportConnect(client, { connectorId: 'mock' });
    await expect(connecting).resolves.toMatchObject({ accounts: [ALICE, BOB], chainId: 31337 });
    expect(wagmiSide(wagmi, config)).toEqual({ status: 'connected', addresses: [ALICE, BOB], chainId: 31337 });
  });

  it('switches the wallet to the chain wagmi asks for with the connect', async () => {
    const { client, config, connector, wallet } = world(wagmi);
    const connecting = wagmi.connect(config, { connector, chainId: 31338 });
    await flushMicrotasks();
    await walletportConnect(client, { connectorId: 'mock' });
    await expect(connecting).resolves.toMatchObject({ chainId: 31338 });
    expect(wallet.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(wagmiSide(wagmi, config).chainId).toBe(31338);
  });

  it('rejects with UserRejectedRequestError when the modal closes without a wallet, and wagmi stays disconnected', async () => {
    const { client, config, connector } = world(wagmi);
    const connecting = wagmi.connect(config, { connector });
    await flushMicrotasks();
    await closeModal(client);
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    expect(wagmi.getAccount(config).status).toBe('disconnected');
  });

  it('answers a connect at once, without the modal, when walletport holds the wallet already; its own button connecting reaches wagmi', async () => {
    const { client, config, connector } = world(wagmi);
    // Connected with walletport's button: wagmi hears it without being asked.
    await walletportConnect(client, { connectorId: 'mock' });
    expect(wagmiSide(wagmi, config)).toEqual({ status: 'connected', addresses: [ALICE, BOB], chainId: 31337 });
    await wagmi.disconnect(config);
    await walletportConnect(client, { connectorId: 'mock' });
    await wagmi.disconnect(config);
    expect(walletportAccount(client, { namespace: 'eip155' }).status).toBe('disconnected');
    await walletportConnect(client, { connectorId: 'mock' });
    await expect(wagmi.connect(config, { connector })).rejects.toMatchObject({ name: 'ConnectorAlreadyConnectedError' });
    expect(getModal(client).isOpen).toBe(false);
  });

  it('tells a config created after walletport connected, once the config exists', async () => {
    const { client, wallet } = world(wagmi);
    await walletportConnect(client, { connectorId: 'mock' });
    const { chains, transports } = wagmiChains({ networks: client.options.networks, projectId: 'test-project' });
    const config = wagmi.createConfig({ chains, transports, connectors: [walletportConnector(client)], multiInjectedProviderDiscovery: false, storage: null });
    expect(wagmi.getAccount(config).status).toBe('disconnected');
    await flushMicrotasks();
    expect(wagmiSide(wagmi, config)).toEqual({ status: 'connected', addresses: [ALICE, BOB], chainId: 31337 });
    wallet.emitChainChanged(walletportDevnetB.caipNetworkId);
    await flushMicrotasks();
    expect(wagmiSide(wagmi, config).chainId).toBe(31338);
  });

  it("follows the wallet's account and chain changes, and a chain switch asked by wagmi goes through walletport", async () => {
    const { client, config, connector, wallet } = world(wagmi);
    const connecting = wagmi.connect(config, { connector });
    await flushMicrotasks();
    await walletportConnect(client, { connectorId: 'mock' });
    await connecting;

    wallet.emitAccountsChanged([BOB, ALICE]);
    await flushMicrotasks();
    expect(wagmiSide(wagmi, config)).toMatchObject({ addresses: [BOB, ALICE], chainId: 31337 });

    wallet.emitChainChanged(walletportDevnetB.caipNetworkId);
    await flushMicrotasks();
    expect(wagmiSide(wagmi, config).chainId).toBe(31338);

    await expect(wagmi.switchChain(config, { chainId: 31337 })).resolves.toMatchObject({ id: 31337 });
    expect(wallet.caipNetworkId).toBe(walletportDevnetA.caipNetworkId);
    expect(wagmiSide(wagmi, config).chainId).toBe(31337);
    expect(walletportAccount(client, { namespace: 'eip155' }).caipAddress).toBe(`eip155:31337:${BOB}`);

    wallet.failSwitchWith = { code: 4001, message: 'User rejected the request.' };
    await expect(wagmi.switchChain(config, { chainId: 31338 })).rejects.toMatchObject({ name: 'UserRejectedRequestError' });
    expect(wagmiSide(wagmi, config).chainId).toBe(31337);
  });

  it('disconnecting on either side disconnects both', async () => {
    const { client, config, connector } = world(wagmi);
    await walletportConnect(client, { connectorId: 'mock' });
    expect(wagmi.getAccount(config).status).toBe('connected');
    await walletportDisconnect(client);
    expect(wagmi.getAccount(config).status).toBe('disconnected');

    const connecting = wagmi.connect(config, { connector });
    await flushMicrotasks();
    await walletportConnect(client, { connectorId: 'mock' });
    await connecting;
    await wagmi.disconnect(config);
    expect(walletportAccount(client, { namespace: 'eip155' }).status).toBe('disconnected');
    expect(wagmi.getAccount(config).status).toBe('disconnected');
  });

  it("reconnect waits for walletport's own restore, never opens the modal, and finds nothing without a session", async () => {
    const { client, config, wallet } = world(wagmi);
    await expect(wagmi.reconnect(config)).resolves.toEqual([]);
    expect(wagmi.getAccount(config).status).toBe('disconnected');

    // walletport is still restoring (the wallet has not answered yet) when wagmi reconnects.
    wallet.hangConnect = true;
    const restoring = walletportConnect(client, { connectorId: 'mock' });
    await flushMicrotasks();
    expect(walletportAccount(client, { namespace: 'eip155' }).status).toBe('connecting');
    const reconnecting = wagmi.reconnect(config);
    await flushMicrotasks();
    expect(getModal(client).isOpen).toBe(false);
    wallet.release();
    await restoring;
    await expect(reconnecting).resolves.toMatchObject([{ accounts: [ALICE, BOB], chainId: 31337 }]);
    expect(wagmiSide(wagmi, config)).toEqual({ status: 'connected', addresses: [ALICE, BOB], chainId: 31337 });
    expect(getModal(client).isOpen).toBe(false);
  });

  it("sends EIP-5792 calls through walletport's provider (useSendCalls' action)", async () => {
    const { client, config, wallet } = world(wagmi);
    const calls = answerCalls(wallet.provider, { ids: ['batch-id'], capabilities: { '0x7a69': { atomic: { status: 'supported' } } } });
    await walletportConnect(client, { connectorId: 'mock' });
    const sent = await wagmi.sendCalls(config, { calls: [{ to: BOB, value: 1n }] });
    expect(sent).toMatchObject({ id: 'batch-id' });
    expect(calls.batches[0]).toMatchObject({ from: ALICE, chainId: '0x7a69', calls: [{ to: BOB, value: '0x1' }] });
    expect(await wagmi.getConnectorClient(config)).toMatchObject({ account: { address: ALICE }, chain: { id: 31337 } });
  });
});
