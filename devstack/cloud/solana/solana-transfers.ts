/**
 * What one landed Solana transaction moved for one account, from its meta's balances (as explorers do): the
 * account's SOL change (its fee put back when it paid it) and its change per SPL mint, each with the account
 * whose change went the other way as the counterparty.
 */
import { z } from 'zod';

const tokenBalanceSchema = z.object({
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({ amount: z.string().regex(/^\d+$/) }),
});

export const solanaTransactionSchema = z.object({
  slot: z.number(),
  blockTime: z.number().nullable().optional(),
  meta: z.object({
    err: z.unknown(),
    fee: z.number(),
    preBalances: z.array(z.number()),
    postBalances: z.array(z.number()),
    preTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
    postTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
    loadedAddresses: z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }).nullable().optional(),
  }),
  transaction: z.object({ signatures: z.array(z.string()).min(1), message: z.object({ accountKeys: z.array(z.string()).min(1) }) }),
});
export type SolanaTransaction = z.infer<typeof solanaTransactionSchema>;

/** `mint` undefined for SOL; `amount` in base units, positive; `direction` as the account sees it. */
export type SolanaTransfer = { mint: string | undefined; amount: bigint; direction: 'in' | 'out'; counterparty: string };

export function transfersOf(transaction: SolanaTransaction, self: string): SolanaTransfer[] {
  return [...solTransfer(transaction, self), ...tokenTransfers(transaction, self)];
}

function solTransfer(transaction: SolanaTransaction, self: string): SolanaTransfer[] {
  const { meta } = transaction;
  const keys = [...transaction.transaction.message.accountKeys, ...(meta.loadedAddresses?.writable ?? []), ...(meta.loadedAddresses?.readonly ?? [])];
  const deltas = new Map<string, bigint>();
  keys.forEach((key, index) => {
    // The fee payer (index 0) paid the fee to no one: it is not a transfer.
    const fee = index === 0 ? BigInt(meta.fee) : 0n;
    deltas.set(key, BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0) + fee);
  });
  return asTransfer(deltas, self, undefined);
}

function tokenTransfers(transaction: SolanaTransaction, self: string): SolanaTransfer[] {
  const byMint = new Map<string, Map<string, bigint>>();
  const add = (entries: z.infer<typeof tokenBalanceSchema>[] | null | undefined, sign: bigint): void => {
    for (const entry of entries ?? []) {
      if (entry.owner === undefined) continue;
      const owners = byMint.get(entry.mint) ?? new Map<string, bigint>();
      owners.set(entry.owner, (owners.get(entry.owner) ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount));
      byMint.set(entry.mint, owners);
    }
  };
  add(transaction.meta.preTokenBalances, -1n);
  add(transaction.meta.postTokenBalances, 1n);
  return [...byMint].flatMap(([mint, owners]) => asTransfer(owners, self, mint));
}

/** The account's change as a transfer, the counterparty being the largest change the other way. */
function asTransfer(deltas: ReadonlyMap<string, bigint>, self: string, mint: string | undefined): SolanaTransfer[] {
  const own = deltas.get(self) ?? 0n;
  if (own === 0n) return [];
  let counterparty = self;
  let largest = 0n;
  for (const [key, delta] of deltas) {
    const opposite = own > 0n ? -delta : delta;
    if (key !== self && opposite > largest) {
      largest = opposite;
      counterparty = key;
    }
  }
  return [{ mint, amount: own > 0n ? own : -own, direction: own > 0n ? 'in' : 'out', counterparty }];
}
