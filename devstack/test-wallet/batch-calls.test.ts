/**
 * EIP-5792 in the test wallet against a real anvil chain: the devstack's Simple7702Account (startChains deploys it
 * from the @account-abstraction/contracts build JSON), a batch of two transfers sent atomically through the account's
 * EIP-7702 delegation (one transaction, both transfers), its status read from the receipt, and the refusals
 * with EIP-5792's codes. viem's own 5792 actions drive it too, as a host page would.
 */
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, SIMPLE_7702_ACCOUNT_ADDRESS, startChains, type RunningChains } from '../chains/index.js';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS } from '../config.js';
import { callsStatusCode, EIP5792_ERRORS, MAX_BATCH_CALLS } from './batch-calls.js';
import type { TestWalletChain } from './types.js';
import { createTestWallet, type TestWallet } from './wallet.js';

const A = DEVSTACK_CHAINS.a.chainId;
const ME = DEV_ACCOUNTS[0].address as Address;
const ALICE = '0x00000000000000000000000000000000000a11ce' as Address;
const BOB = '0x0000000000000000000000000000000000000b0b' as Address;
const NO_CODE = '0x000000000000000000000000000000000000dEaD' as Address;

function wallet(chains: TestWalletChain[], delegationContract: Address | undefined): TestWallet {
  return createTestWallet({
    config: {
      chains,
      knownChainIds: [A],
      privateKeys: DEV_ACCOUNTS.map((account) => account.privateKey as Hex),
      switchOnAddChain: true,
      initialChainId: A,
      accountIndex: 0,
      delegationContract,
    },
    info: { uuid: '00000000-0000-4000-8000-000000000000', name: 'Test', icon: 'data:image/svg+xml,', rdns: 'dev.test' },
    storage: undefined,
    origin: 'http://127.0.0.1:1',
    announce: () => undefined,
  });
}

async function connected(chains: TestWalletChain[], delegationContract: Address | undefined): Promise<TestWallet> {
  const created = wallet(chains, delegationContract);
  await created.provider.request({ method: 'eth_requestAccounts' });
  return created;
}

function transfers(value: bigint): { to: Address; value: Hex }[] {
  return [
    { to: ALICE, value: numberToHex(value) },
    { to: BOB, value: numberToHex(value * 2n) },
  ];
}

