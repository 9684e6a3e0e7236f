/**
 * EIP-5792 in the test wallet, batched through EIP-7702: the wallet's EOA delegates to Simple7702Account
 * (from @account-abstraction/contracts, deployed on the local chains) and then calls `executeBatch` on itself,
 * so a batch is one transaction that lands or reverts as a whole.
 *
 * - wallet_getCapabilities: per known chain, `atomic.status` 'supported' once the account is delegated there,
 *   'ready' while the delegation contract exists but the account is not delegated yet (the first batch upgrades
 *   it), 'unsupported' where the contract is missing (the latest EIP-5792 shape).
 * - wallet_sendCalls: the batch in one type-4 (first time) or type-2 transaction to the account itself; when the
 *   chain cannot batch and the page did not ask for atomicity, the calls go one transaction each.
 * - wallet_getCallsStatus: read from the transactions' receipts (100 pending, 200 success, 500 reverted, 600
 *   some of a non-atomic batch reverted).
 * Refusals use EIP-5792's codes: 5700 an unknown capability not marked optional, 5710 an unknown chain, 5720 a
 * batch id already used, 5730 an unknown batch id, 5740 a batch too large, 5760 atomicity asked where the chain
 * cannot batch. Batches are remembered in memory only: a reload forgets them, as it forgets hung prompts.
 */
import {
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAddress,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  numberToHex,
  parseAbi,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type WalletClient,
} from 'viem';
import { ProviderRpcError } from './provider-error.js';
import type { TestWalletChain } from './types.js';

/** The most calls one batch may hold (beyond it: 5740), enough for any test and small enough for one block. */
export const MAX_BATCH_CALLS = 16;

/** EIP-5792 error codes (SPEC.md section 8: wallet capability codes 5700 to 5760). */
export const EIP5792_ERRORS = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateId: 5720,
  unknownBundle: 5730,
  bundleTooLarge: 5740,
  upgradeRejected: 5750,
  atomicityNotSupported: 5760,
} as const;

/** Capabilities this wallet understands in a request (none beyond atomicity, which is a field, not a capability). */
const KNOWN_CAPABILITIES = new Set<string>();

const SIMPLE_7702_ABI = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']);

export type AtomicStatus = 'supported' | 'ready' | 'unsupported';

export type BatchCallsDependencies = {
  /** The authorized account (4100 otherwise); with an address, that address must be it. */
  requireAuthorized(address?: unknown): PrivateKeyAccount;
  knownChains(): Map<number, TestWalletChain>;
  rpc(rpcUrl: string, method: string, params: unknown): Promise<unknown>;
  /** Simple7702Account's address on the local chains; undefined: the wallet cannot batch anywhere. */
  delegationContract: Address | undefined;
};

type Batch = { chainId: number; hashes: Hex[]; atomic: boolean };

type Call = { to: Address; data: Hex; value: bigint };

type Receipt = { status: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex; logs: { address: Hex; data: Hex; topics: Hex[] }[] };

export type BatchCalls = {
  getCapabilities(params: unknown): Promise<Record<Hex, { atomic: { status: AtomicStatus } }>>;
  sendCalls(params: unknown): Promise<{ id: string }>;
  getCallsStatus(params: unknown): Promise<unknown>;
};

/**
 * EIP-5792's status of a batch from its transactions' receipts (null: not mined yet): 100 pending, 200 all
 * succeeded, 500 all reverted (an atomic batch is one transaction), 600 some of a non-atomic batch reverted.
 */
export function callsStatusCode(receipts: readonly ({ status: Hex } | null)[]): 100 | 200 | 500 | 600 {
  if (receipts.length === 0 || receipts.some((receipt) => receipt === null)) return 100;
  const succeeded = receipts.filter((receipt) => receipt?.status === '0x1').length;
  return succeeded === receipts.length ? 200 : succeeded === 0 ? 500 : 600;
}

function invalid(message: string): ProviderRpcError {
  return new ProviderRpcError(-32602, message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !isHex(value) || value === '0x') throw invalid(`Expected a hex chainId, got ${JSON.stringify(value)}.`);
  return Number(hexToBigInt(value));
}

