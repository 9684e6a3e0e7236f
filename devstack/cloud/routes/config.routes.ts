/** Project configuration: remote features, allowed origins and the analytics switch, from the settings table. */
import type { CloudContext } from '../cloud-context.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';

export function configRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/appkit/v1/config', 'api', () => jsonReply({ features: cloud.stores.settings.get().features }));
  router.add('GET', '/projects/v1/origins', 'api', () =>
    jsonReply({ allowedOrigins: cloud.stores.settings.get().allowedOrigins }),
  );
  router.add('GET', '/getAnalyticsConfig', 'api', () =>
    jsonReply({ isAnalyticsEnabled: cloud.stores.settings.get().analyticsEnabled }),
  );
}
