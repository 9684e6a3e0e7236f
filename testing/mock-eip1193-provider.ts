/**
 * A mock EIP-1193 provider: a browser wallet behind `window.ethereum`, in the manner of wagmi's mock
 * connector. It holds accounts on a chain, knows some chains, and answers as a wallet does:
 *
 * - eth_requestAccounts: the user approves; the page holds the eth_accounts permission from then on;
 * - eth_accounts: the accounts while the page holds the permission, else []; eth_chainId: the chain in hex;
 * - wallet_switchEthereumChain: 4902 for a chain it does not know, else switches and emits chainChanged;
 * - wallet_addEthereumChain: learns the chain (EIP-3085; it does not switch by itself);
 * - wallet_revokePermissions: the page loses the permission;
 * - personal_sign: a deterministic signature (`mockSignature`), 4100 for an account it does not hold;
 * - anything else: 4200, or what `fallback` makes of it (a wallet over a real node forwards it). Every
 *   request is recorded.
 *
 * Failures are injected with switches, as a wallet rejects (plain `{ code, message }` objects, see
 * wallet-errors.ts): `failNext` (one request of a method; a 4001 user rejection by default), `fail` (every
 * request of a method until cleared) and `handle` (any other answer: a malformed one, a slow one), all from
 * ScriptedAnswers, and `failSignWith`. The wallet's own acts (`switchChain`, `changeAccounts`, `disconnect`,
 * or any `emit`) reach the page as EIP-1193 events.
 *
 * The state can be shared: MockConnector passes itself as the wallet, so its provider and its connector
 * methods read and change the same accounts and chain.
 */
import { keccak256, stringToHex } from 'viem';
import type { Eip1193Provider } from '../ports/wallet-connector.port.js';
import { ScriptedAnswers } from './scripted-answers.js';
import { providerDisconnectedError, unauthorizedError, unrecognizedChainError, unsupportedMethodError } from './wallet-errors.js';

/** A deterministic signature, '0x' + 130 hex characters, derived from the message. */
export function mockSignature(message: string): `0x${string}` {
  const r = keccak256(stringToHex(`r:${message}`)).slice(2);
  const s = keccak256(stringToHex(`s:${message}`)).slice(2);
  return `0x${r}${s}1b`;
}

/** The chain id as an EIP-1193 provider reports it: hex for eip155, the CAIP-2 reference otherwise. */
export function providerChainId(caipNetworkId: string): string {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  return namespace === 'eip155' && /^\d+$/.test(reference) ? `0x${Number(reference).toString(16)}` : reference;
}

/** `0x89` -> `eip155:137`. */
function eip155Of(hexChainId: unknown): string {
  return `eip155:${typeof hexChainId === 'string' ? Number.parseInt(hexChainId, 16) : String(hexChainId)}`;
}

/** What the wallet holds; the provider reads and changes it. */
export interface MockWalletState {
  /** The wallet's accounts, the active one first. */
  accounts: string[];
  /** The chain the wallet is on (CAIP-2). */
  caipNetworkId: string;
  /** The chains it can switch to without adding them. */
  readonly knownNetworks: Set<string>;
  /** The page holds the eth_accounts permission (connected, or authorised on an earlier visit). */
  permitted: boolean;
}

export type MockEip1193ProviderOptions = {
  /** A wallet state shared with its owner (MockConnector); the fields below build one otherwise. */
  wallet?: MockWalletState;
  accounts?: readonly string[];
  /** Defaults to eip155:1. */
  caipNetworkId?: string;
  /** Chains known besides the starting one. */
  knownNetworks?: readonly string[];
  /** The page is already authorised (a reload after connecting). */
  permitted?: boolean;
  /** What the wallet does with a method it does not answer itself (forward it to a node); 4200 without. */
  fallback?: (request: { method: string; params: readonly unknown[] }) => unknown;
};

export type MockProviderRequest = { method: string; params?: readonly unknown[] | object };

/** The parameter of wallet_addEthereumChain (EIP-3085). */
export type AddEthereumChainParameter = {
  chainId: string;
  chainName?: string;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  rpcUrls?: string[];
  blockExplorerUrls?: string[];
};

type Listener = (...args: unknown[]) => void;

