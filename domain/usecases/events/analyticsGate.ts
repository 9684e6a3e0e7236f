/**
 * Whether analytics may be sent: the local `analytics` feature and the project's analytics switch
 * (GET /getAnalyticsConfig) must both be on. The remote switch is asked only when the local feature is on,
 * and once while it answers. A failure means off, for ANALYTICS_CONFIG_RETRY_LOCKOUT_MS only, as the other
 * endpoints retry (as the token balances' lockout does): the next event after the lockout asks
 * once more (concurrent events share that one request), so a single failed request no longer turns
 * analytics off for the page's life.
 */
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { WalletCatalogue } from '../../../ports/wallet-catalogue.port.js';
import { TOKEN_BALANCE_RETRY_LOCKOUT_MS } from '../../entities/constants.js';

/** How long a failed read of the project switch keeps analytics off before the next event asks again. */
export const ANALYTICS_CONFIG_RETRY_LOCKOUT_MS = TOKEN_BALANCE_RETRY_LOCKOUT_MS;

export type CreateAnalyticsGateParameters = {
  isLocallyEnabled: () => boolean;
  /** Rejects when the switch could not be read. */
  catalogue: Pick<WalletCatalogue, 'getAnalyticsEnabled'>;
  clock: Pick<Scheduler, 'now'>;
};

export type CreateAnalyticsGateReturnType = () => Promise<boolean>;

export function createAnalyticsGate({ isLocallyEnabled, catalogue, clock }: CreateAnalyticsGateParameters): CreateAnalyticsGateReturnType {
  let remote: Promise<boolean> | undefined;
  let failedAt: number | undefined;
  return async () => {
    if (!isLocallyEnabled()) return false;
    if (remote === undefined) {
      if (failedAt !== undefined && clock.now() - failedAt < ANALYTICS_CONFIG_RETRY_LOCKOUT_MS) return false;
      remote = Promise.resolve()
        .then(() => catalogue.getAnalyticsEnabled())
        .catch(() => {
          failedAt = clock.now();
          remote = undefined;
          return false;
        });
    }
    return remote;
  };
}
