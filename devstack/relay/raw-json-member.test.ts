import { describe, expect, it } from 'vitest';
import { rawTopLevelMember } from './raw-json-member.js';

describe('rawTopLevelMember', () => {
  it('returns the member text as written, skipping nested objects, arrays and strings that look like members', () => {
    const text = ` { "params" : {"id": 1, "s": "\\"id\\": 2 }", "a": [{"id": 3}]} , "id" : 12345678901234567890123 , "x": null }`;
    expect(rawTopLevelMember(text, 'id')).toBe('12345678901234567890123');
    expect(rawTopLevelMember(text, 'x')).toBe('null');
    expect(rawTopLevelMember(text, 'missing')).toBeUndefined();
  });

  it('takes the last of duplicate keys, as JSON.parse does, and reads escaped key names', () => {
    expect(rawTopLevelMember('{"id":1,"\\u0069d":"two"}', 'id')).toBe('"two"');
  });

  it('has nothing to say about text that is not an object', () => {
    expect(rawTopLevelMember('[1,2]', 'id')).toBeUndefined();
    expect(rawTopLevelMember('{}', 'id')).toBeUndefined();
  });
});