export class MockEip1193Provider extends ScriptedAnswers implements Eip1193Provider {
  readonly wallet: MockWalletState;
  /** Every request, in order. */
  readonly requests: MockProviderRequest[] = [];
  /** Chains learnt through wallet_addEthereumChain, as the page described them. */
  readonly addedChains: AddEthereumChainParameter[] = [];
  /** When set, personal_sign rejects with this (e.g. `userRejectedError()`), as the wallet sent it. */
  failSignWith: unknown;

  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #fallback: MockEip1193ProviderOptions['fallback'];

  constructor(options: MockEip1193ProviderOptions = {}) {
    super();
    const caipNetworkId = options.caipNetworkId ?? 'eip155:1';
    this.wallet = options.wallet ?? {
      accounts: [...(options.accounts ?? [])],
      caipNetworkId,
      knownNetworks: new Set([caipNetworkId, ...(options.knownNetworks ?? [])]),
      permitted: options.permitted ?? false,
    };
    this.#fallback = options.fallback;
  }

  async request(args: MockProviderRequest): Promise<unknown> {
    this.requests.push(args);
    const params = Array.isArray(args.params) ? (args.params as readonly unknown[]) : [];
    const scripted = this.scripted(args.method, params);
    if (scripted) return scripted.answer;
    switch (args.method) {
      case 'eth_requestAccounts':
        this.wallet.permitted = true;
        return [...this.wallet.accounts];
      case 'eth_accounts':
        return this.wallet.permitted ? [...this.wallet.accounts] : [];
      case 'eth_chainId':
        return providerChainId(this.wallet.caipNetworkId);
      case 'wallet_switchEthereumChain':
        return this.#switchEthereumChain(params);
      case 'wallet_addEthereumChain':
        return this.#addEthereumChain(params);
      case 'wallet_revokePermissions':
        this.wallet.permitted = false;
        return null;
      case 'personal_sign':
        return this.#personalSign(params);
      default:
        if (this.#fallback) return this.#fallback({ method: args.method, params });
        throw unsupportedMethodError(args.method);
    }
  }

  on(event: string, listener: Listener): void {
    const listeners = this.#listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(event, listeners);
  }

  removeListener(event: string, listener: Listener): void {
    this.#listeners.get(event)?.delete(listener);
  }

  /** Plays a provider event ('accountsChanged', 'chainChanged', 'disconnect', 'display_uri', ...). */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args);
  }

  /** How many listeners are attached, over all events. */
  listenerCount(): number {
    return [...this.#listeners.values()].reduce((sum, listeners) => sum + listeners.size, 0);
  }

  /** The methods requested so far, in order. */
  methods(): string[] {
    return this.requests.map((request) => request.method);
  }

  /** The user switched network in the wallet (one it may not have known). */
  switchChain(caipNetworkId: string): void {
    this.wallet.knownNetworks.add(caipNetworkId);
    if (caipNetworkId === this.wallet.caipNetworkId) return;
    this.wallet.caipNetworkId = caipNetworkId;
    this.emit('chainChanged', providerChainId(caipNetworkId));
  }

  /** The user switched or locked accounts in the wallet. */
  changeAccounts(accounts: readonly string[]): void {
    this.wallet.accounts = [...accounts];
    this.emit('accountsChanged', [...accounts]);
  }

  /** The wallet ended the connection: the page loses its permission. */
  disconnect(): void {
    this.wallet.permitted = false;
    this.emit('disconnect', providerDisconnectedError());
  }

  #switchEthereumChain(params: readonly unknown[]): null {
    const target = eip155Of((params[0] as { chainId?: unknown } | undefined)?.chainId);
    if (!this.wallet.knownNetworks.has(target)) throw unrecognizedChainError(target);
    this.switchChain(target);
    return null;
  }

  #addEthereumChain(params: readonly unknown[]): null {
    const parameter = params[0] as AddEthereumChainParameter;
    this.addedChains.push(parameter);
    this.wallet.knownNetworks.add(eip155Of(parameter.chainId));
    return null;
  }

  #personalSign(params: readonly unknown[]): string {
    const [message, address] = params;
    const accounts = this.wallet.permitted ? this.wallet.accounts.map((account) => account.toLowerCase()) : [];
    if (typeof address !== 'string' || !accounts.includes(address.toLowerCase())) throw unauthorizedError();
    if (this.failSignWith !== undefined) throw this.failSignWith;
    return mockSignature(String(message));
  }
}
