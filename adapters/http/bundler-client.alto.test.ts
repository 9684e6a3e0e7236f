/**
 * The calls flow's bundler read against a real ERC-4337 bundler (the devstack's alto on an anvil chain): a
 * counterfactual SimpleAccount's user operation, sent with viem, is read back through FetchBundlerClient and
 * the flow's own parser as the calls status a page gets (pending before, 200 with the bundle transaction's
 * receipt after); a bundler that is gone is a typed NETWORK_ERROR, not a hang.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, http, parseEther, type PublicClient } from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort, startChains, type RunningChains } from '../../devstack/chains/index.js';
import { toDevSimpleAccount } from '../../devstack/chains/simple-account.js';
import { startAlto, type AltoProcess } from '../../devstack/bundler/alto.js';
import { callsStatusFromUserOperationReceipt } from '../../domain/entities/calls/userOperationReceipt.js';
import { FetchBundlerClient } from './bundler-client.adapter.js';

let chains: RunningChains;
let alto: AltoProcess;
let client: PublicClient;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const chain = chains.chains[0]!;
  alto = await startAlto({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, port: await freePort() });
  client = createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl) });
}, 90_000);

afterAll(async () => {
  await alto?.stop();
  await chains?.stop();
});

describe('FetchBundlerClient against alto', () => {
  it("reads a user operation's receipt as the calls status: pending while unknown, then 200 with the bundle transaction", async () => {
    const chain = chains.chains[0]!;
    const bundler = createBundlerClient({ client, transport: http(alto.url), pollingInterval: 50 });
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({ address: account.address, value: parseEther('1') });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const reader = new FetchBundlerClient();

    const unknown = `0x${'12'.repeat(32)}`;
    expect(callsStatusFromUserOperationReceipt({ id: unknown, answer: await reader.getUserOperationReceipt({ url: alto.url, hash: unknown }), chainId: chain.chainId })).toMatchObject({
      status: 'pending',
      statusCode: 100,
    });

    const hash = await bundler.sendUserOperation({ account, calls: [{ to: recipient, value: parseEther('0.1') }, { to: recipient, value: parseEther('0.2') }] });
    const mined = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 });
    const status = callsStatusFromUserOperationReceipt({ id: hash, answer: await reader.getUserOperationReceipt({ url: alto.url, hash }), chainId: chain.chainId });
    expect(status).toMatchObject({ id: hash, status: 'success', statusCode: 200, atomic: true, chainId: chain.chainId });
    expect(status.receipts).toHaveLength(1);
    expect(status.receipts[0]).toMatchObject({ transactionHash: mined.receipt.transactionHash, blockNumber: mined.receipt.blockNumber, status: 'success' });
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.3'));
  }, 40_000);

  it('says the bundler cannot be reached once it is gone', async () => {
    const url = alto.url;
    await alto.stop();
    await expect(new FetchBundlerClient({ timeoutMs: 3_000 }).getUserOperationReceipt({ url, hash: `0x${'12'.repeat(32)}` })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  }, 20_000);
});