describe('test wallet EIP-5792 batches through EIP-7702', () => {
  let chains: RunningChains;
  let walletChains: TestWalletChain[];
  let reader: PublicClient;
  let simple7702: Address;

  beforeAll(async () => {
    chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
    const [chain] = chains.chains;
    walletChains = [{ chainId: chain!.chainId, name: chain!.name, rpcUrl: chain!.rpcUrl }];
    reader = createPublicClient({ chain: chain!.viemChain, transport: http(chain!.rpcUrl, { retryCount: 0 }) });
    // startChains deploys it from the npm build JSON (devstack/chains/deploy-account-abstraction.ts).
    simple7702 = SIMPLE_7702_ACCOUNT_ADDRESS;
    expect(await reader.getCode({ address: simple7702 })).not.toBe(undefined);
  }, 30_000);

  afterAll(async () => {
    await chains?.stop();
  });

  it('sends two transfers as one transaction through the delegation, and reads the status from its receipt', async () => {
    const { provider, control } = await connected(walletChains, simple7702);
    const chainHex = numberToHex(A);
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [ME, [chainHex]] })).toEqual({
      [chainHex]: { atomic: { status: 'ready' } },
    });
    const [aliceBefore, bobBefore] = await Promise.all([reader.getBalance({ address: ALICE }), reader.getBalance({ address: BOB })]);

    const sent = (await provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: chainHex, from: ME, atomicRequired: true, calls: transfers(parseEther('0.1')) }],
    })) as { id: string };
    expect(sent.id).toMatch(/^0x[0-9a-f]{64}$/);

    const [entry] = control.requests.filter(({ method }) => method === 'wallet_sendCalls');
    expect(entry?.outcome).toBe('ok');
    let status = (await provider.request({ method: 'wallet_getCallsStatus', params: [sent.id] })) as {
      status: number;
      atomic: boolean;
      chainId: Hex;
      receipts?: { status: Hex; transactionHash: Hex }[];
    };
    while (status.status === 100) status = (await provider.request({ method: 'wallet_getCallsStatus', params: [sent.id] })) as typeof status;
    expect(status).toMatchObject({ version: '2.0.0', id: sent.id, chainId: chainHex, atomic: true, status: 200 });
    expect(status.receipts).toHaveLength(1);
    expect(status.receipts![0]!.status).toBe('0x1');

    // One type-4 transaction from the account to itself carried both transfers.
    const transaction = await reader.getTransaction({ hash: status.receipts![0]!.transactionHash });
    expect(transaction.type).toBe('eip7702');
    expect(transaction.to?.toLowerCase()).toBe(ME.toLowerCase());
    expect(await reader.getBalance({ address: ALICE })).toBe(aliceBefore + parseEther('0.1'));
    expect(await reader.getBalance({ address: BOB })).toBe(bobBefore + parseEther('0.2'));
    expect(await reader.getCode({ address: ME })).toBe(`0xef0100${simple7702.slice(2).toLowerCase()}`);

    // Delegated now: the next batch needs no authorization (a plain transaction) and the chain reports 'supported'.
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [ME] })).toEqual({ [chainHex]: { atomic: { status: 'supported' } } });
    const again = (await provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: chainHex, atomicRequired: true, calls: transfers(1n) }],
    })) as { id: string };
    expect(again.id).not.toBe(sent.id);
  });

  it("works with viem's EIP-5792 actions, as a host page uses them", async () => {
    const { provider } = await connected(walletChains, simple7702);
    const client = createWalletClient({ account: ME, chain: chains.chains[0]!.viemChain, transport: custom(provider) });
    expect(await client.getCapabilities({ chainId: A })).toMatchObject({ atomic: { status: expect.stringMatching(/^(ready|supported)$/) } });
    const before = await reader.getBalance({ address: ALICE });
    const { id } = await client.sendCalls({ calls: [{ to: ALICE, value: 5n }, { to: ALICE, value: 7n }], forceAtomic: true });
    const result = await client.waitForCallsStatus({ id, pollingInterval: 50, timeout: 20_000 });
    expect(result).toMatchObject({ status: 'success', atomic: true, statusCode: 200 });
    expect(await reader.getBalance({ address: ALICE })).toBe(before + 12n);
  });

  it('sends the calls one by one where the chain cannot batch and the page did not ask for atomicity', async () => {
    const { provider } = await connected(walletChains, NO_CODE);
    const chainHex = numberToHex(A);
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [ME] })).toEqual({ [chainHex]: { atomic: { status: 'unsupported' } } });
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: chainHex, atomicRequired: true, calls: transfers(1n) }] }),
    ).rejects.toMatchObject({ code: EIP5792_ERRORS.atomicityNotSupported });

    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: chainHex, atomicRequired: false, calls: transfers(1n) }],
    })) as { id: string };
    let status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as { status: number; atomic: boolean; receipts?: unknown[] };
    while (status.status === 100) status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as typeof status;
    expect(status).toMatchObject({ status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
  });

  it("refuses what it cannot honour with EIP-5792's codes, and lets the user reject a batch", async () => {
    const { provider, control } = await connected(walletChains, simple7702);
    const chainHex = numberToHex(A);
    const send = (request: Record<string, unknown>) =>
      provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: chainHex, atomicRequired: true, calls: transfers(1n), ...request }] });

    await expect(send({ capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } } })).rejects.toMatchObject({
      code: EIP5792_ERRORS.unsupportedCapability,
    });
    await expect(send({ calls: [{ to: ALICE, value: '0x1', capabilities: { auxiliaryFunds: { supported: true } } }] })).rejects.toMatchObject({
      code: EIP5792_ERRORS.unsupportedCapability,
    });
    await expect(send({ chainId: '0x1' })).rejects.toMatchObject({ code: EIP5792_ERRORS.unsupportedChain });
    const tooMany = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => ({ to: ALICE, value: '0x1' }));
    await expect(send({ calls: tooMany })).rejects.toMatchObject({ code: EIP5792_ERRORS.bundleTooLarge });
    await expect(send({ calls: [{ to: 'not an address' }] })).rejects.toMatchObject({ code: -32602 });
    await expect(send({ from: DEV_ACCOUNTS[1].address })).rejects.toMatchObject({ code: 4100 });
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] })).rejects.toMatchObject({
      code: EIP5792_ERRORS.unknownBundle,
    });

    // An optional capability it does not know is ignored; a page-chosen id is kept, and reusing it is refused.
    expect(await send({ id: 'my-batch', capabilities: { paymasterService: { url: 'http://127.0.0.1:1', optional: true } } })).toEqual({ id: 'my-batch' });
    await expect(send({ id: 'my-batch' })).rejects.toMatchObject({ code: EIP5792_ERRORS.duplicateId });

    // The user's answer: reject (4001 by default) like any other prompt.
    control.rejectNext();
    await expect(send({})).rejects.toMatchObject({ code: 4001 });
  });

  it('keeps the account private until the page is authorized', async () => {
    const { provider } = wallet(walletChains, simple7702);
    await expect(provider.request({ method: 'wallet_getCapabilities', params: [ME] })).rejects.toMatchObject({ code: 4100 });
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: numberToHex(A), atomicRequired: true, calls: transfers(1n) }] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it("a batch whose call would fail is refused before it is sent, with the chain's message, and nothing moves", async () => {
    const { provider } = await connected(walletChains, simple7702);
    const before = await reader.getBalance({ address: ALICE });
    // Simple7702Account's execute, called on the implementation itself by another account: it reverts (only the
    // account itself or the EntryPoint may), so the whole batch would.
    const foreignExecute = encodeFunctionData({
      abi: parseAbi(['function execute(address target, uint256 value, bytes data)']),
      functionName: 'execute',
      args: [BOB, 0n, '0x'],
    });
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: numberToHex(A), atomicRequired: true, calls: [{ to: ALICE, value: '0x1' }, { to: simple7702, data: foreignExecute }] }],
      }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/revert/i) });
    expect(await reader.getBalance({ address: ALICE })).toBe(before);
  });
});

describe('callsStatusCode', () => {
  it('reads EIP-5792 status codes from the receipts of a batch', () => {
    expect(callsStatusCode([])).toBe(100);
    expect(callsStatusCode([{ status: '0x1' }, null])).toBe(100);
    expect(callsStatusCode([{ status: '0x1' }])).toBe(200);
    expect(callsStatusCode([{ status: '0x1' }, { status: '0x1' }])).toBe(200);
    expect(callsStatusCode([{ status: '0x0' }])).toBe(500);
    expect(callsStatusCode([{ status: '0x0' }, { status: '0x0' }])).toBe(500);
    expect(callsStatusCode([{ status: '0x1' }, { status: '0x0' }])).toBe(600);
  });
});
