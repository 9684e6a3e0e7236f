import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { errorMessage } from '../../entities/errors/catalogue.js';
import { walletportOptionsSchema } from './options.schema.js';
import { OPTION_NAMES } from './optionNames.js';
import { preflightOptions } from './preflightOptions.js';

const network = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' };

function failure(input: unknown, extra: readonly string[] = []): unknown {
  try {
    preflightOptions(input, extra);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('preflightOptions', () => {
  it('accepts good options, and the names the caller handles itself', () => {
    expect(failure({ projectId: 'p', networks: [network] })).toBeUndefined();
    expect(failure({ projectId: 'p', networks: [network], logLevel: 'warn' }, ['logLevel'])).toBeUndefined();
  });

  it("refuses a missing or blank project id with 'Project ID Not Configured'", () => {
    for (const projectId of [undefined, '', '   ', 42]) {
      const error = failure({ projectId, networks: [network] });
      expect(isWalletportError(error, 'PROJECT_ID_REQUIRED')).toBe(true);
      expect((error as Error & { shortMessage: string }).shortMessage).toBe(errorMessage('PROJECT_ID_REQUIRED'));
    }
  });

  it('names an unknown option, with the option a near miss was meant to be', () => {
    const error = failure({ projectId: 'p', networks: [network], themeMod: 'dark' });
    expect(isWalletportError(error, 'INVALID_OPTIONS')).toBe(true);
    expect((error as Error & { details: string }).details).toBe('Unknown option `themeMod` (did you mean `themeMode`?)');
    const two = failure({ projectId: 'p', networks: [network], colour: 'red', logLevl: 'warn' }, ['logLevel']);
    expect((two as Error & { details: string }).details).toBe('Unknown options `colour`, `logLevl` (did you mean `logLevel`?)');
  });

  it('leaves theme variables to the core: their names are checked there with their values (theme.schema.ts)', () => {
    expect(failure({ projectId: 'p', networks: [network], themeVariables: { '--wp-accnt': 'red' } })).toBeUndefined();
  });

  it('refuses no networks, and a network without a CAIP-2 id', () => {
    expect(isWalletportError(failure({ projectId: 'p', networks: [] }), 'INVALID_OPTIONS')).toBe(true);
    expect(isWalletportError(failure({ projectId: 'p' }), 'INVALID_OPTIONS')).toBe(true);
    expect(isWalletportError(failure({ projectId: 'p', networks: [{ id: 1 }] }), 'INVALID_CAIP2_NETWORK_ID')).toBe(true);
    expect(isWalletportError(failure({ projectId: 'p', networks: [{ caipNetworkId: 'eip155' }] }), 'INVALID_CAIP2_NETWORK_ID')).toBe(true);
  });

  it('refuses both sign-in options, and anything but an object', () => {
    expect(isWalletportError(failure({ projectId: 'p', networks: [network], siwx: {}, siweConfig: {} }), 'SIWE_AND_SIWX_BOTH_SET')).toBe(true);
    expect(isWalletportError(failure(null), 'INVALID_OPTIONS')).toBe(true);
    expect(isWalletportError(failure([]), 'INVALID_OPTIONS')).toBe(true);
  });

  it('refuses `connectors` that are not wallet connectors', () => {
    expect(isWalletportError(failure({ projectId: 'p', networks: [network], connectors: 'mock' }, ['connectors']), 'INVALID_OPTIONS')).toBe(true);
    expect(isWalletportError(failure({ projectId: 'p', networks: [network], connectors: [{}] }, ['connectors']), 'INVALID_OPTIONS')).toBe(true);
    expect(failure({ projectId: 'p', networks: [network], connectors: [{ info: {}, connect: () => undefined }] }, ['connectors'])).toBeUndefined();
  });

  it('knows exactly the options the schema checks', () => {
    expect([...OPTION_NAMES].sort()).toEqual(Object.keys(walletportOptionsSchema.shape).sort());
  });
});
