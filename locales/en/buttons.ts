/**
 * The English text of the buttons a page renders before the modal opens (connect, account and network
 * buttons). Kept apart from the modal's text because it is part of the entry every page loads.
 */
export const enButtons = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.network': 'Network',
  'button.unsupportedNetwork': 'Unsupported network',
} as const;
