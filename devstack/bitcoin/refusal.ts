/**
 * A refused broadcast, as a node says it: Bitcoin Core's RPC code and reject reason, which Esplora passes on
 * in a 400 answer to POST /tx (`sendrawtransaction RPC error: {"code":-26,"message":"…"}`).
 */
import { SATS_PER_BTC } from './regtest.js';

/** Bitcoin Core's RPC error codes for sendrawtransaction. */
export const RPC_CODE = {
  /** The bytes are not a transaction. */
  deserialization: -22,
  /** An input is missing or already spent. */
  verify: -25,
  /** Refused by consensus or relay policy. */
  rejected: -26,
  alreadyInChain: -27,
} as const;

export type BroadcastRefusal = { code: number; message: string };

export const TX_DECODE_FAILED: BroadcastRefusal = {
  code: RPC_CODE.deserialization,
  message: 'TX decode failed. Make sure the tx has at least one input.',
};

export function rejected(message: string): BroadcastRefusal {
  return { code: RPC_CODE.rejected, message };
}

/** The body of Esplora's 400 answer to a refused POST /tx. */
export function esploraRefusalText(refusal: BroadcastRefusal): string {
  return `sendrawtransaction RPC error: ${JSON.stringify({ code: refusal.code, message: refusal.message })}`;
}

/** Bitcoin Core's FormatMoney: BTC with trailing zeros cut, keeping at least two decimals ("0.01", "1.00", "0.00012345"). */
export function formatMoney(sats: bigint): string {
  const sign = sats < 0n ? '-' : '';
  const magnitude = sats < 0n ? -sats : sats;
  let fraction = (magnitude % SATS_PER_BTC).toString().padStart(8, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${magnitude / SATS_PER_BTC}.${fraction}`;
}
