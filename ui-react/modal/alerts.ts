/**
 * The alert catalogue of SPEC.md section 8: what the alert banner says for each alert code, as entries of
 * locales/en/alerts.ts. Titles are the spec's words; descriptions say what went wrong and what to do about it.
 * 'Invalid App Configuration' comes in three variants (origin not allowed, invalid project id, unverified
 * domain), each its own code.
 */
import type { EventsAlert } from '../../domain/usecases/events/index.js';
import { interpolate } from '../../domain/entities/i18n/message.js';
import { enAlerts } from '../../locales/en/alerts.js';

type AlertMessageKey = keyof typeof enAlerts;

export type AlertEntry = {
  readonly title: string;
  readonly description: string;
};

type AlertKeys = { readonly title: AlertMessageKey; readonly description: AlertMessageKey };

/** The catalogue entries of each alert code. */
export const alertKeys = {
  NETWORK_NOT_FOUND: { title: 'alert.networkNotFoundTitle', description: 'alert.networkNotFoundDescription' },
  INVALID_APP_CONFIGURATION: { title: 'alert.invalidAppConfigurationTitle', description: 'alert.originNotAllowedDescription' },
  INVALID_PROJECT_ID: { title: 'alert.invalidAppConfigurationTitle', description: 'alert.invalidProjectIdDescription' },
  UNVERIFIED_DOMAIN: { title: 'alert.invalidAppConfigurationTitle', description: 'alert.unverifiedDomainDescription' },
  EMBEDDED_WALLET_LOAD_FAILED: { title: 'alert.embeddedWalletLoadFailedTitle', description: 'alert.embeddedWalletLoadFailedDescription' },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    title: 'alert.embeddedWalletRequestTimeoutTitle',
    description: 'alert.embeddedWalletRequestTimeoutDescription',
  },
  SESSION_EXPIRED: { title: 'alert.sessionExpiredTitle', description: 'alert.sessionExpiredDescription' },
  PROJECT_ID_NOT_CONFIGURED: { title: 'alert.projectIdNotConfiguredTitle', description: 'alert.projectIdNotConfiguredDescription' },
  SERVER_ERROR: { title: 'alert.serverErrorTitle', description: 'alert.serverErrorDescription' },
  RATE_LIMITED: { title: 'alert.rateLimitedTitle', description: 'alert.rateLimitedDescription' },
} as const satisfies Record<string, AlertKeys>;

export type AlertCode = keyof typeof alertKeys;

// Every alert the events use case can raise has an entry: a missing one is a compile error here.
const _eventsAlertsAreCatalogued: Readonly<Record<EventsAlert, AlertKeys>> = alertKeys;
void _eventsAlertsAreCatalogued;

const UNKNOWN_ALERT: AlertKeys = { title: 'alert.unknownTitle', description: 'alert.unknownDescription' };

/** What describeAlert needs of the translator (useT's `t`); English by default. */
export type AlertTranslate = (key: AlertMessageKey, parameters?: Readonly<Record<string, string>>) => string;

const english: AlertTranslate = (key, parameters) => interpolate(enAlerts[key], parameters);

/** The English entries by code (the spec's words, for code that reports an alert in English). */
export const alertCatalogue: Readonly<Record<AlertCode, AlertEntry>> = Object.fromEntries(
  Object.entries(alertKeys).map(([code, keys]) => [code, { title: english(keys.title), description: english(keys.description) }]),
) as Record<AlertCode, AlertEntry>;

/**
 * The entry for a code in the shown language; an unknown code (from a newer core, say) still gets a banner
 * rather than nothing. `details` (the server's own words) follow the description as given.
 */
export function describeAlert(code: string, details?: string, t: AlertTranslate = english): AlertEntry {
  const keys: AlertKeys = Object.hasOwn(alertKeys, code) ? alertKeys[code as AlertCode] : UNKNOWN_ALERT;
  const description = t(keys.description);
  return {
    title: t(keys.title),
    description: details ? t('alert.descriptionWithDetails', { description, details }) : description,
  };
}
