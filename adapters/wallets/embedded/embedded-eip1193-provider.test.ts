// The embedded wallet's EIP-1193 provider over the fake frame (FakeSecureSite): what it answers itself, what
// goes to the frame, the allow-list, pending approvals and their abort, the errors its callers see, its
// events, and viem's wallet client on top of it (signMessage, sendTransaction, a rejection).
import {
  createWalletClient,
  custom,
  parseEther,
  UserRejectedRequestError as ViemUserRejectedRequestError,
  verifyMessage,
  type EIP1193Provider,
} from 'viem';
import { anvil } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import type { ApprovalEvent } from '../../../ports/embedded-wallet.port.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { toWalletportError } from '../evm/to-walletport-error.js';
import { EmbeddedFrameConnector } from './embedded-frame-connector.adapter.js';
import { ALICE, BOB, FakeSecureSite, type FakeSecureSiteOptions } from '../../../tests/fakes/secure-site.fake.js';

async function world(site: FakeSecureSiteOptions = {}, { connected = true } = {}) {
  const secureSite = new FakeSecureSite(site);
  const connector = new EmbeddedFrameConnector({
    frame: secureSite.frame,
    networks: [walletportDevnetA, walletportDevnetB],
    logger: new RecordingLogger(),
  });
  if (connected) await connector.connect();
  // The connect's own read (wallet_getCapabilities, which types the account) is not the provider's doing: the
  // cases below look at what the provider sends to the frame from here on.
  secureSite.frame.requests.splice(0);
  const approvals: ApprovalEvent[] = [];
  connector.subscribeApprovals((event) => approvals.push(event));
  const provider = await connector.getProvider();
  return { site: secureSite, frame: secureSite.frame, connector, provider, approvals };
}

/** What a failed request threw, for a look at its code and message. */
async function failure(promise: Promise<unknown>): Promise<{ code: unknown; message: unknown }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
  return { code: (error as { code?: unknown }).code, message: (error as { message?: unknown }).message };
}

