/**
 * The send use case on solana (issue 28): SOL and an SPL token through the solana chain adapter's transfer, the
 * chain's facts read and the rent and fee rules checked before the wallet is asked, the fee for the preview
 * and Max, and the receiver read as a Solana address. The fakes: tests/fakes (chain adapter, use-case world).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import { SendUseCase } from './send.usecase.js';
import { createSolanaSendWorld, MINT, SOL_FROM, SOL_TO, SOLANA_NETWORK, sol, splUsdc, type SolanaSendWorld } from './testing/solanaSendWorld.js';

const built: SendUseCase[] = [];
afterEach(() => {
  for (const send of built.splice(0)) send.dispose();
});

/** A key nobody funded: the receiver's account does not exist. */
const FRESH = 'Csw2RS9uFar1WdvMCBTpY8aiisgd5MquaF5G4h4znJqS';

function createWorld(options: { receiverLamports?: bigint } = {}): SolanaSendWorld {
  const world = createSolanaSendWorld();
  world.solana.setBalance(SOL_TO, SOLANA_NETWORK, options.receiverLamports ?? 1_000_000_000n);
  built.push(world.send);
  return world;
}

function fill(world: SolanaSendWorld, { token = sol, amount = '0.5', receiver = SOL_TO }: { token?: TokenBalance; amount?: string; receiver?: string } = {}) {
  world.send.setToken(world.send.snapshot.tokenBalances.find((entry) => entry.symbol === token.symbol));
  world.send.setAmount(amount);
  world.send.setReceiver(receiver);
}

const transfers = (world: SolanaSendWorld) => world.solana.calls.filter((call) => call.method === 'transfer');

