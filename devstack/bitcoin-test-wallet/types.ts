/**
 * The Bitcoin test wallet's shapes: sats-connect's provider surface (JSON-RPC answers to `request(method, params)`,
 * the `window.btc_providers` entry) and the control a test plays the user with. No runtime code.
 */

/** 'honest' signs what it is asked; 'unsigned-psbt' hands the PSBT back untouched; 'wrong-input' signs an altered one. */
export type BitcoinTestWalletMode = 'honest' | 'unsigned-psbt' | 'wrong-input';
export const BITCOIN_TEST_WALLET_MODES: readonly BitcoinTestWalletMode[] = ['honest', 'unsigned-psbt', 'wrong-input'];

export type SatsConnectPurpose = 'payment' | 'ordinals';
export type SatsConnectAddressType = 'p2wpkh' | 'p2tr';

/** One address as sats-connect's getAccounts / getAddresses answer it. */
export type SatsConnectAddress = {
  address: string;
  /** Hex: the 33-byte compressed key (P2WPKH) or the 32-byte x-only internal key (P2TR). */
  publicKey: string;
  purpose: SatsConnectPurpose;
  addressType: SatsConnectAddressType;
  walletType: 'software';
};

export type JsonRpcSuccess = { jsonrpc: '2.0'; id: string; result: unknown };
export type JsonRpcFailure = { jsonrpc: '2.0'; id: string; error: { code: number; message: string } };
export type JsonRpcResponse = JsonRpcSuccess | JsonRpcFailure;

export type SatsConnectEvent = 'accountChange' | 'disconnect' | 'networkChange';
export type SatsConnectListener = { eventName: SatsConnectEvent; cb: (event: { type: SatsConnectEvent }) => void };

/** The object `window[providerId]` holds: what sats-connect's request() and addListener() call. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<JsonRpcResponse>;
  addListener(listener: SatsConnectListener): () => void;
};

/** An entry of `window.btc_providers`: how sats-connect (and walletport's connector) discovers a wallet. */
export type SatsConnectProviderInfo = { id: string; name: string; icon: string; webUrl: string; methods: string[] };

export type BitcoinRequestLogEntry = {
  method: string;
  outcome: 'pending' | 'waiting' | 'ok' | 'error';
  error?: { code: number; message: string };
};

/** What a test uses to play the user of the wallet (like the other test wallets' control surfaces). */
export type BitcoinTestWalletControl = {
  /** Every prompting call (connect, sign, send), oldest first (a live array): the wallet's visible approvals. */
  readonly requests: BitcoinRequestLogEntry[];
  /** How signPsbt behaves from now on. */
  mode: BitcoinTestWalletMode;
  /** Every prompting call waits for approveNext() / rejectNext() while true. */
  manual: boolean;
  /** Approves the oldest waiting call; answers whether one waited. */
  approveNext(): boolean;
  /** Rejects the oldest waiting call (-32000); when none waits, the next prompting call (of `method`) is rejected. */
  rejectNext(options?: { method?: string }): void;
  /** The next prompting call (of `method`) waits for approveNext() / rejectNext(), even when not manual. */
  hangNext(options?: { method?: string }): void;
  /** Wallet-side account change: the page gets `accountChange`. */
  switchAccount(index: number): void;
  /** Wallet-side disconnect: the page is no longer trusted and gets `disconnect`. */
  disconnect(): void;
  state(): { connected: boolean; accountIndex: number; payment: string; ordinals: string; mode: BitcoinTestWalletMode };
};
