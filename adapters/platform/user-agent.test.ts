import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, operatingSystemOf } from './user-agent.js';

const AGENTS = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  chromeos: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('operatingSystemOf', () => {
  it.each([
    ['iphone', 'ios'],
    ['android', 'android'],
    ['mac', 'mac'],
    ['windows', 'windows'],
    ['linux', 'linux'],
    ['chromeos', 'other'],
  ] as const)('reads %s as %s', (agent, os) => {
    expect(operatingSystemOf(AGENTS[agent])).toBe(os);
  });

  it('tells an iPad posing as a Mac by its touch points', () => {
    expect(operatingSystemOf(AGENTS.mac, 5)).toBe('ios');
  });

  it('answers other for an empty agent', () => {
    expect(operatingSystemOf('')).toBe('other');
  });
});

describe('isMobileUserAgent', () => {
  it('knows phones from desktops', () => {
    expect(isMobileUserAgent(AGENTS.iphone)).toBe(true);
    expect(isMobileUserAgent(AGENTS.android)).toBe(true);
    expect(isMobileUserAgent(AGENTS.mac)).toBe(false);
    expect(isMobileUserAgent(AGENTS.windows)).toBe(false);
  });
});
