/**
 * The calls flow over a mock wallet (MockEip1193Provider with EIP-5792 answers) and an in-memory bundler:
 * what reaches the wallet, where a status is read from, and the errors of SPEC.md section 8.
 */
import { describe, expect, it } from 'vitest';
import { FakeBundlerClient } from '../../../tests/fakes/bundler-client.fake.js';
import { answerCalls } from '../../../tests/fakes/calls-wallet.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { MockEip1193Provider } from '../../../testing/mock-eip1193-provider.js';
import type { CallsSession } from '../../entities/calls/callsStatusSource.js';
import { CallsUseCase } from './calls.usecase.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER_OP = `0x${'ab'.repeat(32)}`;
const TX = `0x${'cd'.repeat(32)}`;

function world({ session, connected = true }: { session?: CallsSession; connected?: boolean } = {}) {
  const provider = new MockEip1193Provider({ accounts: [ACCOUNT], caipNetworkId: 'eip155:31337', permitted: true });
  const wallet = answerCalls(provider, { ids: [USER_OP] });
  const bundler = new FakeBundlerClient();
  const scheduler = new VirtualScheduler();
  const calls = new CallsUseCase({
    wallet: async () => (connected ? { provider, address: ACCOUNT, caipNetworkId: 'eip155:31337' } : undefined),
    session: async () => session,
    bundler,
    settings: { rpcUrl: 'http://127.0.0.1:4000/', projectId: 'p1' },
    scheduler,
    logger: new RecordingLogger(),
  });
  return { calls, provider, wallet, bundler, scheduler };
}

