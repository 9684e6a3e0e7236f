import { describe, expect, it } from 'vitest';
import { isNameWithSuffix, stripNameSuffix, withNameSuffix } from './nameSuffix.js';

describe('isNameWithSuffix', () => {
  it('recognises the current and the legacy suffix, in any case', () => {
    expect(isNameWithSuffix('alice.reown.id')).toBe(true);
    expect(isNameWithSuffix('alice.wcn.id')).toBe(true);
    expect(isNameWithSuffix('Alice.REOWN.ID')).toBe(true);
  });

  it('rejects other names', () => {
    expect(isNameWithSuffix('alice')).toBe(false);
    expect(isNameWithSuffix('alice.eth')).toBe(false);
    expect(isNameWithSuffix('alicereown.id')).toBe(false);
    expect(isNameWithSuffix('alice.reown.id.eth')).toBe(false);
  });
});

describe('withNameSuffix', () => {
  it('appends .reown.id to a bare name', () => {
    expect(withNameSuffix('alice')).toBe('alice.reown.id');
  });

  it('leaves names that already carry a suffix alone', () => {
    expect(withNameSuffix('alice.reown.id')).toBe('alice.reown.id');
    expect(withNameSuffix('alice.wcn.id')).toBe('alice.wcn.id');
  });

  it('appends to names with a foreign suffix', () => {
    expect(withNameSuffix('alice.eth')).toBe('alice.eth.reown.id');
  });
});

describe('stripNameSuffix', () => {
  it('removes either suffix once', () => {
    expect(stripNameSuffix('alice.reown.id')).toBe('alice');
    expect(stripNameSuffix('alice.wcn.id')).toBe('alice');
    expect(stripNameSuffix('alice.reown.id.reown.id')).toBe('alice.reown.id');
    expect(stripNameSuffix('Alice.Reown.Id')).toBe('Alice');
  });

  it('leaves other names unchanged', () => {
    expect(stripNameSuffix('alice')).toBe('alice');
    expect(stripNameSuffix('alice.eth')).toBe('alice.eth');
  });

  it('undoes withNameSuffix', () => {
    expect(stripNameSuffix(withNameSuffix('bob-1'))).toBe('bob-1');
  });
});
