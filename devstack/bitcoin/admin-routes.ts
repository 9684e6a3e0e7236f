/**
 * Routes for tests and journeys, beside Esplora's (a regtest node's generatetoaddress and a faucet):
 * POST /__admin/mine?blocks=n mines n blocks now (1 by default) and answers their hashes;
 * POST /__admin/faucet {"address","sats"} pays an address from the faucet into the mempool and answers the txid.
 */
import { z } from 'zod';
import { scriptOfAddress } from './address-routes.js';
import type { BitcoinDevKey } from './dev-keys.js';
import { FaucetEmptyError, faucetPayment } from './faucet.js';
import type { BitcoinLedger } from './ledger.js';
import { dustThreshold } from './relay-policy.js';
import { esploraRefusalText } from './refusal.js';
import { json, text, type Route } from './reply.js';

const MAX_BLOCKS_PER_CALL = 200;
const faucetRequest = z.object({ address: z.string().max(100), sats: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

export function adminRoutes(ledger: BitcoinLedger, faucet: BitcoinDevKey): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/__admin\/mine$/,
      handle: (_groups, _body, query) => {
        const count = z.coerce.number().int().min(1).max(MAX_BLOCKS_PER_CALL).safeParse(query.get('blocks') ?? 1);
        if (!count.success) return text(`blocks must be 1 to ${MAX_BLOCKS_PER_CALL}`, 400);
        return json({ blocks: Array.from({ length: count.data }, () => ledger.mine().hash) });
      },
    },
    {
      method: 'POST',
      pattern: /^\/__admin\/faucet$/,
      handle: (_groups, body) => {
        let request: z.infer<typeof faucetRequest>;
        try {
          request = faucetRequest.parse(JSON.parse(body));
        } catch {
          return text('expected {"address": a regtest address, "sats": a positive integer}', 400);
        }
        const script = scriptOfAddress(request.address);
        if (script === undefined) return text('Invalid Bitcoin address', 400);
        if (BigInt(request.sats) < dustThreshold(script)) return text(`${request.sats} sats is dust for this address`, 400);
        try {
          const result = ledger.submit(faucetPayment({ ledger, faucet, payments: [{ script, value: BigInt(request.sats) }] }));
          if (result.kind === 'refused') return text(esploraRefusalText(result.refusal), 400);
          return json({ txid: result.kind === 'accepted' ? result.accepted.transaction.txid : result.txid });
        } catch (error) {
          if (error instanceof FaucetEmptyError) return text(error.message, 409);
          throw error;
        }
      },
    },
  ];
}
