/**
 * Sponsored gas end to end on one devstack chain: the local cloud's bundler route (forwarding to alto) and its
 * ERC-7677 paymaster service, driven by viem's bundler and paymaster clients as a wallet would. A SimpleAccount
 * holding 0 ETH gets its first user operation paid by DevSponsorPaymaster; the service refuses a foreign
 * origin, a request without Origin and an operation over the project's cap; the paymaster refuses a
 * paymasterData signed by another key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, parseGwei, type PublicClient } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { createBundlerClient, createPaymasterClient, entryPoint08Abi, toSimple7702SmartAccount, type BundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startAlto, type AltoProcess } from '../bundler/alto.js';
import { DEV_SPONSOR_PAYMASTER_ABI, ENTRY_POINT_08_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS, SPONSOR_PAYMASTER_ADDRESS, freePort, startChains, type RunningChains } from '../chains/index.js';
import { toDevSimpleAccount } from '../chains/simple-account.js';
import { startCloud, type RunningCloud } from '../cloud/start-cloud.js';
import { encodePaymasterData, signSponsorship, sponsorshipHash } from './sponsorship.js';

const PAGE_ORIGIN = 'http://127.0.0.1:5173';
const CAP = parseEther('0.02');

let chains: RunningChains;
let alto: AltoProcess;
let cloud: RunningCloud;
let client: PublicClient;
let chainId: number;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const chain = chains.chains[0]!;
  chainId = chain.chainId;
  alto = await startAlto({ chainId, rpcUrl: chain.rpcUrl, port: await freePort() });
  cloud = await startCloud({ port: 0, dataDir: null, chains: [{ chainId, rpcUrl: chain.rpcUrl }], bundlers: [{ chainId, url: alto.url }], paymasterCapWei: CAP });
  client = createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl) });
}, 90_000);

afterAll(async () => {
  await cloud?.stop();
  await alto?.stop();
  await chains?.stop();
});

const bundlerUrl = (projectId: string, query: Record<string, string> = {}): string =>
  `${cloud.url}/v1/bundler?${new URLSearchParams({ projectId, chainId: `eip155:${chainId}`, bundler: 'pimlico', ...query }).toString()}`;
const paymasterUrl = (projectId: string): string => `${cloud.url}/v1/paymaster?${new URLSearchParams({ projectId, chainId: `eip155:${chainId}` }).toString()}`;

/** A wallet's clients: the bundler through the cloud's route, the paymaster service as seen from `origin`. */
function walletClients(projectId: string, origin: string | undefined): BundlerClient {
  const headers: Record<string, string> = origin === undefined ? {} : { origin };
  return createBundlerClient({
    client,
    transport: http(bundlerUrl(projectId)),
    paymaster: createPaymasterClient({ transport: http(paymasterUrl(projectId), { fetchOptions: { headers }, retryCount: 0 }) }),
    pollingInterval: 50,
  });
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return { status: response.status, body: await response.json() };
}

describe('the cloud bundler route', () => {
  it('forwards a bundler call to the chain\'s alto', async () => {
    expect(await rpc(bundlerUrl('project-route'), 'eth_supportedEntryPoints')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 1, result: [ENTRY_POINT_08_ADDRESS] } });
  });

  it('refuses an unknown bundler, a chain without a bundler and a method that is not a bundler\'s', async () => {
    const unknownBundler = await rpc(bundlerUrl('project-route', { bundler: 'somebody' }), 'eth_supportedEntryPoints');
    expect(unknownBundler.status).toBe(400);
    expect(JSON.stringify(unknownBundler.body)).toContain('Unknown bundler somebody');
    const unknownChain = await rpc(bundlerUrl('project-route', { chainId: 'eip155:1' }), 'eth_supportedEntryPoints');
    expect(unknownChain.status).toBe(400);
    expect(JSON.stringify(unknownChain.body)).toContain('No bundler for eip155:1');
    const notBundler = await rpc(bundlerUrl('project-route'), 'eth_sendTransaction', [{}]);
    expect(notBundler.status).toBe(400);
    expect(JSON.stringify(notBundler.body)).toContain('Not a bundler method: eth_sendTransaction');
  });
});

