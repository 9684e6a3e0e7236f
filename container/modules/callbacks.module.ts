/**
 * The calls adapters make back into the use cases (CoreCallbacks, container/walletport-ports.ts): where the
 * wiring's two adapter cycles close. A connector that signs in while connecting calls the sign-in use case,
 * which is built over the connection, which holds the connectors; the embedded wallet's frame asks the
 * embedded wallet use case for the origin check before it loads, and that use case is built over the
 * frame's connector. Both use cases are resolved lazily, when an adapter calls, long after the core exists.
 */
import type { CoreCallbacks } from '../walletport-ports.js';
import { wiringService } from '../service.js';
import { Connection } from './connection.module.js';
import { EmbeddedWallet } from './embedded-wallet.module.js';
import { Siwx } from './siwx.module.js';

export const Callbacks = {
  coreCallbacks: wiringService('CoreCallbacks', (resolve): CoreCallbacks => {
    const siwx = resolve.lazy(Siwx.siwx);
    const embeddedWallet = resolve.lazy(EmbeddedWallet.embeddedWallet);
    const connection = resolve.lazy(Connection.connection);
    return {
      // With sign-in off, prepare answers undefined and the connect is a plain one.
      oneClickSignIn: {
        prepare: async (chains) => siwx()?.prepareOneClick(chains),
        complete: async (request, signedIn) => siwx()?.completeOneClick(request, signedIn),
      },
      beforeFrameLoad: async () => {
        await embeddedWallet()?.ensureOriginAllowed();
      },
      // Read when the visitor connects, never while discovery is built (the connection is built over it).
      activeNamespace: () => connection().snapshot.activeNamespace,
    };
  }),
};
