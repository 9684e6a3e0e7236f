/**
 * The error-report rate limit (SPEC.md section 9: at most ERROR_REPORTS_PER_WINDOW per ERROR_REPORT_WINDOW_MS),
 * as a sliding window over accepted reports. A report at time `now` is accepted when fewer than
 * ERROR_REPORTS_PER_WINDOW reports were accepted at times `t` with `now - t < ERROR_REPORT_WINDOW_MS`. So with
 * five reports from time T on, a report at T + 59 999 is dropped and one at T + 60 000 is accepted (the first
 * report has left the window). Dropped reports do not count.
 */
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from '../../entities/constants.js';

export type ErrorReportLimits = { perWindow: number; windowMs: number };

export type AdmitErrorReportReturnType = {
  admitted: boolean;
  /** The accepted report times still inside the window, including `now` when admitted. */
  acceptedTimes: readonly number[];
};

export const ERROR_REPORT_LIMITS: ErrorReportLimits = {
  perWindow: ERROR_REPORTS_PER_WINDOW,
  windowMs: ERROR_REPORT_WINDOW_MS,
};

export function admitErrorReport(
  acceptedTimes: readonly number[],
  now: number,
  { perWindow, windowMs }: ErrorReportLimits = ERROR_REPORT_LIMITS,
): AdmitErrorReportReturnType {
  const recent = acceptedTimes.filter((time) => now - time < windowMs);
  if (recent.length >= perWindow) return { admitted: false, acceptedTimes: recent };
  return { admitted: true, acceptedTimes: [...recent, now] };
}
