/**
 * The test wallet's EIP-1193 provider and its control surface, independent of the DOM (entry.ts wires it
 * into a page). Keys are local (viem's privateKeyToAccount); reads and eth_sendRawTransaction go to the
 * selected chain's RPC URL.
 */
import {
  createWalletClient,
  defineChain,
  getAddress,
  hexToBigInt,
  hexToNumber,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  stringToHex,
  type Address,
  type Chain,
  type Hex,
  type PrivateKeyAccount,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type {
  ArmOptions,
  ProviderListener,
  RequestArguments,
  TestWalletProvider,
  DisconnectOptions,
  RejectOptions,
  RequestLogEntry,
  TestWalletChain,
  TestWalletConfig,
  TestWalletControl,
  TestWalletState,
} from './types.js';

import { createBatchCalls } from './batch-calls.js';
import { ProviderRpcError } from './provider-error.js';

export { ProviderRpcError };

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };
const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.';

/** Methods a real wallet shows a prompt for; rejectNext()/hangNext() aim at these by default. */
const INTERACTIVE_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
]);

/** Read methods forwarded to the chain's RPC. */
const FORWARDED_PREFIXES = ['eth_', 'net_', 'web3_'];
const NOT_FORWARDED = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_sendTransaction']);

export type KeyValueStore = {
  get(): string | null;
  set(value: string): void;
  remove(): void;
};

type Persisted = {
  authorized: boolean;
  accountIndex: number;
  chainId: number;
  addedChains: TestWalletChain[];
};

type Listener = ProviderListener;

type Armed = { kind: 'reject' | 'hang'; options: RejectOptions };

type Hung = { resume: (outcome: 'approve' | 'reject') => void };

export type CreateWalletOptions = {
  config: Required<Pick<TestWalletConfig, 'chains' | 'knownChainIds' | 'privateKeys' | 'switchOnAddChain'>> & {
    initialChainId: number;
    accountIndex: number;
    /** Simple7702Account's address on the chains (EIP-5792 batches go through it); undefined: no batching. */
    delegationContract?: Address | undefined;
  };
  info: TestWalletControl['info'];
  storage: KeyValueStore | undefined;
  /** The page origin, for wallet_getPermissions' invoker. */
  origin: string;
  /** Called by control.announce(). */
  announce: () => void;
};

export type TestWallet = { provider: TestWalletProvider; control: TestWalletControl };

