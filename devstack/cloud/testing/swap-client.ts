/**
 * Test helpers for the convert routes: CAIP-10 ids of the devstack's assets, balances of an asset (native or
 * ERC-20), the quote, swap and approval requests, and sending a transaction the cloud built the way a wallet
 * would, answering what it moved.
 */
import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Chain, type Hex, type PrivateKeyAccount } from 'viem';
import {
  buildApproveResponseSchema,
  buildSwapResponseSchema,
  type BuildSwapResponse,
} from '../../../domain/entities/api/blockchain-api.schema.js';
import { DEPLOYED_CONTRACTS } from '../../chains/index.js';
import { NATIVE_TOKEN_ADDRESS } from '../chain/assets.js';
import { getJson, PROJECT_ID, sendJson } from './cloud-client.js';

export type SwapAssetKey = 'native' | 'usdc' | 'weth';

/** `eip155:<chainId>:<address>` of an asset (the 0xeee…e placeholder for native). */
export function assetId(chainId: number, asset: SwapAssetKey): string {
  return `eip155:${chainId}:${asset === 'native' ? NATIVE_TOKEN_ADDRESS : DEPLOYED_CONTRACTS[asset]}`;
}

export function accountId(chainId: number, address: Address): string {
  return `eip155:${chainId}:${address}`;
}

export function chainClients(chain: Chain, account: PrivateKeyAccount) {
  const transport = http(chain.rpcUrls.default.http[0], { retryCount: 0 });
  return { publicClient: createPublicClient({ chain, transport }), walletClient: createWalletClient({ chain, transport, account }) };
}

export async function balanceOf(chain: Chain, asset: SwapAssetKey, owner: Address): Promise<bigint> {
  const client = createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0], { retryCount: 0 }) });
  if (asset === 'native') return client.getBalance({ address: owner });
  return client.readContract({ address: DEPLOYED_CONTRACTS[asset], abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

export type BuiltTransaction = { to: string; data: string; value: string; gas: string; gasPrice: string };

export type SentTransaction = { status: 'success' | 'reverted'; hash: Hex; gasCost: bigint };

/** Sends what the cloud built, with its gas and gas price, and waits for the receipt. */
export async function sendBuilt(chain: Chain, account: PrivateKeyAccount, built: BuiltTransaction): Promise<SentTransaction> {
  const { publicClient, walletClient } = chainClients(chain, account);
  const hash = await walletClient.sendTransaction({
    to: built.to as Address,
    data: built.data as Hex,
    value: BigInt(built.value),
    gas: BigInt(built.gas),
    gasPrice: BigInt(built.gasPrice),
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return { status: receipt.status, hash, gasCost: receipt.gasUsed * receipt.effectiveGasPrice };
}

/** What `owner` gained of `asset` across `action`, gas paid in native added back. */
export async function gainedBy(chain: Chain, asset: SwapAssetKey, owner: Address, action: () => Promise<SentTransaction>): Promise<bigint> {
  const before = await balanceOf(chain, asset, owner);
  const sent = await action();
  if (sent.status !== 'success') throw new Error(`transaction ${sent.hash} reverted`);
  const after = await balanceOf(chain, asset, owner);
  return after - before + (asset === 'native' ? sent.gasCost : 0n);
}

export type SwapRequest = { chainId: number; from: SwapAssetKey; to: SwapAssetKey; amount: bigint; account: PrivateKeyAccount };

/** GET /v1/convert/quotes for a swap; the raw answer. */
export function requestQuote(cloud: { url: string }, { chainId, from, to, amount, account }: SwapRequest) {
  return getJson(cloud, '/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: accountId(chainId, account.address),
    from: assetId(chainId, from),
    to: assetId(chainId, to),
    gasPrice: '1000000000',
  });
}

/** POST /v1/convert/build-transaction for a swap (slippage 1% unless `extra` says otherwise); the raw answer. */
export function requestSwap(cloud: { url: string }, { chainId, from, to, amount, account }: SwapRequest, extra: Record<string, unknown> = {}) {
  return sendJson(cloud, 'POST', '/v1/convert/build-transaction', {
    amount: amount.toString(),
    eip155: { slippage: 1 },
    projectId: PROJECT_ID,
    from: assetId(chainId, from),
    to: assetId(chainId, to),
    userAddress: accountId(chainId, account.address),
    disableEstimate: false,
    ...extra,
  });
}

/** The `tx` of a build-transaction answer, as sendBuilt takes it. */
export function builtSwap(body: unknown): BuiltTransaction & BuildSwapResponse['tx'] {
  const { tx } = buildSwapResponseSchema.parse(body);
  return { ...tx, value: tx.amount, gas: tx.eip155.gas, gasPrice: tx.eip155.gasPrice };
}

/** Builds the approval of the fee router through GET /v1/convert/build-approve and sends it. */
export async function approveThroughCloud(cloud: { url: string }, chain: Chain, account: PrivateKeyAccount, asset: Exclude<SwapAssetKey, 'native'>) {
  const { status, body } = await getJson(cloud, '/v1/convert/build-approve', {
    userAddress: accountId(chain.id, account.address),
    from: assetId(chain.id, asset),
    to: assetId(chain.id, 'native'),
  });
  if (status !== 200) throw new Error(`build-approve answered ${status}: ${JSON.stringify(body)}`);
  const { tx } = buildApproveResponseSchema.parse(body);
  const sent = await sendBuilt(chain, account, { ...tx, gas: tx.eip155.gas, gasPrice: tx.eip155.gasPrice });
  if (sent.status !== 'success') throw new Error(`approval ${sent.hash} reverted`);
  return tx;
}
