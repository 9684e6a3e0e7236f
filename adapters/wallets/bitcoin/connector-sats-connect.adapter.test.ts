import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  BITCOIN_MAINNET_CAIP2,
  FAKE_BTC_MAINNET_ADDRESS,
  FAKE_BTC_ORDINALS_ADDRESS,
  FAKE_BTC_PAYMENT_ADDRESS,
  FAKE_BTC_SECOND_PAYMENT_ADDRESS,
  FakeSatsConnectWallet,
  REGTEST_CAIP2,
} from '../../../tests/fakes/btc-providers.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { BITCOIN_WALLET_METHODS } from '../../../ports/bitcoin-wallet.port.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import { SatsConnectDiscovery } from './discovery-sats-connect.adapter.js';

/** A window-like object with the fake's entry and provider, and the connectors discovery made of it. */
async function discovered(wallet = new FakeSatsConnectWallet(), networks = [REGTEST_CAIP2]) {
  const win = wallet.install(new EventTarget()) as unknown as Window;
  const discovery = new SatsConnectDiscovery({ networks, window: () => win });
  discovery.start();
  const connectors = await firstValueFrom(discovery.connectors$);
  return { wallet, discovery, connectors, connector: connectors[0] as WalletConnector };
}

describe('SatsConnectDiscovery', () => {
  it('lists a valid btc_providers entry once as an ANNOUNCED bip122 connector', async () => {
    const { connectors, discovery } = await discovered();
    expect(connectors).toHaveLength(1);
    expect(connectors[0]!.info).toMatchObject({ id: 'sats-connect:FakeBitcoinWallet.BitcoinProvider', name: 'Fake Bitcoin Wallet', type: 'ANNOUNCED', chain: 'bip122' });
    expect(connectors[0]!.info.imageUrl).toMatch(/^data:image\//);
    discovery.stop();
    discovery.start();
    expect(await firstValueFrom(discovery.connectors$)).toHaveLength(1);
  });

  it('leaves out entries that fail the schema or whose provider object is missing', async () => {
    const win = new EventTarget() as unknown as Window & { btc_providers: unknown[] };
    win.btc_providers = [
      { id: 'Missing.Provider', name: 'Ghost', icon: 'data:image/png;base64,AA==' },
      { id: 'bad id with spaces', name: 'Bad', icon: 'data:image/png;base64,AA==' },
      { id: 'Named.Provider', name: '', icon: 'data:image/png;base64,AA==' },
      'not an object',
    ];
    const discovery = new SatsConnectDiscovery({ networks: [REGTEST_CAIP2], window: () => win });
    discovery.start();
    expect(await firstValueFrom(discovery.connectors$)).toEqual([]);
  });
});

describe('SatsConnectDiscovery: hostile pages', () => {
  it('survives a btc_providers that throws, and an entry whose fields throw', async () => {
    const throwing = new EventTarget() as unknown as Window;
    Object.defineProperty(throwing, 'btc_providers', {
      get: () => {
        throw new Error('no');
      },
    });
    const discovery = new SatsConnectDiscovery({ networks: [REGTEST_CAIP2], window: () => throwing });
    discovery.start();
    expect(await firstValueFrom(discovery.connectors$)).toEqual([]);

    const win = new EventTarget() as unknown as Window & { btc_providers: unknown[] };
    const trap = () => {
      throw new Error('trap');
    };
    win.btc_providers = [new Proxy({}, { get: trap })];
    const second = new SatsConnectDiscovery({ networks: [REGTEST_CAIP2], window: () => win });
    second.start();
    expect(await firstValueFrom(second.connectors$)).toEqual([]);
  });

  it('turns an answer whose reading throws (a Proxy) into a typed error, not a crash', async () => {
    const { connector, wallet } = await discovered();
    const trap = () => {
      throw new Error('trap');
    };
    wallet.answerNext('getAccounts', { raw: new Proxy({}, { get: trap, has: trap }) });
    const error: unknown = await connector.connect().catch((caught: unknown) => caught);
    expect(isWalletportError(error)).toBe(true);
  });
});

describe('SatsConnectConnector', () => {
  it('connects with the payment address only, on the page network its address belongs to', async () => {
    const { connector, wallet } = await discovered(undefined, [BITCOIN_MAINNET_CAIP2, REGTEST_CAIP2]);
    const result = await connector.connect();
    expect(result).toEqual({ accounts: [FAKE_BTC_PAYMENT_ADDRESS], caipNetworkId: REGTEST_CAIP2 });
    expect(wallet.callsOf('getAccounts')).toEqual([{ method: 'getAccounts', params: { purposes: ['payment', 'ordinals'] } }]);
    expect(await connector.getCaipNetworkId()).toBe(REGTEST_CAIP2);
  });

  it('refuses a wallet on a Bitcoin network the page does not offer', async () => {
    const wallet = new FakeSatsConnectWallet();
    wallet.accounts = [{ address: FAKE_BTC_MAINNET_ADDRESS, publicKey: `02${'11'.repeat(32)}`, purpose: 'payment' }];
    const { connector } = await discovered(wallet);
    await expect(connector.connect()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('refuses a wallet that hands out no payment address', async () => {
    const wallet = new FakeSatsConnectWallet();
    wallet.accounts = [{ address: FAKE_BTC_ORDINALS_ADDRESS, publicKey: '22'.repeat(32), purpose: 'ordinals' }];
    const { connector } = await discovered(wallet);
    await expect(connector.connect()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it("turns sats-connect's user rejection into a typed 4001", async () => {
    const { connector, wallet } = await discovered();
    wallet.rejectNext('getAccounts');
    await expect(connector.connect()).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 });
  });

  it('refuses a malformed answer as INVALID_RESPONSE', async () => {
    const { connector, wallet } = await discovered();
    wallet.answerNext('getAccounts', { result: [{ address: 42, purpose: 'payment' }] });
    await expect(connector.connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    wallet.answerNext('getAccounts', { raw: 'no envelope' });
    await expect(connector.connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("accepts sats-connect's own status envelope", async () => {
    const { connector, wallet } = await discovered();
    wallet.answerNext('getAccounts', { raw: { status: 'success', result: wallet.accounts } });
    await expect(connector.connect()).resolves.toMatchObject({ accounts: [FAKE_BTC_PAYMENT_ADDRESS] });
  });

  it('restores the accounts after a reload without a prompt (wallet_getAccount), only from a wallet that trusts the page', async () => {
    const untrusting = await discovered();
    expect(await untrusting.connector.getAccounts()).toEqual([]);
    // Never the prompting getAccounts on a reload: a wallet that does not trust the page is not asked to.
    expect(untrusting.wallet.callsOf('getAccounts')).toEqual([]);

    const wallet = new FakeSatsConnectWallet();
    wallet.trusted = true;
    const { connector } = await discovered(wallet);
    expect(await connector.getAccounts()).toEqual([FAKE_BTC_PAYMENT_ADDRESS]);
    expect(await connector.getCaipNetworkId()).toBe(REGTEST_CAIP2);
    expect(wallet.callsOf('wallet_getAccount')).toHaveLength(1);
    expect(wallet.callsOf('getAccounts')).toEqual([]);
    await connector.disconnect();
    expect(await connector.getAccounts()).toEqual([]);
  });

  it('asks getAccounts (answered silently by a trusting wallet) when the wallet has no wallet_getAccount', async () => {
    const wallet = new FakeSatsConnectWallet();
    wallet.entry.methods = wallet.entry.methods.filter((method) => method !== 'wallet_getAccount');
    const { connector } = await discovered(wallet);
    expect(await connector.getAccounts()).toEqual([FAKE_BTC_PAYMENT_ADDRESS]);
    wallet.rejectNext('getAccounts');
    const fresh = new FakeSatsConnectWallet();
    fresh.entry.methods = fresh.entry.methods.filter((method) => method !== 'wallet_getAccount');
    fresh.rejectNext('getAccounts');
    expect(await (await discovered(fresh)).connector.getAccounts()).toEqual([]);
  });

  it('tells a wallet that lists wallet_disconnect, and forgets the accounts whatever it answers', async () => {
    const { connector, wallet } = await discovered();
    await connector.connect();
    wallet.answerNext('wallet_disconnect', { error: { code: -32603, message: 'broken' } });
    await connector.disconnect();
    expect(wallet.callsOf('wallet_disconnect')).toHaveLength(1);
    expect(await connector.getAccounts()).toEqual([]);
  });

  it('switches only to a page network its addresses belong to', async () => {
    const { connector } = await discovered(undefined, [REGTEST_CAIP2, BITCOIN_MAINNET_CAIP2]);
    await connector.connect();
    const events: unknown[] = [];
    connector.subscribe((event) => events.push(event));
    await expect(
      connector.switchNetwork({ caipNetworkId: BITCOIN_MAINNET_CAIP2, name: 'Bitcoin', rpcUrl: '', nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } }),
    ).rejects.toMatchObject({ rpcCode: 4902 });
    expect(events).toEqual([]);
  });
});

describe("SatsConnectConnector: the wallet's events", () => {
  it("reads the accounts again on the wallet's accountChange and reports a new payment address", async () => {
    const { connector, wallet } = await discovered();
    await connector.connect();
    const events: unknown[] = [];
    const stop = connector.subscribe((event) => events.push(event));
    wallet.accounts = [{ address: FAKE_BTC_SECOND_PAYMENT_ADDRESS, publicKey: `03${'33'.repeat(32)}`, purpose: 'payment' }, ...wallet.accounts.slice(1)];
    wallet.emit('accountChange');
    await flushMicrotasks();
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [FAKE_BTC_SECOND_PAYMENT_ADDRESS] }]);
    // The same accounts again say nothing.
    wallet.emit('accountChange');
    await flushMicrotasks();
    expect(events).toHaveLength(1);
    stop();
    expect(wallet.listenerCount).toBe(0);
  });

  it("ends the connection on the wallet's disconnect", async () => {
    const { connector, wallet } = await discovered();
    await connector.connect();
    const events: unknown[] = [];
    connector.subscribe((event) => events.push(event));
    wallet.emit('disconnect');
    expect(events).toEqual([{ type: 'disconnect' }]);
    expect(await connector.getAccounts()).toEqual([]);
  });
});

describe('the provider of a sats-connect connector (ports/bitcoin-wallet.port.ts)', () => {
  it('lists the payment address first, then the ordinals one, by intention', async () => {
    const { connector, wallet } = await discovered();
    await connector.connect();
    const provider = await connector.getProvider();
    expect(await provider.request({ method: BITCOIN_WALLET_METHODS.getAccountAddresses, params: { account: FAKE_BTC_PAYMENT_ADDRESS } })).toEqual([
      { address: FAKE_BTC_PAYMENT_ADDRESS, publicKey: `02${'11'.repeat(32)}`, intention: 'payment' },
      { address: FAKE_BTC_ORDINALS_ADDRESS, publicKey: '22'.repeat(32), intention: 'ordinal' },
    ]);
    expect(
      await provider.request({ method: BITCOIN_WALLET_METHODS.getAccountAddresses, params: { account: FAKE_BTC_PAYMENT_ADDRESS, intentions: ['ordinal'] } }),
    ).toEqual([{ address: FAKE_BTC_ORDINALS_ADDRESS, publicKey: '22'.repeat(32), intention: 'ordinal' }]);
    // Answered from the accounts the wallet gave at connect: no second prompt.
    expect(wallet.callsOf('getAccounts')).toHaveLength(1);
  });

  it("signs a message with BIP-322 through the wallet's signMessage", async () => {
    const { connector, wallet } = await discovered();
    const provider = await connector.getProvider();
    const answer = await provider.request({ method: BITCOIN_WALLET_METHODS.signMessage, params: { account: FAKE_BTC_PAYMENT_ADDRESS, message: 'hello' } });
    expect(answer).toMatchObject({ address: FAKE_BTC_PAYMENT_ADDRESS, signature: 'AkcwRAIgZmFrZQ==' });
    expect(wallet.callsOf('signMessage')[0]!.params).toEqual({ address: FAKE_BTC_PAYMENT_ADDRESS, message: 'hello', protocol: 'BIP322' });
  });

  it('groups signPsbt inputs by address and never asks to broadcast unless told', async () => {
    const { connector, wallet } = await discovered();
    const provider = await connector.getProvider();
    const answer = await provider.request({
      method: BITCOIN_WALLET_METHODS.signPsbt,
      params: {
        account: FAKE_BTC_PAYMENT_ADDRESS,
        psbt: 'cHNidP8BAA==',
        signInputs: [
          { address: FAKE_BTC_PAYMENT_ADDRESS, index: 0, sighashTypes: [1] },
          { address: FAKE_BTC_PAYMENT_ADDRESS, index: 2, sighashTypes: [1] },
        ],
      },
    });
    expect(answer).toEqual({ psbt: 'cHNidP8BAA==' });
    expect(wallet.callsOf('signPsbt')[0]!.params).toEqual({ psbt: 'cHNidP8BAA==', signInputs: { [FAKE_BTC_PAYMENT_ADDRESS]: [0, 2] }, broadcast: false });
  });

  it('sends a transfer of satoshis to one recipient', async () => {
    const { connector, wallet } = await discovered();
    const provider = await connector.getProvider();
    const answer = await provider.request({
      method: BITCOIN_WALLET_METHODS.sendTransfer,
      params: { account: FAKE_BTC_PAYMENT_ADDRESS, recipientAddress: FAKE_BTC_ORDINALS_ADDRESS, amount: '12345' },
    });
    expect(answer).toEqual({ txid: 'ab'.repeat(32) });
    expect(wallet.callsOf('sendTransfer')[0]!.params).toEqual({ recipients: [{ address: FAKE_BTC_ORDINALS_ADDRESS, amount: 12345 }] });
  });

  it('refuses other methods (4200) and malformed parameters before the wallet sees them', async () => {
    const { connector, wallet } = await discovered();
    const provider = await connector.getProvider();
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({ rpcCode: 4200 });
    await expect(
      provider.request({ method: BITCOIN_WALLET_METHODS.sendTransfer, params: { account: FAKE_BTC_PAYMENT_ADDRESS, recipientAddress: FAKE_BTC_ORDINALS_ADDRESS, amount: '-5' } }),
    ).rejects.toMatchObject({ code: 'RPC_INVALID_PARAMS' });
    expect(wallet.callsOf('sendTransfer')).toEqual([]);
  });

  it('refuses a signed PSBT answer that is not base64', async () => {
    const { connector, wallet } = await discovered();
    const provider = await connector.getProvider();
    wallet.answerNext('signPsbt', { result: { psbt: '<script>' } });
    await expect(
      provider.request({
        method: BITCOIN_WALLET_METHODS.signPsbt,
        params: { account: FAKE_BTC_PAYMENT_ADDRESS, psbt: 'cHNidP8BAA==', signInputs: [{ address: FAKE_BTC_PAYMENT_ADDRESS, index: 0, sighashTypes: [1] }] },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