describe('the paymaster service', () => {
  it('signs the hash the contract computes (getHash), for a deployment and a 7702 operation alike', async () => {
    const base = {
      sender: SPONSOR_PAYMASTER_ADDRESS,
      nonce: 7n,
      callData: '0x1234',
      callGasLimit: 50_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 40_000n,
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1'),
      paymasterVerificationGasLimit: 100_000n,
      paymasterPostOpGasLimit: 0n,
    } as const;
    const window = { validUntil: 1_900_000_000, validAfter: 5 };
    for (const userOperation of [
      { ...base, factory: SPONSOR_PAYMASTER_ADDRESS, factoryData: '0xabcdef' as const },
      { ...base, factory: '0x7702' as const, factoryData: '0x' as const },
    ]) {
      const packed = toPackedUserOperation({ ...userOperation, paymaster: SPONSOR_PAYMASTER_ADDRESS, paymasterData: encodePaymasterData(window, '0x'), signature: '0x' });
      const onChain = await client.readContract({ address: SPONSOR_PAYMASTER_ADDRESS, abi: DEV_SPONSOR_PAYMASTER_ABI, functionName: 'getHash', args: [packed, window.validUntil, window.validAfter] });
      expect(sponsorshipHash({ userOperation, window, chainId, paymaster: SPONSOR_PAYMASTER_ADDRESS })).toBe(onChain);
    }
  });

  it('sponsors a 0-ETH SimpleAccount\'s first user operation: it lands and the account still holds 0 ETH', async () => {
    const bundler = walletClients('project-sponsored', PAGE_ORIGIN);
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    const depositBefore = await client.readContract({ address: ENTRY_POINT_08_ADDRESS, abi: entryPoint08Abi, functionName: 'balanceOf', args: [SPONSOR_PAYMASTER_ADDRESS] });

    const hash = await bundler.sendUserOperation({ account, calls: [{ to: account.address, value: 0n, data: '0x' }] });
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 });

    expect(receipt.success).toBe(true);
    expect(receipt.paymaster).toBe(SPONSOR_PAYMASTER_ADDRESS);
    expect(await client.getCode({ address: account.address })).toBeDefined();
    expect(await client.getBalance({ address: account.address })).toBe(0n);
    const depositAfter = await client.readContract({ address: ENTRY_POINT_08_ADDRESS, abi: entryPoint08Abi, functionName: 'balanceOf', args: [SPONSOR_PAYMASTER_ADDRESS] });
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost);
  }, 30_000);

  it('sponsors a 0-ETH EOA\'s first user operation with its EIP-7702 delegation riding along', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await toSimple7702SmartAccount({ client, owner, implementation: SIMPLE_7702_ACCOUNT_ADDRESS });
    const authorization = await owner.signAuthorization({ chainId, contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS, nonce: 0 });
    const bundler = walletClients('project-sponsored-7702', PAGE_ORIGIN);
    const hash = await bundler.sendUserOperation({ account, authorization, calls: [{ to: privateKeyToAccount(generatePrivateKey()).address }, { to: privateKeyToAccount(generatePrivateKey()).address }] });
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 });
    expect(receipt.success).toBe(true);
    expect(receipt.paymaster).toBe(SPONSOR_PAYMASTER_ADDRESS);
    expect(await client.getBalance({ address: owner.address })).toBe(0n);
    expect((await client.getCode({ address: owner.address }))?.toLowerCase()).toBe(`0xef0100${SIMPLE_7702_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`);
  }, 30_000);

  it('refuses a foreign origin and a request without Origin', async () => {
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    await expect(walletClients('project-foreign', 'https://evil.example').sendUserOperation({ account, calls: [{ to: account.address }] })).rejects.toThrow(
      'Sponsorship refused: https://evil.example is not an allowed origin of project project-foreign',
    );
    await expect(walletClients('project-foreign', undefined).sendUserOperation({ account, calls: [{ to: account.address }] })).rejects.toThrow(
      'Sponsorship refused: the request has no Origin header',
    );
  }, 30_000);

  it('refuses an operation over the project\'s spending cap, saying so', async () => {
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    // At 200 gwei the operation's maximum cost (some 500k gas) is far over the 0.02 ETH cap.
    const request = walletClients('project-capped', PAGE_ORIGIN).sendUserOperation({
      account,
      calls: [{ to: account.address }],
      maxFeePerGas: parseGwei('200'),
      maxPriorityFeePerGas: parseGwei('1'),
    });
    await expect(request).rejects.toThrow(/Sponsorship refused: project project-capped reached its spending cap of 0\.02 ETH \(granted 0 ETH, this operation may cost up to [\d.]+ ETH\)/);
  }, 30_000);

  it('is refused by the paymaster contract when another key signed the paymasterData', async () => {
    const bundler = createBundlerClient({ client, transport: http(alto.url) });
    const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    const stranger = privateKeyToAccount(generatePrivateKey());
    const request = bundler.sendUserOperation({
      account,
      calls: [{ to: account.address }],
      paymaster: {
        getPaymasterStubData: async () => ({ paymaster: SPONSOR_PAYMASTER_ADDRESS, paymasterData: encodePaymasterData({ validUntil: 0, validAfter: 0 }, `0x${'11'.repeat(65)}`), paymasterVerificationGasLimit: 100_000n, paymasterPostOpGasLimit: 0n }),
        getPaymasterData: async (userOperation) =>
          ({
            paymaster: SPONSOR_PAYMASTER_ADDRESS,
            paymasterData: await signSponsorship({
              signer: stranger,
              userOperation: { ...userOperation, paymasterVerificationGasLimit: 100_000n, paymasterPostOpGasLimit: 0n } as never,
              window: { validUntil: 0, validAfter: 0 },
              chainId,
              paymaster: SPONSOR_PAYMASTER_ADDRESS,
            }),
          }),
      },
    });
    await expect(request).rejects.toThrow(/AA34/);
  }, 30_000);
});

// Last: it stops the file's bundler.
describe('the cloud bundler route with its bundler down', () => {
  it('answers 502 BUNDLER_UNAVAILABLE', async () => {
    await alto.stop();
    const down = await rpc(bundlerUrl('project-route'), 'eth_supportedEntryPoints');
    expect(down.status).toBe(502);
    expect(JSON.stringify(down.body)).toContain('BUNDLER_UNAVAILABLE');
  });
});
