/**
 * The wallet page: pair with a wc: URI, approve or reject proposals, sign-in requests (SignInsSection.tsx)
 * and requests, switch chain and disconnect from the wallet side. Everything a dapp sends (name, url, icons,
 * params) is rendered as text by React, never as HTML; icons are listed, not loaded, so no request leaves 127.0.0.1.
 */
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { SignInsSection } from './SignInsSection.js';
import type { ProposalView, RequestView, SessionView, WalletController, WalletPageState } from './wallet-controller.js';

export function App({ controller }: { controller: WalletController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return (
    <>
      <header>
        <h1>Walletport Wallet Page</h1>
        <p>
          Account <span data-testid="wallet-account">{state.account}</span>
        </p>
        {state.solanaAccount !== undefined && (
          <p>
            Solana account <span data-testid="wallet-solana-account">{state.solanaAccount}</span>
          </p>
        )}
        <OtherAccountsHeader controller={controller} state={state} />
        <p data-testid="relay-status">{state.relayConnected ? 'Relay connected' : 'Relay not connected'}</p>
      </header>
      <main data-testid="wallet-page" data-ready={state.status === 'ready'}>
        {state.status === 'failed' && (
          <p role="alert" className="error">
            The wallet could not start: {state.startError}
          </p>
        )}
        <PairSection controller={controller} state={state} />
        <ProposalsSection controller={controller} proposals={state.proposals} />
        <SignInsSection controller={controller} signIns={state.signIns} />
        <SessionsSection controller={controller} state={state} />
        <RequestsSection controller={controller} requests={state.requests} />
        <ActivitySection state={state} />
      </main>
    </>
  );
}

/** The Bitcoin, Polkadot and Cosmos accounts, and the switch between the Polkadot and Kusama address of the key. */
function OtherAccountsHeader({ controller, state }: { controller: WalletController; state: WalletPageState }) {
  const selectId = useId();
  const { bitcoin, polkadot, cosmos } = state.otherAccounts;
  return (
    <>
      {bitcoin !== undefined && (
        <p>
          Bitcoin account <span data-testid="wallet-bitcoin-account">{bitcoin}</span>
        </p>
      )}
      {polkadot !== undefined && (
        <p>
          Polkadot account <span data-testid="wallet-polkadot-account">{polkadot}</span>{' '}
          <label htmlFor={selectId}>on</label>{' '}
          <select id={selectId} data-testid="polkadot-network" value={state.polkadotNetwork} onChange={(event) => controller.setPolkadotNetwork(event.target.value === 'kusama' ? 'kusama' : 'polkadot')}>
            <option value="polkadot">Polkadot (prefix 0)</option>
            <option value="kusama">Kusama (prefix 2)</option>
          </select>
        </p>
      )}
      {cosmos !== undefined && (
        <p>
          Cosmos account <span data-testid="wallet-cosmos-account">{cosmos}</span>
        </p>
      )}
    </>
  );
}

function PairSection({ controller, state }: { controller: WalletController; state: WalletPageState }) {
  const [uri, setUri] = useState('');
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void controller.pair(uri).then(() => setUri(''));
  };
  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Pair with a dapp</h2>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId}>Pairing URI</label>
        <div className="row">
          <input
            id={inputId}
            data-testid="pairing-uri"
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            placeholder="wc:…"
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="primary" data-testid="pair-button" disabled={state.status !== 'ready' || state.pairing || uri.trim() === ''}>
            Pair
          </button>
        </div>
      </form>
      {state.pairError !== undefined && (
        <p role="alert" className="error" data-testid="pair-error">
          {state.pairError}
        </p>
      )}
    </section>
  );
}

function ProposalsSection({ controller, proposals }: { controller: WalletController; proposals: ProposalView[] }) {
  return (
    <section aria-labelledby="proposals-heading">
      <h2 id="proposals-heading">Connection requests</h2>
      {proposals.length === 0 && <p className="muted">None. Pair with a dapp’s URI to get one.</p>}
      {proposals.map((proposal) => (
        <ProposalCard key={proposal.id} controller={controller} proposal={proposal} />
      ))}
    </section>
  );
}

function ProposalCard({ controller, proposal }: { controller: WalletController; proposal: ProposalView }) {
  const headingId = useId();
  const busy = proposal.status !== 'pending';
  return (
    <article aria-labelledby={headingId} data-testid="session-proposal" data-proposal-id={proposal.id}>
      <h3 id={headingId}>
        Connect to <span data-testid="proposal-dapp-name">{proposal.dapp.name}</span>?
      </h3>
      <dl>
        <dt>URL</dt>
        <dd data-testid="proposal-dapp-url">{proposal.dapp.url}</dd>
        {proposal.dapp.description !== '' && (
          <>
            <dt>Description</dt>
            <dd>{proposal.dapp.description}</dd>
          </>
        )}
        {proposal.dapp.icons.length > 0 && (
          <>
            <dt>Icons</dt>
            <dd>{proposal.dapp.icons.join(' ')}</dd>
          </>
        )}
        <dt>Required chains</dt>
        <dd data-testid="proposal-required-chains">{list(proposal.required.chains)}</dd>
        <dt>Optional chains</dt>
        <dd data-testid="proposal-chains">{list(proposal.optional.chains)}</dd>
        <dt>Methods</dt>
        <dd data-testid="proposal-methods">{list([...proposal.required.methods, ...proposal.optional.methods])}</dd>
        <dt>Events</dt>
        <dd>{list([...proposal.required.events, ...proposal.optional.events])}</dd>
      </dl>
      {proposal.error !== undefined && (
        <p role="alert" className="error" data-testid="proposal-error">
          {proposal.error}
        </p>
      )}
      <div className="row">
        <button type="button" className="primary" data-testid="approve-proposal" disabled={busy} onClick={() => void controller.approveProposal(proposal.id)}>
          Approve
        </button>
        <button type="button" data-testid="reject-proposal" disabled={busy} onClick={() => void controller.rejectProposal(proposal.id)}>
          Reject
        </button>
      </div>
    </article>
  );
}

