/**
 * IS_CONNECTED, shared by the embedded wallet's connectors (eip155 and solana, one login): with the page's
 * copy of the session token, and asked of a new frame once more when the first did not load or answer in
 * time. After a reload on a starved machine the first frame may miss its READY; reading that as "signed
 * out" dropped a live session.
 */
import { isFrameUnreachable } from '../../../domain/entities/frame/frame-error.js';
import { parseFrameSuccessPayload } from '../../../domain/entities/frame/parseFramePayload.js';
import type { EmbeddedWalletFrame } from '../../../ports/embedded-wallet-frame.port.js';
import type { Logger } from '../../../ports/logger.port.js';

export type FrameSignedInParameters = {
  frame: Pick<EmbeddedWalletFrame, 'request'>;
  /** The session token of the last SESSION_UPDATE, else the page's stored copy. */
  token: () => string | undefined;
  logger: Logger;
};

/** Whether the frame holds a live session; rejects with the frame's failure when it cannot say (twice). */
export async function frameSignedIn({ frame, token, logger }: FrameSignedInParameters): Promise<boolean> {
  const ask = async () => {
    const current = token();
    const answer = await frame.request('IS_CONNECTED', current === undefined ? {} : { token: current });
    return parseFrameSuccessPayload('IS_CONNECTED', answer).isConnected;
  };
  try {
    return await ask();
  } catch (error) {
    if (!isFrameUnreachable(error)) throw error;
    logger.debug('The embedded wallet did not answer IS_CONNECTED; asking a new frame', error);
    return ask();
  }
}
