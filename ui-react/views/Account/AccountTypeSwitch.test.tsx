import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from '../../../domain/entities/storage/storage-keys.js';
import type { FrameUser } from '../../../domain/entities/frame/frame-payloads.schema.js';
import { modal, settle } from '../../testing/shadow.js';
import { connectEmbedded, renderEmbeddedWorld, type EmbeddedWorld } from '../EmailLogin/testing/embeddedWorld.js';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function userFor(type: 'eoa' | 'smartAccount', deployed: boolean): FrameUser {
  const eoa = { address: EOA, type: 'eoa' } as const;
  const smart = { address: SMART, type: 'smartAccount' } as const;
  return { email: 'ada@example.com', chainId: 31337, address: type === 'eoa' ? EOA : SMART, accounts: type === 'eoa' ? [eoa, smart] : [smart, eoa], preferredAccountType: type, smartAccountDeployed: deployed };
}

async function smartAccountWorld(enabled: string): Promise<EmbeddedWorld> {
  const world = await renderEmbeddedWorld();
  world.ports.storage.setItem(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SMART_ACCOUNT_ENABLED_NETWORKS, JSON.stringify(enabled));
  let preferred: 'eoa' | 'smartAccount' = 'smartAccount';
  world.frame.respond('GET_USER', (payload: unknown) => userFor((payload as { preferredAccountType?: 'eoa' | 'smartAccount' }).preferredAccountType ?? preferred, false));
  world.frame.respond('SET_PREFERRED_ACCOUNT', (payload: unknown) => {
    preferred = (payload as { type: 'eoa' | 'smartAccount' }).type;
    return { type: preferred, address: preferred === 'eoa' ? EOA : SMART };
  });
  world.frame.respond('INIT_SMART_ACCOUNT', { address: SMART, isDeployed: false });
  await connectEmbedded(world);
  act(() => world.core.modal.open());
  await settle();
  return world;
}

describe("the Account view's account type switch", () => {
  it('shows the smart account (not deployed yet), switches to the EOA and back, the address shown following', async () => {
    const world = await smartAccountWorld('31337');
    expect(world.core.connection.snapshot.namespaces.eip155?.address).toBe(SMART);
    expect(modal().getByTestId('smart-account-deployed').textContent).toBe('Not deployed yet');

    fireEvent.click(modal().getByRole('button', { name: 'Switch to your EOA' }));
    await settle();
    expect(world.core.connection.snapshot.namespaces.eip155?.address).toBe(EOA);
    expect(modal().getByTestId('account-name').getAttribute('title')).toBe(EOA);
    expect(JSON.parse(world.ports.storage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)!)).toEqual({ eip155: 'eoa' });
    expect(modal().queryByTestId('smart-account-deployed')).toBeNull();

    fireEvent.click(modal().getByRole('button', { name: 'Switch to your smart account' }));
    await settle();
    expect(world.core.connection.snapshot.namespaces.eip155?.address).toBe(SMART);
    expect(modal().getByRole('button', { name: 'Switch to your EOA' })).toBeTruthy();
  });

  it('says what the wallet answered when it refuses the switch, and keeps the account', async () => {
    const world = await smartAccountWorld('31337');
    world.frame.fail('SET_PREFERRED_ACCOUNT', 'Smart accounts are not enabled on this network');
    fireEvent.click(modal().getByRole('button', { name: 'Switch to your EOA' }));
    await settle();
    expect(modal().getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining('Smart accounts are not enabled on this network'));
    expect(world.core.connection.snapshot.namespaces.eip155?.address).toBe(SMART);
  });

  it('is not offered on a network without smart accounts', async () => {
    await smartAccountWorld('31339');
    expect(modal().queryByTestId('account-type-switch')).toBeNull();
  });
});
