/**
 * The Solana test wallet: a Wallet Standard wallet over devstack dev keypairs (public development keys, never a
 * key of the product) that signs locally and sends to the local chain's RPC. DOM-free: register.ts announces it.
 */
import { createKeyPairFromPrivateKeyBytes, signBytes } from '@solana/kit';
import { Connection, VersionedTransaction, type Keypair } from '@solana/web3.js';
import { createPrompts, WalletStandardError } from './prompts.js';
import {
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
  STANDARD_EVENTS,
  type ChangeListener,
  type SignAndSendOptions,
  type SolanaChain,
  type SolanaStandardWallet,
  type SolanaTestWalletControl,
  type WalletAccount,
} from './types.js';

export const DEFAULT_SOLANA_TEST_WALLET_NAME = 'Walletport Solana Test Wallet';
const SUPPORTED_VERSIONS = ['legacy', 0] as const;
const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.';

export type CreateSolanaTestWalletParameters = {
  /** The wallet's keys (devstack dev keypairs: solanaDevKeypair(i)). */
  keypairs: readonly Keypair[];
  /** JSON-RPC URL of the chain signAndSendTransaction sends to (the devstack's Solana node). */
  rpcUrl: string;
  /** The chain it serves, e.g. SOLANA_DEVSTACK_CAIP2. */
  chain: SolanaChain;
  name?: string;
  icon: `data:image/${string}`;
  accountIndex?: number;
  /**
   * Where the wallet remembers that the page is trusted (and which account it uses), as a real wallet does:
   * after a reload a silent connect hands the account out again. Absent: nothing outlives the object.
   */
  storage?: SolanaTestWalletStore | undefined;
};
/** One stored value (the browser entry backs it with localStorage). */
export type SolanaTestWalletStore = { get(): string | null; set(value: string): void; remove(): void };
export type CreateSolanaTestWalletReturnType = { wallet: SolanaStandardWallet; control: SolanaTestWalletControl };
export type CreateSolanaTestWalletErrorType = Error;

