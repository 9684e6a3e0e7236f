/**
 * The embedded wallet's smart account against a real chain and a real bundler (anvil + alto): its counterfactual
 * address, a transaction that deploys it through the bundler, a batch as one user operation with its status,
 * the capabilities it claims, and what it refuses (messages, someone else's account, a chain without bundler).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, http, parseEther, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startAlto, type AltoProcess } from '../../bundler/alto.js';
import { freePort, startChains, type RunningChains } from '../../chains/index.js';
import type { SecureSiteChain } from './chain-book.js';
import { callsStatus, SMART_ACCOUNT_CANNOT_SIGN, smartAccountCapabilities, smartAccountRequest } from './smart-account-request.js';
import { NO_SMART_ACCOUNTS, SmartAccounts } from './smart-accounts.js';

let chains: RunningChains;
let alto: AltoProcess;
let client: PublicClient;
let chain: SecureSiteChain;
let smartAccounts: SmartAccounts;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const running = chains.chains[0]!;
  chain = { chainId: running.chainId, name: running.name, rpcUrl: running.rpcUrl };
  alto = await startAlto({ chainId: running.chainId, rpcUrl: running.rpcUrl, port: await freePort() });
  client = createPublicClient({ chain: running.viemChain, transport: http(running.rpcUrl) });
  smartAccounts = new SmartAccounts([{ chainId: running.chainId, url: alto.url }]);
}, 90_000);

afterAll(async () => {
  await alto?.stop();
  await chains?.stop();
});

const fund = (address: `0x${string}`) => createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({ address, value: parseEther('1') });

describe('the embedded wallet’s smart account', () => {
  it('is counterfactual until a transaction deploys it through the bundler', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const before = await smartAccounts.stateOf(owner.address, chain);
    expect(before.isDeployed).toBe(false);
    expect(before.address).not.toBe(owner.address);
    await fund(before.address);

    const value = `0x${parseEther('0.25').toString(16)}`;
    const hash = await smartAccountRequest({ smartAccounts, owner, chain, method: 'eth_sendTransaction', params: [{ from: before.address, to: recipient, value }] });
    const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    expect(await smartAccounts.stateOf(owner.address, chain)).toEqual({ address: before.address, isDeployed: true });
    // The EOA paid nothing: the account paid its own gas from its balance.
    expect(await client.getBalance({ address: owner.address })).toBe(0n);
  }, 60_000);

  it('sends a batch as one user operation whose status reads 200 with one receipt once it landed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address];
    const { address } = await smartAccounts.stateOf(owner.address, chain);
    await fund(address);
    const calls = [{ to: first, value: '0x64' }, { to: second, value: '0xc8' }];
    const { id } = (await smartAccountRequest({ smartAccounts, owner, chain, method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: `0x${chain.chainId.toString(16)}`, from: address, calls }] })) as { id: `0x${string}` };
    let status = (await callsStatus(smartAccounts, chain, [id])) as { status: number; receipts?: unknown[] };
    while (status.status === 100) status = (await callsStatus(smartAccounts, chain, [id])) as typeof status;
    expect(status).toMatchObject({ id, status: 200, atomic: true, chainId: `0x${chain.chainId.toString(16)}` });
    expect(status.receipts).toHaveLength(1);
    expect(await client.getBalance({ address: first })).toBe(100n);
    expect(await client.getBalance({ address: second })).toBe(200n);
  }, 60_000);

  it('claims atomic batches and sponsorship on the chains with a bundler only', () => {
    expect(smartAccountCapabilities(smartAccounts)).toEqual({ [`0x${chain.chainId.toString(16)}`]: { atomic: { status: 'supported' }, paymasterService: { supported: true } } });
    expect(smartAccountCapabilities(new SmartAccounts([]))).toEqual({});
  });

  it('refuses messages, another account, a batch for another chain, and a chain without a bundler', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const request = (method: string, params: unknown, on = chain) => smartAccountRequest({ smartAccounts, owner, chain: on, method, params });
    await expect(request('personal_sign', ['0x68690a', owner.address])).rejects.toThrow(SMART_ACCOUNT_CANNOT_SIGN);
    await expect(request('eth_sendTransaction', [{ from: owner.address, to: owner.address }])).rejects.toThrow('The request names an account this wallet does not hold');
    await expect(request('wallet_sendCalls', [{ chainId: '0x1', calls: [{ to: owner.address }] }])).rejects.toThrow('Unsupported chain');
    await expect(request('wallet_sendCalls', [{ calls: [] }])).rejects.toThrow(/Invalid wallet_sendCalls params/);
    await expect(request('eth_sendTransaction', [{ to: owner.address }], { ...chain, chainId: 1 })).rejects.toThrow(NO_SMART_ACCOUNTS);
  });
});
