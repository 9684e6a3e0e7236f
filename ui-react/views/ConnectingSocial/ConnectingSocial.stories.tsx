/**
 * The ConnectingSocial view: the popup opening, waiting for the person in the popup, connecting after the
 * result, Telegram's redirect, the failures (popup blocked, time-out, no redirect address) with "Try again",
 * and the view opened by name; light and dark. The platform and the frame are the fakes: no window opens and
 * nothing reaches a provider.
 */
import type { Story, StoryDefault } from '@ladle/react';
import { SOCIAL_LOGIN_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { EmbeddedStory, type EmbeddedStoryProps } from '../EmailLogin/testing/EmbeddedStory.js';

export default { title: 'Views / Connecting social', meta: { iframed: true } } satisfies StoryDefault;

const SECURE_ORIGIN = 'https://secure.walletconnect.org';
const PROVIDER_URI = 'https://accounts.example/authorize?client_id=google&state=story';

type Stage = 'opening' | 'waiting' | 'connecting' | 'redirecting' | 'blocked' | 'timed-out' | 'no-redirect' | 'by-name';

/** Connect, then the login with Google from its button (as a click would), run until `stage`. */
function until(stage: Stage): EmbeddedStoryProps['prepare'] {
  return (core, { frame }, ports) => {
    if (stage === 'by-name') {
      core.modal.open({ view: 'ConnectingSocial', data: { socialProvider: 'github' } });
      return;
    }
    if (stage === 'opening' || stage === 'redirecting' || stage === 'timed-out') frame.hang('GET_SOCIAL_REDIRECT_URI');
    else if (stage === 'no-redirect') frame.fail('GET_SOCIAL_REDIRECT_URI', 'Social login is not available for this project');
    else frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: PROVIDER_URI });
    frame.hang('CONNECT_SOCIAL');
    ports.platform.telegram = stage === 'redirecting';
    ports.platform.blockPopups = stage === 'blocked';
    core.modal.open({ view: 'Connect' });
    void core.socialLogin?.start('google');
    if (stage === 'connecting') ports.platform.lastPopup?.post({ resultUri: `${SECURE_ORIGIN}/social/result?token=story` }, SECURE_ORIGIN);
    if (stage === 'timed-out') ports.scheduler.advance(SOCIAL_LOGIN_TIMEOUT_MS);
  };
}

const story = (stage: Stage, dark = false): Story => {
  const prepare = until(stage);
  return () => <EmbeddedStory dark={dark} prepare={prepare} />;
};

export const Opening = story('opening');
export const OpeningDark = story('opening', true);
export const Waiting = story('waiting');
export const WaitingDark = story('waiting', true);
export const Connecting = story('connecting');
export const ConnectingDark = story('connecting', true);
export const TelegramRedirect = story('redirecting');
export const TelegramRedirectDark = story('redirecting', true);
export const PopupBlocked = story('blocked');
export const PopupBlockedDark = story('blocked', true);
export const TimedOut = story('timed-out');
export const TimedOutDark = story('timed-out', true);
export const NoRedirectAddress = story('no-redirect');
export const NoRedirectAddressDark = story('no-redirect', true);
export const OpenedByName = story('by-name');
export const OpenedByNameDark = story('by-name', true);
