/**
 * The purchases the Buy views' tests and stories plant (test-only: the build leaves out `testing/`). The
 * options and quotes are the shared fake's (tests/fakes/onramp-provider.fake.ts, the devstack provider's
 * rules: USD card 20.00-5,000.00; meld 1.50 %, coinbase 1.00 %, a 0.50 network fee), so 50 USD of USDC by
 * card is 49 USDC from Coinbase and 48.75 USDC from Meld.
 */
import type { ActivityTransaction } from '../../../../domain/entities/activity/transaction.js';
import { walletportDevnetA } from '../../../../domain/entities/network/chains/walletportDevnets.js';
import { fakeActivityTransaction } from '../../../../tests/fakes/blockchain-api.fake.js';
import { TEST_ADDRESS } from '../../Account/testing/world.js';

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
