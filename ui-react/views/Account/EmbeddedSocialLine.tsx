/**
 * Who is signed in to the embedded wallet after a social login, under the account's address: the provider's
 * picture and the person's name there (the user name, else the email; untrusted text, rendered as text),
 * read out as "Signed in with GitHub as ada". A line, not a button: a social login has no email to change.
 */
import type { SocialProvider } from '../../../domain/usecases/options/index.js';
import { SocialIcon } from '../../components/SocialIcon/SocialIcon.js';
import { socialLabel } from '../Connect/socialLabel.js';

export function EmbeddedSocialLine({ provider, name }: { provider: SocialProvider; name: string | undefined }) {
  const label = socialLabel(provider);
  return (
    <p className="wp-account-social" title={name === undefined ? label : `${label}: ${name}`} data-provider={provider}>
      <SocialIcon provider={provider} size={16} />
      <span className="wp-visually-hidden">{name === undefined ? 'Signed in with ' : `Signed in with ${label} as `}</span>
      <span className="wp-account-social-name">{name ?? label}</span>
    </p>
  );
}
