/**
 * Issue 25: after an optional sign-in was cancelled, the host page's "Sign in" (signInSiwx) must show the sign
 * view while the wallet is asked, and end signed in with the view closed. Before, it asked the wallet with
 * nothing on screen: a person whose wallet waits for approval saw no view at all. A cancel while the wallet
 * asks keeps no session from the late signature.
 */
import { describe, expect, it } from 'vitest';
import { deferred } from '../shared/deferred.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { siwxWorld } from './testing/siwxWorld.js';

/** Optional sign-in, connected, the sign view cancelled: connected and signed out, the modal closed. */
async function cancelledOptionalSignIn() {
  const world = siwxWorld({ required: false });
  await world.connect();
  await world.useCase.cancel();
  await world.settle();
  expect(world.useCase.snapshot.status).toBe('signed-out');
  expect(world.core.modal.snapshot.open).toBe(false);
  return world;
}

describe('SiwxUseCase: signing in later from the host page (issue 25)', () => {
  it('opens the sign view while the wallet is asked, then closes it signed in', async () => {
    const world = await cancelledOptionalSignIn();
    const release = world.siwx.hold('addSession');
    const signing = world.useCase.signIn();
    await world.settle();
    expect(world.useCase.snapshot.status).toBe('signing');
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.view()).toBe('SIWXSignMessage');

    release();
    await signing;
    await world.settle();
    expect(world.useCase.snapshot.status).toBe('signed-in');
    expect(world.siwx.sessions).toHaveLength(1);
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it("a declined signature stays on the view with 'Signature declined'", async () => {
    const world = await cancelledOptionalSignIn();
    world.chainAdapter.failSignWith = userRejectedError();
    await world.useCase.signIn();
    await world.settle();
    expect(world.useCase.snapshot.error?.shortMessage).toBe('Signature declined');
    expect(world.core.modal.snapshot.open).toBe(true);
    expect(world.view()).toBe('SIWXSignMessage');
  });

  it('cancelled while the wallet asks: the late signature opens no session', async () => {
    const world = await cancelledOptionalSignIn();
    // The wallet waits for the person's approval until `approve`.
    const approval = deferred<void>();
    const sign = world.chainAdapter.signMessage.bind(world.chainAdapter);
    world.chainAdapter.signMessage = async (params) => {
      await approval.promise;
      return sign(params);
    };
    const signing = world.useCase.signIn();
    await world.settle();
    await world.useCase.cancel();
    approval.resolve();
    await signing;
    await world.settle();
    expect(world.siwx.calls.addSession).toHaveLength(0);
    expect(world.useCase.snapshot.status).toBe('signed-out');
    expect(world.core.modal.snapshot.open).toBe(false);
  });
});
