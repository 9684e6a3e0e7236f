/** Server rendering of useWalletportSiwx: plain Node, no window; the core never loads there. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../client/walletport-client.js';
import { TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { FakeSiwx } from '../../tests/fakes/siwx.fake.js';
import { useWalletportSiwx, WalletportProvider } from '../index.js';

function Status() {
  const { status, isSignedIn, required } = useWalletportSiwx();
  return createElement('p', null, `siwx=${status} signedIn=${String(isSignedIn)} required=${String(required)}`);
}

const render = (siwx?: FakeSiwx) => {
  const client = createClient({ projectId: 'p', networks: [TEST_NETWORK], siwx }, () => new Promise(() => undefined));
  return renderToString(createElement(WalletportProvider, { client }, createElement(Status)));
};

describe('useWalletportSiwx on the server', () => {
  it("renders 'loading' with sign-in configured and 'disabled' without", () => {
    expect(typeof window).toBe('undefined');
    expect(render(new FakeSiwx())).toContain('siwx=loading signedIn=false required=false');
    expect(render()).toContain('siwx=disabled signedIn=false required=false');
  });
});
