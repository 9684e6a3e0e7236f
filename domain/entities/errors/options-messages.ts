/**
 * The messages of the errors createWalletport throws before anything loads (preflightOptions). They live
 * apart from the rest of the catalogue, which spreads them in, so the JS a host page loads before the modal
 * opens carries these four strings and not the whole catalogue (the size budget).
 */
export const optionsErrorMessages = {
  SIWE_AND_SIWX_BOTH_SET: 'Cannot set both `siweConfig` and `siwx` options',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  PROJECT_ID_REQUIRED: 'Project ID Not Configured',
  INVALID_OPTIONS: 'Invalid walletport options',
} as const;

export type OptionsErrorCode = keyof typeof optionsErrorMessages;
