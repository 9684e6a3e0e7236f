import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from '../../entities/constants.js';
import { admitErrorReport } from './admitErrorReport.js';

/** Runs reports at the given times and says which were admitted. */
function run(times: readonly number[]): boolean[] {
  let accepted: readonly number[] = [];
  return times.map((now) => {
    const result = admitErrorReport(accepted, now);
    accepted = result.acceptedTimes;
    return result.admitted;
  });
}

describe('admitErrorReport', () => {
  it('uses the section 9 limits: 5 per 60 s', () => {
    expect(ERROR_REPORTS_PER_WINDOW).toBe(5);
    expect(ERROR_REPORT_WINDOW_MS).toBe(60_000);
  });

  it('admits five reports in the same instant and drops the sixth', () => {
    expect(run([0, 0, 0, 0, 0, 0])).toEqual([true, true, true, true, true, false]);
  });

  it('drops a sixth report 59 999 ms after the first and admits one at exactly 60 000 ms', () => {
    expect(run([0, 1, 2, 3, 4, 59_999])).toEqual([true, true, true, true, true, false]);
    expect(run([0, 1, 2, 3, 4, 60_000])).toEqual([true, true, true, true, true, true]);
  });

  it('does not count dropped reports', () => {
    // 5 accepted at 0..4; drops at 10..30; at 60 000 only the report at 0 has left the window.
    expect(run([0, 1, 2, 3, 4, 10, 20, 30, 60_000, 60_000, 60_001])).toEqual([
      ...Array(5).fill(true),
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('forgets accepted times that have left the window', () => {
    const { acceptedTimes } = admitErrorReport([0, 10, 59_000], 60_010);
    expect(acceptedTimes).toEqual([59_000, 60_010]);
  });
});
