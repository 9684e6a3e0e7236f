/**
 * "By connecting your wallet, you agree to our Terms of Service and Privacy Policy", shown when the options
 * give either address. The sentence is one catalogue entry with {terms} and {privacy} where the links go, so
 * a language puts them where its word order wants them. A link gets its href only when isSafeWebLink accepts
 * it (https, or a local http address); otherwise its name is plain text. Links open in a new tab without
 * access to this page.
 */
import { Fragment, type ReactNode } from 'react';
import { isSafeWebLink } from '../../../domain/entities/link/is-safe-link.js';
import type { MessageKey } from '../../../locales/messages.js';
import { useT } from '../../i18n/useT.js';

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

function sentenceKey(terms: boolean, privacy: boolean): MessageKey {
  if (terms && privacy) return 'connect.legalTermsAndPrivacy';
  return terms ? 'connect.legalTerms' : 'connect.legalPrivacy';
}

export function LegalFooter({ termsUrl, privacyUrl }: LegalFooterProps) {
  const { t } = useT();
  if (!termsUrl && !privacyUrl) return null;
  const links: Readonly<Record<string, ReactNode>> = {
    '{terms}': termsUrl ? <LegalLink url={termsUrl}>{t('connect.termsOfService')}</LegalLink> : null,
    '{privacy}': privacyUrl ? <LegalLink url={privacyUrl}>{t('connect.privacyPolicy')}</LegalLink> : null,
  };
  // Without parameters the placeholders stay in the text: each becomes its link.
  const parts = t(sentenceKey(Boolean(termsUrl), Boolean(privacyUrl))).split(/(\{terms\}|\{privacy\})/);
  return (
    <p className="wp-legal">
      {parts.map((part, index) => (
        <Fragment key={index}>{Object.hasOwn(links, part) ? links[part] : part}</Fragment>
      ))}
    </p>
  );
}
