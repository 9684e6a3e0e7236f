/**
 * The swap use case's last failure (`error`) as an alert banner on the Swap and SwapPreview views: the
 * wallet's short message or the catalogue's text ('Transaction error'), clamped (a wallet may answer with a
 * page of text) and rendered as text, never as HTML. Dismissing hides that error; the next one shows again.
 */
import { useState } from 'react';
import { clampText } from '../../../domain/entities/display/clampText.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { AlertBannerView } from '../../components/AlertBanner/AlertBanner.js';
import { useT } from '../../i18n/useT.js';

export type SwapErrorBannerProps = { error: WalletportError | undefined; title: string };

export function SwapErrorBanner({ error, title }: SwapErrorBannerProps) {
  const [dismissed, setDismissed] = useState<WalletportError | undefined>(undefined);
  const { localizeMessage } = useT();
  if (!error || error === dismissed) return null;
  return <AlertBannerView title={title} description={clampText(localizeMessage(error.shortMessage))} onDismiss={() => setDismissed(error)} />;
}