describe('EmbeddedEip1193Provider', () => {
  it('answers accounts and chain itself, and hands out one provider', async () => {
    const { connector, provider, frame } = await world({ chainId: 31338 });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ALICE]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ALICE]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
    expect(frame.requestsOf('RPC_REQUEST')).toEqual([]);
    expect(await connector.getProvider()).toBe(provider);
  });

  it('answers no accounts when signed out, and 4100 to anything that needs the wallet', async () => {
    const { provider, frame } = await world({ signedIn: false }, { connected: false });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([]);
    expect(await failure(provider.request({ method: 'eth_blockNumber' }))).toMatchObject({ code: 4100 });
    expect(await failure(provider.request({ method: 'personal_sign', params: ['0x00', ALICE] }))).toMatchObject({ code: 4100 });
    expect(frame.requestsOf('RPC_REQUEST')).toEqual([]);
  });

  it('sends safe methods as RPC_REQUEST {method, params, chainId}, with no approval', async () => {
    const { provider, frame, approvals } = await world();
    await expect(provider.request({ method: 'eth_getBalance', params: [ALICE, 'latest'] })).resolves.toBe('0xde0b6b3a7640000');
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10');
    expect(frame.requestsOf('RPC_REQUEST').map((request) => [request.payload, request.options])).toEqual([
      [{ method: 'eth_getBalance', params: [ALICE, 'latest'], chainId: 31337 }, undefined],
      [{ method: 'eth_blockNumber', chainId: 31337 }, undefined],
    ]);
    expect(approvals).toEqual([]);
  });

  it("refuses a method on neither list with 4200 'Requested RPC call is not allowed', and sends nothing", async () => {
    const { provider, frame } = await world();
    for (const method of ['eth_sign', 'wallet_addEthereumChain', 'eth_newFilter', 'Personal_sign']) {
      expect(await failure(provider.request({ method }))).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' });
    }
    expect(frame.requestsOf('RPC_REQUEST')).toEqual([]);
  });

  it('follows an unsafe request as a pending approval: requested before it is posted, settled with the outcome', async () => {
    const { provider, frame, connector, site, approvals } = await world();
    site.approval = 'hold';
    let postedWhenRequested: number | undefined;
    connector.subscribeApprovals((event) => {
      if (event.type === 'approval-requested') postedWhenRequested = frame.requestsOf('RPC_REQUEST').length;
    });
    const signing = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ALICE] });
    await flushMicrotasks();
    expect(postedWhenRequested).toBe(0);
    expect(connector.pendingApprovals()).toEqual([{ id: expect.any(String), method: 'personal_sign' }]);

    site.approveHeld();
    const signature = (await signing) as `0x${string}`;
    expect(await verifyMessage({ address: ALICE, message: 'hello', signature })).toBe(true);
    expect(connector.pendingApprovals()).toEqual([]);
    const request = approvals[0]?.request;
    expect(request?.method).toBe('personal_sign');
    expect(approvals).toEqual([
      { type: 'approval-requested', request },
      { type: 'approval-settled', request, outcome: 'approved', result: signature },
    ]);
  });

  it('passes a rejection on as 4001 and settles the approval as rejected', async () => {
    const { provider, site, approvals } = await world();
    site.approval = 'reject';
    expect(await failure(provider.request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: BOB }] }))).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(approvals.map((event) => (event.type === 'approval-settled' ? event.outcome : event.type))).toEqual([
      'approval-requested',
      'rejected',
    ]);
  });

  it('aborts the pending unsafe requests at once with 4001 and sends RPC_ABORT; safe ones go on', async () => {
    const { provider, frame, connector, site, approvals } = await world();
    site.approval = 'hold';
    let answerBlockNumber: (value: unknown) => void = () => {};
    frame.respond('RPC_REQUEST', (payload: unknown) => {
      const { method } = payload as { method: string };
      if (method === 'eth_blockNumber') return new Promise((resolve) => (answerBlockNumber = resolve));
      return new Promise(() => {}); // the person is still reading
    });
    const signing = failure(provider.request({ method: 'personal_sign', params: ['0x00', ALICE] }));
    const typed = failure(provider.request({ method: 'eth_signTypedData_v4', params: [ALICE, '{}'] }));
    const reading = provider.request({ method: 'eth_blockNumber' });
    await flushMicrotasks();
    expect(connector.pendingApprovals().map((pending) => pending.method)).toEqual(['personal_sign', 'eth_signTypedData_v4']);

    connector.abortPendingApprovals();
    expect(await signing).toEqual({ code: 4001, message: 'Request was aborted' });
    expect(await typed).toEqual({ code: 4001, message: 'Request was aborted' });
    expect(frame.requestsOf('RPC_ABORT')).toHaveLength(1);
    expect(connector.pendingApprovals()).toEqual([]);
    expect(approvals.filter((event) => event.type === 'approval-settled').map((event) => event.outcome)).toEqual(['aborted', 'aborted']);

    answerBlockNumber('0x20');
    await expect(reading).resolves.toBe('0x20');
    connector.abortPendingApprovals(); // nothing waits: nothing is sent
    expect(frame.requestsOf('RPC_ABORT')).toHaveLength(1);
  });

  it('switches chains for wallet_switchEthereumChain, and answers 4902 for a chain not configured', async () => {
    const { provider, frame } = await world();
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).resolves.toBeNull();
    expect(frame.requestsOf('SWITCH_NETWORK').map((request) => request.payload)).toEqual([
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
    ]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
    expect(await failure(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }))).toMatchObject({ code: 4902 });
    expect(await failure(provider.request({ method: 'wallet_switchEthereumChain', params: [] }))).toMatchObject({ code: -32602 });
  });

  it("maps the frame's failures to EIP-1193 codes viem does not retry", async () => {
    const { provider, frame } = await world();
    frame.fail('RPC_REQUEST', 'execution reverted: not enough');
    expect(await failure(provider.request({ method: 'eth_call', params: [{ to: BOB }] }))).toEqual({
      code: -32000,
      message: 'execution reverted: not enough',
    });
    frame.fail('RPC_REQUEST', 'Not signed in');
    expect(await failure(provider.request({ method: 'eth_call' }))).toMatchObject({ code: 4100 });
    frame.fail('RPC_REQUEST', 'Unsupported chain');
    expect(await failure(provider.request({ method: 'eth_call' }))).toMatchObject({ code: 4901 });
    frame.fail('RPC_REQUEST', 'unverified_domain');
    expect(await failure(provider.request({ method: 'eth_call' }))).toMatchObject({ code: 4100 });
  });

  it('emits accountsChanged, chainChanged (hex) and disconnect (4900) until the listener is removed', async () => {
    const { provider, site, connector } = await world();
    const seen: unknown[] = [];
    const onAccounts = (accounts: unknown) => seen.push(['accountsChanged', accounts]);
    const onChain = (chainId: unknown) => seen.push(['chainChanged', chainId]);
    const onDisconnect = (error: unknown) => seen.push(['disconnect', (error as { code: number }).code]);
    provider.on?.('accountsChanged', onAccounts);
    provider.on?.('chainChanged', onChain);
    provider.on?.('disconnect', onDisconnect);

    site.switchUser(BOB);
    await flushMicrotasks();
    await connector.switchNetwork({ caipNetworkId: 'eip155:31338', name: 'B', rpcUrl: 'http://127.0.0.1:8546', nativeCurrency: anvil.nativeCurrency });
    site.signOut();
    expect(seen).toEqual([
      ['accountsChanged', [BOB]],
      ['chainChanged', '0x7a6a'],
      ['disconnect', 4900],
    ]);

    provider.removeListener?.('accountsChanged', onAccounts);
    provider.removeListener?.('chainChanged', onChain);
    provider.removeListener?.('disconnect', onDisconnect);
    site.signIn();
    await connector.connect();
    expect(seen).toHaveLength(3);
  });
});

