/**
 * Whether analytics may be sent: the local `analytics` feature and the project's analytics switch
 * (GET /getAnalyticsEnabled) must both be on. The remote switch is asked once, and only when the local
 * feature is on; a failure means off.
 */
import type { WalletCatalogue } from '../../../ports/wallet-catalogue.port.js';

export type CreateAnalyticsGateParameters = {
  isLocallyEnabled: () => boolean;
  catalogue: Pick<WalletCatalogue, 'getAnalyticsEnabled'>;
};

export function createAnalyticsGate({ isLocallyEnabled, catalogue }: CreateAnalyticsGateParameters): () => Promise<boolean> {
  let remote: Promise<boolean> | undefined;
  return async () => {
    if (!isLocallyEnabled()) return false;
    remote ??= Promise.resolve()
      .then(() => catalogue.getAnalyticsEnabled())
      .catch(() => false);
    return remote;
  };
}
