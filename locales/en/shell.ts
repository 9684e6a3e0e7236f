/**
 * The text of the modal's frame and shared components (ui-react/modal, ui-react/components): what a view
 * shows while it loads, when it cannot be shown, and the token picker's search.
 */
export const enShell = {
  'shell.loadingView': 'Loading view',
  'shell.viewNotAvailable': 'This view is not available yet',
  'shell.viewFailed': 'This view could not be loaded',
  'shell.embeddedLoginOff': 'Email and social login are not available',
  /** The view's name as the router knows it (an identifier, shown under the message for a bug report). */
  'shell.viewName': '({view})',
  'shell.goBack': 'Go back',
  'shell.closeModal': 'Close modal',
  'shell.searchToken': 'Search token',
} as const;
