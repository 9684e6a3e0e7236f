/**
 * The Connect view's social buttons: the arrangement for 1 to 7 providers (socialButtonLayout: one or two
 * full-width buttons with their name, then full rows of picture buttons) and the providers a Telegram host
 * cannot complete left out per operating system (socialsForPlatform).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from '../../../domain/entities/constants.js';
import type { SocialProvider } from '../../../domain/usecases/options/options.js';
import type { OperatingSystem } from '../../../ports/platform.port.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { FakePlatform } from '../../../tests/fakes/platform.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function openConnect(socials: readonly SocialProvider[] | undefined, platform = new FakePlatform()) {
  const scheduler = new VirtualScheduler();
  const { client, core } = createTestClient(socials ? { features: { socials } } : {}, {
    scheduler,
    platform,
    chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
    catalogue: new FakeWalletCatalogue({ projectConfig: { features: [{ id: 'social_login', isEnabled: true, config: null }] } }),
    embeddedWallet: true,
  });
  render(<WalletportProvider client={client} />);
  await settle();
  act(() => core.modal.open({ view: 'Connect' }));
  await settle();
  return core;
}

/** Each social button as 'wide:<name>' (labelled, full row) or 'grid:<name>' (picture only), and the grid's columns. */
function arrangement() {
  const list = modal().getByRole('list', { name: 'Social login' });
  const items = Array.from(list.querySelectorAll('li')).map((item) => {
    const button = item.querySelector('button');
    const kind = item.classList.contains('wp-social-wide') ? 'wide' : 'grid';
    return `${kind}:${button?.getAttribute('data-provider') ?? ''}`;
  });
  return { items, columns: list.style.getPropertyValue('--wp-social-columns') };
}

describe('the social buttons', () => {
  it.each([
    [1, ['wide'], '1'],
    [2, ['wide', 'wide'], '1'],
    [3, ['wide', 'grid', 'grid'], '2'],
    [4, ['wide', 'grid', 'grid', 'grid'], '3'],
    [5, ['wide', 'grid', 'grid', 'grid', 'grid'], '4'],
    [6, ['wide', 'wide', 'grid', 'grid', 'grid', 'grid'], '4'],
    [7, ['wide', 'grid', 'grid', 'grid', 'grid', 'grid', 'grid'], '3'],
  ])('lay out %i providers with full grid rows', async (count, kinds, columns) => {
    const providers = DEFAULT_SOCIALS.slice(0, count);
    await openConnect(providers);
    const { items, columns: gridColumns } = arrangement();
    expect(items).toEqual(providers.map((provider, index) => `${kinds[index]}:${provider}`));
    expect(gridColumns).toBe(columns);
  });

  it('label the full-width buttons and name every button, with a picture each', async () => {
    await openConnect(undefined);
    const list = modal().getByRole('list', { name: 'Social login' });
    const buttons = Array.from(list.querySelectorAll('button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      ['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'].map((name) => `Continue with ${name}`),
    );
    expect(buttons[0]?.textContent).toBe('Continue with Google');
    expect(buttons[1]?.textContent).toBe('');
    expect(buttons[1]?.getAttribute('title')).toBe('X');
    for (const button of buttons) expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it.each<[OperatingSystem, SocialProvider[]]>([
    ['ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['mac', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android', ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['windows', [...DEFAULT_SOCIALS]],
  ])('inside Telegram on %s offer %j', async (os, expected) => {
    await openConnect(undefined, new FakePlatform({ telegram: true, os }));
    expect(arrangement().items.map((item) => item.split(':')[1])).toEqual(expected);
  });

  it('hide nothing outside Telegram, on any system', async () => {
    await openConnect(undefined, new FakePlatform({ telegram: false, os: 'ios' }));
    expect(arrangement().items.map((item) => item.split(':')[1])).toEqual([...DEFAULT_SOCIALS]);
  });
});
