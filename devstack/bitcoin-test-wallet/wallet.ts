/**
 * The Bitcoin test wallet: a sats-connect provider (`request(method, params)` answering JSON-RPC objects,
 * `addListener`) over regtest keys (public development keys, never a key of the product), signing locally and
 * broadcasting to the devstack's ledger. DOM-free: register.ts puts it on the page.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { bip322MessageHash, bip322Signer } from '../testing/message-signers/bip322-signer.js';
import { encodeBase64 } from './base64.js';
import { keyForAddress, satsConnectAddress, type WalletAccount, type WalletKey } from './keys.js';
import type { LedgerClient } from './ledger-client.js';
import { createPrompts, RPC_ERROR, SatsConnectRpcError } from './prompts.js';
import { signPsbt } from './psbt-signing.js';
import { accountsParams, connectParams, sendTransferParams, signMessageParams, signPsbtParams } from './request-params.js';
import { sendTransfer } from './transfer.js';
import {
  BITCOIN_TEST_WALLET_MODES,
  type BitcoinTestWalletControl,
  type BitcoinTestWalletMode,
  type JsonRpcResponse,
  type SatsConnectEvent,
  type SatsConnectListener,
  type SatsConnectProvider,
} from './types.js';

export const DEFAULT_BITCOIN_TEST_WALLET_NAME = 'Walletport Bitcoin Test Wallet';
/** The methods getInfo lists (and the btc_providers entry announces). */
export const BITCOIN_TEST_WALLET_METHODS = ['getInfo', 'getAccounts', 'getAddresses', 'wallet_connect', 'wallet_getAccount', 'wallet_disconnect', 'signMessage', 'signPsbt', 'sendTransfer'];
const NETWORK = { bitcoin: { name: 'Regtest' } } as const;
const NOT_CONNECTED = 'The page is not connected to this wallet: call getAccounts or wallet_connect first.';

/** One stored value (the browser entry backs it with localStorage). */
export type BitcoinTestWalletStore = { get(): string | null; set(value: string): void; remove(): void };

export type CreateBitcoinTestWalletParameters = {
  accounts: readonly WalletAccount[];
  ledger: LedgerClient;
  accountIndex?: number;
  mode?: BitcoinTestWalletMode;
  manual?: boolean;
  /** Where the wallet remembers the trusted page (and its account) across reloads, as a real wallet does. */
  storage?: BitcoinTestWalletStore | undefined;
};
export type CreateBitcoinTestWalletReturnType = { provider: SatsConnectProvider; control: BitcoinTestWalletControl };
export type CreateBitcoinTestWalletErrorType = Error;

