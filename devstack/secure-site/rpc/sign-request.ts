/**
 * The unsafe methods the secure site can perform once the person pressed Approve in the frame, signed here
 * with the user's key (opened by the vault for this call only): personal_sign, eth_signTypedData_v4, and
 * eth_sendTransaction (nonce, gas and fees filled by viem, signed, sent; the answer is the hash). Any other
 * method is refused.
 */
import { createWalletClient, http, isAddressEqual, isHex, type Hex, type TypedDataDefinition } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { z } from 'zod';
import { devnetChain } from '../../chains/index.js';
import { PublicError } from '../../mail/http-server.js';
import type { SecureSiteChain } from './chain-book.js';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address') as unknown as z.ZodType<`0x${string}`>;
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity').transform((value) => BigInt(value));
const data = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'Expected hex data') as unknown as z.ZodType<Hex>;

const personalSignParams = z.tuple([z.string(), address]).rest(z.unknown());
const typedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])]);
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()).optional(),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
});
const transactionParams = z.tuple([
  z.object({
    from: address.optional(),
    to: address.optional(),
    value: quantity.optional(),
    data: data.optional(),
    input: data.optional(),
    gas: quantity.optional(),
    nonce: quantity.optional(),
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
  }),
]);

function parseParams<T>(schema: z.ZodType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new PublicError(400, `Invalid ${method} params: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
  return parsed.data;
}

function assertOwnAccount(account: PrivateKeyAccount, named: `0x${string}` | undefined): void {
  if (named !== undefined && !isAddressEqual(named, account.address)) throw new PublicError(400, 'The request names an account this wallet does not hold');
}

export async function signRequest(account: PrivateKeyAccount, chain: SecureSiteChain, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'personal_sign': {
      const [message, named] = parseParams(personalSignParams, params, method);
      assertOwnAccount(account, named);
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      const [named, raw] = parseParams(typedDataParams, params, method);
      assertOwnAccount(account, named);
      const typed = parseParams(typedDataSchema, typeof raw === 'string' ? safeJson(raw) : raw, method);
      // viem derives EIP712Domain from the domain itself; listing it again is an error there.
      const { EIP712Domain: _domain, ...types } = typed.types;
      return account.signTypedData({ ...typed, types } as unknown as TypedDataDefinition);
    }
    case 'eth_sendTransaction': {
      const [transaction] = parseParams(transactionParams, params, method);
      assertOwnAccount(account, transaction.from);
      const client = createWalletClient({ account, chain: devnetChain(chain.chainId, chain.name, chain.rpcUrl), transport: http(chain.rpcUrl, { retryCount: 0 }) });
      const fees =
        transaction.gasPrice !== undefined
          ? { gasPrice: transaction.gasPrice }
          : { maxFeePerGas: transaction.maxFeePerGas, maxPriorityFeePerGas: transaction.maxPriorityFeePerGas };
      return client.sendTransaction({
        to: transaction.to ?? null,
        value: transaction.value,
        data: transaction.data ?? transaction.input,
        gas: transaction.gas,
        nonce: transaction.nonce === undefined ? undefined : Number(transaction.nonce),
        ...fees,
      } as Parameters<typeof client.sendTransaction>[0]);
    }
    default:
      throw new PublicError(400, `This secure site cannot perform ${method}`);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
