/**
 * The answers of the cloud's Bitcoin routes (docs/BITCOIN.md: walletport's additions to the blockchain API, in
 * Esplora's shapes), as zod schemas. The HTTP adapter (adapters/http/bitcoin-api.adapter.ts) checks every
 * answer with them; the cloud's route tests check the local cloud against the same schemas.
 */
import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema.js';
import { WIRE_ARRAY_MAX, wireArray, wireRecord } from './wire-limits.js';

/** All the satoshis there will ever be: an amount above it is not an amount. */
export const MAX_SATOSHIS = 21_000_000 * 100_000_000;

const txid = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{64}$/)));
const satoshis = lazySchema(() => z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_SATOSHIS)));

export const bitcoinUtxoSchema = lazySchema(() =>
  z.object({
    txid,
    vout: z.number().check(z.int(), z.nonnegative(), z.maximum(0xffff_ffff)),
    value: satoshis,
    status: z.object({
      confirmed: z.boolean(),
      block_height: z.optional(z.number().check(z.int(), z.nonnegative())),
    }),
  }),
);

/** An address's unspent outputs; a wallet's address holds far fewer than the wire's list cap. */
export const bitcoinUtxosResponseSchema = lazySchema(() => wireArray(bitcoinUtxoSchema, WIRE_ARRAY_MAX));
export type BitcoinUtxosResponse = z.infer<typeof bitcoinUtxosResponseSchema>;

/** Confirmation target in blocks -> sat/vB; a rate is positive and finite (a fee computed from it must be). */
export const bitcoinFeeRatesResponseSchema = lazySchema(() =>
  z.pipe(
    wireRecord(z.number().check(z.positive(), z.maximum(1_000_000))),
    z.custom<Record<string, number>>(
      (record) => Object.keys(record as object).every((target) => /^[1-9][0-9]{0,3}$/.test(target)),
      { message: 'A fee estimate key is a confirmation target in blocks' },
    ),
  ),
);
export type BitcoinFeeRatesResponse = z.infer<typeof bitcoinFeeRatesResponseSchema>;

export const bitcoinBroadcastResponseSchema = lazySchema(() => z.object({ txid }));
export type BitcoinBroadcastResponse = z.infer<typeof bitcoinBroadcastResponseSchema>;
