/** ApproveTransaction: the embedded wallet's approval screen. */
export const enApprove = {
  'approve.region': 'Secure wallet approval screen',
  'approve.hint': 'Review the request in your secure wallet, then approve or reject it.',
  'approve.nothingWaiting': 'No request is waiting for approval.',
} as const;
