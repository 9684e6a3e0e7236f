import { describe, expect, it } from 'vitest';
import { isValidAccountName } from './isValidAccountName.js';

describe('isValidAccountName', () => {
  it.each(['alice', 'Bob1', 'my-name', '1234', '----', 'a-b-c-d-e'])('accepts %j', (name) => {
    expect(isValidAccountName(name)).toBe(true);
  });

  it.each(['abc', '', 'a-1'])('rejects %j, shorter than 4 characters', (name) => {
    expect(isValidAccountName(name)).toBe(false);
  });

  it.each(['alice.reown.id', 'al ice', 'under_score', 'émile', 'alice!', 'alice\n', 'ａｂｃｄ'])(
    'rejects %j, which has a character other than a letter, digit or hyphen',
    (name) => {
      expect(isValidAccountName(name)).toBe(false);
    },
  );
});
