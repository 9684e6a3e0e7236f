import { z } from 'zod/mini';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import { errorMessage } from '../errors/catalogue.js';
import type { EvmAddress } from './checksumEvmAddress.js';
import { isAddressForNamespace, type AddressValidationOptions } from './isAddressForNamespace.js';
import { isEvmAddress } from './isEvmAddress.js';
import { lazySchema } from '../validation/lazySchema.js';

function invalidAddressMessage(issue: { input?: unknown }): string {
  return errorMessage('INVALID_ADDRESS', String(issue.input));
}

/**
 * A zod string schema accepting only valid addresses of `namespace`, failing with INVALID_ADDRESS's
 * message. For payloads (send forms, frame messages) whose namespace is known when the schema is built.
 */
export function addressSchema(namespace: ChainNamespace, options?: AddressValidationOptions): z.ZodMiniType<string> {
  return z
    .string()
    .check(z.refine((value) => isAddressForNamespace(namespace, value, options), { error: invalidAddressMessage }));
}

/**
 * An EVM address with a valid EIP-55 checksum when mixed case, typed as `0x${string}` (zod/mini's checks do
 * not narrow the output type, hence the cast).
 */
export const evmAddressSchema = lazySchema(() => z
  .string()
  .check(z.refine((value) => isEvmAddress(value), { error: invalidAddressMessage })) as z.ZodMiniType<EvmAddress, string>);
