/**
 * The batch actions through a real client over fakes: a browser wallet answering EIP-5792, a WalletConnect
 * session naming a bundler, and the modal's balances following a batch to its end.
 */
import { describe, expect, it, vi } from 'vitest';
import { walletportDevnetA } from '../domain/entities/network/chains/walletportDevnets.js';
import { FakeBundlerClient } from '../tests/fakes/bundler-client.fake.js';
import { answerCalls } from '../tests/fakes/calls-wallet.fake.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { MockConnector } from '../tests/fakes/index.js';
import { flushMicrotasks, VirtualScheduler } from '../tests/fakes/virtual-scheduler.fake.js';
import { walletConnectTestPorts } from '../tests/fakes/walletconnect-client.fake.js';
import { connect } from './connect.js';
import { getCallsStatus } from './getCallsStatus.js';
import { getCapabilities } from './getCapabilities.js';
import { sendCalls } from './sendCalls.js';
import { waitForCallsStatus } from './waitForCallsStatus.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER_OP = `0x${'ab'.repeat(32)}`;
const TX = `0x${'cd'.repeat(32)}`;

function world() {
  const scheduler = new VirtualScheduler();
  const bundler = new FakeBundlerClient();
  const wallet = new MockConnector({
    info: { id: 'batcher', name: 'Batcher', type: 'ANNOUNCED', chain: 'eip155' },
    accounts: [ADDRESS],
    caipNetworkId: walletportDevnetA.caipNetworkId,
  });
  const wc = walletConnectTestPorts(scheduler, [walletportDevnetA]);
  const test = createTestClient({ networks: [walletportDevnetA], rpcUrl: 'http://127.0.0.1:4000' }, { scheduler, bundler, ...wc });
  test.ports.connectorDiscovery.announce(wallet);
  test.client.start();
  return { ...test, wallet, bundler, walletConnect: wc.walletConnect };
}

describe('the batch actions', () => {
  it('refuse before a wallet is connected, each with its message', async () => {
    const { client } = world();
    await expect(sendCalls(client, { calls: [{ to: TO }] })).rejects.toMatchObject({ shortMessage: 'Please call connect() before request()' });
    await expect(getCapabilities(client)).rejects.toMatchObject({ shortMessage: 'Missing address parameter in wallet_getCapabilities request' });
  });

  it('send a batch through a browser wallet, read its capabilities and its status from the wallet, and reload the balances once it lands', async () => {
    const { client, wallet, core, ports } = world();
    const calls = answerCalls(wallet.provider, { capabilities: { '0x7a69': { atomic: { status: 'supported' } } } });
    await connect(client, { connectorId: 'batcher' });
    const refresh = vi.spyOn(core.account, 'refresh');
    expect(await getCapabilities(client, { chainId: 31337 })).toEqual({ atomic: { status: 'supported' } });
    const { id } = await sendCalls(client, { calls: [{ to: TO, value: 1n }, { to: TO, value: 2n }], forceAtomic: true });
    expect(calls.batches[0]).toMatchObject({ from: ADDRESS, chainId: '0x7a69', atomicRequired: true });
    expect(await getCallsStatus(client, { id })).toMatchObject({ status: 'pending', statusCode: 100 });
    calls.settle(id, { status: 200, atomic: true, receipts: [{ transactionHash: TX, status: '0x1', logs: [] }] });
    await expect(waitForCallsStatus(client, { id })).resolves.toMatchObject({ status: 'success', receipts: [{ transactionHash: TX }] });
    expect(refresh).not.toHaveBeenCalled();
    // The follower reads the batch on the scheduler's clock, like the page.
    await ports.scheduler.advanceAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ force: true });
  });

  it("read a WalletConnect wallet's user operation through the bundler its session names, and refuse when it names none and approved no status method", async () => {
    const { client, walletConnect, bundler } = world();
    walletConnect.handle('wallet_sendCalls', { id: USER_OP });
    const connecting = connect(client, { connectorId: 'walletConnect' });
    await flushMicrotasks();
    walletConnect.approve({ accounts: [ADDRESS], caipNetworkId: walletportDevnetA.caipNetworkId, sessionProperties: { bundler_name: 'pimlico' } });
    await connecting;
    const { id } = await sendCalls(client, { calls: [{ to: TO }] });
    bundler.include(id, { success: true, transactionHash: TX });
    expect(await getCallsStatus(client, { id })).toMatchObject({ status: 'success', statusCode: 200, atomic: true });
    expect(bundler.reads[0]?.url).toBe(`http://127.0.0.1:4000/v1/bundler?projectId=${encodeURIComponent(client.options.projectId)}&chainId=eip155%3A31337&bundler=pimlico`);

    walletConnect.storedSession = { ...walletConnect.storedSession!, sessionProperties: {} };
    walletConnect.storedSession.namespaces['eip155']!.methods = ['wallet_sendCalls'];
    await expect(getCallsStatus(client, { id })).rejects.toMatchObject({ shortMessage: 'Fetching call status not approved by the wallet.' });
  });
});
