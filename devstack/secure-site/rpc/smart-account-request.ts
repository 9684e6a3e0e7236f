/**
 * The requests the secure site performs from the user's smart account once they prefer it: eth_sendTransaction
 * and wallet_sendCalls become ONE user operation each (every call of a batch in it, so they land or fail
 * together), sent through the chain's bundler and signed with the owner's key inside this server. A
 * transaction answers the hash of the bundle transaction that carried it (what a page waits a receipt for); a
 * batch answers EIP-5792's `{id}`, the user operation hash wallet_getCallsStatus reads back. Messages and typed
 * data are refused: SimpleAccount v0.8 has no ERC-1271, so no signature of its owner could be verified as the
 * account's (the page shows 'This application might not support Smart Accounts').
 */
import { BaseError, isAddressEqual, type Address, type Hex } from 'viem';
import { createPaymasterClient } from 'viem/account-abstraction';
import type { PrivateKeyAccount } from 'viem/accounts';
import { http } from 'viem';
import { z } from 'zod';
import { PublicError } from '../../mail/http-server.js';
import type { SecureSiteChain } from './chain-book.js';
import { SMART_ACCOUNT_CANNOT_SIGN } from '../shared/api-types.js';
import type { SmartAccounts } from './smart-accounts.js';

export { SMART_ACCOUNT_CANNOT_SIGN };

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address') as unknown as z.ZodType<Address>;
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity').transform((value) => BigInt(value));
const data = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'Expected hex data') as unknown as z.ZodType<Hex>;
const call = z.object({ to: address, value: quantity.optional(), data: data.optional() });

const transactionParams = z.tuple([z.object({ from: address.optional(), to: address, value: quantity.optional(), data: data.optional(), input: data.optional() })]);
export const sendCallsParams = z.tuple([
  z.object({
    version: z.string().max(16).optional(),
    chainId: z.string().regex(/^0x[0-9a-fA-F]{1,16}$/).optional(),
    from: address.optional(),
    calls: z.array(call).min(1).max(32),
    atomicRequired: z.boolean().optional(),
    capabilities: z.object({ paymasterService: z.object({ url: z.string().url().max(2048) }).optional() }).passthrough().optional(),
  }),
]);

export type SmartAccountRequest = {
  smartAccounts: SmartAccounts;
  owner: PrivateKeyAccount;
  chain: SecureSiteChain;
  method: string;
  params: unknown;
  /** The host page's origin (the frame's verified parent): the paymaster service sponsors for allowed origins only. */
  origin?: string | undefined;
};

function parseParams<T>(schema: z.ZodType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new PublicError(400, `Invalid ${method} params: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
  return parsed.data;
}

export async function smartAccountRequest({ smartAccounts, owner, chain, method, params, origin }: SmartAccountRequest): Promise<unknown> {
  if (method === 'personal_sign' || method === 'eth_signTypedData_v4') throw new PublicError(400, SMART_ACCOUNT_CANNOT_SIGN);
  return smartAccounts.withAccount(owner, chain, async (account, bundler) => {
    const sender = await account.getAddress();
    const fromSelf = (from: Address | undefined) => {
      if (from !== undefined && !isAddressEqual(from, sender)) throw new PublicError(400, 'The request names an account this wallet does not hold');
    };
    try {
      if (method === 'eth_sendTransaction') {
        const [transaction] = parseParams(transactionParams, params, method);
        fromSelf(transaction.from);
        const hash = await bundler.sendUserOperation({ account, calls: [{ to: transaction.to, value: transaction.value ?? 0n, data: transaction.data ?? transaction.input ?? '0x' }] });
        const { receipt } = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 250, timeout: 60_000 });
        return receipt.transactionHash;
      }
      if (method === 'wallet_sendCalls') {
        const [request] = parseParams(sendCallsParams, params, method);
        fromSelf(request.from);
        if (request.chainId !== undefined && Number(BigInt(request.chainId)) !== chain.chainId) throw new PublicError(400, 'Unsupported chain');
        const paymasterUrl = request.capabilities?.paymasterService?.url;
        const paymaster = paymasterUrl === undefined ? undefined : createPaymasterClient({ transport: http(paymasterUrl, { retryCount: 0, fetchOptions: origin ? { headers: { origin } } : {} }) });
        const calls = request.calls.map(({ to, value, data: callData }) => ({ to, value: value ?? 0n, data: callData ?? '0x' }));
        const id = await bundler.sendUserOperation({ account, calls, ...(paymaster ? { paymaster } : {}) });
        return { id };
      }
    } catch (error) {
      if (error instanceof BaseError) throw new PublicError(400, error.shortMessage);
      throw error;
    }
    throw new PublicError(400, `This secure site cannot perform ${method}`);
  });
}

/** EIP-5792 wallet_getCallsStatus for a batch this site sent: 100 pending, 200 landed, 500 reverted on chain. */
export async function callsStatus(smartAccounts: SmartAccounts, chain: SecureSiteChain, params: unknown): Promise<unknown> {
  const [id] = parseParams(z.tuple([z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a batch id')]), params, 'wallet_getCallsStatus');
  const receipt = await smartAccounts.receiptOf(id as Hex, chain);
  const common = { version: '2.0.0', id, chainId: `0x${chain.chainId.toString(16)}`, atomic: true };
  if (receipt === null) return { ...common, status: 100 };
  const { transactionHash, blockHash, blockNumber, gasUsed, status, logs } = receipt.receipt;
  return {
    ...common,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        transactionHash,
        blockHash,
        blockNumber: `0x${blockNumber.toString(16)}`,
        gasUsed: `0x${gasUsed.toString(16)}`,
        status: status === 'success' ? '0x1' : '0x0',
        logs: logs.map(({ address: logAddress, data: logData, topics }) => ({ address: logAddress, data: logData, topics })),
      },
    ],
  };
}

/** EIP-5792 wallet_getCapabilities of the smart account: atomic batches and sponsorship on each enabled chain. */
export function smartAccountCapabilities(smartAccounts: SmartAccounts): Record<string, unknown> {
  return Object.fromEntries(
    smartAccounts.enabledChainIds.map((chainId) => [`0x${chainId.toString(16)}`, { atomic: { status: 'supported' }, paymasterService: { supported: true } }]),
  );
}
