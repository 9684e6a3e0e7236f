/**
 * How the wallet page answers a dapp's request once the person approves it, apart from WalletConnect: sign
 * with the dev key, send through the chain's own RPC URL, and hand chain switches to the session (the caller).
 * Failures are WalletRpcError with the EIP-1193 / JSON-RPC code the dapp receives.
 */
import {
  createWalletClient,
  defineChain,
  getAddress,
  hexToBigInt,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  stringToHex,
  type Hex,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { caipChainOf, chainIdNumber, SOLANA_WALLET_METHODS, WALLET_METHODS } from './approved-namespaces.js';
import type { WalletPageChain } from '../wallet-page-config.js';

export class WalletRpcError extends Error {
  override readonly name = 'WalletRpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const;

export function unsupportedMethod(method: string): WalletRpcError {
  return new WalletRpcError(4200, `The wallet page does not support the method "${method}".`);
}

export function isWalletMethod(method: string): boolean {
  return (WALLET_METHODS as readonly string[]).includes(method) || (SOLANA_WALLET_METHODS as readonly string[]).includes(method);
}

export type WalletRequest = {
  method: string;
  params: unknown;
  /** CAIP-2 chain the dapp sent the request for, e.g. eip155:31337. */
  chainId: string;
};

export type WalletMethodContext = {
  account: PrivateKeyAccount;
  chains: readonly WalletPageChain[];
  /** Makes `chain` the session's current chain (adding it to the session first when needed) and tells the dapp. */
  switchChain(chain: string): Promise<void>;
  /** Adds `chain` to the session, without switching to it. */
  addChain(chain: string): Promise<void>;
};

/** Answers one approved request: the JSON-RPC result, or a WalletRpcError. */
export async function answerRequest(context: WalletMethodContext, request: WalletRequest): Promise<unknown> {
  switch (request.method) {
    case 'personal_sign':
      return personalSign(context, request.params);
    case 'eth_signTypedData_v4':
      return signTypedData(context, request.params);
    case 'eth_sendTransaction':
      return sendTransaction(context, request);
    case 'wallet_switchEthereumChain': {
      const chain = localChain(context, firstParam(request.params), 'switch');
      await context.switchChain(chain);
      return null;
    }
    case 'wallet_addEthereumChain': {
      const chain = localChain(context, firstParam(request.params), 'add');
      await context.addChain(chain);
      return null;
    }
    default:
      throw unsupportedMethod(request.method);
  }
}

function firstParam(params: unknown): unknown {
  return Array.isArray(params) ? params[0] : undefined;
}

function requireOwnAddress(context: WalletMethodContext, address: unknown): void {
  if (address === undefined) return;
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw new WalletRpcError(-32602, `Invalid account address: ${String(address)}`);
  }
  if (!isAddressEqual(address, context.account.address)) {
    throw new WalletRpcError(4100, `The account ${address} is not this wallet's (${context.account.address}).`);
  }
}

async function personalSign(context: WalletMethodContext, params: unknown): Promise<Hex> {
  if (!Array.isArray(params) || params.length < 1) throw new WalletRpcError(-32602, 'Expected [message, address].');
  let [message, address] = params as [unknown, unknown];
  // Some dapps send [address, message]; accept it when unambiguous.
  const looksLikeAddress = (value: unknown) => typeof value === 'string' && isAddress(value, { strict: false });
  if (looksLikeAddress(message) && !looksLikeAddress(address)) [message, address] = [address, message];
  requireOwnAddress(context, address);
  if (typeof message !== 'string') throw new WalletRpcError(-32602, 'Expected the message as a string.');
  return context.account.signMessage({ message: { raw: isHex(message) ? message : stringToHex(message) } });
}

async function signTypedData(context: WalletMethodContext, params: unknown): Promise<Hex> {
  if (!Array.isArray(params) || params.length < 2) throw new WalletRpcError(-32602, 'Expected [address, typedData].');
  requireOwnAddress(context, params[0]);
  let typed: { domain?: object; types?: object; primaryType?: unknown; message?: object };
  try {
    typed = (typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]) as typeof typed;
  } catch {
    throw new WalletRpcError(-32602, 'Expected the typed data as JSON.');
  }
  if (typed === null || typeof typed !== 'object' || typeof typed.primaryType !== 'string' || typeof typed.types !== 'object') {
    throw new WalletRpcError(-32602, 'Expected typed data with types and primaryType.');
  }
  try {
    return await context.account.signTypedData({
      domain: typed.domain ?? {},
      types: typed.types,
      primaryType: typed.primaryType,
      message: typed.message ?? {},
    } as never);
  } catch (error) {
    throw new WalletRpcError(-32602, `Invalid typed data: ${(error as Error).message}`);
  }
}

