/**
 * What the social-login journeys share: logging in on the devstack's OIDC provider (its login and consent
 * pages, standing in for google, github and the others) the way a person does, in the popup or in the top
 * window (Telegram).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

/** A fresh provider account per journey, so runs never share a user. */
export function uniqueUsername(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

/** On the provider's login page: creates the account, then allows the app on the consent page. */
export async function signInOnProvider(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  const allow = page.getByRole('button', { name: 'Allow' });
  await allow.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
    throw new Error(`no consent page at ${page.url()}: ${(await page.content()).slice(0, 1500)}`, { cause: error });
  });
  await allow.click();
}

/** Presses a provider's social button in the open modal and returns the popup that opens in the click. */
export async function openSocialPopup(page: Page, providerLabel: string): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: `Continue with ${providerLabel}` }).first().click();
  return popup;
}
