/**
 * The Buy views' names for the state's ids: the providers as their brands write them, the payment methods as
 * a visitor reads them.
 */
import type { OnrampPaymentMethod, OnrampProvider } from '../../../domain/usecases/onramp/index.js';
import type { MessageKey } from '../../../locales/messages.js';

export const PROVIDER_NAMES: Readonly<Record<OnrampProvider, string>> = { meld: 'Meld', coinbase: 'Coinbase' };

/** The catalogue entry of each payment method's name. */
export const METHOD_NAME_KEYS = { card: 'onramp.methodCard', bank_account: 'onramp.methodBank' } as const satisfies Readonly<Record<OnrampPaymentMethod, MessageKey>>;
