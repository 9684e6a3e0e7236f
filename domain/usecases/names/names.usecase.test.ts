import { describe, expect, it } from 'vitest';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { DEFAULT_DEBOUNCE_MS, NAME_LOOKUP_CACHE_TTL_MS } from '../../entities/constants.js';
import { walletportDevnetB } from '../../entities/network/chains/walletportDevnets.js';
import { ALICE, namesWorld } from './testing/namesWorld.js';

const taken = (name: string, address = '0x000000000000000000000000000000000000dEaD') => ({
  name,
  registered_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  addresses: { '2147514986': { address, created: '2026-01-01T00:00:00.000Z' } },
  attributes: [],
});

describe('NamesUseCase: searching', () => {
  it('looks a valid name up once, DEFAULT_DEBOUNCE_MS after the last keystroke', async () => {
    const world = namesWorld();
    world.useCase.search('ali');
    expect(world.useCase.snapshot.availability).toBe('invalid');
    world.useCase.search('alic');
    world.useCase.search('alice');
    expect(world.useCase.snapshot).toMatchObject({ query: 'alice', availability: 'checking', suggestionsLoading: true });
    await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(world.api.callCount('getNameSuggestions')).toBe(0);
    await world.scheduler.advanceAsync(1);
    expect(world.api.calls.getNameSuggestions).toEqual([{ name: 'alice' }]);
    expect(world.api.calls.getName).toEqual([{ name: 'alice.reown.id' }]);
    expect(world.useCase.snapshot).toMatchObject({ availability: 'available', suggestionsLoading: false, error: undefined });
    // The name itself is the availability line, not a suggestion.
    expect(world.useCase.snapshot.suggestions.map((suggestion) => suggestion.name)).toEqual(['alice1.reown.id', 'alice2.reown.id']);
  });

  it('says taken for a registered name, and flags registered suggestions', async () => {
    const world = namesWorld();
    world.api.setName(taken('alice.reown.id'));
    world.api.setName(taken('alice1.reown.id'));
    world.useCase.search('Alice.reown.id');
    await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(world.useCase.snapshot.availability).toBe('taken');
    expect(world.useCase.snapshot.suggestions).toEqual([
      { name: 'alice1.reown.id', registered: true },
      { name: 'alice2.reown.id', registered: false },
    ]);
  });

  it('calls nothing for an invalid name (letters, digits and hyphens, at least 4 characters)', async () => {
    const world = namesWorld();
    for (const input of ['abc', 'bad_name', 'émile', 'al ice']) {
      world.useCase.search(input);
      expect(world.useCase.snapshot.availability, input).toBe('invalid');
    }
    world.useCase.search('');
    expect(world.useCase.snapshot.availability).toBe('idle');
    await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS * 2);
    expect(world.api.callCount('getName') + world.api.callCount('getNameSuggestions')).toBe(0);
  });

  it("shows 'Error resolving name' and 'Error fetching name suggestions' exactly", async () => {
    const world = namesWorld();
    world.api.failNext('getName');
    world.useCase.search('alice');
    await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(world.useCase.snapshot.availability).toBe('unknown');
    expect(world.useCase.snapshot.error?.shortMessage).toBe('Error resolving name');

    world.api.failNext('getNameSuggestions');
    world.useCase.search('alice-two');
    await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(world.useCase.snapshot).toMatchObject({ availability: 'available', suggestions: [] });
    expect(world.useCase.snapshot.error?.shortMessage).toBe('Error fetching name suggestions');
  });

  it('ignores an answer for a query no longer shown', async () => {
    const world = namesWorld();
    world.useCase.search('alice');
    await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    world.useCase.search('bobby');
    await world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(world.api.calls.getName).toEqual([{ name: 'bobby.reown.id' }]);
    expect(world.useCase.snapshot.query).toBe('bobby');
  });
});

