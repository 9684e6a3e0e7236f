/**
 * Does the account have a sign-in session on this network? (A session means
 * nothing is asked, none opens the sign view.) The sign-in configuration answers with a list, and only a list
 * is an answer: an empty one means no session (the cloud implementation answers [] for a token the server
 * refuses with 401 and forgets it). A call that throws (the server answered 500 or 429, or the network dropped)
 * said nothing about the session, so it must not cost the person a new signature: the question is
 * asked again after SESSION_CHECK_RETRY_DELAYS_MS, through the scheduler, and only when every try failed is
 * the check 'unanswered'. The stored session is never touched here, so the next reload asks again.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { SiwxConfig, SiwxSession } from '../../entities/siwx/siwx-config.js';
import { isSessionFor, parseSiwxSession } from '../../entities/siwx/siwx-session.schema.js';

/**
 * The waits before each new try after a failed one: the spec's 1 s retry interval,
 * doubled each time, so a server that is back within about 15 s keeps the session, and a server that is down
 * is asked five times, not in a loop.
 */
export const SESSION_CHECK_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

export type SessionCheckAnswer =
  | { readonly status: 'found'; readonly session: SiwxSession }
  | { readonly status: 'none' }
  /** Every try failed: nothing is known about the session. */
  | { readonly status: 'unanswered'; readonly error: unknown }
  /** A newer check started, or the owner cancelled this one: its answer belongs to no one. */
  | { readonly status: 'abandoned' };

export type SessionCheckDependencies = {
  siwx: Pick<SiwxConfig, 'getSessions'>;
  scheduler: Pick<Scheduler, 'schedule' | 'now'>;
  logger: Logger;
};

export type ReadSessionParameters = SessionCheckDependencies & { network: CaipNetwork; address: string };

/**
 * One question to the configuration: the first valid session of the account on the network, or undefined.
 * Rejects when the configuration could not answer (what it threw).
 */
export async function readSession({ siwx, scheduler, network, address }: ReadSessionParameters): Promise<SiwxSession | undefined> {
  const sessions = await siwx.getSessions(network.caipNetworkId, address);
  const now = scheduler.now();
  // The configuration is the host page's code or a server's answer: each session is checked before it counts.
  return (Array.isArray(sessions) ? sessions : [])
    .map((session) => parseSiwxSession(session))
    .find((session) => session !== undefined && isSessionFor(session, network.caipNetworkId, address, now));
}

/** A check in progress: abandoning it cancels its wait and wakes it, so it answers 'abandoned' at once. */
type Run = { abandoned: boolean; cancelWait: CancelTimer | undefined; wake: (() => void) | undefined };

/** Asks with retries, one check at a time: a new check (or cancel) abandons the one in progress. */
export class SessionCheck {
  readonly #deps: SessionCheckDependencies;
  #run: Run | undefined;

  constructor(deps: SessionCheckDependencies) {
    this.#deps = deps;
  }

  async check(network: CaipNetwork, address: string): Promise<SessionCheckAnswer> {
    this.cancel();
    const run: Run = { abandoned: false, cancelWait: undefined, wake: undefined };
    this.#run = run;
    let lastError: unknown;
    for (let attempt = 0; attempt <= SESSION_CHECK_RETRY_DELAYS_MS.length; attempt += 1) {
      if (attempt > 0) await this.#wait(run, SESSION_CHECK_RETRY_DELAYS_MS[attempt - 1] ?? 0);
      if (run.abandoned) return { status: 'abandoned' };
      try {
        const session = await readSession({ ...this.#deps, network, address });
        if (run.abandoned) return { status: 'abandoned' };
        this.#run = undefined;
        return session ? { status: 'found', session } : { status: 'none' };
      } catch (error) {
        if (run.abandoned) return { status: 'abandoned' };
        lastError = error;
        this.#deps.logger.warn(`Reading the sign-in sessions failed (try ${attempt + 1} of ${SESSION_CHECK_RETRY_DELAYS_MS.length + 1})`, error);
      }
    }
    this.#run = undefined;
    return { status: 'unanswered', error: lastError };
  }

  /** Abandons the check in progress, if any. */
  cancel(): void {
    const run = this.#run;
    this.#run = undefined;
    if (!run) return;
    run.abandoned = true;
    run.cancelWait?.();
    run.wake?.();
  }

  #wait(run: Run, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      run.wake = resolve;
      run.cancelWait = this.#deps.scheduler.schedule(resolve, ms);
    }).finally(() => {
      run.wake = undefined;
      run.cancelWait = undefined;
    });
  }
}
