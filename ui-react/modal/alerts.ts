/**
 * The alert catalogue of SPEC.md section 8: what the alert banner says for each alert code. Titles are the
 * spec's words; descriptions say what went wrong and what to do about it. 'Invalid App Configuration' comes
 * in three variants (origin not allowed, invalid project id, unverified domain), each its own code.
 */
import type { EventsAlert } from '../../domain/usecases/events/index.js';

export type AlertEntry = {
  readonly title: string;
  readonly description: string;
};

export const alertCatalogue = {
  NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    description: 'The requested network is not one of the networks this app was set up with. Add it to the networks option.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    description: "This site's origin is not on the project's allow list. Add it in the project dashboard.",
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid App Configuration',
    description: 'The project ID was not accepted. Check the projectId option against the project dashboard.',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Invalid App Configuration',
    description: "The embedded wallet could not load because this domain is not verified. Verify it in the project dashboard.",
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    title: 'Network Error - Could not load embedded wallet',
    description: 'The embedded wallet did not load. Check your connection and try again later.',
  },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet did not answer in time. Please try again later.',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    description: "The session is no longer valid. Check your device's date and time settings, then connect again.",
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    description: 'No project ID was given. Pass the projectId option when creating walletport.',
  },
  SERVER_ERROR: {
    title: 'Server Error',
    description: 'The server could not load the app configuration. Please try again later.',
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    description: 'Too many requests were made to the server. Please wait a moment and try again.',
  },
} as const satisfies Record<string, AlertEntry>;

export type AlertCode = keyof typeof alertCatalogue;

// Every alert the events use case can raise has an entry: a missing one is a compile error here.
const _eventsAlertsAreCatalogued: Readonly<Record<EventsAlert, AlertEntry>> = alertCatalogue;
void _eventsAlertsAreCatalogued;

const UNKNOWN_ALERT: AlertEntry = { title: 'Something went wrong', description: 'An unexpected problem occurred.' };

/** The entry for a code; an unknown code (from a newer core, say) still gets a banner rather than nothing. */
export function describeAlert(code: string, details?: string): AlertEntry {
  const entry: AlertEntry = Object.hasOwn(alertCatalogue, code) ? alertCatalogue[code as AlertCode] : UNKNOWN_ALERT;
  return details ? { title: entry.title, description: `${entry.description} (${details})` } : entry;
}
