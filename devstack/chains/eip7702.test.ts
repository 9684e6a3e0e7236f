/**
 * EIP-7702 on a devstack chain: an EOA delegates itself to Simple7702Account with a signed authorization in a
 * type-4 transaction, and the same transaction batches two calls through the delegation (executeBatch, called by
 * the EOA on itself). anvil's default hardfork has EIP-7702; Simple7702Account hard-codes EntryPoint v0.8.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concat, createPublicClient, createTestClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNTS } from '../config.js';
import { SIMPLE_7702_ACCOUNT_ADDRESS } from './account-abstraction.js';
import { DEPLOYED_CONTRACTS, freePort, startChains, type RunningChains } from './index.js';
import { SIMPLE_ACCOUNT_ABI } from './simple-account.js';

let chains: RunningChains;
let client: PublicClient;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  client = createPublicClient({ chain: chains.chains[0]!.viemChain, transport: http(chains.chains[0]!.rpcUrl) });
}, 60_000);

afterAll(async () => chains?.stop());

describe('EIP-7702 delegation to Simple7702Account', () => {
  it('delegates an EOA and batches two calls in one type-4 transaction', async () => {
    const chain = chains.chains[0]!;
    const eoa = privateKeyToAccount(generatePrivateKey());
    const testClient = createTestClient({ chain: chain.viemChain, transport: http(chain.rpcUrl), mode: 'anvil' });
    await testClient.setBalance({ address: eoa.address, value: parseEther('1') });
    // USDC for the second call, from the seeded holder (anvil's accounts are unlocked; this chain is the test's own).
    const funder = createWalletClient({ chain: chain.viemChain, transport: http(chain.rpcUrl), account: DEV_ACCOUNTS[0].address });
    await client.waitForTransactionReceipt({
      hash: await funder.writeContract({ address: DEPLOYED_CONTRACTS.usdc, abi: erc20Abi, functionName: 'transfer', args: [eoa.address, parseUnits('10', 6)] }),
      pollingInterval: 20,
    });

    const wallet = createWalletClient({ chain: chain.viemChain, transport: http(chain.rpcUrl), account: eoa });
    // executor 'self': the EOA sends the transaction too, so the authorization carries its next nonce + 1.
    const authorization = await wallet.signAuthorization({ contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS, executor: 'self' });
    const ethRecipient = privateKeyToAccount(generatePrivateKey()).address;
    const usdcRecipient = privateKeyToAccount(generatePrivateKey()).address;
    const data = encodeFunctionData({
      abi: SIMPLE_ACCOUNT_ABI,
      functionName: 'executeBatch',
      args: [[
        { target: ethRecipient, value: parseEther('0.25'), data: '0x' },
        { target: DEPLOYED_CONTRACTS.usdc, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [usdcRecipient, parseUnits('4', 6)] }) },
      ]],
    });
    const hash = await wallet.sendTransaction({ authorizationList: [authorization], to: eoa.address, data });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });

    expect(receipt.status).toBe('success');
    expect(receipt.type).toBe('eip7702');
    // The delegation designator: 0xef0100 followed by the implementation's address.
    expect(await client.getCode({ address: eoa.address })).toBe(concat(['0xef0100', SIMPLE_7702_ACCOUNT_ADDRESS.toLowerCase() as `0x${string}`]));
    expect(await client.getBalance({ address: ethRecipient })).toBe(parseEther('0.25'));
    expect(await client.readContract({ address: DEPLOYED_CONTRACTS.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [usdcRecipient] })).toBe(parseUnits('4', 6));
  }, 30_000);

  it('refuses a batch sent to the delegated EOA by anyone else', async () => {
    const chain = chains.chains[0]!;
    const eoa = privateKeyToAccount(generatePrivateKey());
    const testClient = createTestClient({ chain: chain.viemChain, transport: http(chain.rpcUrl), mode: 'anvil' });
    await testClient.setBalance({ address: eoa.address, value: parseEther('1') });
    const wallet = createWalletClient({ chain: chain.viemChain, transport: http(chain.rpcUrl), account: eoa });
    const authorization = await wallet.signAuthorization({ contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS, executor: 'self' });
    await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ authorizationList: [authorization], to: eoa.address, data: '0x' }), pollingInterval: 20 });

    const stranger = privateKeyToAccount(generatePrivateKey());
    await testClient.setBalance({ address: stranger.address, value: parseEther('1') });
    const strangerWallet = createWalletClient({ chain: chain.viemChain, transport: http(chain.rpcUrl), account: stranger });
    const drain = encodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, functionName: 'executeBatch', args: [[{ target: stranger.address, value: parseEther('0.5'), data: '0x' }]] });
    await expect(strangerWallet.sendTransaction({ to: eoa.address, data: drain })).rejects.toThrow();
    expect(await client.getBalance({ address: eoa.address })).toBeGreaterThan(parseEther('0.9'));
  }, 30_000);
});