function randomId(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Refuses a capability this wallet does not know unless the page marked it optional (EIP-5792). */
function checkCapabilities(capabilities: unknown): void {
  if (capabilities === undefined) return;
  if (!isRecord(capabilities)) throw invalid('Expected capabilities as an object.');
  for (const [name, value] of Object.entries(capabilities)) {
    if (KNOWN_CAPABILITIES.has(name)) continue;
    if (isRecord(value) && value.optional === true) continue;
    throw new ProviderRpcError(EIP5792_ERRORS.unsupportedCapability, `The wallet does not support the capability "${name}".`);
  }
}

function parseCall(value: unknown, index: number): Call {
  if (!isRecord(value)) throw invalid(`Call ${index} is not an object.`);
  const { to, data, value: amount } = value;
  if (typeof to !== 'string' || !isAddress(to, { strict: false })) throw invalid(`Call ${index} needs a 'to' address.`);
  if (data !== undefined && (typeof data !== 'string' || !isHex(data))) throw invalid(`Call ${index}: data must be hex.`);
  if (amount !== undefined && (typeof amount !== 'string' || !isHex(amount) || amount === '0x')) {
    throw invalid(`Call ${index}: value must be a hex quantity.`);
  }
  checkCapabilities(value.capabilities);
  return { to: getAddress(to), data: (data ?? '0x') as Hex, value: amount === undefined ? 0n : hexToBigInt(amount) };
}

/** Keeps the chain's JSON-RPC code of a failed send (viem wraps it: walk down to the first error that has one). */
function sendFailure(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const top = error as { shortMessage?: string; message: string; details?: string; walk?: (match: (cause: unknown) => boolean) => unknown };
  const hasCode = (cause: unknown): boolean => typeof (cause as { code?: unknown } | null)?.code === 'number';
  const coded = (hasCode(error) ? error : top.walk?.(hasCode)) as { code: number } | null | undefined;
  return new ProviderRpcError(coded?.code ?? -32603, top.details ?? top.shortMessage ?? top.message);
}

export function createBatchCalls(dependencies: BatchCallsDependencies): BatchCalls {
  const { requireAuthorized, knownChains, rpc, delegationContract } = dependencies;
  const batches = new Map<string, Batch>();
  const clients = new Map<string, WalletClient>();

  function chainOf(chainId: number): TestWalletChain {
    const chain = knownChains().get(chainId);
    if (chain === undefined) {
      throw new ProviderRpcError(EIP5792_ERRORS.unsupportedChain, `The wallet does not support chain ${numberToHex(chainId)}.`);
    }
    return chain;
  }

  function clientOf(chain: TestWalletChain): WalletClient {
    const key = `${chain.chainId} ${chain.rpcUrl}`;
    let client = clients.get(key);
    if (client === undefined) {
      const viemChain = defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      });
      client = createWalletClient({ chain: viemChain, transport: http(chain.rpcUrl) });
      clients.set(key, client);
    }
    return client;
  }

  /** What the chain lets this account do: the delegation designator (0xef0100 + address) marks it delegated. */
  async function atomicStatus(chain: TestWalletChain, account: Address): Promise<AtomicStatus> {
    if (delegationContract === undefined) return 'unsupported';
    const [implementation, code] = await Promise.all([
      rpc(chain.rpcUrl, 'eth_getCode', [delegationContract, 'latest']),
      rpc(chain.rpcUrl, 'eth_getCode', [account, 'latest']),
    ]);
    if (typeof implementation !== 'string' || implementation === '0x') return 'unsupported';
    const designator = `0xef0100${delegationContract.slice(2)}`.toLowerCase();
    return typeof code === 'string' && code.toLowerCase() === designator ? 'supported' : 'ready';
  }

  async function getCapabilities(params: unknown): Promise<Record<Hex, { atomic: { status: AtomicStatus } }>> {
    if (!Array.isArray(params) || params.length === 0) throw invalid('Expected [address, chainIds?].');
    const account = requireAuthorized(params[0]);
    const asked = params[1];
    if (asked !== undefined && !Array.isArray(asked)) throw invalid('Expected chainIds as an array.');
    // Chains the wallet does not know are left out of the answer, not refused (EIP-5792).
    const chainIds = asked === undefined ? [...knownChains().keys()] : asked.map(parseChainId).filter((id: number) => knownChains().has(id));
    const answer: Record<Hex, { atomic: { status: AtomicStatus } }> = {};
    for (const chainId of chainIds) answer[numberToHex(chainId)] = { atomic: { status: await atomicStatus(chainOf(chainId), account.address) } };
    return answer;
  }

  async function sendAtomically(chain: TestWalletChain, signer: PrivateKeyAccount, calls: Call[], status: AtomicStatus): Promise<Hex> {
    const client = clientOf(chain);
    const data = encodeFunctionData({
      abi: SIMPLE_7702_ABI,
      functionName: 'executeBatch',
      args: [calls.map(({ to, data: callData, value }) => ({ target: to, value, data: callData }))],
    });
    // The first batch on a chain carries the EIP-7702 authorization (the account sends it itself: executor 'self').
    const authorizationList =
      status === 'ready' && delegationContract !== undefined
        ? [await client.signAuthorization({ account: signer, contractAddress: delegationContract, executor: 'self' })]
        : undefined;
    return client.sendTransaction({
      account: signer,
      chain: client.chain,
      to: signer.address,
      data,
      ...(authorizationList === undefined ? {} : { authorizationList }),
    } as never);
  }

  async function sendOneByOne(chain: TestWalletChain, signer: PrivateKeyAccount, calls: Call[]): Promise<Hex[]> {
    const client = clientOf(chain);
    const hashes: Hex[] = [];
    for (const call of calls) {
      hashes.push(await client.sendTransaction({ account: signer, chain: client.chain, to: call.to, data: call.data, value: call.value } as never));
    }
    return hashes;
  }

  async function sendCalls(params: unknown): Promise<{ id: string }> {
    const request = Array.isArray(params) ? params[0] : undefined;
    if (!isRecord(request)) throw invalid('Expected one wallet_sendCalls request object.');
    const signer = requireAuthorized(request.from ?? undefined);
    const chain = chainOf(parseChainId(request.chainId));
    if (request.atomicRequired !== undefined && typeof request.atomicRequired !== 'boolean') throw invalid('Expected atomicRequired as a boolean.');
    const given = request.id;
    if (given !== undefined && (typeof given !== 'string' || given === '')) throw invalid('Expected id as a string.');
    const id = given ?? randomId();
    if (batches.has(id)) throw new ProviderRpcError(EIP5792_ERRORS.duplicateId, `A batch with id ${id} was already sent.`);
    if (!Array.isArray(request.calls) || request.calls.length === 0) throw invalid('Expected calls as a non-empty array.');
    if (request.calls.length > MAX_BATCH_CALLS) {
      throw new ProviderRpcError(EIP5792_ERRORS.bundleTooLarge, `A batch may hold at most ${MAX_BATCH_CALLS} calls.`);
    }
    checkCapabilities(request.capabilities);
    const calls = request.calls.map(parseCall);
    const status = await atomicStatus(chain, signer.address);
    if (status === 'unsupported' && request.atomicRequired === true) {
      throw new ProviderRpcError(EIP5792_ERRORS.atomicityNotSupported, `The wallet cannot send atomic batches on chain ${numberToHex(chain.chainId)}.`);
    }
    try {
      // Atomic whenever the chain allows it, even when the page did not require it (EIP-5792 lets the wallet choose).
      const hashes = status === 'unsupported' ? await sendOneByOne(chain, signer, calls) : [await sendAtomically(chain, signer, calls, status)];
      batches.set(id, { chainId: chain.chainId, hashes, atomic: status !== 'unsupported' });
    } catch (error) {
      throw sendFailure(error);
    }
    return { id };
  }

  async function getCallsStatus(params: unknown): Promise<unknown> {
    const id = Array.isArray(params) ? params[0] : undefined;
    if (typeof id !== 'string') throw invalid('Expected [batchId].');
    const batch = batches.get(id);
    if (batch === undefined) throw new ProviderRpcError(EIP5792_ERRORS.unknownBundle, `No batch with id ${id}.`);
    const chain = chainOf(batch.chainId);
    const receipts = (await Promise.all(batch.hashes.map((hash) => rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])))) as (Receipt | null)[];
    const base = { version: '2.0.0', id, chainId: numberToHex(batch.chainId), atomic: batch.atomic };
    const status = callsStatusCode(receipts);
    if (status === 100) return { ...base, status };
    const landed = receipts as Receipt[];
    return {
      ...base,
      status,
      receipts: landed.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receiptStatus,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    };
  }

  return { getCapabilities, sendCalls, getCallsStatus };
}
