/**
 * One button per social login provider, in the order given (socialsForPlatform), laid out by
 * socialButtonLayout: the first one or two full-width with their name, the rest as pictures in an even grid.
 * Every button is named "Continue with <Provider>".
 *
 * A provider's button starts the social login in the click itself (socialLogin.start opens the popup before
 * anything is awaited: popup blockers allow only that). Farcaster has its own view (ConnectingFarcaster).
 * Without the embedded wallet the view says social login is off (the ConnectingSocial view's fallback).
 */
import type { CSSProperties } from 'react';
import { SOCIAL_PROVIDERS } from '../../../domain/entities/constants.js';
import type { FrameSocialProvider } from '../../../domain/entities/frame/frame-payloads.schema.js';
import type { SocialProvider } from '../../../domain/usecases/options/index.js';
import { SocialIcon } from '../../components/SocialIcon/SocialIcon.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';
import { socialButtonLayout } from './socialButtonLayout.js';
import { socialLabel } from './socialLabel.js';

export type SocialButtonsProps = { providers: readonly SocialProvider[] };

export function SocialButtons({ providers }: SocialButtonsProps) {
  const { router, socialLogin } = useLoadedCore();
  const { t } = useT();
  const { wide, columns } = socialButtonLayout(providers.length);
  const onPick = (provider: SocialProvider) => {
    if (provider === 'farcaster') router.push('ConnectingFarcaster');
    else if (socialLogin && isRedirectProvider(provider)) void socialLogin.start(provider);
    else router.push('ConnectingSocial', { socialProvider: provider });
  };
  const style = { '--wp-social-columns': String(Math.max(columns, 1)) } as CSSProperties;
  return (
    <ul className="wp-socials" aria-label={t('connect.socialLogin')} style={style}>
      {providers.map((provider, index) => {
        const label = socialLabel(provider);
        const continueWith = t('connect.continueWith', { provider: label });
        const isWide = index < wide;
        return (
          <li key={provider} className={isWide ? 'wp-social-wide' : undefined}>
            <button
              type="button"
              className="wp-social-button"
              data-provider={provider}
              aria-label={continueWith}
              title={isWide ? undefined : label}
              onClick={() => onPick(provider)}
            >
              <SocialIcon provider={provider} />
              {isWide ? <span className="wp-social-label">{continueWith}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function isRedirectProvider(provider: SocialProvider): provider is FrameSocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(provider);
}
