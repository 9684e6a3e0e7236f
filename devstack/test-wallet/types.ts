/**
 * Types shared by the injected test wallet (browser bundle) and the Node side that injects and drives it
 * (tests, demo launcher). No runtime code that touches the DOM or Node lives here.
 */
import type { Hex } from 'viem';

/** The page global the wallet script reads its configuration from (set it just before the script runs). */
export const TEST_WALLET_CONFIG_GLOBAL = '__WALLETPORT_TEST_WALLET_CONFIG__';
/** The page global holding the first injected wallet's control surface (see TestWalletConfig.controlKey). */
export const TEST_WALLET_CONTROL_GLOBAL = '__walletportTestWallet';
/** The page global mapping every injected wallet's rdns to its control surface. */
export const TEST_WALLET_REGISTRY_GLOBAL = '__walletportTestWallets';

export const DEFAULT_TEST_WALLET_NAME = 'Walletport Test Wallet';
export const DEFAULT_TEST_WALLET_RDNS = 'dev.walletport.testwallet';

export type TestWalletChain = {
  chainId: number;
  /** JSON-RPC endpoint for reads and eth_sendRawTransaction (the anvil URL, or the cloud's RPC route). */
  rpcUrl: string;
  name: string;
};

export type TestWalletConfig = {
  /** Every chain the wallet may serve. Only those in knownChainIds are known at start; others must be added. */
  chains: TestWalletChain[];
  /** Chains known from the start. Default [31337, 31338]: chain C (31339) then takes the 4902 + add path. */
  knownChainIds?: number[];
  /** Chain selected at start. Default knownChainIds[0]. */
  initialChainId?: number;
  /** Index into privateKeys of the selected account. Default 0. */
  accountIndex?: number;
  /** The wallet's keys. Default: the private keys of DEV_ACCOUNTS (devstack/config.ts). */
  privateKeys?: Hex[];
  /** EIP-6963 info. Defaults: 'Walletport Test Wallet', 'dev.walletport.testwallet', a generated SVG icon. */
  name?: string;
  rdns?: string;
  /** A data:image/... URI (EIP-6963 requires a data URI). */
  icon?: string;
  /** EIP-6963 uuid. Default: a fresh UUID v4 per page load, as the EIP asks. */
  uuid?: string;
  /** Announce over EIP-6963 (on load and on every eip6963:requestProvider). Default true. */
  announce?: boolean;
  /** Also set window.ethereum (the legacy injected provider). Default false. */
  injectWindowEthereum?: boolean;
  /**
   * Page global for this instance's control surface. Default '__walletportTestWallet', taken only if no earlier
   * instance holds it. Every instance is also reachable as window.__walletportTestWallets[rdns].
   */
  controlKey?: string;
  /** localStorage key of the persisted wallet state. Default 'walletport-test-wallet:<rdns>'. */
  storageKey?: string;
  /** After wallet_addEthereumChain, also switch to the added chain (MetaMask does). Default true. */
  switchOnAddChain?: boolean;
  /**
   * Simple7702Account's address on the chains: EIP-5792 batches go through the account's EIP-7702 delegation to
   * it (wallet_getCapabilities says 'unsupported' on a chain where it has no code). Unset: the wallet cannot batch.
   */
  delegationContract?: Hex;
  /** Only inject into the top frame, like the demo's dapp page expects. Default true. */
  topFrameOnly?: boolean;
};

export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };

export type ProviderListener = (...args: unknown[]) => void;

/** The injected EIP-1193 provider (on window.ethereum too when injectWindowEthereum is set). */
export type TestWalletProvider = {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: ProviderListener): TestWalletProvider;
  once(event: string, listener: ProviderListener): TestWalletProvider;
  removeListener(event: string, listener: ProviderListener): TestWalletProvider;
  off(event: string, listener: ProviderListener): TestWalletProvider;
  removeAllListeners(event?: string): TestWalletProvider;
  isConnected(): boolean;
  readonly isWalletportTestWallet: true;
};

export type RequestOutcome = 'pending' | 'hung' | 'ok' | 'error';

export type RequestLogEntry = {
  id: number;
  method: string;
  params: unknown;
  /** Date.now() when the request arrived. */
  at: number;
  outcome: RequestOutcome;
  result?: unknown;
  error?: { code: number; message: string };
};

export type ArmOptions = {
  /** Only a request with this method is affected. */
  method?: string;
  /**
   * Without `method`, only the next interactive request (one a real wallet shows a prompt for: connect,
   * sign, send, switch or add chain, watch asset) is affected; with anyMethod true, the very next request.
   */
  anyMethod?: boolean;
};

export type RejectOptions = ArmOptions & {
  /** Default 4001 'User rejected the request.' */
  code?: number;
  message?: string;
  data?: unknown;
};

export type TestWalletState = {
  /** The page is authorized (eth_accounts returns the account). */
  authorized: boolean;
  address: Hex;
  accountIndex: number;
  accounts: Hex[];
  chainId: number;
  knownChainIds: number[];
};

export type DisconnectOptions = {
  /** Which event tells the page: 'disconnect' (EIP-1193, code 4900), 'accountsChanged' ([]), or both. Default 'disconnect'. */
  emit?: 'disconnect' | 'accountsChanged' | 'both';
};

/** window.__walletportTestWallet: what a test uses to play the user of the wallet. */
export type TestWalletControl = {
  readonly info: { uuid: string; name: string; icon: string; rdns: string };
  /** The EIP-1193 provider. */
  readonly provider: TestWalletProvider;
  /** Every request the page made, oldest first (a live array). */
  readonly requests: RequestLogEntry[];
  /** The next matching request fails (default: the next interactive one, with 4001 'User rejected the request.'). */
  rejectNext(options?: RejectOptions): void;
  /** The next matching request never answers until releaseHung() (default: the next interactive one). */
  hangNext(options?: ArmOptions): void;
  /** Lets hung requests go on ('approve', the default) or fail with 4001 ('reject'). Returns how many. */
  releaseHung(outcome?: 'approve' | 'reject'): number;
  /** Wallet-side account change (emits accountsChanged when the page is authorized). */
  switchAccount(index: number): void;
  /** Wallet-side network change to a known chain (emits chainChanged). */
  switchChain(chainId: number): void;
  /** Wallet-side disconnect: forgets the page's authorization and emits disconnect (see options). */
  disconnect(options?: DisconnectOptions): void;
  /** Announces over EIP-6963 again. */
  announce(): void;
  state(): TestWalletState;
  clearRequests(): void;
  /** Forgets everything persisted (authorization, selected chain and account, added chains). */
  resetStorage(): void;
};

/**
 * The page's window as the test wallet leaves it, for page.evaluate callbacks:
 *   await page.evaluate(() => (window as unknown as TestWalletWindow).__walletportTestWallet.rejectNext());
 * (No global augmentation, so product code never sees these names.)
 */
export type TestWalletWindow = Window & {
  __WALLETPORT_TEST_WALLET_CONFIG__?: TestWalletConfig;
  __walletportTestWallet: TestWalletControl;
  __walletportTestWallets: Record<string, TestWalletControl>;
  ethereum?: TestWalletProvider;
};
