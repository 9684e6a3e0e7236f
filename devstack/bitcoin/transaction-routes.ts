/**
 * Esplora's transaction routes: POST /tx (raw hex in, the txid as text out, or a 400 with the node's reject
 * reason), GET /tx/:txid, /tx/:txid/status, /tx/:txid/hex, /tx/:txid/outspends.
 */
import { z } from 'zod';
import { bytesFromHex, hexOf } from './bytes.js';
import { statusJson, transactionJson } from './esplora-json.js';
import type { BitcoinLedger, LedgerTransaction } from './ledger.js';
import { TX_DECODE_FAILED, esploraRefusalText } from './refusal.js';
import { json, text, type Reply, type Route } from './reply.js';

/** A transaction is at most 400,000 weight units: 4 MB of hex would already be far too much. */
const MAX_HEX_CHARS = 2 * 4_000_000;
const rawHex = z.string().trim().max(MAX_HEX_CHARS).regex(/^(?:[0-9a-fA-F]{2})+$/);

const TXID = '([0-9a-f]{64})';
const NOT_FOUND = text('Transaction not found', 404);

function withTransaction(ledger: BitcoinLedger, txid: string | undefined, answer: (entry: LedgerTransaction) => Reply): Reply {
  const entry = txid === undefined ? undefined : ledger.transaction(txid);
  return entry === undefined ? NOT_FOUND : answer(entry);
}

/** POST /tx: what a node's sendrawtransaction says, through Esplora. */
export function broadcast(ledger: BitcoinLedger, body: string): Reply {
  const parsed = rawHex.safeParse(body);
  const raw = parsed.success ? bytesFromHex(parsed.data) : undefined;
  if (raw === undefined) return text(esploraRefusalText(TX_DECODE_FAILED), 400);
  const result = ledger.submit(raw);
  switch (result.kind) {
    case 'accepted':
      return text(result.accepted.transaction.txid);
    case 'known':
      return text(result.txid);
    case 'refused':
      return text(esploraRefusalText(result.refusal), 400);
  }
}

export function transactionRoutes(ledger: BitcoinLedger): Route[] {
  return [
    { method: 'POST', pattern: /^\/tx$/, handle: (_groups, body) => broadcast(ledger, body) },
    { method: 'GET', pattern: new RegExp(`^/tx/${TXID}$`), handle: ([txid]) => withTransaction(ledger, txid, (entry) => json(transactionJson(entry))) },
    { method: 'GET', pattern: new RegExp(`^/tx/${TXID}/status$`), handle: ([txid]) => withTransaction(ledger, txid, (entry) => json(statusJson(entry.block))) },
    { method: 'GET', pattern: new RegExp(`^/tx/${TXID}/hex$`), handle: ([txid]) => withTransaction(ledger, txid, (entry) => text(hexOf(entry.transaction.raw))) },
    {
      method: 'GET',
      pattern: new RegExp(`^/tx/${TXID}/outspends$`),
      handle: ([txid]) =>
        withTransaction(ledger, txid, (entry) =>
          json(
            entry.transaction.outputs.map((_output, vout) => {
              const spender = ledger.spenderOf(entry.transaction.txid, vout);
              return spender === undefined ? { spent: false } : { spent: true, txid: spender.txid, vin: spender.vin, status: statusJson(ledger.transaction(spender.txid)!.block) };
            }),
          ),
        ),
    },
  ];
}
