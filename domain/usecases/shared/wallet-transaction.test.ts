import { describe, expect, it } from 'vitest';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { FakeEip1193Provider, userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { askEvmWallet, sendWalletTransaction, toWalletFailure } from './wallet-transaction.js';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NETWORK = 'eip155:31337';

function world({ connected = true } = {}) {
  const adapter = new FakeChainAdapter(new VirtualScheduler());
  const provider = new FakeEip1193Provider();
  const access = { connection: { getProvider: async () => (connected ? provider : undefined) }, chainAdapters: new Map([['eip155' as const, adapter]]) };
  return { adapter, provider, access };
}

describe('toWalletFailure', () => {
  it("reads a failure nobody recognises as 'Transaction error', keeping the cause", () => {
    const cause = new Error('boom');
    const error = toWalletFailure(cause);
    expect(error.shortMessage).toBe('Transaction error');
    expect(error.cause).toBe(cause);
    expect(toWalletFailure(walletportError('UNKNOWN_RPC_ERROR')).shortMessage).toBe('Transaction error');
  });

  it("keeps the wallet's short message and the node's typed errors", () => {
    expect(toWalletFailure(userRejectedError())).toMatchObject({ code: 'USER_REJECTED_REQUEST', shortMessage: 'User rejected the request.' });
    expect(toWalletFailure({ code: -32000, message: 'insufficient funds for gas * price + value' }).code).toBe('INSUFFICIENT_FUNDS');
    const typed = walletportError('NONCE_TOO_LOW');
    expect(toWalletFailure(typed)).toBe(typed);
  });
});

describe('sendWalletTransaction', () => {
  it('sends a plain transaction or a contract call through the connected wallet', async () => {
    const { adapter, access } = world();
    const hash = await sendWalletTransaction(access, { from: FROM, caipNetworkId: NETWORK, transaction: { to: TO, value: 1n } });
    await sendWalletTransaction(access, { from: FROM, caipNetworkId: NETWORK, call: { address: TO, abi: [], functionName: 'transfer', args: [] } });
    expect(adapter.sentTransactions.map(({ kind, hash: sent }) => ({ kind, sent }))).toEqual([
      { kind: 'send', sent: hash },
      { kind: 'write', sent: adapter.sentTransactions[1]?.hash },
    ]);
  });

  it('fails with NO_CONNECTION_CLIENT before any prompt when no wallet is connected', async () => {
    const { adapter, access } = world({ connected: false });
    await expect(sendWalletTransaction(access, { from: FROM, caipNetworkId: NETWORK, transaction: { to: TO } })).rejects.toMatchObject({
      code: 'NO_CONNECTION_CLIENT',
    });
    expect(adapter.sentTransactions).toEqual([]);
  });

  it("maps the wallet's failure once: 'Transaction error' for an unrecognised one", async () => {
    const { adapter, access } = world();
    adapter.failSendWith = { code: 12345, message: 'the wallet hiccuped' };
    await expect(sendWalletTransaction(access, { from: FROM, caipNetworkId: NETWORK, transaction: { to: TO } })).rejects.toMatchObject({
      shortMessage: 'Transaction error',
    });
  });
});

describe('askEvmWallet', () => {
  it('hands the request the adapter and the provider', async () => {
    const { adapter, provider, access } = world();
    await expect(askEvmWallet(access, async (wallet) => wallet.adapter === adapter && wallet.provider === provider)).resolves.toBe(true);
  });
});
