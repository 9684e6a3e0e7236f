/**
 * The alert banner's text (the alerts of ui-react/modal/alerts.ts): titles are the
 * alerts' own words; descriptions say what went wrong and what to do about it.
 */
export const enAlerts = {
  'alert.networkNotFoundTitle': 'Network Not Found',
  'alert.networkNotFoundDescription':
    'The requested network is not one of the networks this app was set up with. Add it to the networks option.',
  'alert.invalidAppConfigurationTitle': 'Invalid App Configuration',
  'alert.originNotAllowedDescription': "This site's origin is not on the project's allow list. Add it in the project dashboard.",
  'alert.invalidProjectIdDescription': 'The project ID was not accepted. Check the projectId option against the project dashboard.',
  'alert.unverifiedDomainDescription':
    'The embedded wallet could not load because this domain is not verified. Verify it in the project dashboard.',
  'alert.embeddedWalletLoadFailedTitle': 'Network Error - Could not load embedded wallet',
  'alert.embeddedWalletLoadFailedDescription': 'The embedded wallet did not load. Check your connection and try again later.',
  'alert.embeddedWalletRequestTimeoutTitle': 'Embedded Wallet Request Timed Out',
  'alert.embeddedWalletRequestTimeoutDescription': 'The embedded wallet did not answer in time. Please try again later.',
  'alert.sessionExpiredTitle': 'Session Expired',
  'alert.sessionExpiredDescription': "The session is no longer valid. Check your device's date and time settings, then connect again.",
  'alert.projectIdNotConfiguredTitle': 'Project ID Not Configured',
  'alert.projectIdNotConfiguredDescription': 'No project ID was given. Pass the projectId option when creating walletport.',
  'alert.serverErrorTitle': 'Server Error',
  'alert.serverErrorDescription': 'The server could not load the app configuration. Please try again later.',
  'alert.rateLimitedTitle': 'Rate Limited',
  'alert.rateLimitedDescription': 'Too many requests were made to the server. Please wait a moment and try again.',
  'alert.unknownTitle': 'Something went wrong',
  'alert.unknownDescription': 'An unexpected problem occurred.',
  /** A description followed by the server's own words about the problem. */
  'alert.descriptionWithDetails': '{description} ({details})',
  'alert.dismiss': 'Dismiss alert',
} as const;
