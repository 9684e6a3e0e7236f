/**
 * The shared components in the pseudo-language (tests/fakes/pseudo-locale.ts): their own words come from the
 * catalogue, a core message they are given (an error's English text) is shown in the visitor's language, and
 * what the caller gives (already in that language: a token's name, a wallet's) is shown as given.
 */
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage, walletportError } from '../../domain/entities/errors/catalogue.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { usePseudoLocale, untranslatedText } from '../../tests/fakes/pseudo-locale.js';
import { WalletportContext } from '../provider/WalletportContext.js';
import { FlowStatus } from './FlowStatus/FlowStatus.js';
import { PanelState } from './PanelState/PanelState.js';
import { Spinner } from './Spinner/Spinner.js';
import { TokenPicker } from './TokenPicker/TokenPicker.js';
import { TokenRow } from './TokenRow/TokenRow.js';
import { WalletListItem } from './WalletListItem/WalletListItem.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function renderInPseudoLanguage(children: ReactNode) {
  const { client } = createTestClient();
  await usePseudoLocale(client);
  return render(<WalletportContext.Provider value={client}>{children}</WalletportContext.Provider>);
}

/** What the callers give, as they would after translating it (their own words, wrapped like the catalogue's). */
const callerText = (text: string) => `⟦${text}⟧`;

const ether = { symbol: 'ETH', name: 'Ether', iconUrl: undefined, balance: '1.5 ETH', usd: '$3,000.00' };

describe('the shared components in another language', () => {
  it('show their own words and the core messages they are given from the catalogue', async () => {
    const { container } = await renderInPseudoLanguage(
      <>
        <TokenPicker
          query=""
          onSearch={() => undefined}
          placeholder={callerText('Search')}
          sections={[{ title: callerText('Your tokens'), items: [{ ...ether, key: 'eth', token: 'eth' }] }]}
          onPick={() => undefined}
        />
        <FlowStatus tone="error" title={walletportError('SIGNATURE_DECLINED').shortMessage} text={errorMessage('EMAIL_COOLDOWN', 30)} />
        <PanelState title={errorMessage('TRANSACTIONS_FETCH_FAILED')} tone="error" />
        <Spinner label={callerText('Loading tokens')} />
        <WalletListItem name="MetaMask" tags={[{ label: callerText('Installed'), tone: 'installed' }]} onClick={() => undefined} />
      </>,
    );
    expect(container.textContent).toContain('⟦Search token⟧');
    expect(container.textContent).toContain('⟦Signature declined⟧');
    expect(container.textContent).toContain('⟦Please try again after 30 seconds⟧');
    expect(container.textContent).toContain('⟦Failed to fetch transactions⟧');
    expect(untranslatedText(container, { allowed: ['ETH', 'Ether', '1.5 ETH', '$3,000.00', 'E', 'MetaMask', 'M'] })).toEqual([]);
  });

  it('show a text the catalogue does not have as given (and the check reports it)', async () => {
    const { container } = await renderInPseudoLanguage(<PanelState title="The wallet said no" />);
    expect(untranslatedText(container)).toEqual(['The wallet said no']);
  });

  it('keep amounts left to right in any layout', async () => {
    const { container } = await renderInPseudoLanguage(<TokenRow token={ether} static />);
    const isolated = Array.from(container.querySelectorAll('.wp-ltr'), (element) => element.textContent);
    expect(isolated).toEqual(['1.5 ETH', '$3,000.00']);
  });
});
