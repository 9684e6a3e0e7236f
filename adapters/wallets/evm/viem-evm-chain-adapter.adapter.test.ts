/**
 * The EVM chain adapter against a real local chain: an anvil process on a free port, and a wallet-like
 * EIP-1193 provider (the shared fake wallet) that signs with anvil's first development key.
 */
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  encodeFunctionData,
  http,
  parseEther,
  verifyMessage,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_ERC20_ABI, DEV_ERC20_BYTECODE } from '../../../devstack/chains/artifacts/dev-erc20.js';
import { freePort, startAnvil, type AnvilProcess } from '../../../devstack/chains/anvil.js';
import {
  ChainDisconnectedError,
  ExecutionRevertedError,
  InsufficientFundsError,
  UserRejectedRequestError,
} from '../../../domain/entities/errors/rpc-errors.js';
import { localAccountProvider } from './testing/local-account-provider.js';
import { ViemEvmChainAdapter } from './viem-evm-chain-adapter.adapter.js';
import type { EvmNetworkInfo } from './viem-chain.js';

const PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const CHAIN_ID = 31337;
const CAIP = `eip155:${CHAIN_ID}`;
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CAROL: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let anvil: AnvilProcess;
let chain: Chain;
let reader: PublicClient;
let token: Address;

const network = (): EvmNetworkInfo => ({
  name: 'Walletport Devnet',
  nativeCurrency: { name: 'Dev Ether', symbol: 'dETH', decimals: 18 },
  rpcUrls: { default: { http: [anvil.rpcUrl] } },
});

function adapter(options: Partial<ConstructorParameters<typeof ViemEvmChainAdapter>[0]> = {}) {
  return new ViemEvmChainAdapter({
    networkFor: (id) => (id === CAIP ? network() : undefined),
    rpcUrlFor: (id) => (id === CAIP ? anvil.rpcUrl : undefined),
    pollingIntervalMs: 50,
    ...options,
  });
}

function wallet() {
  return localAccountProvider({ privateKey: PRIVATE_KEY, rpcUrl: anvil.rpcUrl, chain });
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID, port: await freePort() });
  chain = defineChain({
    id: CHAIN_ID,
    name: 'Walletport Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  });
  reader = createPublicClient({ chain, transport: http(anvil.rpcUrl) });
  const deployer = createWalletClient({ account: wallet().account, chain, transport: http(anvil.rpcUrl) });
  const hash = await deployer.deployContract({
    abi: DEV_ERC20_ABI,
    bytecode: DEV_ERC20_BYTECODE,
    args: ['Dev Token', 'DEV', 6, 1_000_000n, deployer.account.address],
  });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  token = receipt.contractAddress!;
}, 30_000);

afterAll(async () => {
  await anvil?.stop();
});

