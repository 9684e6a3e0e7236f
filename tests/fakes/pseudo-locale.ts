/**
 * A pseudo-language for tests: every English entry wrapped in ⟦ ⟧, so a view drawn in it shows at a glance
 * which text came from the catalogue and which is still written into the view (and so would stay English in
 * every language). `untranslatedText` lists the latter.
 */
import { localeSlotOf } from '../../client/walletport-client.js';
import type { WalletportClient } from '../../client/walletport-client.js';
import type { Message, PluralMessage } from '../../domain/entities/i18n/message.js';
import { enButtons } from '../../locales/en/buttons.js';
import { enModal } from '../../locales/en/modal.js';
import type { Messages } from '../../locales/messages.js';

const wrap = (text: string) => `⟦${text}⟧`;

function pseudo(message: Message): Message {
  if (typeof message === 'string') return wrap(message);
  const forms: Record<string, string> = {};
  for (const [category, text] of Object.entries(message as PluralMessage)) forms[category] = wrap(text);
  return forms as unknown as PluralMessage;
}

export const pseudoMessages = Object.fromEntries(
  Object.entries({ ...enButtons, ...enModal }).map(([key, message]) => [key, pseudo(message as Message)]),
) as unknown as Messages;

/**
 * Shows the client's views in the pseudo-language (as German, left to right), at once, before or after the
 * provider mounted (wrap it in act() once mounted). `direction: 'rtl'` draws it right to left.
 */
export function usePseudoLocale(client: WalletportClient, { direction = 'ltr' }: { direction?: 'ltr' | 'rtl' } = {}): void {
  localeSlotOf(client).showLoaded({ locale: direction === 'rtl' ? 'ar' : 'de', direction, messages: pseudoMessages });
}

/** Text a visitor reads that is not language: numbers, amounts, addresses, hashes, times, symbols. */
const NOT_LANGUAGE = [
  /^[\s\d.,:%+\-−–—/()×<>≈~…·•|$€£¥\u00a0\u202f]*$/u, // numbers, amounts, money, separators
  /^0x[0-9a-fA-F…]+$/, // addresses and hashes, whole or truncated
  /^[1-9A-HJ-NP-Za-km-z]{3,}…[1-9A-HJ-NP-Za-km-z]{3,}$/, // truncated base58 (Solana) addresses
  /^(bc1|tb1|bcrt1)[0-9a-z…]+$/,
];

export type UntranslatedTextParameters = {
  /** Names, symbols and other words the view shows as given (a wallet's name, 'ETH', a network's name). */
  readonly allowed?: readonly (string | RegExp)[];
};

/**
 * The text nodes and the accessible attributes (aria-label, title, placeholder, alt) under `root`, shadow roots
 * included, that neither came from the catalogue nor are language-free. Empty when the view is fully translatable.
 */
export function untranslatedText(root: Node, { allowed = [] }: UntranslatedTextParameters = {}): string[] {
  const found: string[] = [];
  const isAllowed = (text: string) =>
    NOT_LANGUAGE.some((pattern) => pattern.test(text)) || allowed.some((entry) => (typeof entry === 'string' ? entry === text : entry.test(text)));
  const check = (raw: string | null | undefined) => {
    const text = (raw ?? '').trim();
    if (text === '' || text.includes('⟦') || isAllowed(text)) return;
    found.push(text);
  };
  const visit = (node: Node) => {
    if (node.nodeType === 3) check(node.textContent);
    if (node.nodeType === 1) {
      const element = node as Element;
      if (element.tagName === 'STYLE' || element.tagName === 'SCRIPT') return;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) check(element.getAttribute(attribute));
      if (element.shadowRoot) visit(element.shadowRoot);
    }
    for (const child of Array.from(node.childNodes)) visit(child);
  };
  visit(root);
  return found;
}