describe('the send use case on solana', () => {
  it('sends SOL in lamports after the preflight, then resets, shows Account and hands the signature to the follower', async () => {
    const world = createWorld();
    fill(world, { amount: '0.123456789' });
    const { hash } = await world.send.send();
    expect(world.solana.sentTransactions).toEqual([
      expect.objectContaining({ kind: 'transfer', from: SOL_FROM, caipNetworkId: SOLANA_NETWORK, to: SOL_TO, amount: 123_456_789n, token: undefined, hash }),
    ]);
    expect(world.solana.calls.map((call) => call.method)).toEqual(['prepareTransfer', 'getNativeBalance', 'transfer']);
    expect(world.adapter.calls).toEqual([]);
    expect(world.events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(world.views).toEqual(['Account']);
    expect(world.followed).toEqual([{ hash, caipNetworkId: SOLANA_NETWORK }]);
    expect(world.send.snapshot).toMatchObject({ token: undefined, sendTokenAmount: '', receiverAddress: undefined, loading: false, error: undefined });
  });

  it('stays a success when the follower fails: following is a courtesy', async () => {
    const world = createWorld();
    world.send.dispose();
    const send = new SendUseCase({
      ...world.dependencies,
      transactions: {
        follow: () => {
          throw new Error('no follower');
        },
      },
    });
    built.push(send);
    send.subscribe(() => undefined);
    send.setToken(send.snapshot.tokenBalances.find((entry) => entry.symbol === 'SOL'));
    send.setAmount('0.5');
    send.setReceiver(SOL_TO);
    await expect(send.send()).resolves.toMatchObject({ hash: expect.any(String) });
    expect(world.views).toEqual(['Account']);
    expect(world.logger.messages('warn')).toEqual([expect.stringContaining('Could not follow the sent transaction')]);
  });

  it('sends an SPL token by its mint and decimals, in its base units', async () => {
    const world = createWorld();
    fill(world, { token: splUsdc, amount: '12.5' });
    await world.send.send();
    expect(world.solana.sentTransactions).toEqual([
      expect.objectContaining({ kind: 'transfer', to: SOL_TO, amount: 12_500_000n, token: { address: MINT, decimals: 6 } }),
    ]);
  });

  it('refuses SOL below the rent-exempt minimum to a new account before the wallet is asked, naming the minimum', async () => {
    const world = createWorld();
    fill(world, { amount: '0.0005', receiver: FRESH });
    await expect(world.send.send()).rejects.toMatchObject({
      code: 'SOLANA_RECEIVER_BELOW_RENT',
      shortMessage: 'A new Solana account needs at least 0.00089088 SOL',
    });
    expect(transfers(world)).toEqual([]);
    expect(world.events).toEqual([]);
    expect(world.views).toEqual([]);
    expect(world.router.snapshot.transactionStack).toEqual([]);
    expect(world.send.snapshot).toMatchObject({ loading: false, sendTokenAmount: '0.0005', receiverAddress: FRESH });
    expect(world.send.snapshot.error?.code).toBe('SOLANA_RECEIVER_BELOW_RENT');

    // The minimum itself opens the account.
    world.send.setAmount('0.00089088');
    await expect(world.send.send()).resolves.toMatchObject({ hash: expect.any(String) });
  });

  it("refuses what the SOL balance cannot pay with the fee ('Insufficient balance', the fee in the details)", async () => {
    const world = createWorld();
    fill(world, { amount: '2' });
    await expect(world.send.send()).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      shortMessage: 'Insufficient balance',
      details: 'The amount and the network fee (0.000005 SOL) are more than your SOL balance.',
    });
    expect(transfers(world)).toEqual([]);
  });

  it('refuses a send that would leave the sender between 0 and the minimum', async () => {
    const world = createWorld();
    fill(world, { amount: '1.9995' });
    await expect(world.send.send()).rejects.toMatchObject({ code: 'SOLANA_SENDER_BELOW_RENT' });
    world.send.setAmount('1.999995');
    await expect(world.send.send()).resolves.toBeDefined();
  });

  it("refuses a token send when the SOL balance cannot pay the fee and the receiver's new token account", async () => {
    const world = createWorld();
    world.solana.setBalance(SOL_FROM, SOLANA_NETWORK, 2_000_000n);
    world.solana.preflight = { ...world.solana.preflight, tokenAccountRent: 2_039_280n };
    fill(world, { token: splUsdc, amount: '1', receiver: FRESH });
    await expect(world.send.send()).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: expect.stringContaining('0.00203928 SOL') });
    expect(transfers(world)).toEqual([]);
  });

  it('asks no wallet when the form changed while the chain was read: what was previewed is not what would go', async () => {
    const world = createWorld();
    fill(world);
    const prepare = world.solana.prepareTransfer.bind(world.solana);
    let release: () => void = () => undefined;
    world.solana.prepareTransfer = async (params) => {
      await new Promise<void>((resolve) => (release = resolve));
      return prepare(params);
    };
    const sending = world.send.send();
    await Promise.resolve();
    world.send.setAmount('0.7');
    release();
    await expect(sending).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' });
    expect(transfers(world)).toEqual([]);
    expect(world.events).toEqual([]);
    expect(world.send.snapshot).toMatchObject({ loading: false, sendTokenAmount: '0.7' });
  });

  it("keeps the form and the wallet's short message when the wallet rejects, and records it", async () => {
    const world = createWorld();
    fill(world);
    world.solana.failSendWith = userRejectedError();
    await expect(world.send.send()).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(world.send.snapshot).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: SOL_TO, loading: false });
    expect(world.events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
    expect(world.views).toEqual([]);
    expect(world.router.snapshot.transactionStack).toEqual([]);
    expect(world.followed).toEqual([]);
  });

  it('fails typed, without asking the wallet, when the chain cannot be read', async () => {
    const world = createWorld();
    fill(world);
    world.solana.failPrepareWith = { code: -32603, message: 'node is down' };
    await expect(world.send.send()).rejects.toMatchObject({ code: 'RPC_INTERNAL_ERROR' });
    expect(world.send.snapshot.error?.code).toBe('RPC_INTERNAL_ERROR');
    expect(world.send.snapshot.loading).toBe(false);
    expect(transfers(world)).toEqual([]);
  });

  it('fails with NO_CONNECTION_CLIENT on a page without a Solana chain adapter', async () => {
    const world = createWorld();
    world.chainAdapters.delete('solana');
    fill(world);
    await expect(world.send.send()).rejects.toMatchObject({ code: 'NO_CONNECTION_CLIENT' });
  });

  it('takes a Solana address as the receiver, never as a name to look up, and refuses an EVM address', async () => {
    const world = createWorld();
    fill(world, { receiver: ` ${SOL_TO} ` });
    expect(world.send.snapshot).toMatchObject({ receiverAddress: SOL_TO, receiverResolving: false });
    await world.scheduler.advanceAsync(1000);
    expect(world.api.calls.getName).toEqual([]);
    world.send.setReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    await expect(world.send.send()).rejects.toMatchObject({ code: 'INVALID_ADDRESS' });
  });

  it("estimates the transfer's own fee for the preview, priced in US dollars", async () => {
    const world = createWorld();
    fill(world);
    const fee = await world.send.estimateFee();
    expect(fee).toEqual({ gas: undefined, gasPrice: undefined, fee: 5000n, amount: '0.000005', symbol: 'SOL', usd: '0.00075' });
    expect(world.send.snapshot).toMatchObject({ networkFee: fee, feeLoading: false, error: undefined });
    expect(world.solana.calls[0]).toMatchObject({ method: 'prepareTransfer', params: { from: SOL_FROM, to: SOL_TO, amount: 500_000_000n } });
  });

  it("shows in the preview what opening the receiver's token account costs", async () => {
    const world = createWorld();
    world.solana.preflight = { ...world.solana.preflight, tokenAccountRent: 2_039_280n };
    fill(world, { token: splUsdc, amount: '1', receiver: FRESH });
    const fee = await world.send.estimateFee();
    expect(fee?.accountRent).toEqual({ amount: '0.00203928', usd: '0.305892' });
    expect(world.send.snapshot.error).toBeUndefined();
  });

  it('shows a broken rent rule in the preview, before Send is pressed', async () => {
    const world = createWorld();
    fill(world, { amount: '0.0005', receiver: FRESH });
    await world.send.estimateFee();
    expect(world.send.snapshot.error?.shortMessage).toBe('A new Solana account needs at least 0.00089088 SOL');
    expect(world.send.snapshot.networkFee?.amount).toBe('0.000005');
  });

  it('refuses in the preview an amount finer than a lamport, which no transfer can carry', async () => {
    const world = createWorld();
    fill(world, { amount: '0.0000000001' });
    await world.send.estimateFee();
    expect(world.send.snapshot.error).toMatchObject({ code: 'INCORRECT_AMOUNT', shortMessage: 'Incorrect amount' });
    await expect(world.send.send()).rejects.toMatchObject({ code: 'INCORRECT_AMOUNT' });
    expect(transfers(world)).toEqual([]);
  });

  it('estimates the fee of a transfer to the sender itself before the form is complete', async () => {
    const world = createWorld();
    world.send.setToken(sol);
    await world.send.estimateFee();
    expect(world.solana.calls[0]).toMatchObject({ method: 'prepareTransfer', params: { to: SOL_FROM, amount: 0n } });
    expect(world.send.snapshot.error).toBeUndefined();
  });

  it('Max sends all SOL but the exact fee, and the whole of a token', async () => {
    const world = createWorld();
    world.send.setToken(sol);
    await world.send.setMax();
    expect(world.send.snapshot.sendTokenAmount).toBe('1.999995');
    world.send.setToken(splUsdc);
    await world.send.setMax();
    expect(world.send.snapshot.sendTokenAmount).toBe('250');
  });

  it('leaves the amount as it was when the fee cannot be read', async () => {
    const world = createWorld();
    world.send.setToken(sol);
    world.send.setAmount('0.1');
    world.solana.failPrepareWith = new Error('node is down');
    await world.send.setMax();
    expect(world.send.snapshot.sendTokenAmount).toBe('0.1');
  });
});
