/**
 * The Wallet Standard shapes the Solana test wallet implements (wallet-standard 1.x and the solana features),
 * written out here because the @wallet-standard packages are not installed: only their contract matters.
 */

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';
export const APP_READY_EVENT = 'wallet-standard:app-ready';

export const STANDARD_CONNECT = 'standard:connect';
export const STANDARD_DISCONNECT = 'standard:disconnect';
export const STANDARD_EVENTS = 'standard:events';
export const SOLANA_SIGN_MESSAGE = 'solana:signMessage';
export const SOLANA_SIGN_TRANSACTION = 'solana:signTransaction';
export const SOLANA_SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction';

export type SolanaChain = `solana:${string}`;
export type TransactionVersion = 'legacy' | 0;

export type WalletAccount = {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly SolanaChain[];
  readonly features: readonly string[];
  readonly label?: string;
};

export type ChangeProperties = { accounts?: readonly WalletAccount[]; chains?: readonly SolanaChain[] };
export type ChangeListener = (properties: ChangeProperties) => void;

export type SignAndSendOptions = {
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  commitment?: 'processed' | 'confirmed' | 'finalized';
  skipPreflight?: boolean;
  maxRetries?: number;
  minContextSlot?: number;
};

export type SolanaWalletFeatures = {
  [STANDARD_CONNECT]: { version: '1.0.0'; connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> };
  [STANDARD_DISCONNECT]: { version: '1.0.0'; disconnect(): Promise<void> };
  [STANDARD_EVENTS]: { version: '1.0.0'; on(event: 'change', listener: ChangeListener): () => void };
  [SOLANA_SIGN_MESSAGE]: {
    version: '1.1.0';
    signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[]>;
  };
  [SOLANA_SIGN_TRANSACTION]: {
    version: '1.0.0';
    supportedTransactionVersions: readonly TransactionVersion[];
    signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: SolanaChain }[]): Promise<{ signedTransaction: Uint8Array }[]>;
  };
  [SOLANA_SIGN_AND_SEND_TRANSACTION]: {
    version: '1.0.0';
    supportedTransactionVersions: readonly TransactionVersion[];
    signAndSendTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: SolanaChain; options?: SignAndSendOptions }[]
    ): Promise<{ signature: Uint8Array }[]>;
  };
};

/** A Wallet Standard `Wallet` with the features above. */
export type SolanaStandardWallet = {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: `data:image/${string}`;
  readonly chains: readonly SolanaChain[];
  readonly features: SolanaWalletFeatures;
  readonly accounts: readonly WalletAccount[];
};

/** What an app passes in `wallet-standard:app-ready` and answers `register-wallet` callbacks with. */
export type WalletsRegistry = { register(...wallets: SolanaStandardWallet[]): () => void };

export type SolanaRequestLogEntry = {
  feature: string;
  outcome: 'pending' | 'hung' | 'ok' | 'error';
  error?: { code: number; message: string };
};

/** What a test uses to play the user of the wallet (like the EVM test wallet's control surface). */
export type SolanaTestWalletControl = {
  /** Every prompting call (connect, sign, send), oldest first (a live array). */
  readonly requests: SolanaRequestLogEntry[];
  /** The next prompting call (or the next one of `feature`) fails with 4001 'User rejected the request.'. */
  rejectNext(options?: { feature?: string }): void;
  /** The next prompting call (or the next one of `feature`) waits until releaseHung(). */
  hangNext(options?: { feature?: string }): void;
  /** Lets hung calls go on ('approve', the default) or fail with 4001 ('reject'). Returns how many. */
  releaseHung(outcome?: 'approve' | 'reject'): number;
  /** Wallet-side account change: a connected page gets a `change` event with the new account. */
  switchAccount(index: number): void;
  /** Wallet-side disconnect: the page's accounts become [] and a `change` event says so. */
  disconnect(): void;
  state(): { connected: boolean; accountIndex: number; address: string };
};
