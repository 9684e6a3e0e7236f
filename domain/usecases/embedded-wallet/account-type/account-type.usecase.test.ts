import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, EMBEDDED_WALLET_STORAGE_KEYS } from '../../../entities/storage/storage-keys.js';
import type { FrameUser } from '../../../entities/frame/frame-payloads.schema.js';
import { FakeEmbeddedWalletConnector, FakeStorage, RecordingLogger } from '../../../../tests/fakes/index.js';
import { EmbeddedLoginStorage } from '../shared/index.js';
import type { EmbeddedWalletState } from '../wallet/index.js';
import { AccountTypeUseCase } from './account-type.usecase.js';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const NETWORK = 'eip155:31339';

function userFor(type: 'eoa' | 'smartAccount', deployed = false): FrameUser {
  const eoa = { address: EOA, type: 'eoa' } as const;
  const smart = { address: SMART, type: 'smartAccount' } as const;
  return { email: 'ada@example.com', chainId: 31339, address: type === 'eoa' ? EOA : SMART, accounts: type === 'eoa' ? [eoa, smart] : [smart, eoa], preferredAccountType: type, smartAccountDeployed: deployed };
}

function world(initial: 'eoa' | 'smartAccount' = 'smartAccount') {
  const storage = new FakeStorage();
  storage.setItem(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SMART_ACCOUNT_ENABLED_NETWORKS, JSON.stringify('31339'));
  const loginStorage = new EmbeddedLoginStorage(storage);
  const connector = new FakeEmbeddedWalletConnector({ user: userFor(initial) });
  let preferred = initial;
  connector.frame.respond('GET_USER', (payload: unknown) => userFor((payload as { preferredAccountType?: 'eoa' | 'smartAccount' }).preferredAccountType ?? preferred));
  connector.frame.respond('SET_PREFERRED_ACCOUNT', (payload: unknown) => {
    preferred = (payload as { type: 'eoa' | 'smartAccount' }).type;
    return { type: preferred, address: preferred === 'eoa' ? EOA : SMART };
  });
  const state = new BehaviorSubject<EmbeddedWalletState>({ frame: 'ready', user: userFor(initial), email: undefined, pendingApprovals: [] });
  const network = new BehaviorSubject<string | undefined>(NETWORK);
  const useCase = new AccountTypeUseCase({
    embedded: { connector, loginStorage, state$: state, get snapshot() { return state.value; } },
    eip155Network$: network,
    logger: new RecordingLogger(),
  });
  useCase.subscribe(() => undefined);
  return { useCase, connector, storage, state, network };
}

describe('the embedded wallet’s account type', () => {
  it('offers the switch to the EOA on a smart-account network, and to the smart account once there', async () => {
    const { useCase, connector, storage } = world();
    expect(useCase.snapshot).toMatchObject({ switchTo: 'eoa', current: 'smartAccount', smartAccountDeployed: false });
    const events: unknown[] = [];
    connector.subscribe((event) => events.push(event));

    await useCase.switchTo('eoa');
    expect(connector.frame.requests.map((request) => request.type)).toEqual(['SET_PREFERRED_ACCOUNT', 'GET_USER']);
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [EOA] }]);
    expect(useCase.snapshot).toMatchObject({ switchTo: 'smartAccount', current: 'eoa', switching: false, error: undefined });
    // Stored under the spec's key, so a reload asks for the EOA again.
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)!)).toEqual({ eip155: 'eoa' });

    await useCase.switchTo('smartAccount');
    expect(useCase.snapshot).toMatchObject({ switchTo: 'eoa', current: 'smartAccount' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)!)).toEqual({ eip155: 'smartAccount' });
  });

  it('offers nothing on a network without smart accounts', () => {
    const { useCase, network } = world();
    network.next('eip155:31337');
    expect(useCase.snapshot.switchTo).toBeUndefined();
    network.next(NETWORK);
    expect(useCase.snapshot.switchTo).toBe('eoa');
  });

  it('keeps the stored choice and the account when the wallet refuses the switch, and says why', async () => {
    const { useCase, connector, storage } = world();
    connector.frame.fail('SET_PREFERRED_ACCOUNT', 'Smart accounts are not enabled on this network');
    await useCase.switchTo('eoa');
    expect(useCase.snapshot).toMatchObject({ switchTo: 'eoa', current: 'smartAccount', switching: false });
    expect(useCase.snapshot.error?.message).toMatch('Smart accounts are not enabled on this network');
    expect(storage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)).toBeNull();
  });

  it('reads whether the smart account is deployed now (a first transaction deploys it)', async () => {
    const { useCase, connector } = world();
    connector.frame.respond('INIT_SMART_ACCOUNT', { address: SMART, isDeployed: true });
    await useCase.refresh();
    expect(useCase.snapshot.smartAccountDeployed).toBe(true);
  });
});
