/**
 * A sats-connect wallet for unit tests: an entry for `window.btc_providers` and the provider object it names,
 * answering `request(method, params)` with JSON-RPC 2.0 responses as Xverse does. Tests set the accounts, the
 * next answer of a method (a result, a JSON-RPC error, or a raw value to check validation), and read the calls
 * it received. No keys: signatures are whatever the test sets (the real signers live in devstack/testing).
 */

/** Regtest addresses of the devstack's dev accounts (devstack/bitcoin/dev-keys.ts): payment P2WPKH, ordinals P2TR. */
export const FAKE_BTC_PAYMENT_ADDRESS = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
export const FAKE_BTC_SECOND_PAYMENT_ADDRESS = 'bcrt1qadsmkza0uadx3zlv48fhyezne9ad6thv6e3pa0';
export const FAKE_BTC_ORDINALS_ADDRESS = 'bcrt1pknacsawq0pjec8ydjeesz0c39vkew5k5xc4mms3pyay9qqx36ahqaf9wsg';
export const FAKE_BTC_MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const REGTEST_CAIP2 = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
export const BITCOIN_MAINNET_CAIP2 = 'bip122:000000000019d6689c085ae165831e93';

export type FakeSatsConnectAccount = { address: string; publicKey: string; purpose: 'payment' | 'ordinals' | 'stacks'; addressType?: string };

export type FakeSatsConnectCall = { method: string; params: unknown };

/** One queued answer: a result, an error, or the raw value `request` resolves with (no envelope). */
export type FakeSatsConnectAnswer = { result: unknown } | { error: { code: number; message: string } } | { raw: unknown } | { throws: unknown };

export const DEFAULT_FAKE_BTC_ACCOUNTS: readonly FakeSatsConnectAccount[] = [
  { address: FAKE_BTC_PAYMENT_ADDRESS, publicKey: `02${'11'.repeat(32)}`, purpose: 'payment', addressType: 'p2wpkh' },
  { address: FAKE_BTC_ORDINALS_ADDRESS, publicKey: '22'.repeat(32), purpose: 'ordinals', addressType: 'p2tr' },
];

export class FakeSatsConnectWallet {
  readonly calls: FakeSatsConnectCall[] = [];
  accounts: readonly FakeSatsConnectAccount[] = DEFAULT_FAKE_BTC_ACCOUNTS;
  /** Whether the wallet trusts the page (wallet_getAccount answers only then); getAccounts makes it trust it. */
  trusted = false;
  readonly #queued = new Map<string, FakeSatsConnectAnswer[]>();
  /** What `window.btc_providers` lists for it; `id` is the provider object's path from `window`. */
  readonly entry: { id: string; name: string; icon: string; webUrl: string; methods: string[] };
  readonly #listeners = new Set<{ eventName: string; cb: (event: { type: string }) => void }>();
  /** The provider object the entry names: sats-connect's request and addListener. */
  readonly provider = {
    request: (method: string, params?: unknown) => this.#request(method, params),
    addListener: (listener: { eventName: string; cb: (event: { type: string }) => void }) => {
      this.#listeners.add(listener);
      return () => void this.#listeners.delete(listener);
    },
  };

  constructor({ id = 'FakeBitcoinWallet.BitcoinProvider', name = 'Fake Bitcoin Wallet' }: { id?: string; name?: string } = {}) {
    this.entry = {
      id,
      name,
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      webUrl: 'https://wallet.invalid',
      methods: ['getAccounts', 'signMessage', 'signPsbt', 'sendTransfer', 'wallet_getAccount', 'wallet_disconnect'],
    };
  }

  /** The next call of `method` answers this (once); without one, the wallet's default answer. */
  answerNext(method: string, answer: FakeSatsConnectAnswer): void {
    const list = this.#queued.get(method) ?? [];
    list.push(answer);
    this.#queued.set(method, list);
  }

  /** The next call of `method` is refused by the visitor (sats-connect's USER_REJECTION). */
  rejectNext(method: string): void {
    this.answerNext(method, { error: { code: -32000, message: 'User rejected the request' } });
  }

  /** Puts the entry in `target.btc_providers` and the provider object at its path; returns `target`. */
  install<T extends object>(target: T): T {
    const holder = target as Record<string, unknown>;
    const [root, ...rest] = this.entry.id.split('.');
    let node = (holder[root!] ??= {}) as Record<string, unknown>;
    for (const [index, part] of rest.entries()) {
      if (index === rest.length - 1) node[part] = this.provider;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    }
    if (rest.length === 0) holder[root!] = this.provider;
    const list = (holder.btc_providers ??= []) as unknown[];
    list.push(this.entry);
    return target;
  }

  /** The wallet announces `eventName` (accountChange, disconnect) to the page's listeners. */
  emit(eventName: string): void {
    for (const listener of [...this.#listeners]) if (listener.eventName === eventName) listener.cb({ type: eventName });
  }

  /** How many listeners the page keeps on the wallet. */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  callsOf(method: string): FakeSatsConnectCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  async #request(method: string, params: unknown): Promise<unknown> {
    this.calls.push({ method, params });
    const answer = this.#queued.get(method)?.shift() ?? this.#default(method);
    if (method === 'getAccounts' && 'result' in answer) this.trusted = true;
    if (method === 'wallet_disconnect') this.trusted = false;
    if ('throws' in answer) throw answer.throws;
    if ('raw' in answer) return answer.raw;
    if ('error' in answer) return { jsonrpc: '2.0', id: String(this.calls.length), error: answer.error };
    return { jsonrpc: '2.0', id: String(this.calls.length), result: answer.result };
  }

  #default(method: string): FakeSatsConnectAnswer {
    switch (method) {
      case 'getAccounts':
        return { result: this.accounts };
      case 'signMessage':
        return { result: { signature: 'AkcwRAIgZmFrZQ==', messageHash: 'ab', address: FAKE_BTC_PAYMENT_ADDRESS } };
      case 'signPsbt':
        return { result: { psbt: 'cHNidP8BAA==' } };
      case 'sendTransfer':
        return { result: { txid: 'ab'.repeat(32) } };
      case 'wallet_getAccount':
        return this.trusted ? { result: { id: 'account-0', addresses: this.accounts, walletType: 'software' } } : { error: { code: -32002, message: 'Access denied' } };
      case 'wallet_disconnect':
        return { result: null };
      default:
        return { error: { code: -32601, message: 'Method not found' } };
    }
  }
}