describe('NamesUseCase: registering', () => {
  it('signs {name, attributes, timestamp} with the wallet, sends the chain coin type, shows success and reloads the account', async () => {
    const world = namesWorld();
    const result = await world.useCase.register('alice');
    expect(result).toEqual({ status: 'registered', name: 'alice.reown.id' });
    const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: Math.floor(world.scheduler.now() / 1000) });
    expect(world.chainAdapter.signedMessages).toEqual([{ address: ALICE, message, signature: '0xsigned' }]);
    expect(world.api.calls.registerName).toEqual([
      { coinType: 0x80000000 + walletportDevnetB.id, address: ALICE, message, signature: '0xsigned' },
    ]);
    expect(world.useCase.snapshot).toMatchObject({ registering: false, registeredName: 'alice.reown.id', error: undefined });
    expect(world.views).toEqual(['RegisterAccountNameSuccess']);
    expect(world.refreshes).toEqual([{ force: true }]);
  });

  it("fails with 'Error registering name {name}' for a taken name and returns to RegisterAccountName", async () => {
    const world = namesWorld({ view: 'RegisterAccountNameSuccess' });
    world.api.setName(taken('alice.reown.id'));
    const result = await world.useCase.register('alice');
    expect(result.status).toBe('failed');
    expect(world.useCase.snapshot.error?.shortMessage).toBe('Error registering name alice.reown.id');
    expect(isWalletportError(world.useCase.snapshot.error, 'NAME_REGISTER_FAILED')).toBe(true);
    expect(world.toasts().map((toast) => toast.shortMessage)).toEqual(['Error registering name alice.reown.id']);
    expect(world.views).toEqual(['RegisterAccountName']);
    expect(world.useCase.snapshot.registering).toBe(false);
    expect(world.refreshes).toEqual([]);
  });

  it('fails the same way when the wallet refuses to sign, and sends nothing', async () => {
    const world = namesWorld();
    world.chainAdapter.failSignWith = walletportError('USER_REJECTED_REQUEST');
    const result = await world.useCase.register('alice');
    expect(result.status === 'failed' && result.error.shortMessage).toBe('Error registering name alice.reown.id');
    expect(world.api.callCount('registerName')).toBe(0);
    // Already on RegisterAccountName: nothing to replace.
    expect(world.views).toEqual([]);
  });

  it("reads the wallet's failure as Send and Swap do: the cause is the typed wallet error, or 'Transaction error'", async () => {
    const world = namesWorld();
    world.chainAdapter.failSignWith = { code: 4001, message: 'User rejected the request.' };
    const rejected = await world.useCase.register('alice');
    expect(rejected.status === 'failed' && (rejected.error.cause as WalletportError).code).toBe('USER_REJECTED_REQUEST');
    world.chainAdapter.failSignWith = new Error('boom');
    const unknown = await world.useCase.register('alice');
    expect(unknown.status === 'failed' && (unknown.error.cause as WalletportError).shortMessage).toBe('Transaction error');
    expect(unknown.status === 'failed' && unknown.error.shortMessage).toBe('Error registering name alice.reown.id');
  });

  it('fails without a connected EVM account or with an invalid name, before asking the wallet', async () => {
    const disconnected = namesWorld({ connected: false });
    expect((await disconnected.useCase.register('alice')).status).toBe('failed');
    const invalid = namesWorld();
    expect((await invalid.useCase.register('abc')).status).toBe('failed');
    expect(invalid.chainAdapter.signedMessages).toEqual([]);
  });
});

describe('NamesUseCase: reads', () => {
  it('resolves a name once per NAME_LOOKUP_CACHE_TTL_MS', async () => {
    const world = namesWorld();
    world.api.setName(taken('alice.reown.id', ALICE));
    expect((await world.useCase.resolveName('alice')).name).toBe('alice.reown.id');
    await world.useCase.resolveName('Alice.reown.id');
    expect(world.api.callCount('getName')).toBe(1);
    world.scheduler.advance(NAME_LOOKUP_CACHE_TTL_MS);
    await world.useCase.resolveName('alice');
    expect(world.api.callCount('getName')).toBe(2);
  });

  it("throws 'Error resolving name' and 'Error fetching names for address'", async () => {
    const world = namesWorld();
    await expect(world.useCase.resolveName('nobody')).rejects.toMatchObject({ shortMessage: 'Error resolving name' });
    world.api.setName(taken('alice.reown.id', ALICE));
    expect((await world.useCase.getNamesForAddress(ALICE)).map((record) => record.name)).toEqual(['alice.reown.id']);
    world.api.failNext('getNamesForAddress');
    await expect(world.useCase.getNamesForAddress(ALICE)).rejects.toMatchObject({ shortMessage: 'Error fetching names for address' });
  });
});
