import { z } from 'zod/mini';
import { errorMessages } from '../errors/catalogue.js';
import { CHAIN_NAMESPACES } from '../constants.js';
import { isCaipNetworkId, type CaipNetworkId } from './caipNetworkId.js';
import { isCaipAddress, type CaipAddress } from './caipAddress.js';
import { lazySchema } from '../validation/lazySchema.js';

/** Zod schemas for payloads that carry CAIP ids (storage, frame messages, remote config). */
export const chainNamespaceSchema = lazySchema(() => z.enum(CHAIN_NAMESPACES));

// zod/mini's checks do not narrow the output type to the guard's, hence the casts.
export const caipNetworkIdSchema = lazySchema(() => z
  .string()
  .check(z.refine(isCaipNetworkId, { error: errorMessages.INVALID_CAIP2_NETWORK_ID })) as z.ZodMiniType<CaipNetworkId, string>);

export const caipAddressSchema = lazySchema(() => z
  .string()
  .check(z.refine(isCaipAddress, { error: errorMessages.INVALID_CAIP10_ADDRESS })) as z.ZodMiniType<CaipAddress, string>);
