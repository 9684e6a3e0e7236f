import { describe, expect, it } from 'vitest';
import { callsStatusSource, type CallsStatusSourceParameters } from './callsStatusSource.js';

const OP = `0x${'ab'.repeat(32)}`;
const base: CallsStatusSourceParameters = { id: OP, caipNetworkId: 'eip155:31337', session: undefined, rpcUrl: 'http://127.0.0.1:4000/', projectId: 'p 1' };

describe('callsStatusSource (SPEC.md section 7, Bundler)', () => {
  it("reaches the session's bundler by name on walletport's RPC host, with projectId, chainId and bundler", () => {
    expect(callsStatusSource({ ...base, session: { properties: { bundler_name: 'pimlico', bundler_url: 'https://other.example' } }, customBundlerUrl: 'https://page.example' })).toEqual({
      kind: 'bundler',
      url: 'http://127.0.0.1:4000/v1/bundler?projectId=p+1&chainId=eip155%3A31337&bundler=pimlico',
    });
  });

  it("then the session's bundler URL, then the page's; never a non-http URL", () => {
    expect(callsStatusSource({ ...base, session: { properties: { bundler_url: 'https://other.example' } }, customBundlerUrl: 'https://page.example' })).toEqual({ kind: 'bundler', url: 'https://other.example' });
    expect(callsStatusSource({ ...base, session: { properties: { bundler_url: 'javascript:alert(1)' } }, customBundlerUrl: 'https://page.example' })).toEqual({ kind: 'bundler', url: 'https://page.example' });
    expect(callsStatusSource({ ...base, customBundlerUrl: 'file:///etc/passwd' })).toEqual({ kind: 'wallet' });
  });

  it('asks the wallet for an id that is no user operation hash, even with a bundler named', () => {
    expect(callsStatusSource({ ...base, id: 'batch-1', customBundlerUrl: 'https://page.example' })).toEqual({ kind: 'wallet' });
  });

  it("refuses when the wallet's session did not approve wallet_getCallsStatus and no bundler is named", () => {
    expect(() => callsStatusSource({ ...base, session: { properties: {}, methods: ['wallet_sendCalls'] } })).toThrow('Fetching call status not approved by the wallet.');
    expect(callsStatusSource({ ...base, session: { methods: ['wallet_getCallsStatus'] } })).toEqual({ kind: 'wallet' });
  });
});
