/**
 * The Buy views' names for the state's ids: the providers as their brands write them, the payment methods as
 * a visitor reads them.
 */
import type { OnrampPaymentMethod, OnrampProvider } from '../../../domain/usecases/onramp/index.js';

export const PROVIDER_NAMES: Readonly<Record<OnrampProvider, string>> = { meld: 'Meld', coinbase: 'Coinbase' };

export const METHOD_NAMES: Readonly<Record<OnrampPaymentMethod, string>> = { card: 'Card', bank_account: 'Bank transfer' };
