/**
 * On-ramp purchases as the history answers them (`onramp=coinbase`), for the Activity tab's and the Buy
 * views' tests and stories (test-only: the build leaves out `testing/`): bought by the test account on the
 * first devnet, delivered from the devstack provider's treasury.
 */
import type { ActivityTransaction } from '../../../../domain/entities/activity/transaction.js';
import { walletportDevnetA } from '../../../../domain/entities/network/chains/walletportDevnets.js';
import { fakeActivityTransaction } from '../../../../tests/fakes/blockchain-api.fake.js';
import { TEST_ADDRESS } from './world.js';

/** The devstack provider's treasury on the EVM devnets (where delivered tokens come from). */
export const ONRAMP_TREASURY = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

export type PurchaseParameters = {
  readonly id: string;
  readonly status: ActivityTransaction['metadata']['status'];
  readonly minedAt: string;
  readonly amount?: string;
  readonly symbol?: string;
  readonly hash?: string;
  readonly caipNetworkId?: string;
  readonly failureReason?: string;
};

/** A purchase as the cloud's history answers it (`onramp=coinbase`). */
export function purchaseTransaction({
  id,
  status,
  minedAt,
  amount = '49',
  symbol = 'USDC',
  hash = '',
  caipNetworkId = walletportDevnetA.caipNetworkId,
  failureReason,
}: PurchaseParameters): ActivityTransaction {
  return fakeActivityTransaction({
    id,
    metadata: {
      operationType: 'buy',
      hash,
      chain: caipNetworkId,
      minedAt,
      sentFrom: ONRAMP_TREASURY,
      sentTo: TEST_ADDRESS,
      status,
      nonce: 0,
      ...(failureReason === undefined ? {} : { failureReason }),
    },
    transfers: [{ fungible_info: { name: symbol === 'USDC' ? 'USD Coin' : symbol, symbol }, direction: 'in', quantity: { numeric: amount } }],
  });
}
