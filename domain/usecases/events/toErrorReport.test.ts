import { describe, expect, it } from 'vitest';
import { walletportError } from '../../entities/errors/catalogue.js';
import { toErrorReport } from './toErrorReport.js';

describe('toErrorReport', () => {
  it('uses the code of a WalletportError as the error type', () => {
    const error = walletportError('NETWORK_NOT_FOUND');
    expect(toErrorReport(error, 7)).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'NETWORK_NOT_FOUND',
      errorMessage: 'Network not found',
      stackTrace: error.stack,
      timestamp: 7,
    });
  });

  it('uses the name of any other error', () => {
    const error = new TypeError('x is undefined');
    expect(toErrorReport(error, 1)).toMatchObject({ errorType: 'TypeError', errorMessage: 'x is undefined' });
  });

  it('describes thrown values that are not errors', () => {
    expect(toErrorReport('boom', 1)).toMatchObject({ errorType: 'string', errorMessage: 'boom', stackTrace: '' });
    expect(toErrorReport({ code: 1 }, 1)).toMatchObject({ errorType: 'object', errorMessage: '{"code":1}' });
    expect(toErrorReport(undefined, 1)).toMatchObject({ errorType: 'undefined', errorMessage: 'undefined' });
  });
});