function SessionsSection({ controller, state }: { controller: WalletController; state: WalletPageState }) {
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Active sessions</h2>
      {state.sessions.length === 0 && <p className="muted">No dapp is connected.</p>}
      {state.sessions.map((session) => (
        <SessionCard key={session.topic} controller={controller} session={session} chains={state.chains} />
      ))}
    </section>
  );
}

function SessionCard({ controller, session, chains }: { controller: WalletController; session: SessionView; chains: WalletPageState['chains'] }) {
  // The select follows the session's chain until the person picks another one.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = picked ?? session.currentChain;
  const selectId = useId();
  const chainName = (caip: string) => chains.find((chain) => `eip155:${chain.chainId}` === caip)?.name ?? caip;
  return (
    <article aria-label={`Session with ${session.dapp.name}`} data-testid="session" data-topic={session.topic}>
      <h3 data-testid="session-dapp-name">{session.dapp.name}</h3>
      <dl>
        <dt>URL</dt>
        <dd data-testid="session-dapp-url">{session.dapp.url}</dd>
        <dt>Chain</dt>
        <dd>
          <span data-testid="session-chain">{session.currentChain}</span> ({chainName(session.currentChain)})
        </dd>
        <dt>Account</dt>
        <dd data-testid="session-account">{session.account}</dd>
        {session.otherAccounts.length > 0 && (
          <>
            <dt>Other accounts</dt>
            <dd data-testid="session-other-accounts">{list(session.otherAccounts)}</dd>
          </>
        )}
        {session.solanaAccount !== undefined && (
          <>
            <dt>Solana account</dt>
            <dd data-testid="session-solana-account">{session.solanaAccount}</dd>
          </>
        )}
        <dt>Session chains</dt>
        <dd>{list(session.chains)}</dd>
      </dl>
      <div className="row">
        <label htmlFor={selectId}>Chain</label>
        <select id={selectId} data-testid="switch-chain-select" value={selected} onChange={(event) => setPicked(event.target.value)}>
          {chains.map((chain) => (
            <option key={chain.chainId} value={`eip155:${chain.chainId}`}>
              {chain.name} (eip155:{chain.chainId})
            </option>
          ))}
        </select>
        <button type="button" data-testid="switch-chain-button" onClick={() => void controller.switchChain(session.topic, selected).then(() => setPicked(undefined))}>
          Switch chain
        </button>
        <button type="button" data-testid="disconnect-button" onClick={() => void controller.disconnect(session.topic)}>
          Disconnect
        </button>
      </div>
    </article>
  );
}

function RequestsSection({ controller, requests }: { controller: WalletController; requests: RequestView[] }) {
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">Requests</h2>
      {requests.length === 0 && <p className="muted">No requests yet.</p>}
      {requests.map((request) => (
        <RequestCard key={request.id} controller={controller} request={request} />
      ))}
    </section>
  );
}

const STATUS_TEXT: Record<RequestView['status'], string> = {
  pending: 'Waiting for you',
  working: 'Working…',
  approved: 'Approved',
  rejected: 'Rejected',
  failed: 'Failed',
  expired: 'Expired',
};

function RequestCard({ controller, request }: { controller: WalletController; request: RequestView }) {
  const headingId = useId();
  const pending = request.status === 'pending';
  return (
    <article aria-labelledby={headingId} data-testid="session-request" data-request-id={request.id} data-method={request.method} data-status={request.status}>
      <h3 id={headingId}>
        <span data-testid="request-method">{request.method}</span>
        {request.dappName !== '' && <> from {request.dappName}</>}
      </h3>
      <dl>
        <dt>Chain</dt>
        <dd>{request.chainId}</dd>
        {request.messageText !== undefined && (
          <>
            <dt>Message</dt>
            <dd data-testid="request-message">{request.messageText}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd data-testid="request-status">{STATUS_TEXT[request.status]}</dd>
        {request.outcome !== undefined && (
          <>
            <dt>{request.status === 'approved' ? 'Result' : 'Error'}</dt>
            <dd data-testid="request-result">{request.outcome}</dd>
          </>
        )}
      </dl>
      <pre aria-label="Parameters" data-testid="request-params">
        {request.paramsText}
      </pre>
      {pending && (
        <div className="row">
          <button type="button" className="primary" data-testid="approve-request" onClick={() => void controller.approveRequest(request.id)}>
            Approve
          </button>
          <button type="button" data-testid="reject-request" onClick={() => void controller.rejectRequest(request.id)}>
            Reject
          </button>
        </div>
      )}
    </article>
  );
}

function ActivitySection({ state }: { state: WalletPageState }) {
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      <p role="status" aria-live="polite" className="muted" data-testid="status">
        {state.activity[0]?.text ?? (state.status === 'starting' ? 'Starting the wallet…' : '')}
      </p>
      <ol className="activity" data-testid="activity-log">
        {state.activity.map((entry) => (
          <li key={entry.id}>
            {entry.at} {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

function list(values: readonly string[]): string {
  return values.length === 0 ? 'none' : [...new Set(values)].join(', ');
}
