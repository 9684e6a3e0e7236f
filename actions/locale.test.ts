import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletport } from '../client/create-walletport.js';
import { walletportDevnetA } from '../domain/entities/network/chains/walletportDevnets.js';
import { getLocale } from './getLocale.js';
import { setLocale } from './setLocale.js';
import { watchLocale } from './watchLocale.js';

const client = (locale?: Parameters<typeof createWalletport>[0]['locale']) =>
  createWalletport({ projectId: 'locale-test', networks: [walletportDevnetA], locale, features: { analytics: false } });

afterEach(() => vi.unstubAllGlobals());

describe('the locale actions', () => {
  it('answer English until the language is set, then the language and its direction, once its text loaded', async () => {
    const walletport = client();
    expect(getLocale(walletport)).toEqual({ locale: 'en', direction: 'ltr' });
    expect(getLocale(walletport)).toBe(getLocale(walletport));
    const changes = vi.fn();
    const stop = watchLocale(walletport, { onChange: changes });
    await expect(setLocale(walletport, 'ar')).resolves.toBe('ar');
    expect(getLocale(walletport)).toEqual({ locale: 'ar', direction: 'rtl' });
    expect(changes).toHaveBeenCalledWith({ locale: 'ar', direction: 'rtl' }, { locale: 'en', direction: 'ltr' });
    stop();
    await setLocale(walletport, 'de');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(getLocale(walletport).locale).toBe('de');
  });

  it('match a regional tag to the shipped language', async () => {
    const walletport = client();
    await expect(setLocale(walletport, 'pt-PT' as never)).resolves.toBe('pt-BR');
  });

  it('take the locale option when the client starts', async () => {
    const walletport = client('he');
    const changed = new Promise<void>((resolve) => watchLocale(walletport, { onChange: () => resolve() }));
    walletport.start();
    await changed;
    expect(getLocale(walletport)).toEqual({ locale: 'he', direction: 'rtl' });
    walletport.dispose();
  });

  it('refuse an object that is not a client', () => {
    expect(() => getLocale({} as never)).toThrow(/not a walletport client/);
  });
});
