import { afterEach, describe, expect, it, vi } from 'vitest';
import { enButtons } from '../locales/en/buttons.js';
import { enModal } from '../locales/en/modal.js';
import type { Messages } from '../locales/messages.js';
import { createLocaleSlot, type LocaleSnapshot } from './locale-slot.js';
import { resolveLocale } from './resolve-locale.js';

const german: Messages = { ...enButtons, ...enModal, 'button.connect': 'Wallet verbinden' };
const arabic: Messages = { ...enButtons, ...enModal, 'button.connect': 'ربط المحفظة' };
const snapshots: Record<string, LocaleSnapshot> = {
  de: { locale: 'de', direction: 'ltr', messages: german },
  ar: { locale: 'ar', direction: 'rtl', messages: arabic },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => vi.unstubAllGlobals());

describe('LocaleSlot', () => {
  it('is English until started, then shows the option once its catalogue has loaded', async () => {
    const resolve = vi.fn(async (requested: string | undefined) => snapshots[requested ?? '']!);
    const slot = createLocaleSlot('de', resolve);
    expect(slot.snapshot).toMatchObject({ locale: 'en', direction: 'ltr', messages: undefined });
    const changed = vi.fn();
    slot.subscribe(changed);
    slot.start();
    slot.start();
    await vi.waitFor(() => expect(slot.snapshot.locale).toBe('de'));
    expect(slot.snapshot.messages).toBe(german);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('loads nothing outside a browser when no language was asked for: English, without a module to import', async () => {
    const resolve = vi.fn(async () => snapshots['de']!);
    const slot = createLocaleSlot(undefined, resolve);
    slot.start();
    await Promise.resolve();
    expect(resolve).not.toHaveBeenCalled();
    expect(slot.snapshot.locale).toBe('en');
    // In a page (a document to read <html lang> from) the same start negotiates.
    vi.stubGlobal('document', { documentElement: { lang: 'de' } });
    const inPage = createLocaleSlot(undefined, resolve);
    inPage.start();
    await vi.waitFor(() => expect(inPage.snapshot.locale).toBe('de'));
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('keeps the newest choice when an older catalogue arrives late', async () => {
    const slow = deferred<LocaleSnapshot>();
    const slot = createLocaleSlot(undefined, (requested) => (requested === 'de' ? slow.promise : Promise.resolve(snapshots['ar']!)));
    const first = slot.set('de');
    await slot.set('ar');
    slow.resolve(snapshots['de']!);
    await first;
    expect(slot.snapshot.locale).toBe('ar');
  });

  it('keeps the language it had when a catalogue fails to load', async () => {
    const slot = createLocaleSlot(undefined, async () => Promise.reject(new Error('chunk missing')));
    await expect(slot.set('de')).rejects.toThrow('chunk missing');
    expect(slot.snapshot.locale).toBe('en');
  });
});

describe('resolveLocale', () => {
  it("follows <html lang> and then the browser's languages when the page sets none", async () => {
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    vi.stubGlobal('navigator', { languages: ['sw', 'ar-EG'] });
    await expect(resolveLocale(undefined)).resolves.toMatchObject({ locale: 'ar', direction: 'rtl' });
    vi.stubGlobal('document', { documentElement: { lang: 'de-CH' } });
    await expect(resolveLocale(undefined)).resolves.toMatchObject({ locale: 'de', direction: 'ltr' });
  });

  it('loads nothing for English, and warns about a language it does not speak', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('navigator', { languages: [] });
    await expect(resolveLocale('xx-YY')).resolves.toEqual({ locale: 'en', direction: 'ltr', messages: undefined });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"xx-YY"'));
    warn.mockRestore();
  });
});

describe('LocaleSlot.showLoaded', () => {
  it('shows a language at hand at once, and a load still under way no longer applies', async () => {
    const slow = deferred<LocaleSnapshot>();
    const slot = createLocaleSlot(undefined, () => slow.promise);
    const loading = slot.set('de');
    slot.showLoaded(snapshots['ar']!);
    expect(slot.snapshot.locale).toBe('ar');
    slow.resolve(snapshots['de']!);
    await loading;
    expect(slot.snapshot.locale).toBe('ar');
  });
});
