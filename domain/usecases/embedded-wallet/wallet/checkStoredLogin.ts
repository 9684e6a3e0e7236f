/**
 * At start, a login stored from an earlier visit: is it still signed in on the secure
 * site? If not, the cached login is forgotten. If it is, and the connection's reconnect gave up meanwhile, the
 * reconnect runs again now that the frame answers. The reconnect waits RECONNECT_TIMEOUT_MS (3 s) for a
 * wallet; the frame (page, script, origin check, READY, 500 ms, set-up, IS_CONNECTED, GET_USER) outlasts that
 * on a starved machine, and a reload after a login came back disconnected.
 */
import { filter, firstValueFrom, map, type Observable } from 'rxjs';
import type { EmbeddedWalletFrame } from '../../../../ports/embedded-wallet-frame.port.js';
import type { Logger } from '../../../../ports/logger.port.js';
import { isFrameUnreachable } from '../../../entities/frame/frame-error.js';
import type { ConnectionState } from '../../connection/index.js';

export type CheckStoredLoginParameters = {
  /** Loads the frame (the use case's prepare). */
  prepare(): Promise<void>;
  frame: Pick<EmbeddedWalletFrame, 'request'>;
  /** The page's stored copy of the session token. */
  sessionToken(): string | undefined;
  connection: { readonly state$: Observable<ConnectionState>; reconnect(): Promise<void> };
  forgetLogin(): void;
  logger: Logger;
};

export type CheckStoredLoginReturnType = Promise<void>;

/** Never rejects: a frame that cannot say keeps the stored login (logged), as a signed-in one is kept. */
export async function checkStoredLogin(parameters: CheckStoredLoginParameters): CheckStoredLoginReturnType {
  const { connection, forgetLogin, logger } = parameters;
  try {
    if (!(await storedLoginSignedIn(parameters))) {
      forgetLogin();
      return;
    }
    // Every namespace the login may hold (eip155, solana) settled: a reconnect that gave up left one disconnected.
    const entries = await firstValueFrom(
      connection.state$.pipe(
        map((state) => Object.values(state.namespaces)),
        filter((all) => all.every((entry) => entry?.status !== 'connecting')),
      ),
    );
    // The reconnect only restores a session still stored and not ended by the person: nothing else comes back.
    if (entries.some((entry) => entry?.status === 'disconnected')) await connection.reconnect();
  } catch (error) {
    logger.debug('Could not check the stored embedded-wallet login', error);
  }
}

/** IS_CONNECTED with the stored token; a frame that did not load or answer in time is asked once more. */
async function storedLoginSignedIn({ prepare, frame, sessionToken }: CheckStoredLoginParameters): Promise<boolean> {
  const ask = async () => {
    await prepare();
    const token = sessionToken();
    const answer = (await frame.request('IS_CONNECTED', token ? { token } : {})) as { isConnected?: unknown };
    return answer?.isConnected === true;
  };
  try {
    return await ask();
  } catch (error) {
    if (!isFrameUnreachable(error)) throw error;
    return ask();
  }
}
