/**
 * The sign view after a connect made from the modal (ConnectingExternal and its connect attempt), in virtual
 * time: whichever arrives first, the connect closing its own view or the session check's answer, the sign view
 * ends up on screen, and nothing waits on the clock but the zero-delay step the flow names. These are the
 * orders a busy machine produces (the sign-in journeys once missed the view under load).
 */
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { siwxWorld } from './testing/siwxWorld.js';

type World = ReturnType<typeof siwxWorld>;

/** Connect Wallet, then the wallet's row: ConnectingExternal asks the wallet, which waits for the person. */
function openConnectingView(world: World): void {
  world.wallet.hangConnect = true;
  world.core.modal.open({ view: 'Connect' });
  world.core.router.push('ConnectingExternal', { connector: world.core.connectors.snapshot.connectors.find((entry) => entry.id === world.wallet.info.id) });
}

/** The person approves in the wallet. */
function approve(world: World): void {
  world.wallet.hangConnect = false;
  world.wallet.release();
}

describe.each([{ required: true }, { required: false }])('SiwxUseCase: the sign view after a connect from the modal (required: $required)', ({ required }) => {
  it('opens once the check answers after the connect closed its view (the check slower than the connect)', async () => {
    const world = siwxWorld({ required });
    const answer = world.siwx.hold('getSessions');
    openConnectingView(world);
    await flushMicrotasks();
    approve(world);
    await flushMicrotasks();
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.useCase.snapshot.status).toBe('checking');

    answer();
    await world.settle();
    expect(world.useCase.snapshot.status).toBe('prompting');
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.view()).toBe('SIWXSignMessage');
  });

  it('opens when the check answers before the connect closed its view (the chunk already loaded, no token)', async () => {
    const world = siwxWorld({ required });
    openConnectingView(world);
    await flushMicrotasks();
    approve(world);
    await world.settle();
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(world.useCase.snapshot.status).toBe('prompting');
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.view()).toBe('SIWXSignMessage');
  });

  it('stays open when the connect view is told to close after the sign view opened (a late close of the attempt)', async () => {
    const world = siwxWorld({ required });
    openConnectingView(world);
    await flushMicrotasks();
    approve(world);
    await world.settle();
    expect(world.view()).toBe('SIWXSignMessage');
    // The attempt's view left the screen: a second look at the router changes nothing.
    expect(world.core.connectAttempt.snapshot.status).toBe('idle');
    await world.scheduler.advanceAsync(60_000);
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.view()).toBe('SIWXSignMessage');
  });
});
