/** One button per social login provider, in the order given (socialsForPlatform). */
import type { SocialProvider } from '../../../domain/usecases/options/options.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { socialLabel } from './socialLabel.js';

export type SocialButtonsProps = { providers: readonly SocialProvider[] };

export function SocialButtons({ providers }: SocialButtonsProps) {
  const { router } = useLoadedCore();
  const onPick = (provider: SocialProvider) => {
    if (provider === 'farcaster') router.push('ConnectingFarcaster');
    else router.push('ConnectingSocial', { socialProvider: provider });
  };
  return (
    <ul className="wp-socials" aria-label="Social login">
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="wp-social-button"
            data-provider={provider}
            aria-label={`Continue with ${socialLabel(provider)}`}
            onClick={() => onPick(provider)}
          >
            {socialLabel(provider)}
          </button>
        </li>
      ))}
    </ul>
  );
}
