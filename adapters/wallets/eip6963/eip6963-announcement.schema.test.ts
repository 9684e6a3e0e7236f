import { describe, expect, it } from 'vitest';
import { isAcceptedIconUrl, isLoadableIcon, parseEip6963Announcement } from './eip6963-announcement.schema.js';

const provider = { request: async () => null };
const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: ' MetaMask ', icon: 'data:image/png;base64,AA', rdns: 'io.metamask' };

describe('EIP-6963 announcements', () => {
  it('keeps a well-formed announcement, the provider by identity, extra fields out', () => {
    const parsed = parseEip6963Announcement({ info: { ...info, extra: '<b>' }, provider, extra: true });
    expect(parsed).toEqual({ info: { ...info, name: 'MetaMask' }, provider });
    expect(parsed?.provider).toBe(provider);
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,abc',
    'https://wallet.example/icon.png',
  ])('accepts the icon %s', (icon) => {
    expect(isAcceptedIconUrl(icon)).toBe(true);
  });

  it('loads only data URIs, never an https icon', () => {
    expect(isLoadableIcon('data:image/png;base64,AA')).toBe(true);
    expect(isLoadableIcon('https://tracker.example/icon.png')).toBe(false);
    expect(isLoadableIcon('data:text/html,x')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'http://wallet.example/icon.png',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://wallet.example/1',
    '//wallet.example/icon.png',
    'icon.png',
    ' https://wallet.example/icon.png',
    '',
  ])('refuses the icon %j', (icon) => {
    expect(isAcceptedIconUrl(icon)).toBe(false);
    expect(parseEip6963Announcement({ info: { ...info, icon }, provider })).toBeUndefined();
  });

  it.each([
    ['missing rdns', { info: { uuid: 'u', name: 'n', icon: info.icon }, provider }],
    ['rdns not a domain', { info: { ...info, rdns: 'metamask' }, provider }],
    ['empty uuid', { info: { ...info, uuid: '' }, provider }],
    ['blank name', { info: { ...info, name: '  ' }, provider }],
    ['name too long', { info: { ...info, name: 'x'.repeat(101) }, provider }],
    ['provider not an object', { info, provider: 'window.ethereum' }],
    ['provider without request', { info, provider: {} }],
    ['no info', { provider }],
    ['not an object', 'io.metamask'],
  ])('drops an announcement with %s', (_case, detail) => {
    expect(parseEip6963Announcement(detail)).toBeUndefined();
  });

  it('survives hostile getters', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(parseEip6963Announcement(hostile)).toBeUndefined();
    expect(parseEip6963Announcement({ info, provider: hostile })).toBeUndefined();
  });
});
