import { describe, expect, it } from 'vitest';
import { registrationMessage } from './registrationMessage.js';

describe('registrationMessage', () => {
  it('is the JSON {name, attributes, timestamp} with the suffixed name and whole seconds', () => {
    expect(registrationMessage({ name: 'alice', now: 1_700_000_000_999 })).toBe(
      '{"name":"alice.reown.id","attributes":{},"timestamp":1700000000}',
    );
  });

  it('does not add the suffix twice', () => {
    expect(JSON.parse(registrationMessage({ name: 'alice.reown.id', now: 0 }))).toEqual({ name: 'alice.reown.id', attributes: {}, timestamp: 0 });
  });
});
