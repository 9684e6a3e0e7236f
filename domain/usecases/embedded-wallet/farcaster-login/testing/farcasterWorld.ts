/**
 * The world of the Farcaster login's use-case tests (test-only: the build leaves out `testing/`): a started
 * client built from the fakes, with a FakeEmbeddedWalletConnector over its FakeEmbeddedWalletFrame, a chain
 * adapter so connecting lands on a supported network, and virtual time. No React: the tests move the router
 * as the views would and read the use case, the frame's requests, the connection, the events and the storage.
 *
 * The frame answers GET_FARCASTER_URI with a new channel address each time (FARCASTER_URL_1, _2, ...) and
 * holds CONNECT_FARCASTER until the test settles it (`approve`, `rejectSignIn`, or `connectFarcaster`).
 */
import { STORAGE_KEYS, EMBEDDED_WALLET_STORAGE_KEYS } from '../../../../entities/storage/storage-keys.js';
import { createEmbeddedWalletClient } from '../../../../../tests/fakes/embedded-wallet-world.js';
import { flushMicrotasks } from '../../../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred, type Deferred } from '../../../shared/deferred.js';
import type { TrackedEvent } from '../../../events/events.usecase.js';

/** The devstack's shape of a channel address (docs/EMBEDDED-WALLET.md). */
export const farcasterUrl = (index: number) => `http://127.0.0.1:4800/~/siwf?channelToken=channel-${index}`;
export const USER_NAME = 'ada.eth';

export function farcasterWorld() {
  const { core, ports, connector, scheduler } = createEmbeddedWalletClient();
  core.start();
  const farcasterLogin = core.farcasterLogin;
  if (!farcasterLogin) throw new Error('farcasterWorld: the Farcaster login use case is missing');
  const { frame } = connector;

  let channels = 0;
  frame.respond('GET_FARCASTER_URI', () => ({ url: farcasterUrl((channels += 1)) }));
  /** One pending CONNECT_FARCASTER per request, oldest first. */
  const approvals: Deferred<unknown>[] = [];
  frame.respond('CONNECT_FARCASTER', () => {
    const approval = deferred<unknown>();
    approvals.push(approval);
    return approval.promise;
  });

  const world = {
    core,
    ports,
    connector,
    frame,
    scheduler,
    farcasterLogin,
    /** The CONNECT_FARCASTER requests still waiting, oldest first. */
    approvals,
    /** Opens the modal on Connect and pushes ConnectingFarcaster, as its Farcaster button does. */
    async pushFromConnect(): Promise<void> {
      core.modal.open({ view: 'Connect' });
      core.router.push('ConnectingFarcaster');
      await flushMicrotasks();
    },
    /** The person approved in the Farcaster app: the newest CONNECT_FARCASTER answers `{userName}`. */
    async approve(answer: unknown = { userName: USER_NAME }): Promise<void> {
      approvals.at(-1)?.resolve(answer);
      await flushMicrotasks();
    },
    /** The frame's `_ERROR` for the newest CONNECT_FARCASTER (a rejected or invalid sign-in). */
    async rejectSignIn(error: unknown): Promise<void> {
      approvals.at(-1)?.reject(error);
      await flushMicrotasks();
    },
    requestTypes(): string[] {
      return frame.requests.map((request) => request.type).filter((type) => type !== 'SYNC_THEME' && type !== 'SYNC_DAPP_DATA');
    },
    count(type: 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER' | 'GET_USER'): number {
      return frame.requestsOf(type).length;
    },
    /** The tracked social-login events, with their properties. */
    socialEvents(): Pick<TrackedEvent, 'event' | 'properties'>[] {
      return core.events.snapshot.history
        .filter((entry): entry is TrackedEvent => entry.type === 'track' && entry.event.startsWith('SOCIAL_LOGIN_'))
        .map(({ event, properties }) => ({ event, properties }));
    },
    /** The raw stored values of the social keys (JSON), undefined when absent. */
    storedSocial() {
      const { entries } = ports.storage;
      return {
        provider: entries.get(STORAGE_KEYS.CONNECTED_SOCIAL),
        userName: entries.get(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME),
        embeddedUserName: entries.get(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME),
      };
    },
  };
  return world;
}

export type FarcasterWorld = ReturnType<typeof farcasterWorld>;
