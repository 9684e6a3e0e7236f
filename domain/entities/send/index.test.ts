import { expect, it } from 'vitest';
import * as entry from './index.js';

// A change to the public surface of this folder should show up in review.
it('exports exactly these names', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "BTC_DECIMALS",
      "SOL_DECIMALS",
      "bitcoinSpendable",
      "checkBitcoinSendForm",
      "lamportsToSol",
      "parsePositiveAmount",
      "satoshisToBtc",
      "solanaSpendable",
      "toLamports",
      "validateBitcoinTransfer",
      "validateSendInput",
      "validateSolanaTransfer",
    ]
  `);
});
