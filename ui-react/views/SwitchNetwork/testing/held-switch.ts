/**
 * A switch to devnet B that the wallet holds until the test resolves `gate`, started from the Account view of
 * a rendered world (English or the pseudo-language), so the test sees the Switch Network view while it waits
 * and then decides how the wallet answers. `original` is the wallet's own switch, to put back.
 */
import { act } from '@testing-library/react';
import { walletportDevnetB } from '../../../../domain/entities/network/chains/walletportDevnets.js';
import { deferred } from '../../../../domain/usecases/shared/deferred.js';
import { settle } from '../../../testing/shadow.js';
import type { renderWorld } from '../../Account/testing/world.js';

type World = Awaited<ReturnType<typeof renderWorld>>;

export async function startHeldSwitch(world: World) {
  const gate = deferred<void>();
  const original = world.wallet.switchNetwork.bind(world.wallet);
  world.wallet.switchNetwork = async (network) => {
    await gate.promise;
    return original(network);
  };
  act(() => world.core.modal.open({ view: 'Account' }));
  let switching!: Promise<unknown>;
  act(() => {
    switching = world.core.network.switchNetwork(walletportDevnetB).catch((error: unknown) => error);
  });
  await settle();
  return { ...world, gate, switching, original };
}

export type StartHeldSwitchParameters = Parameters<typeof startHeldSwitch>;
export type StartHeldSwitchReturnType = ReturnType<typeof startHeldSwitch>;
