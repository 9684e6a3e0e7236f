/**
 * The name service's own rules: one canonical form per look (NFKC + lower case) before the a-z/0-9/hyphen
 * rule, no hyphen at either end, and avatars that are https URLs or data:image/ URIs only.
 */
import { describe, expect, it } from 'vitest';
import { foldName, isAllowedAvatar, isRegistrableLabel } from './name-rules.js';

describe('foldName', () => {
  it.each([
    ['\u212Aelvin', 'kelvin'],
    ['ＡＬＩＣＥ－ｗａｌｌｅｔ', 'alice-wallet'],
    ['Alice.Reown.ID', 'alice.reown.id'],
    ['ﬁnance', 'finance'],
    ['alice\uFF0Ereown\uFF0Eid', 'alice.reown.id'],
  ])('folds %j to %j', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});

describe('isRegistrableLabel', () => {
  it.each(['alice', '\u212Aelvin', 'ＡＬＩＣＥ', 'a-b-c', '1234', 'my-name-2'])('accepts %j once folded', (label) => {
    expect(isRegistrableLabel(foldName(label))).toBe(true);
  });

  it.each(['-alice', 'alice-', '----', '－alice', 'abc', 'émile', 'stra\u00DFe', 'ali\u200Dce', 'ali\u00ADce', 'al ice', 'ali_ce', 'p\u0430ypal'])(
    'refuses %j, folded or not',
    (label) => {
      expect(isRegistrableLabel(label)).toBe(false);
      expect(isRegistrableLabel(foldName(label))).toBe(false);
    },
  );

  it('refuses a label that was not folded', () => {
    expect(isRegistrableLabel('Alice')).toBe(false);
  });
});

describe('isAllowedAvatar', () => {
  it.each(['https://img.example/a.png', 'HTTPS://img.example/a.png?x=1', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,%3Csvg%3E'])(
    'accepts %j',
    (avatar) => {
      expect(isAllowedAvatar(avatar)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'http://img.example/a.png',
    'data:text/html,<script>alert(1)</script>',
    '//img.example/a.png',
    '/a.png',
    'https:/img.example',
    'https://',
    'https://img.example/a b.png',
    'https://img.example/\na.png',
    'ipfs://bafy',
    '',
  ])('refuses %j', (avatar) => {
    expect(isAllowedAvatar(avatar)).toBe(false);
  });
});
