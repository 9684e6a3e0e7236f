/**
 * A user operation in the history the Account view's activity reads (GET /v1/account/{address}/history): a
 * SimpleAccount's batch of two ETH transfers, sent through a real bundler (alto) as the EntryPoint's handleOps,
 * shows exactly once for the smart account (one 'send' of both transfers, the bundle transaction's hash) and
 * once for each receiver, although the transaction itself is the bundler's, to the EntryPoint, with no value.
 * The gas the account deposits to the EntryPoint is no transfer of its own and is not listed. The same for an
 * EOA's batch through its EIP-7702 delegation (a call to itself, as the devstack's test wallet sends one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, createWalletClient, encodeFunctionData, http, parseEther, type Address, type PublicClient } from 'viem';
import { createBundlerClient, type BundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { historyResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { startAlto, type AltoProcess } from '../bundler/alto.js';
import { ENTRY_POINT_08_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS, freePort, startChains, type RunningChains } from '../chains/index.js';
import { SIMPLE_ACCOUNT_ABI, toDevSimpleAccount } from '../chains/simple-account.js';
import { getJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';

let chains: RunningChains;
let alto: AltoProcess;
let cloud: TestCloud;
let client: PublicClient;
let bundler: BundlerClient;
let caipId: string;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const chain = chains.chains[0]!;
  caipId = `eip155:${chain.chainId}`;
  alto = await startAlto({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, port: await freePort() });
  cloud = await startTestCloud({ dataDir: null, chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }] });
  client = createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl) });
  bundler = createBundlerClient({ client, transport: http(alto.url), pollingInterval: 50 });
}, 90_000);

afterAll(async () => {
  await cloud?.dispose();
  await alto?.stop();
  await chains?.stop();
});

async function history(address: string) {
  const { status, body } = await getJson(cloud, `/v1/account/${address}/history`, { chainId: caipId });
  expect(status).toBe(200);
  return historyResponseSchema.parse(body);
}

const summary = (data: Awaited<ReturnType<typeof history>>['data']) =>
  data.map(({ metadata, transfers }) => ({
    hash: metadata.hash,
    operationType: metadata.operationType,
    transfers: transfers.map((transfer) => `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`),
  }));

describe("a user operation in the account's history", () => {
  it('shows once for the smart account, with both transfers of its batch, and once for each receiver', async () => {
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address] as [Address, Address];
    await createTestClient({ transport: http(chains.chains[0]!.rpcUrl), mode: 'anvil' }).setBalance({ address: account.address, value: parseEther('1') });

    const operation = await bundler.sendUserOperation({ account, calls: [{ to: first, value: parseEther('0.1') }, { to: second, value: parseEther('0.2') }] });
    const { receipt, success } = await bundler.waitForUserOperationReceipt({ hash: operation, timeout: 20_000 });
    expect(success).toBe(true);
    // The transaction is the bundler's call of handleOps: nothing in it names the account's transfers.
    const transaction = await client.getTransaction({ hash: receipt.transactionHash });
    expect(transaction.to?.toLowerCase()).toBe(ENTRY_POINT_08_ADDRESS.toLowerCase());
    expect(transaction.value).toBe(0n);

    const hash = receipt.transactionHash;
    expect(summary((await history(account.address)).data)).toEqual([{ hash, operationType: 'send', transfers: ['out 0.1 ETH', 'out 0.2 ETH'] }]);
    expect(summary((await history(first)).data)).toEqual([{ hash, operationType: 'receive', transfers: ['in 0.1 ETH'] }]);
    expect(summary((await history(second)).data)).toEqual([{ hash, operationType: 'receive', transfers: ['in 0.2 ETH'] }]);
    const [entry] = (await history(account.address)).data;
    expect(entry?.metadata).toMatchObject({ sentFrom: account.address, sentTo: first, status: 'confirmed' });

    // A later operation of the same account adds one entry; the first is not listed again by the incremental index.
    const next = await bundler.sendUserOperation({ account, calls: [{ to: first, value: parseEther('0.05') }] });
    const later = await bundler.waitForUserOperationReceipt({ hash: next, timeout: 20_000 });
    expect(summary((await history(account.address)).data)).toEqual([
      { hash: later.receipt.transactionHash, operationType: 'send', transfers: ['out 0.05 ETH'] },
      { hash, operationType: 'send', transfers: ['out 0.1 ETH', 'out 0.2 ETH'] },
    ]);
  }, 60_000);

  it("shows an EOA's batch through its EIP-7702 delegation once, with both transfers", async () => {
    const chain = chains.chains[0]!;
    const owner = privateKeyToAccount(generatePrivateKey());
    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address] as [Address, Address];
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({ address: owner.address, value: parseEther('1') });
    const wallet = createWalletClient({ account: owner, chain: chain.viemChain, transport: http(chain.rpcUrl) });
    const authorization = await wallet.signAuthorization({ contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS, executor: 'self' });
    const calls = [{ target: first, value: parseEther('0.3'), data: '0x' as const }, { target: second, value: parseEther('0.4'), data: '0x' as const }];
    const hash = await wallet.sendTransaction({ authorizationList: [authorization], to: owner.address, data: encodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, functionName: 'executeBatch', args: [calls] }) });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');

    expect(summary((await history(owner.address)).data)).toEqual([{ hash, operationType: 'send', transfers: ['out 0.3 ETH', 'out 0.4 ETH'] }]);
    expect(summary((await history(second)).data)).toEqual([{ hash, operationType: 'receive', transfers: ['in 0.4 ETH'] }]);
  }, 30_000);
});
