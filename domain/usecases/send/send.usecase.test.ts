import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../entities/network/chains/walletportDevnets.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import { fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { ERC20_TRANSFER_ABI } from './erc20Transfer.js';
import { MAX_GAS_RESERVE_MULTIPLIER, type SendUseCase } from './send.usecase.js';
import { API_ORIGIN, createSendWorld, FROM, NETWORK, native, TO, USDC, usdc, type SendWorld } from './testing/sendWorld.js';

type World = SendWorld;
const built: SendUseCase[] = [];
afterEach(() => {
  for (const send of built.splice(0)) send.dispose();
});

function createWorld(options: { balances?: TokenBalance[]; network?: CaipNetwork } = {}) {
  const world = createSendWorld(options);
  built.push(world.send);
  return world;
}

function fill(world: World, { token = native, amount = '0.5', receiver = TO }: { token?: TokenBalance; amount?: string; receiver?: string } = {}) {
  world.send.setToken(world.send.snapshot.tokenBalances.find((entry) => entry.symbol === token.symbol));
  world.send.setAmount(amount);
  world.send.setReceiver(receiver);
}

/** alice.reown.id, pointing at TO, with `avatar`. */
const aliceName = (avatar: string) => ({
  name: 'alice.reown.id',
  registered_at: '2026-01-01',
  updated_at: '2026-01-01',
  addresses: { '60': { address: TO, created: '2026-01-01' } },
  attributes: [{ avatar }],
});

describe('the send use case', () => {
  it('lists the account balances as the token picker, native first', () => {
    const { send } = createWorld({ balances: [usdc, native, fakeTokenBalance({ chainId: NETWORK, symbol: 'ZERO', address: `${NETWORK}:0x1`, quantity: { decimals: '6', numeric: '0' } })] });
    expect(send.snapshot.tokenBalances.map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
    // An exact decimal, as in the swap state; the renderer formats it.
    expect(send.snapshot.networkBalanceInUSD).toBe('3000');
  });

  it('keeps the amount to the numeric-input rules', () => {
    const { send } = createWorld();
    send.setAmount(',5');
    expect(send.snapshot.sendTokenAmount).toBe('0.5');
    send.setAmount('01.2.3x');
    expect(send.snapshot.sendTokenAmount).toBe('1.23');
    send.setToken(usdc);
    expect(send.amountInUsd()).toBe('1.23');
  });

  it('sends the native currency with eth_sendTransaction and its exact value, then resets and shows Account', async () => {
    const world = createWorld();
    fill(world, { amount: '0.123456789012345678' });
    const { hash } = await world.send.send();
    expect(world.adapter.sentTransactions).toEqual([
      expect.objectContaining({ kind: 'send', from: FROM, caipNetworkId: NETWORK, hash, transaction: { to: TO, value: 123_456_789_012_345_678n } }),
    ]);
    expect(world.events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(world.views).toEqual(['Account']);
    expect(world.send.snapshot).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      tokenBalances: [],
      loading: false,
      error: undefined,
    });
  });

  it('sends an ERC-20 token (6 decimals) with a transfer call', async () => {
    const world = createWorld();
    fill(world, { token: usdc, amount: '12.5' });
    await world.send.send();
    expect(world.adapter.sentTransactions).toEqual([
      expect.objectContaining({
        kind: 'write',
        call: { address: USDC, abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [TO, 12_500_000n] },
      }),
    ]);
  });

  it('is loading while the wallet answers', async () => {
    const world = createWorld();
    fill(world);
    const sending = world.send.send();
    expect(world.send.snapshot.loading).toBe(true);
    await sending;
    expect(world.send.snapshot.loading).toBe(false);
  });

  it.each([
    ['no amount', { amount: '' }, 'An amount and receiver address are required'],
    ['no receiver', { receiver: '' }, 'An amount and receiver address are required'],
    ['more than the balance', { amount: '1.500000000000000001' }, 'Insufficient balance'],
  ])('refuses %s before any wallet prompt', async (_, form, message) => {
    const world = createWorld();
    fill(world, form);
    await expect(world.send.send()).rejects.toMatchObject({ shortMessage: message });
    expect(world.send.snapshot.error?.shortMessage).toBe(message);
    expect(world.adapter.calls.filter((call) => call.method === 'sendTransaction')).toEqual([]);
    expect(world.events).toEqual([]);
  });

  it('requires a token', async () => {
    const world = createWorld();
    world.send.setAmount('1');
    world.send.setReceiver(TO);
    await expect(world.send.send()).rejects.toMatchObject({ code: 'SEND_TOKEN_REQUIRED', shortMessage: 'A token is required' });
  });

  it('keeps the form and the wallet short message when the wallet rejects', async () => {
    const world = createWorld();
    fill(world);
    world.adapter.failSendWith = userRejectedError();
    await expect(world.send.send()).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(world.send.snapshot).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: TO, loading: false });
    expect(world.send.snapshot.token?.symbol).toBe('ETH');
    expect(world.send.snapshot.error?.code).toBe('USER_REJECTED_REQUEST');
    expect(world.views).toEqual([]);
    expect(world.events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
  });

  it('reports the node error (insufficient funds, nonce) as a typed error', async () => {
    const world = createWorld();
    fill(world);
    world.adapter.failSendWith = { code: -32000, message: 'insufficient funds for gas * price + value' };
    await expect(world.send.send()).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    world.adapter.failSendWith = walletportError('NONCE_TOO_LOW');
    await expect(world.send.send()).rejects.toMatchObject({ code: 'NONCE_TOO_LOW' });
  });

  it('throws on a namespace that does not send here', async () => {
    const world = createWorld();
    fill(world);
    world.networkState.activeCaipNetwork = { ...walletportDevnetA, chainNamespace: 'polkadot', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' } as CaipNetwork;
    await expect(world.send.send()).rejects.toMatchObject({ code: 'SEND_NAMESPACE_NOT_SUPPORTED', shortMessage: 'Unsupported chain' });
    expect(world.adapter.sentTransactions).toEqual([]);
  });

  it('Max keeps room for gas on the native currency, and sends the whole of a token', async () => {
    const world = createWorld();
    world.send.setToken(native);
    await world.send.setMax();
    const reserve = world.adapter.gasEstimate * world.adapter.gasPrice * MAX_GAS_RESERVE_MULTIPLIER;
    expect(reserve).toBe(42_000_000_000_000n);
    expect(world.send.snapshot.sendTokenAmount).toBe('1.499958');
    world.send.setToken(usdc);
    await world.send.setMax();
    expect(world.send.snapshot.sendTokenAmount).toBe('100.25');
  });

  it('estimates the network fee for the preview', async () => {
    const world = createWorld();
    fill(world, { token: usdc, amount: '1' });
    world.adapter.gasEstimate = 50_000n;
    const fee = await world.send.estimateFee();
    expect(fee).toMatchObject({ gas: 50_000n, fee: 50_000_000_000_000n, amount: '0.00005', symbol: 'ETH', usd: '0.1' });
    expect(world.send.snapshot.networkFee).toEqual(fee);
    const estimate = world.adapter.calls.find((call) => call.method === 'estimateGas')?.params as { transaction: { to: string; data: string } };
    expect(estimate.transaction.to).toBe(USDC);
    expect(estimate.transaction.data).toBe(`0xa9059cbb${TO.slice(2).toLowerCase().padStart(64, '0')}${(1_000_000).toString(16).padStart(64, '0')}`);
  });

  it('resolves a name after the debounce, with its avatar', async () => {
    const world = createWorld();
    world.api.setName(aliceName(`${API_ORIGIN}/avatars/alice.png`));
    world.send.setReceiver('ali');
    world.send.setReceiver('alice');
    expect(world.send.snapshot.receiverResolving).toBe(true);
    await world.scheduler.advanceAsync(499);
    expect(world.api.calls.getName).toHaveLength(0);
    await world.scheduler.advanceAsync(1);
    await flushMicrotasks();
    expect(world.api.calls.getName).toEqual([{ name: 'alice.reown.id' }]);
    expect(world.send.snapshot).toMatchObject({
      receiverAddress: TO,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImageUrl: `${API_ORIGIN}/avatars/alice.png`,
      receiverResolving: false,
    });
  });

  it("shows no avatar a name points at on another host (a tracker): only the API's origin or a data:image URI", async () => {
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    for (const [avatar, shown] of [
      ['https://tracker.example/pixel.png', undefined],
      ['http://127.0.0.1:9/pixel.png', undefined],
      [svg, svg],
    ] as const) {
      const world = createWorld();
      world.api.setName(aliceName(avatar));
      world.send.setReceiver('alice');
      await world.scheduler.advanceAsync(500);
      await flushMicrotasks();
      expect(world.send.snapshot).toMatchObject({ receiverAddress: TO, receiverProfileName: 'alice.reown.id', receiverProfileImageUrl: shown });
    }
  });

  it("says 'Error resolving name' for a name nobody registered", async () => {
    const world = createWorld();
    world.send.setReceiver('nobody.reown.id');
    await world.scheduler.advanceAsync(500);
    await flushMicrotasks();
    expect(world.send.snapshot.receiverError?.shortMessage).toBe('Error resolving name');
    expect(world.send.snapshot.receiverAddress).toBeUndefined();
  });

  it("says 'Transaction error' for a wallet failure nobody recognises, as Swap does, and records it", async () => {
    const world = createWorld();
    fill(world);
    world.adapter.failSendWith = { code: 12345, message: 'the wallet hiccuped' };
    await expect(world.send.send()).rejects.toMatchObject({ code: 'TRANSACTION_ERROR', shortMessage: 'Transaction error' });
    expect(world.send.snapshot.error?.shortMessage).toBe('Transaction error');
    expect(world.events.at(-1)).toMatchObject({ event: 'SEND_ERROR', properties: { message: 'Transaction error' } });
  });

  it("keeps the picker's search in the state: the found tokens follow the query and fresh balances; picking ends it", () => {
    const world = createWorld();
    expect(world.send.snapshot.foundTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
    world.send.setTokenSearch(' usd ');
    expect(world.send.snapshot.foundTokens.map((token) => token.symbol)).toEqual(['USDC']);
    world.accountState.next({ ...world.accountState.value, tokenBalances: [native, { ...usdc, quantity: { decimals: '6', numeric: '7' } }] });
    expect(world.send.snapshot.foundTokens.map((token) => token.quantity.numeric)).toEqual(['7']);
    world.send.setToken(world.send.snapshot.foundTokens[0]);
    expect(world.send.snapshot).toMatchObject({ tokenSearchQuery: '' });
    expect(world.send.snapshot.foundTokens).toHaveLength(2);
  });

  it('clears the form when the account or network changes', () => {
    const world = createWorld();
    fill(world);
    world.accountState.next({ ...world.accountState.value, caipNetworkId: walletportDevnetB.caipNetworkId });
    expect(world.send.snapshot).toMatchObject({ token: undefined, sendTokenAmount: '', receiverAddress: undefined });
  });
});
