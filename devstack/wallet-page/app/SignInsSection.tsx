/**
 * One-click sign-in requests (session_authenticate): one card per request, with the dapp, the domain the
 * message names, the chains, and the exact text the wallet will sign for each chain. Approve signs and
 * connects in one go; Reject answers "User rejected.". Everything the dapp sent is rendered as text.
 */
import { useId } from 'react';
import type { SignInView, WalletController } from './wallet-controller.js';

export function SignInsSection({ controller, signIns }: { controller: WalletController; signIns: SignInView[] }) {
  if (signIns.length === 0) return null; // rare, unlike proposals: no empty section on every page
  return (
    <section aria-labelledby="sign-ins-heading">
      <h2 id="sign-ins-heading">Sign-in requests</h2>
      {signIns.map((signIn) => (
        <SignInCard key={signIn.id} controller={controller} signIn={signIn} />
      ))}
    </section>
  );
}

function SignInCard({ controller, signIn }: { controller: WalletController; signIn: SignInView }) {
  const headingId = useId();
  const busy = signIn.status !== 'pending';
  return (
    <article aria-labelledby={headingId} data-testid="sign-in-request" data-request-id={signIn.id}>
      <h3 id={headingId}>
        Sign-in request from <span data-testid="sign-in-dapp-name">{signIn.dapp.name}</span>
      </h3>
      <dl>
        <dt>URL</dt>
        <dd data-testid="sign-in-dapp-url">{signIn.dapp.url}</dd>
        <dt>Domain</dt>
        <dd data-testid="sign-in-domain">{signIn.domain}</dd>
        <dt>Chains</dt>
        <dd data-testid="sign-in-chains">{signIn.chains.length === 0 ? 'none' : signIn.chains.join(', ')}</dd>
      </dl>
      {signIn.messages.map((message) => (
        <div key={message.chain}>
          <p>Message to sign on {message.chain}</p>
          <pre aria-label={`Message to sign on ${message.chain}`} data-testid="sign-in-message">
            {message.text}
          </pre>
        </div>
      ))}
      {signIn.error !== undefined && (
        <p role="alert" className="error" data-testid="sign-in-error">
          {signIn.error}
        </p>
      )}
      <div className="row">
        <button type="button" className="primary" data-testid="approve-sign-in" disabled={busy || signIn.messages.length === 0} onClick={() => void controller.approveSignIn(signIn.id)}>
          Approve
        </button>
        <button type="button" data-testid="reject-sign-in" disabled={busy} onClick={() => void controller.rejectSignIn(signIn.id)}>
          Reject
        </button>
      </div>
    </article>
  );
}
