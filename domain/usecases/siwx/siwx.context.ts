/**
 * What the sign-in's commands share: the collaborators, the state, the question on screen ("only the newest
 * answer applies"), the session check and the little the flow remembers between commands. The use case
 * (siwx.usecase.ts) builds one context and hands it to each command, so a command's module names exactly
 * what it works with. The helpers below are the steps more than one command takes.
 */
import { AUTH_CONNECTOR_ID } from '../../entities/connector/connector.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { SiwxSession } from '../../entities/siwx/siwx-config.js';
import type { ViewName } from '../router/index.js';
import type { Latest } from '../shared/index.js';
import { runSafely } from '../shared/index.js';
import type { SessionCheck } from './sessionCheck.js';
import { siwxTarget, type SiwxTarget } from './siwxTarget.js';
import type { SiwxState, SiwxUseCaseDependencies } from './siwx.types.js';

/** The sign view. */
export const SIWX_VIEW: ViewName = 'SIWXSignMessage';

/** The use case's state, as the commands read and change it. */
export type SiwxStateAccess = {
  read(): SiwxState;
  /** A shallow merge; emits only on a real change. */
  update(change: Partial<SiwxState>): void;
  replace(next: SiwxState): void;
};

/** What the flow remembers between commands (none of it is on screen). */
export type SiwxMemory = {
  /** The last network a session was confirmed on (cancel goes back to it when sign-in is required). */
  lastSigned: CaipNetwork | undefined;
  /** Set while the flow leaves on purpose (switching back, disconnecting): the close guard lets the modal go. */
  leaving: boolean;
  /** A required cancel switched back to a signed network: close the modal once its session is confirmed. */
  closeWhenSignedIn: boolean;
};

export type SiwxContext = {
  readonly deps: SiwxUseCaseDependencies;
  readonly state: SiwxStateAccess;
  /**
   * The account-and-network question: each new account or network takes a ticket, cancelling or signing out
   * invalidates them, and so does dispose; an answer (a session, a signature) for an older one changes nothing.
   */
  readonly question: Latest;
  /** Asks for the session, again after a failed try (sessionCheck.ts): a server blip costs no signature. */
  readonly sessionCheck: SessionCheck;
  readonly memory: SiwxMemory;
};

export type SiwxEvent = 'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' | 'CLICK_CANCEL_SIWX';

/** The account and network sign-in is about right now (siwxTarget.ts), or undefined. */
export function currentSiwxTarget({ deps }: Pick<SiwxContext, 'deps'>): SiwxTarget | undefined {
  const { activeCaipNetwork, isUnsupportedChain, networks } = deps.network.snapshot;
  return siwxTarget({ connection: deps.connection.snapshot, activeCaipNetwork, isUnsupportedChain, networks, configured: configuredNamespaces(deps) });
}

/** The namespaces the configuration signs in on, or undefined for all; a configuration that cannot say counts as all. */
function configuredNamespaces({ siwx }: Pick<SiwxUseCaseDependencies, 'siwx'>): readonly string[] | undefined {
  // The host page's object: only a list of strings is an answer (a getter that throws says nothing).
  let namespaces: unknown;
  try {
    namespaces = siwx.namespaces;
  } catch {
    return undefined;
  }
  return Array.isArray(namespaces) && namespaces.every((entry) => typeof entry === 'string') ? (namespaces as readonly string[]) : undefined;
}

/** Reports a sign-in event; a failing event bus is logged, never raised. */
export function trackSiwx({ deps }: Pick<SiwxContext, 'deps'>, event: SiwxEvent, target: SiwxTarget | undefined): void {
  runSafely(deps.logger, `report ${event}`, () => {
    const properties = target ? { network: target.network.caipNetworkId, isSmartAccount: isSmartAccount(deps.connection.snapshot, target) } : {};
    return deps.events.emit({ type: 'track', event, properties });
  });
}

/** Opens the sign view, unless it is on screen already. */
export function showSignView({ deps }: Pick<SiwxContext, 'deps'>): void {
  const { modal, router } = deps;
  if (modal.snapshot.open && router.snapshot.view === SIWX_VIEW) return;
  modal.open({ view: SIWX_VIEW });
}

/** A session was confirmed (found, or just signed) for the target. */
export function markSignedIn({ state, sessionCheck, memory }: Pick<SiwxContext, 'state' | 'sessionCheck' | 'memory'>, target: SiwxTarget, session: SiwxSession): void {
  // A check still retrying (a sign-in landed meanwhile) has nothing left to say.
  sessionCheck.cancel();
  memory.lastSigned = target.network;
  state.update({ status: 'signed-in', session, error: undefined });
}

/** Runs `leave` (a disconnect, a reset) with the close guard open: the flow itself lets the modal go. */
export async function whileLeaving({ memory }: Pick<SiwxContext, 'memory'>, leave: () => Promise<void>): Promise<void> {
  memory.leaving = true;
  try {
    await leave();
  } finally {
    memory.leaving = false;
  }
}

/** Disconnects the wallet (a failure is logged) and closes the modal. */
export function disconnectAndClose(context: Pick<SiwxContext, 'deps' | 'memory'>): Promise<void> {
  const { deps } = context;
  return whileLeaving(context, async () => {
    await deps.connection.disconnect().catch((error: unknown) => deps.logger.warn('Disconnecting failed', error));
    deps.modal.close();
  });
}

/**
 * The embedded wallet's smart account only: it cannot sign a message the way an application checks one (no
 * ERC-1271), so a failed signature is likely that. A browser or WalletConnect account typed smartAccount is
 * mostly an EOA delegated through EIP-7702, which still signs with its own key: a failure there is a decline.
 */
export function isSmartAccount(connection: SiwxUseCaseDependencies['connection']['snapshot'], target: SiwxTarget): boolean {
  const entry = connection.namespaces[target.namespace];
  if (entry?.connectorId !== AUTH_CONNECTOR_ID) return false;
  return entry.allAccounts.some((account) => account.type === 'smartAccount' && account.address.toLowerCase() === target.address.toLowerCase()) ?? false;
}

/** Whether the configuration requires sign-in; a configuration that cannot say counts as optional. */
export function readRequired({ siwx, logger }: Pick<SiwxUseCaseDependencies, 'siwx' | 'logger'>): boolean {
  try {
    return siwx.getRequired?.() === true;
  } catch (error) {
    logger.warn('The sign-in configuration could not say whether sign-in is required', error);
    return false;
  }
}
