import { describe, expect, it } from 'vitest';
import { VIEW_NAMES } from '../../domain/usecases/router/views.js';
import { enViews } from '../../locales/en/views.js';
import { pseudoMessages } from '../../tests/fakes/pseudo-locale.js';
import { translatorFor } from '../i18n/translator.js';
import { viewTitle } from './viewTitle.js';

const { t } = translatorFor({ locale: 'en', direction: 'ltr', messages: undefined });
const pseudo = translatorFor({ locale: 'de', direction: 'ltr', messages: pseudoMessages });

describe('viewTitle', () => {
  it('names every view', () => {
    for (const view of VIEW_NAMES) expect(viewTitle({ view, t }).length, view).toBeGreaterThan(0);
    expect(Object.keys(enViews).filter((key) => key !== 'view.notAvailable').sort()).toEqual(VIEW_NAMES.map((view) => `view.${view}`).sort());
  });

  it('names the wallet, provider or network a view is about', () => {
    expect(viewTitle({ view: 'ConnectingExternal', data: { wallet: { id: 'm', name: 'MetaMask', image_id: null, rdns: null } as never }, t })).toBe('MetaMask');
    expect(viewTitle({ view: 'ConnectingSocial', data: { socialProvider: 'github' }, t })).toBe('GitHub');
    expect(viewTitle({ view: 'SwitchNetwork', data: { network: { id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } }, t })).toBe('Ethereum');
    expect(viewTitle({ view: 'SwitchNetwork', t })).toBe('Switch Network');
  });

  it('has a title for a name it does not know', () => {
    expect(viewTitle({ view: 'Nope', t })).toBe('Not Available');
    expect(viewTitle({ view: 'constructor', t })).toBe('Not Available');
  });

  it('takes every title from the catalogue, so it shows in the visitor language', () => {
    for (const view of [...VIEW_NAMES, 'Nope']) expect(viewTitle({ view, t: pseudo.t }), view).toMatch(/^⟦.+⟧$/);
    // A name the data gives is shown as given, never translated.
    expect(viewTitle({ view: 'SwitchNetwork', data: { network: { id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } }, t: pseudo.t })).toBe('Ethereum');
  });
});
