/**
 * The on-ramp calls' request bodies (CONTRACTS.md plus walletport's additions, docs/ONRAMP.md), checked before
 * anything reaches the provider, and the provider's own request built from the checked fields only: a field
 * the cloud did not check is never forwarded.
 */
import { z } from 'zod';
import { ONRAMP_PROVIDERS } from '../../../domain/entities/constants.js';
import { badRequest } from '../http/http-error.js';
import { printable } from '../http/common-schemas.js';

/** Coinbase's answer when no provider is named: the contract's calls predate walletport's provider field. */
export const DEFAULT_ONRAMP_PROVIDER = 'coinbase';
export const DEFAULT_PAYMENT_METHOD = 'card';
export const ONRAMP_PAYMENT_METHODS = ['card', 'bank_account'] as const;

/** A currency or asset id ('USDC', 'USD'). */
const currencyIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'Expected a currency id such as USDC or USD');

/** A network `name` of the options ('walletport-devnet-a') or a CAIP-2 id ('eip155:31337'). */
const networkSchema = z.string().regex(/^[-_.:a-zA-Z0-9]{1,64}$/, 'Expected a network name of the options, or a CAIP-2 id');

/**
 * A positive decimal amount of the payment currency ('50', '49.99'). How many decimals a payment may have and
 * its limits are the provider's rules (it names them in its refusal); the cloud only refuses what is no amount.
 */
const amountSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,18})?$/, 'Expected a decimal amount such as 50 or 49.99')
  .refine((amount) => Number(amount) > 0, 'The amount must be more than 0');

const providerSchema = z.enum(ONRAMP_PROVIDERS);
const paymentMethodSchema = z.enum(ONRAMP_PAYMENT_METHODS);

export const onrampQuoteBodySchema = z.object({
  purchaseCurrency: currencyIdSchema,
  paymentCurrency: currencyIdSchema,
  amount: amountSchema,
  network: networkSchema,
  provider: providerSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
});

const presetAmountSchema = z.number().positive().finite().optional();

export const onrampUrlBodySchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: printable(128),
        blockchains: z.array(networkSchema).min(1).max(32),
        assets: z.array(currencyIdSchema).max(32).optional(),
      }),
    )
    .min(1)
    .max(8),
  defaultNetwork: networkSchema.optional(),
  partnerUserId: printable(128),
  defaultExperience: z.literal('buy', { error: "Only defaultExperience 'buy' is served" }).optional(),
  presetCryptoAmount: presetAmountSchema,
  presetFiatAmount: presetAmountSchema,
  provider: providerSchema.optional(),
  // Optional in the schema so its absence gets its own message below rather than zod's generic one.
  quoteId: z.string().regex(/^[-_a-zA-Z0-9]{1,128}$/, 'Expected the quoteId of a quote').optional(),
  paymentCurrency: currencyIdSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  projectId: z.string().max(128).optional(),
});

export type OnrampQuoteBody = z.output<typeof onrampQuoteBodySchema>;
export type OnrampUrlBody = z.output<typeof onrampUrlBodySchema>;

export type ProviderQuoteRequest = {
  provider: (typeof ONRAMP_PROVIDERS)[number];
  purchaseCurrency: string;
  paymentCurrency: string;
  paymentMethod: (typeof ONRAMP_PAYMENT_METHODS)[number];
  amount: string;
  network: string;
};

export type ProviderQuoteRequestParameters = OnrampQuoteBody;
export type ProviderQuoteRequestReturnType = ProviderQuoteRequest;
export type ProviderQuoteRequestErrorType = never;

/** POST /api/quotes's body: the checked quote call with the contract's defaults filled in. */
export function providerQuoteRequest(body: ProviderQuoteRequestParameters): ProviderQuoteRequestReturnType {
  return {
    provider: body.provider ?? DEFAULT_ONRAMP_PROVIDER,
    purchaseCurrency: body.purchaseCurrency,
    paymentCurrency: body.paymentCurrency,
    paymentMethod: body.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    amount: body.amount,
    network: body.network,
  };
}

export type ProviderOrderRequest = {
  provider: (typeof ONRAMP_PROVIDERS)[number];
  quoteId: string;
  destinationAddress: string;
  network: string;
  partnerUserId: string;
};

export type ProviderOrderRequestParameters = OnrampUrlBody;
export type ProviderOrderRequestReturnType = ProviderOrderRequest;
/** 400 `body.quoteId` without a quote, 400 `body.destinationWallets` when no wallet takes the network. */
export type ProviderOrderRequestErrorType = ReturnType<typeof badRequest>;

/**
 * POST /api/orders's body. The devstack's checkout charges a quote, so the URL generator needs its quoteId.
 * The network bought on is `defaultNetwork`, else the first wallet's first blockchain; the destination is the
 * wallet that lists that network. Payment currency, method and preset amounts are the quote's already: the
 * provider checks the order against the quote, so they are accepted here and not forwarded.
 */
export function providerOrderRequest(body: ProviderOrderRequestParameters): ProviderOrderRequestReturnType {
  if (body.quoteId === undefined) {
    throw badRequest('body.quoteId', 'quoteId is required: the checkout charges the quote it was opened for (docs/ONRAMP.md)');
  }
  const network = body.defaultNetwork ?? body.destinationWallets[0]?.blockchains[0] ?? '';
  const wallet = body.destinationWallets.find((candidate) => candidate.blockchains.includes(network));
  if (wallet === undefined) {
    throw badRequest('body.destinationWallets', `No destination wallet lists the network ${network}`);
  }
  return {
    provider: body.provider ?? DEFAULT_ONRAMP_PROVIDER,
    quoteId: body.quoteId,
    destinationAddress: wallet.address,
    network,
    partnerUserId: body.partnerUserId,
  };
}
