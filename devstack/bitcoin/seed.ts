/**
 * The ledger's deterministic start: regtest's genesis, 101 blocks paying the faucet (so the first coinbase is
 * mature, as after `generatetoaddress 101` on a regtest node), then a funding transaction from the faucet to
 * every dev account, mined in block 102. Block times are fixed and the signatures deterministic (RFC 6979),
 * so every restart gives the same ids.
 */
import { BITCOIN_DEV_ACCOUNTS, bitcoinDevKey, bitcoinFaucetKey } from './dev-keys.js';
import { faucetPayment } from './faucet.js';
import { BitcoinLedger } from './ledger.js';
import { SATS_PER_BTC } from './regtest.js';

/** What each dev account holds at start: 10 BTC in one output. */
export const BITCOIN_DEV_ACCOUNT_FUNDING = 10n * SATS_PER_BTC;
/** 2026-01-01T00:00:00Z: block h of the seed is stamped this plus ten minutes per block. */
const SEED_TIME = 1_767_225_600;
const BLOCK_SPACING_S = 600;
const MATURING_BLOCKS = 101;

export type SeedLedgerReturnType = { ledger: BitcoinLedger; fundingTxid: string };

export function seedLedger(now?: () => number): SeedLedgerReturnType {
  const faucet = bitcoinFaucetKey();
  const ledger = new BitcoinLedger({ minerScript: faucet.script, ...(now === undefined ? {} : { now }) });
  for (let height = 1; height <= MATURING_BLOCKS; height += 1) ledger.mine(SEED_TIME + height * BLOCK_SPACING_S);
  const payments = BITCOIN_DEV_ACCOUNTS.map((_, index) => ({ script: bitcoinDevKey(index).script, value: BITCOIN_DEV_ACCOUNT_FUNDING }));
  const result = ledger.submit(faucetPayment({ ledger, faucet, payments }));
  if (result.kind !== 'accepted') throw new Error(`the Bitcoin ledger refused its own funding: ${JSON.stringify(result)}`);
  ledger.mine(SEED_TIME + (MATURING_BLOCKS + 1) * BLOCK_SPACING_S);
  return { ledger, fundingTxid: result.accepted.transaction.txid };
}
