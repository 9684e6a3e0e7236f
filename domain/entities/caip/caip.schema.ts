import { z } from 'zod';
import { errorMessages } from '../errors/catalogue.js';
import { CHAIN_NAMESPACES } from '../constants.js';
import { isCaipNetworkId } from './caipNetworkId.js';
import { isCaipAddress } from './caipAddress.js';

/** Zod schemas for payloads that carry CAIP ids (storage, frame messages, remote config). */
export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES);

export const caipNetworkIdSchema = z
  .string()
  .refine(isCaipNetworkId, { error: errorMessages.INVALID_CAIP2_NETWORK_ID });

export const caipAddressSchema = z.string().refine(isCaipAddress, { error: errorMessages.INVALID_CAIP10_ADDRESS });