export function createBitcoinTestWallet(parameters: CreateBitcoinTestWalletParameters): CreateBitcoinTestWalletReturnType {
  const { accounts, ledger, storage } = parameters;
  if (accounts.length === 0) throw new Error('Walletport Bitcoin test wallet: no accounts');
  const prompts = createPrompts(parameters.manual ?? false);
  const listeners = new Set<SatsConnectListener>();
  const remembered = readRemembered(storage, accounts.length);
  let accountIndex = remembered ?? parameters.accountIndex ?? 0;
  let connected = remembered !== undefined;
  let mode: BitcoinTestWalletMode = parameters.mode ?? 'honest';
  let nextId = 0;

  const account = (): WalletAccount => accounts[accountIndex]!;
  const remember = (): void => (connected ? storage?.set(JSON.stringify({ accountIndex })) : storage?.remove());
  const emit = (eventName: SatsConnectEvent): void => [...listeners].filter((listener) => listener.eventName === eventName).forEach((listener) => listener.cb({ type: eventName }));

  function requireConnected(): void {
    if (!connected) throw new SatsConnectRpcError(RPC_ERROR.accessDenied, NOT_CONNECTED);
  }

  function addressesFor(purposes: readonly string[]) {
    return [account().payment, account().ordinals].filter((key) => purposes.includes(key.purpose)).map(satsConnectAddress);
  }

  /** The page learns the account only once the user approved (or approved it before this reload). */
  async function connect(method: string, purposes: readonly string[]) {
    if (!connected) {
      await prompts.prompt(method, () => {
        connected = true;
        remember();
        return Promise.resolve();
      });
    }
    return addressesFor(purposes);
  }

  function ownKey(address: string): WalletKey {
    const key = keyForAddress(account(), address);
    if (key === undefined) throw new SatsConnectRpcError(RPC_ERROR.accessDenied, `The address ${address} is not this account's.`);
    return key;
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0', methods: BITCOIN_TEST_WALLET_METHODS, supports: [] };
      case 'getAccounts':
        return connect(method, accountsParams.parse(params).purposes);
      case 'getAddresses':
        return { addresses: await connect(method, accountsParams.parse(params).purposes), network: NETWORK };
      case 'wallet_connect': {
        const addresses = await connect(method, connectParams.parse(params)?.addresses ?? ['payment', 'ordinals']);
        return { id: `account-${accountIndex}`, addresses, walletType: 'software', network: NETWORK };
      }
      case 'wallet_getAccount':
        requireConnected();
        return { id: `account-${accountIndex}`, addresses: addressesFor(['payment', 'ordinals']), walletType: 'software', network: NETWORK };
      case 'wallet_disconnect':
        connected = false;
        remember();
        return null;
      case 'signMessage': {
        requireConnected();
        const { address, message, protocol } = signMessageParams.parse(params);
        if (protocol === 'ECDSA') throw new SatsConnectRpcError(RPC_ERROR.methodNotSupported, 'This wallet signs messages with BIP-322 only.');
        const key = ownKey(address);
        return prompts.prompt(method, () =>
          Promise.resolve({ signature: bip322Signer(key.type, 'regtest', key.privateKey).sign(message), messageHash: bytesToHex(bip322MessageHash(message)), address, protocol: 'BIP322' }),
        );
      }
      case 'signPsbt': {
        requireConnected();
        const request = signPsbtParams.parse(params);
        const signing = { account: account(), mode, psbt: request.psbt, signInputs: request.signInputs };
        signPsbt({ ...signing, mode: 'unsigned-psbt' }); // Malformed PSBTs and foreign addresses fail before any prompt.
        return prompts.prompt(method, async () => {
          if (mode === 'unsigned-psbt') return { psbt: request.psbt };
          const signed = signPsbt(signing);
          if (request.broadcast !== true) return { psbt: encodeBase64(signed.toPSBT()) };
          signed.finalize();
          return { psbt: encodeBase64(signed.toPSBT()), txid: await ledger.broadcast(bytesToHex(signed.extract())) };
        });
      }
      case 'sendTransfer': {
        requireConnected();
        const recipients = sendTransferParams.parse(params).recipients.map(({ address, amount }) => ({ address, amount: BigInt(amount) }));
        return prompts.prompt(method, () => sendTransfer({ payment: account().payment, ledger, recipients }));
      }
      default:
        throw new SatsConnectRpcError(-32601, `The method "${method}" is not supported by this wallet.`);
    }
  }

  const provider: SatsConnectProvider = {
    async request(method, params) {
      const id = `walletport-bitcoin-${++nextId}`;
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, params) };
      } catch (error) {
        return { jsonrpc: '2.0', id, error: errorObject(error) } satisfies JsonRpcResponse;
      }
    },
    addListener(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  const control: BitcoinTestWalletControl = {
    requests: prompts.requests,
    get mode() {
      return mode;
    },
    set mode(value) {
      if (!BITCOIN_TEST_WALLET_MODES.includes(value)) throw new Error(`Walletport Bitcoin test wallet: no mode ${String(value)}`);
      mode = value;
    },
    get manual() {
      return prompts.manual;
    },
    set manual(value) {
      prompts.manual = value;
    },
    approveNext: prompts.approveNext,
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    switchAccount(index) {
      if (accounts[index] === undefined) throw new Error(`Walletport Bitcoin test wallet: no account ${index}`);
      accountIndex = index;
      remember();
      if (connected) emit('accountChange');
    },
    disconnect() {
      connected = false;
      remember();
      emit('disconnect');
    },
    state: () => ({ connected, accountIndex, payment: account().payment.address, ordinals: account().ordinals.address, mode }),
  };

  return { provider, control };
}

function errorObject(error: unknown): { code: number; message: string } {
  if (error instanceof SatsConnectRpcError) return { code: error.code, message: error.message };
  if (error instanceof z.ZodError) return { code: RPC_ERROR.invalidParams, message: `Invalid parameters: ${error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}` };
  return { code: RPC_ERROR.internal, message: error instanceof Error ? error.message : String(error) };
}

/** The remembered account index, or undefined when the page is not trusted (or the value is not this wallet's). */
function readRemembered(storage: BitcoinTestWalletStore | undefined, accounts: number): number | undefined {
  try {
    const index = (JSON.parse(storage?.get() ?? 'null') as { accountIndex?: unknown } | null)?.accountIndex;
    return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < accounts ? index : undefined;
  } catch {
    return undefined;
  }
}

