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

  it('refuses an unknown theme variable by name, suggesting the one meant, and accepts ours and the AppKit names', () => {
    const error = failure({ projectId: 'p', networks: [network], themeVariables: { '--wp-accnt': 'red', '--wp-z-index': 10 } });
    expect(isWalletportError(error, 'INVALID_OPTIONS')).toBe(true);
    expect((error as Error & { details: string }).details).toBe('Unknown theme variable `--wp-accnt` (did you mean `--wp-accent`?)');
    const noPrefix = failure({ projectId: 'p', networks: [network], themeVariables: { accentColor: 'red' } });
    expect((noPrefix as Error & { details: string }).details).toBe('Unknown theme variable `accentColor`');
    const options = { projectId: 'p', networks: [network], themeVariables: { '--wp-accent': 'red', '--w3m-z-index': 5, '--wp-overlay-blur': '4px' } };
    expect(failure(options)).toBeUndefined();
    // A value is not checked here (the core checks it and warns); a non-object is the schema's to refuse.
    expect(failure({ projectId: 'p', networks: [network], themeVariables: { '--wp-accent': 42 } })).toBeUndefined();
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