async function sendTransaction(context: WalletMethodContext, request: WalletRequest): Promise<Hex> {
  const transaction = firstParam(request.params) as Record<string, unknown> | undefined;
  if (transaction === undefined || transaction === null || typeof transaction !== 'object') {
    throw new WalletRpcError(-32602, 'Expected one transaction object.');
  }
  requireOwnAddress(context, transaction['from'] ?? undefined);
  const chain = context.chains.find((candidate) => `eip155:${candidate.chainId}` === request.chainId);
  if (chain === undefined) throw new WalletRpcError(4901, `The wallet page has no RPC for ${request.chainId}.`);
  if (transaction['chainId'] !== undefined && chainIdNumber(transaction['chainId']) !== chain.chainId) {
    throw new WalletRpcError(-32602, `The transaction's chainId does not match ${request.chainId}.`);
  }
  const quantity = (name: string): bigint | undefined => {
    const value = transaction[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || !isHex(value)) throw new WalletRpcError(-32602, `Expected ${name} as a hex quantity.`);
    return hexToBigInt(value);
  };
  const to = transaction['to'];
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false }))) {
    throw new WalletRpcError(-32602, `Invalid to address: ${String(to)}`);
  }
  const data = transaction['data'] ?? transaction['input'];
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
    throw new WalletRpcError(-32602, 'Expected data as hex.');
  }
  const [value, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas] = ['value', 'gas', 'nonce', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'].map(quantity);
  const client = createWalletClient({
    account: context.account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  });
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : { ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }), ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }) };
  try {
    // viem fills in what is missing (nonce, gas, fees) from the chain, signs with the dev key and sends it raw.
    return await client.sendTransaction({
      ...(to === undefined || to === null ? {} : { to: getAddress(to) }),
      ...(data === undefined || data === null ? {} : { data: data as Hex }),
      ...(value === undefined ? {} : { value }),
      ...(gas === undefined ? {} : { gas }),
      ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
      ...fees,
    } as never);
  } catch (error) {
    const failure = error as { shortMessage?: string; message: string; walk?: (match: (cause: unknown) => boolean) => unknown };
    const coded = failure.walk?.((cause) => typeof (cause as { code?: unknown }).code === 'number') as { code: number } | null | undefined;
    throw new WalletRpcError(coded?.code ?? -32603, failure.shortMessage ?? failure.message);
  }
}

/** The CAIP-2 id of the local chain a switch or add request names; 4902 for any other chain. */
function localChain(context: WalletMethodContext, parameter: unknown, action: 'switch' | 'add'): string {
  const raw = (parameter as { chainId?: unknown } | null | undefined)?.chainId;
  const chain = typeof raw === 'string' && isHex(raw) ? caipChainOf(raw) : undefined;
  if (chain === undefined) throw new WalletRpcError(-32602, `Expected a 0x-prefixed hexadecimal chainId, got ${JSON.stringify(raw)}.`);
  if (!context.chains.some((candidate) => `eip155:${candidate.chainId}` === chain)) {
    const hex = numberToHex(chainIdNumber(raw) ?? 0);
    throw new WalletRpcError(
      4902,
      action === 'switch'
        ? `Unrecognized chain ID "${hex}". The wallet page knows only the local chains.`
        : `The wallet page can add only the local chains, not "${hex}".`,
    );
  }
  return chain;
}