describe('ViemEvmChainAdapter (anvil)', () => {
  it('reads the native balance with the network symbol and decimals', async () => {
    const balance = await adapter().getNativeBalance({ address: BOB, caipNetworkId: CAIP });
    expect(balance).toEqual({ value: await reader.getBalance({ address: BOB }), decimals: 18, symbol: 'dETH' });
    expect(balance.value).toBeGreaterThan(0n);
  });

  it('refuses a balance for an unknown network or a bad address', async () => {
    await expect(adapter().getNativeBalance({ address: BOB, caipNetworkId: 'eip155:999' })).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
    });
    await expect(adapter().getNativeBalance({ address: '0x123', caipNetworkId: CAIP })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
  });

  it('estimates gas for a plain transfer', async () => {
    const gas = await adapter().estimateGas({
      from: wallet().account.address,
      caipNetworkId: CAIP,
      transaction: { to: BOB, value: 1n },
    });
    expect(gas).toBe(21_000n);
  });

  it('estimates a reverting call as a typed execution-reverted error', async () => {
    const data = encodeFunctionData({ abi: DEV_ERC20_ABI, functionName: 'transfer', args: [BOB, 10n ** 30n] });
    const error = await adapter()
      .estimateGas({ from: BOB, caipNetworkId: CAIP, transaction: { to: token, data } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExecutionRevertedError);
    expect((error as ExecutionRevertedError).shortMessage).toContain('transfer amount exceeds balance');
  });

  it('sends a transaction through the wallet and waits for its success', async () => {
    const provider = wallet();
    const before = await reader.getBalance({ address: CAROL });
    const hash = await adapter().sendTransaction({
      provider,
      from: provider.account.address,
      caipNetworkId: CAIP,
      transaction: { to: CAROL, value: parseEther('1.5') },
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(provider.methods()).toEqual(['eth_chainId', 'eth_sendTransaction']);
    await expect(adapter().waitForTransaction({ hash, caipNetworkId: CAIP, timeoutMs: 10_000 })).resolves.toBe('success');
    expect(await reader.getBalance({ address: CAROL })).toBe(before + parseEther('1.5'));
  });

  it('passes legacy and EIP-1559 fee fields through, never mixed', async () => {
    const provider = wallet();
    const from = provider.account.address;
    const legacy = await adapter().sendTransaction({
      provider,
      from,
      caipNetworkId: CAIP,
      transaction: { to: BOB, value: 1n, gasPrice: 5_000_000_000n },
    });
    const eip1559 = await adapter().sendTransaction({
      provider,
      from,
      caipNetworkId: CAIP,
      transaction: { to: BOB, value: 1n, maxFeePerGas: 6_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n },
    });
    const sent = provider.requests.filter(({ method }) => method === 'eth_sendTransaction').map(({ params }) => (params as readonly unknown[])[0]);
    expect(sent[0]).toMatchObject({ gasPrice: '0x12a05f200' });
    expect(sent[0]).not.toHaveProperty('maxFeePerGas');
    expect(sent[1]).toMatchObject({ maxFeePerGas: '0x165a0bc00', maxPriorityFeePerGas: '0x3b9aca00' });
    expect(sent[1]).not.toHaveProperty('gasPrice');
    expect((await reader.getTransaction({ hash: legacy as Hex })).type).toBe('legacy');
    expect((await reader.getTransaction({ hash: eip1559 as Hex })).type).toBe('eip1559');
  });

  it('refuses gasPrice mixed with EIP-1559 fees before the wallet sees anything', async () => {
    const provider = wallet();
    await expect(
      adapter().sendTransaction({
        provider,
        from: provider.account.address,
        caipNetworkId: CAIP,
        transaction: { to: BOB, gasPrice: 1n, maxFeePerGas: 2n },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSACTION', rule: 'gas-price-with-eip1559-fees' });
    await expect(
      adapter().sendTransaction({
        provider,
        from: provider.account.address,
        caipNetworkId: CAIP,
        transaction: { to: 'not-an-address' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSACTION', rule: 'invalid-address' });
    expect(provider.requests).toEqual([]);
  });

  it('refuses to send when the wallet is on another chain', async () => {
    const provider = wallet();
    const error = await adapter({ networkFor: () => undefined })
      .sendTransaction({ provider, from: provider.account.address, caipNetworkId: 'eip155:1', transaction: { to: BOB } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChainDisconnectedError);
    expect(provider.methods()).toEqual(['eth_chainId']);
  });

  it('maps a declined transaction to the typed user-rejected error', async () => {
    const provider = wallet();
    provider.failNext('eth_sendTransaction');
    const error = await adapter()
      .sendTransaction({ provider, from: provider.account.address, caipNetworkId: CAIP, transaction: { to: BOB, value: 1n } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(provider.methods().filter((method) => method === 'eth_sendTransaction')).toHaveLength(1); // no retry
  });

  it('maps a node refusal relayed by the wallet (insufficient funds) to its typed error', async () => {
    const provider = wallet();
    const error = await adapter()
      .sendTransaction({
        provider,
        from: provider.account.address,
        caipNetworkId: CAIP,
        transaction: { to: BOB, value: parseEther('1000000000') },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InsufficientFundsError);
  });

  it('writes a contract: encodes the call and sends it to the contract', async () => {
    const provider = wallet();
    const hash = await adapter().writeContract({
      provider,
      from: provider.account.address,
      caipNetworkId: CAIP,
      call: { address: token, abi: DEV_ERC20_ABI, functionName: 'transfer', args: [CAROL, 1234n] },
    });
    await expect(adapter().waitForTransaction({ hash, caipNetworkId: CAIP, timeoutMs: 10_000 })).resolves.toBe('success');
    expect(await reader.readContract({ address: token, abi: DEV_ERC20_ABI, functionName: 'balanceOf', args: [CAROL] })).toBe(
      1234n,
    );
  });

  it('refuses a call the ABI cannot encode, before the wallet sees anything', async () => {
    const provider = wallet();
    await expect(
      adapter().writeContract({
        provider,
        from: provider.account.address,
        caipNetworkId: CAIP,
        call: { address: token, abi: DEV_ERC20_ABI, functionName: 'noSuchFunction', args: [] },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSACTION' });
    expect(provider.requests).toEqual([]);
  });

  it('reports a mined but reverted transaction as reverted', async () => {
    const provider = wallet();
    const data = encodeFunctionData({ abi: DEV_ERC20_ABI, functionName: 'transfer', args: [BOB, 10n ** 30n] });
    const hash = await adapter().sendTransaction({
      provider,
      from: provider.account.address,
      caipNetworkId: CAIP,
      transaction: { to: token, data, gas: 100_000n },
    });
    await expect(adapter().waitForTransaction({ hash, caipNetworkId: CAIP, timeoutMs: 10_000 })).resolves.toBe('reverted');
  });

  it('gives up waiting after timeoutMs with a typed timeout', async () => {
    const unknownHash = `0x${'ab'.repeat(32)}`;
    const started = Date.now();
    await expect(
      adapter().waitForTransaction({ hash: unknownHash, caipNetworkId: CAIP, timeoutMs: 300 }),
    ).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(adapter().waitForTransaction({ hash: '0x12', caipNetworkId: CAIP, timeoutMs: 300 })).rejects.toMatchObject({
      code: 'INVALID_HASH',
    });
  });

  it('stops asking the chain once it gives up (no lookup keeps retrying after the timeout)', async () => {
    // A chain that never has the transaction, in virtual time: what is asked after the timeout is a leak.
    const asked: string[] = [];
    const chainWithoutTheTransaction = custom({
      async request({ method }: { method: string }) {
        asked.push(method);
        if (method === 'eth_blockNumber') return '0x10';
        if (method === 'eth_chainId') return `0x${CHAIN_ID.toString(16)}`;
        return null; // no receipt, no transaction
      },
    });
    vi.useFakeTimers();
    try {
      const waiting = adapter({ rpc: () => chainWithoutTheTransaction }).waitForTransaction({ hash: `0x${'cd'.repeat(32)}`, caipNetworkId: CAIP, timeoutMs: 300 });
      const outcome = expect(waiting).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
      await vi.advanceTimersByTimeAsync(300);
      await outcome;
      expect(asked).toContain('eth_getTransactionByHash');
      const askedByTheTimeout = asked.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(asked.slice(askedByTheTimeout)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs with personal_sign; the signature verifies for the address', async () => {
    const provider = wallet();
    const message = 'Sign in to walletport\nNonce: 42';
    const signature = await adapter().signMessage({ provider, address: provider.account.address, message });
    expect(await verifyMessage({ address: provider.account.address, message, signature: signature as Hex })).toBe(true);
    expect(provider.requests).toEqual([
      { method: 'personal_sign', params: [expect.stringMatching(/^0x/), provider.account.address] },
    ]);
  });

  it('maps a declined signature to the typed user-rejected error and refuses a bad address', async () => {
    const provider = wallet();
    provider.failNext('personal_sign');
    await expect(
      adapter().signMessage({ provider, address: provider.account.address, message: 'hi' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
    await expect(adapter().signMessage({ provider, address: 'bob', message: 'hi' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
  });

  it('refuses a signature that is not one', async () => {
    const provider = { request: async () => '<script>' };
    await expect(adapter().signMessage({ provider, address: BOB, message: 'hi' })).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
  });

  describe('read transport', () => {
    it('uses the injected rpc(caipNetworkId) first (a transport or a URL)', async () => {
      const asked: string[] = [];
      const viaUrl = adapter({
        rpcUrlFor: () => 'http://127.0.0.1:1/never-used',
        rpc: (id) => {
          asked.push(id);
          return anvil.rpcUrl;
        },
      });
      await expect(viaUrl.getNativeBalance({ address: BOB, caipNetworkId: CAIP })).resolves.toMatchObject({ symbol: 'dETH' });
      const viaTransport = adapter({ rpcUrlFor: undefined, rpc: () => http(anvil.rpcUrl) });
      await expect(viaTransport.getNativeBalance({ address: BOB, caipNetworkId: CAIP })).resolves.toMatchObject({
        decimals: 18,
      });
      expect(asked).toEqual([CAIP]);
    });

    it("falls back to the network's default RPC URL, and says so when there is none", async () => {
      const fallback = adapter({ rpcUrlFor: undefined });
      await expect(fallback.getNativeBalance({ address: BOB, caipNetworkId: CAIP })).resolves.toMatchObject({ decimals: 18 });
      const none = adapter({
        rpcUrlFor: undefined,
        networkFor: () => ({ name: 'No RPC', nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 } }),
      });
      await expect(none.getNativeBalance({ address: BOB, caipNetworkId: CAIP })).rejects.toMatchObject({ code: 'NO_RPC_URL' });
    });

    it('turns an unreachable RPC into a typed network error', async () => {
      const closedPort = await freePort();
      const down = adapter({ rpc: () => http(`http://127.0.0.1:${closedPort}`, { retryCount: 0 }) });
      await expect(down.getNativeBalance({ address: BOB, caipNetworkId: CAIP })).rejects.toMatchObject({
        code: 'NETWORK_ERROR',
      });
    });

    it('refuses non-EVM and malformed network ids', async () => {
      await expect(
        adapter().getNativeBalance({ address: BOB, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      ).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
      await expect(
        adapter({ networkFor: network }).getNativeBalance({ address: BOB, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' });
      await expect(
        adapter().estimateGas({ from: BOB, caipNetworkId: 'eip155:01', transaction: { to: BOB } }),
      ).rejects.toMatchObject({ code: 'INVALID_CAIP2_NETWORK_ID' });
    });
  });
});
