import { describe, expect, it } from 'vitest';
import { dappIdentity } from './dappIdentity.js';

describe('dappIdentity', () => {
  it('names the page by its metadata, with its first icon', () => {
    expect(dappIdentity({ name: 'Example Dapp', icons: ['', 'https://app.example/icon.png'] }, 'app.example')).toEqual({
      name: 'Example Dapp',
      icon: 'https://app.example/icon.png',
    });
  });

  it('falls back to the page host without metadata or with a blank name', () => {
    expect(dappIdentity(undefined, 'app.example:8080')).toEqual({ name: 'app.example:8080', icon: undefined });
    expect(dappIdentity({ name: '  ', icons: [] }, 'app.example')).toEqual({ name: 'app.example', icon: undefined });
  });

  it('still names something without a host', () => {
    expect(dappIdentity(undefined, '').name).toBe('This app');
  });
});
