/**
 * Issue 25: a sign-in server that fails to answer for a moment (500, 429) must not cost a valid session a new
 * signature. The check is asked again after 1, 2, 4 and 8 s (virtual time); only an answer of "no session"
 * opens the sign view.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_RETRY_DELAYS_MS } from './sessionCheck.js';
import { ADDRESS, CHAIN_A, siwxWorld } from './testing/siwxWorld.js';

type World = ReturnType<typeof siwxWorld>;

/** A 500 of the sign-in server, as the cloud implementation rethrows it. */
const serverError = () => Object.assign(new Error('HTTP 500'), { status: 500 });

async function storeSession(world: World): Promise<void> {
  const message = await world.siwx.createMessage({ accountAddress: ADDRESS, chainId: CHAIN_A });
  const { toString: _text, ...data } = message;
  await world.siwx.addSession({ data, message: message.toString(), signature: '0xsigned' });
}

/** Connected with a stored session while the configuration fails every question (until healed). */
async function reloadWithFailingCheck(options: { required: boolean }): Promise<World> {
  const world = siwxWorld(options);
  await storeSession(world);
  world.siwx.failAlways('getSessions', serverError());
  await world.connect();
  return world;
}

describe('SiwxUseCase: the session check when the sign-in server fails to answer (issue 25)', () => {
  it('asks again after 1 s and 2 s, and a session confirmed on the third try is signed in: no view, no signature', async () => {
    const world = await reloadWithFailingCheck({ required: true });
    expect(world.siwx.calls.getSessions).toHaveLength(1);
    expect(world.useCase.snapshot.status).toBe('checking');
    expect(world.view()).not.toBe('SIWXSignMessage');

    await world.scheduler.advanceAsync(999);
    expect(world.siwx.calls.getSessions).toHaveLength(1);
    await world.scheduler.advanceAsync(1);
    expect(world.siwx.calls.getSessions).toHaveLength(2);
    expect(world.useCase.snapshot.status).toBe('checking');

    world.siwx.heal('getSessions');
    await world.scheduler.advanceAsync(2_000);
    expect(world.siwx.calls.getSessions).toHaveLength(3);
    expect(world.useCase.snapshot).toMatchObject({ status: 'signed-in', caipNetworkId: CHAIN_A });
    expect(world.view()).not.toBe('SIWXSignMessage');
    expect(world.siwx.calls.createMessage).toHaveLength(1);
    expect(world.chainAdapter.signedMessages).toHaveLength(0);
    expect(world.scheduler.pendingTimers).toBe(0);
  });

  it('after every try failed: signed out with the error toast, no sign view, the session still stored', async () => {
    const world = await reloadWithFailingCheck({ required: true });
    const total = SESSION_CHECK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    await world.scheduler.advanceAsync(total - 1);
    expect(world.siwx.calls.getSessions).toHaveLength(SESSION_CHECK_RETRY_DELAYS_MS.length);
    expect(world.useCase.snapshot.status).toBe('checking');
    await world.scheduler.advanceAsync(1);
    expect(world.siwx.calls.getSessions).toHaveLength(SESSION_CHECK_RETRY_DELAYS_MS.length + 1);
    expect(world.useCase.snapshot.status).toBe('signed-out');
    expect(world.core.toasts.snapshot).toMatchObject({ variant: 'error', message: 'A problem occurred while trying initialize authentication' });
    expect(world.view()).not.toBe('SIWXSignMessage');
    expect(world.siwx.sessions).toHaveLength(1);
    // Bounded: nothing more is asked.
    await world.scheduler.advanceAsync(60_000);
    expect(world.siwx.calls.getSessions).toHaveLength(SESSION_CHECK_RETRY_DELAYS_MS.length + 1);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });

  it('an answer of no session after a failed try asks for a signature, as any answer of none does', async () => {
    const world = siwxWorld({ required: false });
    world.siwx.failNext('getSessions', serverError());
    await world.connect();
    expect(world.useCase.snapshot.status).toBe('checking');
    await world.scheduler.advanceAsync(1_000);
    await world.settle();
    expect(world.useCase.snapshot.status).toBe('prompting');
    expect(world.view()).toBe('SIWXSignMessage');
  });

  it('a disconnect while retrying stops the retries', async () => {
    const world = await reloadWithFailingCheck({ required: false });
    await world.core.connection.disconnect();
    await world.settle();
    await world.scheduler.advanceAsync(60_000);
    expect(world.siwx.calls.getSessions).toHaveLength(1);
    expect(world.useCase.snapshot.status).toBe('idle');
    expect(world.scheduler.pendingTimers).toBe(0);
  });

  it("a host page's sign-in that lands while the check retries wins: the check stops and changes nothing", async () => {
    const world = await reloadWithFailingCheck({ required: false });
    await world.useCase.signIn();
    await world.settle();
    expect(world.useCase.snapshot.status).toBe('signed-in');
    await world.scheduler.advanceAsync(60_000);
    expect(world.siwx.calls.getSessions).toHaveLength(1);
    expect(world.useCase.snapshot.status).toBe('signed-in');
    expect(world.core.toasts.snapshot?.variant).not.toBe('error');
  });
});
