import { describe, expect, it } from 'vitest';
import { VIEW_NAMES } from '../../domain/usecases/router/views.js';
import { UNKNOWN_VIEW_TITLE, viewTitle, viewTitles } from './viewTitle.js';

describe('viewTitle', () => {
  it('names every view', () => {
    for (const view of VIEW_NAMES) expect(viewTitle(view).length, view).toBeGreaterThan(0);
    expect(Object.keys(viewTitles).sort()).toEqual([...VIEW_NAMES].sort());
  });

  it('names the wallet, provider or network a view is about', () => {
    expect(viewTitle('ConnectingExternal', { wallet: { id: 'm', name: 'MetaMask', image_id: null, rdns: null } as never })).toBe('MetaMask');
    expect(viewTitle('ConnectingSocial', { socialProvider: 'github' })).toBe('GitHub');
    expect(viewTitle('SwitchNetwork', { network: { id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } })).toBe('Ethereum');
    expect(viewTitle('SwitchNetwork')).toBe('Switch Network');
  });

  it('has a title for a name it does not know', () => {
    expect(viewTitle('Nope')).toBe(UNKNOWN_VIEW_TITLE);
    expect(viewTitle('constructor')).toBe(UNKNOWN_VIEW_TITLE);
  });
});
