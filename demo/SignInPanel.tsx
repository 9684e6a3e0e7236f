/**
 * The demo's sign-in panel: the switch (off, optional, required; where sessions live) that reloads the page
 * with `?siwx=` and `?siwxStore=` (demo/siwx-mode.ts), and the session as the useWalletportSiwx hook reports
 * it, with sign-in and sign-out buttons.
 */
import { useWalletportSiwx } from 'walletport/react';
import { siwxModeFromPage, type SiwxMode, type SiwxStore } from './siwx-mode.js';

export function SignInPanel() {
  const siwx = useWalletportSiwx();
  const { mode, store } = siwxModeFromPage();
  const reloadWith = (next: { mode?: SiwxMode; store?: SiwxStore }) => {
    const url = new URL(window.location.href);
    const chosenMode = next.mode ?? mode;
    if (chosenMode === 'off') url.searchParams.delete('siwx');
    else url.searchParams.set('siwx', chosenMode);
    if ((next.store ?? store) === 'local') url.searchParams.set('siwxStore', 'local');
    else url.searchParams.delete('siwxStore');
    window.location.assign(url.toString());
  };
  return (
    <section aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in with the wallet</h2>
      <div className="row">
        <label>
          Sign-in{' '}
          <select value={mode} onChange={(event) => reloadWith({ mode: event.target.value as SiwxMode })}>
            <option value="off">Off</option>
            <option value="optional">Optional</option>
            <option value="required">Required</option>
          </select>
        </label>
        <label>
          Sessions kept by{' '}
          <select value={store} onChange={(event) => reloadWith({ store: event.target.value as SiwxStore })} disabled={mode === 'off'}>
            <option value="cloud">The sign-in server</option>
            <option value="local">This browser</option>
          </select>
        </label>
      </div>
      <dl>
        <dt>Sign-in status</dt>
        <dd data-testid="siwx-status">{siwx.status}</dd>
        <dt>Signed in as</dt>
        <dd data-testid="siwx-account">{siwx.session ? `${siwx.session.data.accountAddress} on ${siwx.session.data.chainId}` : '—'}</dd>
      </dl>
      <div className="row">
        <button className="demo" type="button" disabled={siwx.isSignedIn || siwx.status !== 'signed-out'} onClick={() => void siwx.signIn().catch(() => undefined)}>
          Sign in
        </button>
        <button className="demo" type="button" disabled={!siwx.isSignedIn} onClick={() => void siwx.signOut()}>
          Sign out
        </button>
      </div>
    </section>
  );
}