export function createTestWallet(options: CreateWalletOptions): TestWallet {
  const { config, info, storage, origin } = options;
  if (config.privateKeys.length === 0) throw new Error('test wallet: no private keys');
  const accounts: PrivateKeyAccount[] = config.privateKeys.map((key) => privateKeyToAccount(key));
  const listeners = new Map<string, Set<Listener>>();
  const requests: RequestLogEntry[] = [];
  const armed: Armed[] = [];
  const hung: Hung[] = [];
  const clients = new Map<string, WalletClient>();
  let nextRequestId = 1;
  let nextRpcId = 1;
  let connected = true;

  // --- State (persisted like an extension's, so a reload keeps authorization, account, chain, added chains)

  const configuredChains = new Map(config.chains.map((chain) => [chain.chainId, chain]));
  const state: Persisted = restore() ?? {
    authorized: false,
    accountIndex: config.accountIndex,
    chainId: config.initialChainId,
    addedChains: [],
  };

  function restore(): Persisted | undefined {
    try {
      const raw = storage?.get();
      if (raw === null || raw === undefined) return undefined;
      const parsed = JSON.parse(raw) as Partial<Persisted>;
      if (
        typeof parsed.authorized !== 'boolean' ||
        typeof parsed.accountIndex !== 'number' ||
        typeof parsed.chainId !== 'number' ||
        !Array.isArray(parsed.addedChains)
      ) {
        return undefined;
      }
      const restored: Persisted = {
        authorized: parsed.authorized,
        accountIndex: parsed.accountIndex < accounts.length ? parsed.accountIndex : 0,
        chainId: parsed.chainId,
        addedChains: parsed.addedChains,
      };
      if (!knownChains(restored).has(restored.chainId)) restored.chainId = config.initialChainId;
      return restored;
    } catch {
      return undefined;
    }
  }

  function persist(): void {
    try {
      storage?.set(JSON.stringify(state));
    } catch {
      // Storage full or blocked: keep the in-memory state.
    }
  }

  function knownChains(from: Persisted = state): Map<number, TestWalletChain> {
    const known = new Map<number, TestWalletChain>();
    for (const chainId of config.knownChainIds) {
      const chain = configuredChains.get(chainId);
      if (chain !== undefined) known.set(chainId, chain);
    }
    for (const chain of from.addedChains) known.set(chain.chainId, chain);
    return known;
  }

  function currentChain(): TestWalletChain {
    const chain = knownChains().get(state.chainId);
    if (chain === undefined) throw new ProviderRpcError(4901, `The wallet is not connected to chain ${state.chainId}.`);
    return chain;
  }

  function account(): PrivateKeyAccount {
    const selected = accounts[state.accountIndex];
    if (selected === undefined) throw new Error(`test wallet: no account ${state.accountIndex}`);
    return selected;
  }

  function exposedAccounts(): Address[] {
    return state.authorized ? [account().address] : [];
  }

  // --- Events

  function emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        console.error(`test wallet: a '${event}' listener threw`, error);
      }
    }
  }

  const chainIdHex = (): Hex => numberToHex(state.chainId);

  // --- RPC

  async function rpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextRpcId++, method, params: params ?? [] }),
    });
    if (!response.ok) throw new ProviderRpcError(-32603, `RPC ${rpcUrl} answered HTTP ${response.status}`);
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error !== undefined) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
    return body.result;
  }

  function walletClient(): WalletClient {
    const chain = currentChain();
    const key = `${chain.chainId} ${chain.rpcUrl}`;
    let client = clients.get(key);
    if (client === undefined) {
      const viemChain: Chain = defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      });
      client = createWalletClient({ chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) });
      clients.set(key, client);
    }
    return client;
  }

  // --- Method handlers

  function requireAuthorized(address?: unknown): PrivateKeyAccount {
    const selected = account();
    if (!state.authorized) throw new ProviderRpcError(4100, UNAUTHORIZED);
    if (address !== undefined) {
      if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
        throw new ProviderRpcError(-32602, `Invalid account address: ${String(address)}`);
      }
      if (!isAddressEqual(address, selected.address)) throw new ProviderRpcError(4100, UNAUTHORIZED);
    }
    return selected;
  }

  function authorize(): Address[] {
    if (!state.authorized) {
      state.authorized = true;
      persist();
      if (!connected) {
        connected = true;
        emit('connect', { chainId: chainIdHex() });
      }
      emit('accountsChanged', exposedAccounts());
    }
    return exposedAccounts();
  }

  function permissions(): unknown[] {
    if (!state.authorized) return [];
    return [
      {
        invoker: origin,
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts() }],
        date: Date.now(),
      },
    ];
  }

  function selectChain(chainId: number): void {
    if (chainId === state.chainId) return;
    state.chainId = chainId;
    persist();
    emit('chainChanged', chainIdHex());
  }

  function parseChainId(value: unknown): number {
    if (typeof value !== 'string' || !isHex(value) || value === '0x') {
      throw new ProviderRpcError(-32602, `Expected a 0x-prefixed hexadecimal chainId, got ${JSON.stringify(value)}.`);
    }
    return hexToNumber(value);
  }

  function firstParam(params: unknown): unknown {
    return Array.isArray(params) ? params[0] : undefined;
  }

  async function addChain(params: unknown): Promise<null> {
    const request = firstParam(params) as
      | { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown }
      | undefined;
    if (request === undefined || request === null || typeof request !== 'object') {
      throw new ProviderRpcError(-32602, 'Expected one AddEthereumChainParameter object.');
    }
    const chainId = parseChainId(request.chainId);
    const rpcUrls = Array.isArray(request.rpcUrls) ? request.rpcUrls.filter((url): url is string => typeof url === 'string') : [];
    const configured = configuredChains.get(chainId);
    const rpcUrl = rpcUrls[0] ?? configured?.rpcUrl;
    if (rpcUrl === undefined || !/^https?:\/\//.test(rpcUrl)) {
      throw new ProviderRpcError(-32602, 'Expected rpcUrls to hold at least one http(s) URL.');
    }
    if (!knownChains().has(chainId)) {
      // Like MetaMask: the RPC must answer with the chain id it is added for.
      const answered = await rpc(rpcUrl, 'eth_chainId', []).catch((error: unknown) => {
        throw new ProviderRpcError(-32603, `Could not reach ${rpcUrl}: ${(error as Error).message}`);
      });
      if (typeof answered !== 'string' || parseChainId(answered) !== chainId) {
        throw new ProviderRpcError(-32602, `Chain ID returned by RPC URL ${rpcUrl} does not match ${numberToHex(chainId)}.`);
      }
      const name = typeof request.chainName === 'string' ? request.chainName : (configured?.name ?? `Chain ${chainId}`);
      state.addedChains.push({ chainId, rpcUrl, name });
      persist();
    }
    if (config.switchOnAddChain) selectChain(chainId);
    return null;
  }

  function switchChain(params: unknown): null {
    const request = firstParam(params) as { chainId?: unknown } | undefined;
    const chainId = parseChainId(request?.chainId);
    if (!knownChains().has(chainId)) {
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    selectChain(chainId);
    return null;
  }

  async function personalSign(params: unknown): Promise<Hex> {
    if (!Array.isArray(params) || params.length < 2) throw new ProviderRpcError(-32602, 'Expected [message, address].');
    let [message, address] = params as [unknown, unknown];
    // Some dapps send [address, message]; accept it when unambiguous.
    if (typeof message === 'string' && isAddress(message, { strict: false }) && !(typeof address === 'string' && isAddress(address, { strict: false }))) {
      [message, address] = [address, message];
    }
    const signer = requireAuthorized(address);
    if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'Expected the message as a string.');
    const raw: Hex = isHex(message) ? message : stringToHex(message);
    return signer.signMessage({ message: { raw } });
  }

  async function signTypedData(params: unknown): Promise<Hex> {
    if (!Array.isArray(params) || params.length < 2) throw new ProviderRpcError(-32602, 'Expected [address, typedData].');
    const signer = requireAuthorized(params[0]);
    const raw: unknown = params[1];
    let typed: { domain?: object; types?: Record<string, unknown>; primaryType?: string; message?: object };
    try {
      typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as typeof typed;
    } catch {
      throw new ProviderRpcError(-32602, 'Expected the typed data as JSON.');
    }
    if (typed === null || typeof typed !== 'object' || typeof typed.primaryType !== 'string' || typed.types === undefined) {
      throw new ProviderRpcError(-32602, 'Expected typed data with types and primaryType.');
    }
    try {
      // The JSON is only checked at runtime (viem validates it against `types`), hence the cast.
      const parameters = { domain: typed.domain ?? {}, types: typed.types, primaryType: typed.primaryType, message: typed.message ?? {} };
      return await signer.signTypedData(parameters as never);
    } catch (error) {
      throw new ProviderRpcError(-32602, `Invalid typed data: ${(error as Error).message}`);
    }
  }

  async function sendTransaction(params: unknown): Promise<Hex> {
    const request = firstParam(params) as Record<string, unknown> | undefined;
    if (request === undefined || request === null || typeof request !== 'object') {
      throw new ProviderRpcError(-32602, 'Expected one transaction object.');
    }
    const signer = requireAuthorized(request.from ?? account().address);
    const quantity = (name: string): bigint | undefined => {
      const value = request[name];
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'string' || !isHex(value)) throw new ProviderRpcError(-32602, `Expected ${name} as a hex quantity.`);
      return hexToBigInt(value);
    };
    const to = request.to;
    if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false }))) {
      throw new ProviderRpcError(-32602, `Invalid to address: ${String(to)}`);
    }
    const data = request.data ?? request.input;
    if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
      throw new ProviderRpcError(-32602, 'Expected data as hex.');
    }
    if (request.chainId !== undefined && parseChainId(request.chainId) !== state.chainId) {
      throw new ProviderRpcError(-32602, `The transaction's chainId does not match the wallet's chain ${chainIdHex()}.`);
    }
    const gas = quantity('gas');
    const value = quantity('value');
    const nonce = quantity('nonce');
    const gasPrice = quantity('gasPrice');
    const maxFeePerGas = quantity('maxFeePerGas');
    const maxPriorityFeePerGas = quantity('maxPriorityFeePerGas');
    const client = walletClient();
    const fees =
      gasPrice !== undefined
        ? { gasPrice }
        : {
            ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
            ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
          };
    try {
      // viem fills what is missing (nonce, gas, fees) from the RPC, signs with the local key, sends it raw.
      return await client.sendTransaction({
        account: signer,
        chain: client.chain,
        ...(to === undefined || to === null ? {} : { to: getAddress(to) }),
        ...(data === undefined || data === null ? {} : { data: data as Hex }),
        ...(value === undefined ? {} : { value }),
        ...(gas === undefined ? {} : { gas }),
        ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
        ...fees,
      } as never);
    } catch (error) {
      // Keep the chain's JSON-RPC code (viem wraps it: walk down to the first error that has one).
      const top = error as { shortMessage?: string; message: string; details?: string; walk?: (match: (cause: unknown) => boolean) => unknown };
      const hasCode = (cause: unknown): boolean => typeof (cause as { code?: unknown } | null)?.code === 'number';
      const coded = (hasCode(error) ? error : top.walk?.(hasCode)) as { code: number } | null | undefined;
      throw new ProviderRpcError(coded?.code ?? -32603, top.details ?? top.shortMessage ?? top.message);
    }
  }

  const batchCalls = createBatchCalls({ requireAuthorized, knownChains: () => knownChains(), rpc, delegationContract: config.delegationContract });

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return authorize();
      case 'eth_accounts':
        return exposedAccounts();
      case 'eth_coinbase':
        return exposedAccounts()[0] ?? null;
      case 'eth_chainId':
        return chainIdHex();
      case 'net_version':
        return String(state.chainId);
      case 'wallet_getPermissions':
        return permissions();
      case 'wallet_requestPermissions': {
        const request = firstParam(params);
        if (request === null || typeof request !== 'object' || !('eth_accounts' in request)) {
          throw new ProviderRpcError(-32602, 'Only the eth_accounts permission is supported.');
        }
        authorize();
        return permissions();
      }
      case 'wallet_revokePermissions':
        if (state.authorized) {
          state.authorized = false;
          persist();
          emit('accountsChanged', []);
        }
        return null;
      case 'personal_sign':
        return personalSign(params);
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4':
        return signTypedData(params);
      case 'eth_sendTransaction':
        return sendTransaction(params);
      case 'wallet_switchEthereumChain':
        return switchChain(params);
      case 'wallet_addEthereumChain':
        return addChain(params);
      case 'wallet_watchAsset':
        return true;
      case 'wallet_getCapabilities':
        return batchCalls.getCapabilities(params);
      case 'wallet_sendCalls':
        return batchCalls.sendCalls(params);
      case 'wallet_getCallsStatus':
        return batchCalls.getCallsStatus(params);
      case 'wallet_showCallsStatus':
        // No wallet UI to open; the batch must exist all the same.
        await batchCalls.getCallsStatus(params);
        return null;
      default:
        if (!NOT_FORWARDED.has(method) && FORWARDED_PREFIXES.some((prefix) => method.startsWith(prefix))) {
          return rpc(currentChain().rpcUrl, method, params);
        }
        throw new ProviderRpcError(4200, `The test wallet does not support the method "${method}".`);
    }
  }

  function takeArmed(method: string): Armed | undefined {
    const index = armed.findIndex(({ options }) =>
      options.method !== undefined ? options.method === method : options.anyMethod === true || INTERACTIVE_METHODS.has(method),
    );
    if (index === -1) return undefined;
    return armed.splice(index, 1)[0];
  }

  function rejection(options: RejectOptions): ProviderRpcError {
    return new ProviderRpcError(options.code ?? USER_REJECTED.code, options.message ?? USER_REJECTED.message, options.data);
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (args === null || typeof args !== 'object' || typeof args.method !== 'string' || args.method === '') {
      throw new ProviderRpcError(-32600, 'Expected a request object with a method.');
    }
    const { method } = args;
    const params: unknown = args.params;
    const entry: RequestLogEntry = { id: nextRequestId++, method, params, at: Date.now(), outcome: 'pending' };
    requests.push(entry);
    try {
      const action = takeArmed(method);
      if (action?.kind === 'reject') throw rejection(action.options);
      if (action?.kind === 'hang') {
        entry.outcome = 'hung';
        const outcome = await new Promise<'approve' | 'reject'>((resume) => hung.push({ resume }));
        entry.outcome = 'pending';
        if (outcome === 'reject') throw rejection({});
      }
      const result = await handle(method, params);
      entry.outcome = 'ok';
      entry.result = result;
      return result;
    } catch (error) {
      const failure =
        error instanceof ProviderRpcError ? error : new ProviderRpcError(-32603, `Internal error: ${(error as Error).message}`);
      entry.outcome = 'error';
      entry.error = { code: failure.code, message: failure.message };
      throw failure;
    }
  }

  // --- The provider object

  const provider: TestWalletProvider = {
    isWalletportTestWallet: true,
    request,
    on(event, listener) {
      let set = listeners.get(event);
      if (set === undefined) listeners.set(event, (set = new Set()));
      set.add(listener);
      return provider;
    },
    once(event, listener) {
      const wrapper: Listener = (...args) => {
        provider.removeListener(event, wrapper);
        listener(...args);
      };
      return provider.on(event, wrapper);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event, listener) {
      return provider.removeListener(event, listener);
    },
    removeAllListeners(event) {
      if (event === undefined) listeners.clear();
      else listeners.delete(event);
      return provider;
    },
    isConnected: () => connected,
  };

  // --- The control surface

  const arm = (kind: Armed['kind'], options: ArmOptions | RejectOptions = {}): void => {
    armed.push({ kind, options });
  };

  const control: TestWalletControl = {
    info,
    provider,
    requests,
    rejectNext: (options) => arm('reject', options),
    hangNext: (options) => arm('hang', options),
    releaseHung(outcome = 'approve') {
      const waiting = hung.splice(0, hung.length);
      for (const { resume } of waiting) resume(outcome);
      return waiting.length;
    },
    switchAccount(index) {
      if (!Number.isInteger(index) || accounts[index] === undefined) {
        throw new Error(`test wallet: no account ${index} (it has ${accounts.length})`);
      }
      if (index === state.accountIndex) return;
      state.accountIndex = index;
      persist();
      if (state.authorized) emit('accountsChanged', exposedAccounts());
    },
    switchChain(chainId) {
      if (!knownChains().has(chainId)) throw new Error(`test wallet: chain ${chainId} is not known to the wallet`);
      selectChain(chainId);
    },
    disconnect(disconnectOptions: DisconnectOptions = {}) {
      const emitWhat = disconnectOptions.emit ?? 'disconnect';
      state.authorized = false;
      persist();
      if (emitWhat !== 'disconnect') emit('accountsChanged', []);
      if (emitWhat !== 'accountsChanged') {
        connected = false;
        emit('disconnect', new ProviderRpcError(4900, 'The wallet disconnected.'));
      }
    },
    announce: () => options.announce(),
    state(): TestWalletState {
      return {
        authorized: state.authorized,
        address: account().address,
        accountIndex: state.accountIndex,
        accounts: accounts.map((each) => each.address),
        chainId: state.chainId,
        knownChainIds: [...knownChains().keys()],
      };
    },
    clearRequests() {
      requests.splice(0, requests.length);
    },
    resetStorage() {
      try {
        storage?.remove();
      } catch {
        // Nothing persisted.
      }
    },
  };

  // EIP-1193: 'connect' once the provider can serve the chain (listeners added right after injection see it).
  setTimeout(() => {
    if (connected) emit('connect', { chainId: chainIdHex() });
  }, 0);

  return { provider, control };
}
