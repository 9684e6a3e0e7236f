/**
 * The send use case on bip122 (issue 31): BTC in satoshis through the bip122 chain adapter's transfer, the
 * payment's facts read and the fee and dust rules checked before the wallet is asked, the receiver read by the
 * active network's address rules, BTC's 8 decimals, the fee for the preview and Max. Fakes: tests/fakes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { walletportError } from '../../entities/errors/catalogue.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { BTC_FROM, BTC_NETWORK, BTC_TO, MAINNET_ADDRESS, createBitcoinSendWorld, type BitcoinSendWorld } from './testing/bitcoinSendWorld.js';

const worlds: BitcoinSendWorld[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.send.dispose();
});

function createWorld(): BitcoinSendWorld {
  const world = createBitcoinSendWorld();
  worlds.push(world);
  return world;
}

function fill(world: BitcoinSendWorld, { amount = '0.25', receiver = BTC_TO }: { amount?: string; receiver?: string } = {}) {
  world.send.setToken(world.send.snapshot.tokenBalances.find((entry) => entry.symbol === 'BTC'));
  world.send.setAmount(amount);
  world.send.setReceiver(receiver);
}

const transfers = (world: BitcoinSendWorld) => world.bitcoin.calls.filter((call) => call.method === 'transfer');

describe('the send use case on bip122', () => {
  it('sends BTC in satoshis after the preflight, then resets, shows Account and hands the txid to the follower', async () => {
    const world = createWorld();
    fill(world, { amount: '0.12345678' });
    const { hash } = await world.send.send();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(world.bitcoin.calls.map((call) => call.method)).toEqual(['prepareTransfer', 'transfer']);
    expect(world.bitcoin.sentTransactions).toEqual([
      expect.objectContaining({ kind: 'transfer', from: BTC_FROM, caipNetworkId: BTC_NETWORK, to: BTC_TO, amount: 12_345_678n, token: undefined, hash }),
    ]);
    expect(world.events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(world.views).toEqual(['Account']);
    expect(world.followed).toEqual([{ hash, caipNetworkId: BTC_NETWORK }]);
  });

  it('refuses more than 8 decimals, a mainnet address on regtest, and anything but an address, before any chain read', async () => {
    const world = createWorld();
    fill(world, { amount: '0.123456789' });
    await expect(world.send.send()).rejects.toMatchObject({ code: 'INCORRECT_AMOUNT', details: 'BTC has 8 decimals: the smallest amount is 0.00000001' });
    fill(world, { receiver: MAINNET_ADDRESS });
    await expect(world.send.send()).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      details: `${MAINNET_ADDRESS} is a Bitcoin mainnet address; ${BTC_NETWORK} takes regtest addresses`,
    });
    fill(world, { receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    await expect(world.send.send()).rejects.toMatchObject({ code: 'INVALID_ADDRESS' });
    expect(world.bitcoin.calls).toEqual([]);
  });

  it("refuses what the coins cannot pay with the fee, naming the fee, before the wallet is asked", async () => {
    const world = createWorld();
    fill(world, { amount: '0.99999374' });
    await expect(world.send.send()).rejects.toMatchObject({
      code: 'BITCOIN_INSUFFICIENT_FUNDS',
      shortMessage: 'Insufficient balance for this amount and the 0.00000627 BTC network fee',
    });
    expect(transfers(world)).toEqual([]);
    expect(world.events).toEqual([]);
    expect(world.send.snapshot.error?.code).toBe('BITCOIN_INSUFFICIENT_FUNDS');
    world.send.setAmount('0.99999373');
    await expect(world.send.send()).resolves.toMatchObject({ hash: expect.any(String) });
  });

  it('refuses a dust amount, naming the least', async () => {
    const world = createWorld();
    fill(world, { amount: '0.00000329' });
    await expect(world.send.send()).rejects.toMatchObject({ code: 'BITCOIN_AMOUNT_BELOW_DUST', shortMessage: 'A Bitcoin payment must send at least 0.0000033 BTC' });
    expect(transfers(world)).toEqual([]);
  });

  it("keeps the adapter's refusal of the wallet's PSBT, and the visitor's no, as the send's error", async () => {
    const world = createWorld();
    fill(world);
    world.bitcoin.failSendWith = walletportError('BITCOIN_PSBT_UNSIGNED');
    await expect(world.send.send()).rejects.toMatchObject({ code: 'BITCOIN_PSBT_UNSIGNED', shortMessage: 'The wallet returned an unsigned transaction' });
    expect(world.events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
    expect(world.send.snapshot).toMatchObject({ loading: false, sendTokenAmount: '0.25', error: expect.objectContaining({ code: 'BITCOIN_PSBT_UNSIGNED' }) });
    world.bitcoin.failSendWith = userRejectedError();
    await expect(world.send.send()).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
  });

  it('estimates the fee in BTC with its dollar value, and shows a broken rule in the preview once the form is complete', async () => {
    const world = createWorld();
    fill(world, { amount: '0.5' });
    await world.send.estimateFee();
    expect(world.send.snapshot.networkFee).toMatchObject({ fee: 627n, amount: '0.00000627', symbol: 'BTC', usd: '0.3762' });
    expect(world.bitcoin.calls.at(-1)?.params).toMatchObject({ to: BTC_TO, amount: 50_000_000n });
    world.send.setAmount('1');
    await world.send.estimateFee();
    expect(world.send.snapshot.error?.code).toBe('BITCOIN_INSUFFICIENT_FUNDS');
  });

  it('refuses a send whose fee moved since the preview, shows the new fee, and sends once it was seen', async () => {
    const world = createWorld();
    fill(world);
    await world.send.estimateFee();
    expect(world.send.snapshot.networkFee?.fee).toBe(627n);
    world.bitcoin.preflight = { ...world.bitcoin.preflight, fee: 700n };
    await expect(world.send.send()).rejects.toMatchObject({
      code: 'BITCOIN_FEE_CHANGED',
      shortMessage: 'The network fee is now 0.000007 BTC: review the send again',
    });
    expect(transfers(world)).toEqual([]);
    await expect.poll(() => world.send.snapshot.networkFee?.fee).toBe(700n);
    expect(world.send.snapshot.error?.code).toBe('BITCOIN_FEE_CHANGED');
    await world.send.send();
    expect(transfers(world)).toEqual([expect.objectContaining({ params: expect.objectContaining({ amount: 25_000_000n, fee: 700n }) })]);
  });

  it('Max is every coin less the fee of spending them all', async () => {
    const world = createWorld();
    world.send.setToken(world.send.snapshot.tokenBalances[0]);
    world.bitcoin.preflight = { ...world.bitcoin.preflight, fee: 450n };
    await world.send.setMax();
    expect(world.send.snapshot.sendTokenAmount).toBe('0.9999955');
    // Asked for more than there is: the preflight's fee is then that of spending every coin.
    expect(world.bitcoin.calls.at(-1)?.params).toMatchObject({ to: BTC_FROM, amount: 2_100_000_000_000_000n });
  });
});