export function createSolanaTestWallet(parameters: CreateSolanaTestWalletParameters): CreateSolanaTestWalletReturnType {
  const { keypairs, rpcUrl, chain, icon } = parameters;
  if (keypairs.length === 0) throw new Error('solana test wallet: no keypairs');
  const prompts = createPrompts();
  const listeners = new Set<ChangeListener>();
  const connection = new Connection(rpcUrl, 'confirmed');
  const features = [STANDARD_CONNECT, STANDARD_DISCONNECT, STANDARD_EVENTS, SOLANA_SIGN_MESSAGE, SOLANA_SIGN_TRANSACTION, SOLANA_SIGN_AND_SEND_TRANSACTION];
  const storage = parameters.storage;
  const remembered = readRemembered(storage, keypairs.length);
  let accountIndex = remembered?.accountIndex ?? parameters.accountIndex ?? 0;
  let connected = remembered !== undefined;

  function remember(): void {
    if (connected) storage?.set(JSON.stringify({ accountIndex }));
    else storage?.remove();
  }

  function keypair(): Keypair {
    const selected = keypairs[accountIndex];
    if (selected === undefined) throw new Error(`solana test wallet: no account ${accountIndex}`);
    return selected;
  }

  function walletAccount(): WalletAccount {
    const publicKey = keypair().publicKey;
    return { address: publicKey.toBase58(), publicKey: publicKey.toBytes(), chains: [chain], features, label: `Dev account ${accountIndex}` };
  }

  function accounts(): WalletAccount[] {
    return connected ? [walletAccount()] : [];
  }

  function emitChange(): void {
    for (const listener of [...listeners]) listener({ accounts: accounts() });
  }

  /** The page may only use the account it was given, on the chain the wallet serves (checked inside the async feature methods, so a refusal is a rejected promise). */
  function checkAccess(account: WalletAccount, requestedChain?: string): void {
    if (!connected || account.address !== keypair().publicKey.toBase58()) throw new WalletStandardError(4100, UNAUTHORIZED);
    if (requestedChain !== undefined && requestedChain !== chain) {
      throw new WalletStandardError(4901, `The wallet does not serve chain ${requestedChain}.`);
    }
  }

  /** Signs a wire-format transaction, legacy or v0 (VersionedTransaction reads both). */
  function signWire(transaction: Uint8Array): VersionedTransaction {
    const decoded = VersionedTransaction.deserialize(transaction);
    decoded.sign([keypair()]);
    return decoded;
  }

  async function send(signed: VersionedTransaction, options: SignAndSendOptions = {}): Promise<Uint8Array> {
    const { commitment, ...sendOptions } = options;
    const signature = await connection.sendRawTransaction(signed.serialize(), sendOptions);
    if (commitment !== undefined) {
      const { lastValidBlockHeight } = await connection.getLatestBlockhash(commitment);
      const blockhash = signed.message.recentBlockhash;
      const confirmation = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, commitment);
      if (confirmation.value.err !== null) throw new WalletStandardError(-32603, `Transaction ${signature} failed: ${JSON.stringify(confirmation.value.err)}`);
    }
    const first = signed.signatures[0];
    if (first === undefined) throw new Error('solana test wallet: a signed transaction without a signature');
    return first;
  }

  async function signMessageBytes(message: Uint8Array): Promise<Uint8Array> {
    // An ed25519 keypair's secret key is its 32-byte seed followed by the public key.
    const { privateKey } = await createKeyPairFromPrivateKeyBytes(keypair().secretKey.slice(0, 32));
    return new Uint8Array(await signBytes(privateKey, message));
  }

  const wallet: SolanaStandardWallet = {
    version: '1.0.0',
    name: parameters.name ?? DEFAULT_SOLANA_TEST_WALLET_NAME,
    icon,
    chains: [chain],
    get accounts() {
      return accounts();
    },
    features: {
      [STANDARD_CONNECT]: {
        version: '1.0.0',
        async connect(input) {
          // A silent connect never prompts: it answers only what the page was already given.
          if (connected || input?.silent === true) return { accounts: accounts() };
          return prompts.prompt(STANDARD_CONNECT, () => {
            connected = true;
            remember();
            emitChange();
            return Promise.resolve({ accounts: accounts() });
          });
        },
      },
      [STANDARD_DISCONNECT]: {
        version: '1.0.0',
        disconnect() {
          connected = false;
          remember();
          emitChange();
          return Promise.resolve();
        },
      },
      [STANDARD_EVENTS]: {
        version: '1.0.0',
        on(_event, listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      [SOLANA_SIGN_MESSAGE]: {
        version: '1.1.0',
        async signMessage(...inputs) {
          inputs.forEach(({ account }) => checkAccess(account));
          return prompts.prompt(SOLANA_SIGN_MESSAGE, () =>
            Promise.all(inputs.map(async ({ message }) => ({ signedMessage: message, signature: await signMessageBytes(message), signatureType: 'ed25519' as const }))),
          );
        },
      },
      [SOLANA_SIGN_TRANSACTION]: {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_VERSIONS,
        async signTransaction(...inputs) {
          inputs.forEach((input) => checkAccess(input.account, input.chain));
          return prompts.prompt(SOLANA_SIGN_TRANSACTION, () =>
            Promise.resolve(inputs.map(({ transaction }) => ({ signedTransaction: signWire(transaction).serialize() }))),
          );
        },
      },
      [SOLANA_SIGN_AND_SEND_TRANSACTION]: {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_VERSIONS,
        async signAndSendTransaction(...inputs) {
          inputs.forEach((input) => checkAccess(input.account, input.chain));
          return prompts.prompt(SOLANA_SIGN_AND_SEND_TRANSACTION, async () => {
            const results: { signature: Uint8Array }[] = [];
            // One after the other, as a wallet does: a later transaction may depend on an earlier one.
            for (const { transaction, options } of inputs) results.push({ signature: await send(signWire(transaction), options) });
            return results;
          });
        },
      },
    },
  };

  const control: SolanaTestWalletControl = {
    requests: prompts.requests,
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    releaseHung: prompts.releaseHung,
    switchAccount(index) {
      if (keypairs[index] === undefined) throw new Error(`solana test wallet: no account ${index}`);
      accountIndex = index;
      remember();
      if (connected) emitChange();
    },
    disconnect() {
      connected = false;
      remember();
      emitChange();
    },
    state: () => ({ connected, accountIndex, address: keypair().publicKey.toBase58() }),
  };

  return { wallet, control };
}

/** The remembered trust, or undefined when there is none (or it is not one this wallet wrote). */
function readRemembered(storage: SolanaTestWalletStore | undefined, accounts: number): { accountIndex: number } | undefined {
  try {
    const value: unknown = JSON.parse(storage?.get() ?? 'null');
    const index = (value as { accountIndex?: unknown } | null)?.accountIndex;
    return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < accounts ? { accountIndex: index } : undefined;
  } catch {
    return undefined;
  }
}
