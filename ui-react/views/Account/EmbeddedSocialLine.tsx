/**
 * Who is signed in to the embedded wallet after a social login, under the account's address: the provider's
 * picture and the person's name there (the user name, else the email; untrusted text, rendered as text),
 * read out as "Signed in with GitHub as ada". A line, not a button: a social login has no email to change.
 * The sentence is the catalogue's, cut around the visible name so each language keeps its word order.
 */
import type { SocialProvider } from '../../../domain/usecases/options/index.js';
import { SocialIcon } from '../../components/SocialIcon/SocialIcon.js';
import { useT } from '../../i18n/useT.js';
import { socialLabel } from '../Connect/socialLabel.js';
import { splitAtPlaceholder } from './splitAtPlaceholder.js';

export function EmbeddedSocialLine({ provider, name }: { provider: SocialProvider; name: string | undefined }) {
  const { t } = useT();
  const label = socialLabel(provider);
  // The visible part is the name, or the provider's name without one; the rest of the sentence is read out only.
  const { before, after } =
    name === undefined
      ? splitAtPlaceholder(t('account.signedInWith'), 'provider')
      : splitAtPlaceholder(t('account.signedInWithAs', { provider: label }), 'name');
  return (
    <p className="wp-account-social" title={name === undefined ? label : `${label}: ${name}`} data-provider={provider}>
      <SocialIcon provider={provider} size={16} />
      {before ? <span className="wp-visually-hidden">{before}</span> : null}
      <span className="wp-account-social-name">{name ?? label}</span>
      {after ? <span className="wp-visually-hidden">{after}</span> : null}
    </p>
  );
}
