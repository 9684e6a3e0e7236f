/** Words many views share: the modal's own controls. */
export const enCommon = {
  'common.close': 'Close',
  'common.back': 'Back',
  'common.tryAgain': 'Try again',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
} as const;