describe('CallsUseCase', () => {
  it('sends wallet_sendCalls 2.0.0 from the connected account on its chain, values as hex, capabilities untouched', async () => {
    const { calls, wallet } = world();
    const paymasterService = { url: 'http://127.0.0.1:4000/paymaster?projectId=p1', optional: false };
    const sent = await calls.sendCalls({
      calls: [{ to: TO, value: 10n ** 15n }, { to: TO, data: '0xa9059cbb' }],
      capabilities: { paymasterService },
      forceAtomic: true,
    });
    expect(sent).toEqual({ id: USER_OP });
    expect(wallet.batches).toEqual([
      {
        version: '2.0.0',
        from: ACCOUNT,
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [{ to: TO, value: '0x38d7ea4c68000' }, { to: TO, data: '0xa9059cbb' }],
        capabilities: { paymasterService },
      },
    ]);
  });

  it('refuses a call without a 0x `to` before the wallet is asked, and without a wallet says connect first', async () => {
    const { calls, provider } = world();
    await expect(calls.sendCalls({ calls: [{ to: 'abc' as `0x${string}` }] })).rejects.toMatchObject({ code: 'INVALID_SEND_CALLS', message: 'Invalid calls: call 0: `to` must be a string starting with 0x' });
    expect(provider.methods()).not.toContain('wallet_sendCalls');
    await expect(world({ connected: false }).calls.sendCalls({ calls: [{ to: TO }] })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED', message: 'Please call connect() before request()' });
  });

  it("keeps the wallet's EIP-5792 refusal typed", async () => {
    const { calls, provider } = world();
    provider.failNext('wallet_sendCalls', { code: 5760, message: 'atomic not supported' });
    await expect(calls.sendCalls({ calls: [{ to: TO }], forceAtomic: true })).rejects.toMatchObject({ rpcCode: 5760 });
    provider.failNext('wallet_sendCalls');
    await expect(calls.sendCalls({ calls: [{ to: TO }] })).rejects.toMatchObject({ rpcCode: 4001, shortMessage: 'User rejected the request.' });
  });

  it("reads a user operation's status from the session's bundler by name, on the chain it was sent on", async () => {
    const { calls, bundler, provider } = world({ session: { properties: { bundler_name: 'pimlico' }, methods: ['wallet_sendCalls'] } });
    const { id } = await calls.sendCalls({ calls: [{ to: TO }], chainId: 31337 });
    expect(await calls.getCallsStatus({ id })).toMatchObject({ status: 'pending', statusCode: 100, atomic: true, receipts: [] });
    bundler.include(id, { success: true, transactionHash: TX });
    const status = await calls.getCallsStatus({ id });
    expect(status).toMatchObject({ id, status: 'success', statusCode: 200, atomic: true, chainId: 31337 });
    expect(status.receipts).toEqual([{ transactionHash: TX, blockHash: `0x${'b'.repeat(64)}`, blockNumber: 16n, gasUsed: 21000n, status: 'success', logs: [] }]);
    expect(bundler.reads[0]?.url).toBe('http://127.0.0.1:4000/v1/bundler?projectId=p1&chainId=eip155%3A31337&bundler=pimlico');
    expect(provider.methods()).not.toContain('wallet_getCallsStatus');
  });

  it('reads a reverted user operation as failure 500, and a bundler answering 503 as its message', async () => {
    const { calls, bundler } = world();
    bundler.include(USER_OP, { success: false, transactionHash: TX });
    expect(await calls.getCallsStatus({ id: USER_OP, bundlerUrl: 'http://127.0.0.1:4337/' })).toMatchObject({ status: 'failure', statusCode: 500 });
    expect(bundler.reads.map((read) => read.url)).toEqual(['http://127.0.0.1:4337/']);
    bundler.failWith(503);
    await expect(calls.getCallsStatus({ id: USER_OP, bundlerUrl: 'http://127.0.0.1:4337/' })).rejects.toMatchObject({
      code: 'USER_OPERATION_RECEIPT_FAILED',
      message: 'Failed to fetch user operation receipt - 503',
    });
  });

  it("falls back to the wallet's wallet_getCallsStatus when no bundler is named, else says the wallet did not approve it", async () => {
    const { calls, wallet } = world();
    const { id } = await calls.sendCalls({ calls: [{ to: TO }] });
    wallet.settle(id, { status: 200, atomic: true, receipts: [{ transactionHash: TX, blockNumber: '0x2', gasUsed: '0x10', status: '0x1', logs: [] }] });
    expect(await calls.getCallsStatus({ id })).toMatchObject({ status: 'success', statusCode: 200, chainId: 1, receipts: [{ transactionHash: TX, blockNumber: 2n, status: 'success' }] });

    const walletConnect = world({ session: { properties: {}, methods: ['wallet_sendCalls'] } });
    await expect(walletConnect.calls.getCallsStatus({ id: 'batch-7' })).rejects.toMatchObject({
      code: 'CALL_STATUS_NOT_APPROVED',
      message: 'Fetching call status not approved by the wallet.',
    });
    expect(walletConnect.provider.methods()).not.toContain('wallet_getCallsStatus');
  });

  it("refuses a wallet's malformed status instead of reading it", async () => {
    const { calls, provider } = world();
    provider.handle('wallet_getCallsStatus', { status: 'done', receipts: 'none' });
    await expect(calls.getCallsStatus({ id: 'batch-1' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('waits for a final status on the scheduler clock, each read handed to onStatus', async () => {
    const { calls, bundler, scheduler } = world();
    const seen: number[] = [];
    const waiting = calls.waitForCallsStatus({ id: USER_OP, bundlerUrl: 'http://127.0.0.1:4337/', onStatus: (status) => seen.push(status.statusCode) });
    await scheduler.advanceAsync(2_000);
    bundler.include(USER_OP, { success: true, transactionHash: TX });
    await scheduler.advanceAsync(1_000);
    await expect(waiting).resolves.toMatchObject({ status: 'success' });
    expect(seen).toEqual([100, 100, 100, 200]);
  });

  it('keeps reading once a second while the bundler is down, and resolves when it is back', async () => {
    const { calls, bundler, scheduler } = world();
    bundler.failWith(502);
    const waiting = calls.waitForCallsStatus({ id: USER_OP, bundlerUrl: 'http://127.0.0.1:4337/' });
    await scheduler.advanceAsync(3_000);
    expect(bundler.reads).toHaveLength(4);
    bundler.failWith(undefined);
    bundler.include(USER_OP, { success: true, transactionHash: TX });
    await scheduler.advanceAsync(1_000);
    await expect(waiting).resolves.toMatchObject({ status: 'success', statusCode: 200 });
    expect(bundler.reads).toHaveLength(5);
  });

  it('gives up after the timeout with the last failure, without a tight retry loop', async () => {
    const { calls, bundler, scheduler } = world();
    bundler.failWith(500);
    const waiting = calls.waitForCallsStatus({ id: USER_OP, bundlerUrl: 'http://127.0.0.1:4337/', timeout: 5_000 });
    const outcome = expect(waiting).rejects.toMatchObject({ message: 'Failed to fetch user operation receipt - 500' });
    await scheduler.advanceAsync(60_000);
    await outcome;
    expect(bundler.reads).toHaveLength(6);
  });

  it('asks wallet_getCapabilities for the connected account, keyed by decimal chain id; one chain merges the every-chain entry', async () => {
    const { calls, provider } = world();
    provider.handle('wallet_getCapabilities', { '0x0': { paymasterService: { supported: true } }, '0x7a69': { atomic: { status: 'ready' } } });
    expect(await calls.getCapabilities()).toEqual({ 0: { paymasterService: { supported: true } }, 31337: { atomic: { status: 'ready' } } });
    expect(await calls.getCapabilities({ chainId: 31337 })).toEqual({ paymasterService: { supported: true }, atomic: { status: 'ready' } });
    expect(provider.requests.at(-1)).toEqual({ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x7a69']] });
  });

  it('says the address is missing when no account is given or connected, and that it cannot parse a bad answer', async () => {
    await expect(world({ connected: false }).calls.getCapabilities()).rejects.toMatchObject({
      code: 'CAPABILITIES_ADDRESS_MISSING',
      message: 'Missing address parameter in wallet_getCapabilities request',
    });
    const { calls, provider } = world();
    provider.handle('wallet_getCapabilities', { '0x1': 'atomic' });
    await expect(calls.getCapabilities()).rejects.toMatchObject({ code: 'CAPABILITIES_PARSE_FAILED', shortMessage: 'Error parsing wallet capabilities' });
  });

  it("answers a WalletConnect wallet's capabilities from its session properties without asking it", async () => {
    const capabilities = JSON.stringify({ [ACCOUNT]: { '0x7a69': { atomic: { status: 'unsupported' } } } });
    const { calls, provider } = world({ session: { properties: { capabilities }, methods: ['wallet_sendCalls'] } });
    expect(await calls.getCapabilities({ chainId: 31337 })).toEqual({ atomic: { status: 'unsupported' } });
    expect(provider.methods()).not.toContain('wallet_getCapabilities');
  });

  it("refuses a batch on a chain that is not eip155: 'Unsupported chain'", async () => {
    const { calls, provider } = world();
    await expect(calls.sendCalls({ calls: [{ to: TO }], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
    expect(provider.methods()).not.toContain('wallet_sendCalls');
  });
});
