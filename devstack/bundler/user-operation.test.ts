/**
 * A real ERC-4337 round trip on one devstack chain: a counterfactual SimpleAccount (toDevSimpleAccount) sends a
 * user operation through alto, which deploys the account and runs the call; the receipt and the operation
 * are read back through alto's other methods. An account with no ETH and no paymaster is refused (AA21).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, http, parseEther, type PublicClient } from 'viem';
import { createBundlerClient, toSimple7702SmartAccount, type BundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ENTRY_POINT_08_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS, freePort, startChains, type RunningChains } from '../chains/index.js';
import { toDevSimpleAccount } from '../chains/simple-account.js';
import { startAlto, type AltoProcess } from './alto.js';

let chains: RunningChains;
let alto: AltoProcess;
let client: PublicClient;
let bundler: BundlerClient;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const chain = chains.chains[0]!;
  alto = await startAlto({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, port: await freePort() });
  client = createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl) });
  bundler = createBundlerClient({ client, transport: http(alto.url), pollingInterval: 50 });
}, 90_000);

afterAll(async () => {
  await alto?.stop();
  await chains?.stop();
});

describe('alto on a devstack chain', () => {
  it('supports EntryPoint v0.8 and listens on loopback only', async () => {
    expect(await bundler.getSupportedEntryPoints()).toEqual([ENTRY_POINT_08_ADDRESS]);
    expect(new URL(alto.url).hostname).toBe('127.0.0.1');
    expect(await bundler.getChainId()).toBe(chains.chains[0]!.chainId);
  });

  it('deploys a counterfactual SimpleAccount with its first user operation and runs the call', async () => {
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    expect(await client.getCode({ address: account.address })).toBeUndefined();
    await createTestClient({ transport: http(chains.chains[0]!.rpcUrl), mode: 'anvil' }).setBalance({ address: account.address, value: parseEther('1') });

    const estimate = await bundler.estimateUserOperationGas({ account, calls: [{ to: recipient, value: parseEther('0.1') }] });
    expect(estimate.verificationGasLimit).toBeGreaterThan(0n);

    const hash = await bundler.sendUserOperation({ account, calls: [{ to: recipient, value: parseEther('0.1') }] });
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 });
    expect(receipt.success).toBe(true);
    expect(receipt.sender).toBe(account.address);
    expect(receipt.receipt.status).toBe('success');
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'));
    expect(await client.getCode({ address: account.address })).toBeDefined();

    const operation = await bundler.getUserOperation({ hash });
    expect(operation.entryPoint).toBe(ENTRY_POINT_08_ADDRESS);
    expect(operation.userOperation.sender).toBe(account.address);
    expect(operation.transactionHash).toBe(receipt.receipt.transactionHash);
  }, 30_000);

  it('sends a user operation from an EOA delegated to Simple7702Account, the authorization riding along', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    await createTestClient({ transport: http(chains.chains[0]!.rpcUrl), mode: 'anvil' }).setBalance({ address: owner.address, value: parseEther('1') });
    // Our Simple7702Account is not at the mainnet address viem defaults to.
    const account = await toSimple7702SmartAccount({ client, owner, implementation: SIMPLE_7702_ACCOUNT_ADDRESS });
    expect(account.address).toBe(owner.address);
    const recipients = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address];
    const authorization = await owner.signAuthorization({ chainId: chains.chains[0]!.chainId, contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS, nonce: await client.getTransactionCount({ address: owner.address }) });

    const hash = await bundler.sendUserOperation({ account, authorization, calls: recipients.map((to) => ({ to, value: parseEther('0.01') })) });
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 });
    expect(receipt.success).toBe(true);
    for (const recipient of recipients) expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'));
    expect((await client.getCode({ address: owner.address }))?.toLowerCase()).toBe(`0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`);
  }, 30_000);

  it('refuses an account with no ETH and no paymaster (AA21)', async () => {
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    await expect(bundler.sendUserOperation({ account, calls: [{ to: account.address, value: 0n }] })).rejects.toThrow(/AA21/);
  }, 30_000);
});