describe('viem over the embedded provider', () => {
  async function walletClient() {
    const w = await world();
    const client = createWalletClient({ account: ALICE, chain: anvil, transport: custom(w.provider as EIP1193Provider) });
    return { ...w, client };
  }

  it('signs a message the address verifies', async () => {
    const { client, approvals } = await walletClient();
    const signature = await client.signMessage({ message: 'hello from viem' });
    expect(await verifyMessage({ address: ALICE, message: 'hello from viem', signature })).toBe(true);
    expect(approvals.map((event) => event.type)).toEqual(['approval-requested', 'approval-settled']);
  });

  it('sends a transaction through RPC_REQUEST and returns its hash', async () => {
    const { client, site } = await walletClient();
    const hash = await client.sendTransaction({ to: BOB, value: parseEther('0.01') });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const sent = site.rpcRequests.find((request) => request.method === 'eth_sendTransaction');
    expect(sent).toEqual({ method: 'eth_sendTransaction', chainId: 31337, params: [{ from: ALICE, to: BOB, value: '0x2386f26fc10000' }] });
  });

  it("surfaces the person's rejection as viem's UserRejectedRequestError (4001), and an abort the same way", async () => {
    const { client, site, connector } = await walletClient();
    site.approval = 'reject';
    const rejected = await client.signMessage({ message: 'no' }).catch((caught: unknown) => caught);
    expect((rejected as Error & { walk(fn: (e: unknown) => boolean): unknown }).walk((e) => e instanceof ViemUserRejectedRequestError)).toBeInstanceOf(
      ViemUserRejectedRequestError,
    );
    expect((rejected as { walk(): unknown }).walk()).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 });
    // What the modal's chain adapter makes of it.
    expect(toWalletportError(rejected)).toBeInstanceOf(UserRejectedRequestError);

    site.approval = 'hold';
    const aborted = client.signMessage({ message: 'later' }).catch((caught: unknown) => caught);
    await flushMicrotasks();
    connector.abortPendingApprovals();
    const error = (await aborted) as Error & { walk(fn: (e: unknown) => boolean): unknown };
    expect(error.walk((e) => e instanceof ViemUserRejectedRequestError)).toMatchObject({ code: 4001 });
    expect(error.message).toContain('Request was aborted');
  });
});
