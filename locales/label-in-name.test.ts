/**
 * A link or button whose accessible name is longer than its visible text must contain that text, word for word
 * (WCAG 2.5.3 "label in name", axe's label-content-name-mismatch): a person who says "click Get" to their
 * speech software reaches "Get MetaMask". The Connecting view's "Get" link is named "Get {name}"; in every
 * language the short text must be a run of whole words of the long one (the stories' axe check saw German's
 * "Jetzt holen" named "MetaMask holen", and Arabic's likewise).
 */
import { describe, expect, it } from 'vitest';
import { WALLETPORT_LOCALES } from '../domain/entities/i18n/locales.js';
import { enModal } from './en/modal.js';
import { loadMessages } from './load.js';
import type { Messages } from './messages.js';

/** The pairs (visible text, accessible name) a view shows together. */
const PAIRS: readonly [keyof Messages, keyof Messages][] = [['connecting.get', 'connecting.getWallet']];

/** Words as axe compares them: decomposed, lower case, split at anything that is not a letter, mark or digit. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

function containsRun(name: string[], label: string[]): boolean {
  return name.some((_, start) => label.every((word, index) => name[start + index] === word));
}

async function catalogue(locale: (typeof WALLETPORT_LOCALES)[number]): Promise<Messages> {
  return locale === 'en' ? (enModal as unknown as Messages) : loadMessages(locale);
}

describe('visible text inside the accessible name, in every language', () => {
  it.each(WALLETPORT_LOCALES)('%s', async (locale) => {
    const messages = await catalogue(locale);
    for (const [visible, named] of PAIRS) {
      const label = String(messages[visible]);
      const name = String(messages[named]).replace('{name}', 'MetaMask');
      expect(containsRun(words(name), words(label)), `${visible} "${label}" inside ${named} "${name}"`).toBe(true);
    }
  });

  it('catches a visible text the name does not contain', () => {
    expect(containsRun(words('MetaMask holen'), words('Jetzt holen'))).toBe(false);
    expect(containsRun(words('MetaMask を入手'), words('入手'))).toBe(false);
    expect(containsRun(words('Get MetaMask'), words('Get'))).toBe(true);
  });
});
