/**
 * Turns anything thrown into the analytics service's error report: `errorType` is the WalletportError code, else
 * the error's name, else the thrown value's type; `errorMessage` the message; `stackTrace` the stack or ''.
 */
import type { ErrorReport } from '../../../ports/analytics.port.js';
import { WalletportError } from '../../entities/errors/base.error.js';
import { ERROR_REPORT_EVENT } from './event-names.js';

export function toErrorReport(error: unknown, timestamp: number): ErrorReport {
  return { type: 'error', event: ERROR_REPORT_EVENT, ...describeError(error), timestamp };
}

function describeError(error: unknown): Pick<ErrorReport, 'errorType' | 'errorMessage' | 'stackTrace'> {
  if (error instanceof WalletportError) {
    return { errorType: error.code, errorMessage: error.message, stackTrace: error.stack ?? '' };
  }
  if (error instanceof Error) {
    return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack ?? '' };
  }
  return { errorType: typeof error, errorMessage: stringify(error), stackTrace: '' };
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
