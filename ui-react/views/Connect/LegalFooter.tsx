/**
 * "By connecting your wallet, you agree to our Terms of Service and Privacy Policy", shown when the options
 * give either address. A link gets its href only when isSafeWebLink accepts it (https, or a local http address);
 * otherwise its name is plain text. Links open in a new tab without access to this page.
 */
import { isSafeWebLink } from '../../../domain/entities/link/is-safe-link.js';

export type LegalFooterProps = {
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
};

function LegalLink({ url, children }: { url: string; children: string }) {
  if (!isSafeWebLink(url)) return <span className="wp-legal-name">{children}</span>;
  return (
    <a className="wp-legal-link" href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function LegalFooter({ termsUrl, privacyUrl }: LegalFooterProps) {
  if (!termsUrl && !privacyUrl) return null;
  return (
    <p className="wp-legal">
      By connecting your wallet, you agree to our{' '}
      {termsUrl ? <LegalLink url={termsUrl}>Terms of Service</LegalLink> : null}
      {termsUrl && privacyUrl ? ' and ' : null}
      {privacyUrl ? <LegalLink url={privacyUrl}>Privacy Policy</LegalLink> : null}.
    </p>
  );
}
