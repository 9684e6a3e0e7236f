/**
 * The Farcaster app's server: the request page (what it shows, escaped, unframeable), Approve signing the
 * Sign In With Farcaster message with the chosen FID's custody key and completing the channel, Reject, and
 * answers refused from any other origin.
 */
import { recoverMessageAddress } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FARCASTER_ACCOUNTS } from '../dev-accounts.js';
import { startFarcaster, type RunningFarcaster } from '../start-farcaster.js';

const SITE = { siweUri: 'http://127.0.0.1:4300', domain: '127.0.0.1:4300' };
const BOB = DEV_FARCASTER_ACCOUNTS[1]!;

let farcaster: RunningFarcaster;

beforeAll(async () => {
  farcaster = await startFarcaster({ relayPort: 0, appPort: 0 });
});

afterAll(() => farcaster?.stop());

async function channel(params: object = SITE): Promise<{ channelToken: string; url: string; nonce: string }> {
  const response = await fetch(`${farcaster.relayUrl}/v1/channel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) });
  expect(response.status).toBe(201);
  return (await response.json()) as { channelToken: string; url: string; nonce: string };
}

async function status(channelToken: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${farcaster.relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })).json()) as Record<string, unknown>;
}

/** Posts the request page's form; `origin` null sends no Origin header. */
function answer(fields: Record<string, string>, origin: string | null = farcaster.appUrl): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (origin !== null) headers['origin'] = origin;
  return fetch(`${farcaster.appUrl}/~/siwf`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

describe('the Farcaster app', () => {
  it('shows a channel’s request: the site, what it gets, the accounts it holds, Approve and Reject; it cannot be framed', async () => {
    const { url, channelToken } = await channel();
    expect(url.startsWith(`${farcaster.appUrl}/~/siwf?channelToken=`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const page = await response.text();
    expect(page).toContain(`<h1>Sign in to ${SITE.domain}?</h1>`);
    expect(page).toContain(`<dd>${SITE.siweUri}</dd>`);
    expect(page).toContain(`name="channelToken" value="${channelToken}"`);
    for (const account of DEV_FARCASTER_ACCOUNTS) expect(page).toContain(`@${account.username} <span class="fid">FID ${account.fid}</span>`);
    expect(page).toMatch(/<button type="submit" name="decision" value="approve"[^>]*>Approve<\/button>/);
    expect(page).toMatch(/<button type="submit" name="decision" value="reject"[^>]*>Reject<\/button>/);
    expect(page).not.toContain(DEV_FARCASTER_ACCOUNTS[0]!.custodyKey.slice(2));

    // What the requesting site wrote is shown as text.
    const marked = await channel({ ...SITE, siweUri: 'http://127.0.0.1:4300/?q=<b>"bold"</b>' });
    const markedPage = await (await fetch(marked.url)).text();
    expect(markedPage).toContain('<dd>http://127.0.0.1:4300/?q=&lt;b&gt;&quot;bold&quot;&lt;/b&gt;</dd>');
    expect(markedPage).not.toContain('<b>');
  });

  it('Approve signs the Sign In With Farcaster message with the chosen FID’s custody key and completes the channel', async () => {
    const { channelToken, nonce } = await channel();
    const response = await answer({ channelToken, fid: String(BOB.fid), decision: 'approve' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Signed in to 127.0.0.1:4300 as @bob.eth.');

    const completed = await status(channelToken);
    expect(completed).toMatchObject({ state: 'completed', fid: BOB.fid, username: 'bob.eth', displayName: 'Bob', custody: BOB.custody, pfpUrl: `${farcaster.appUrl}/pfp/1002.svg` });
    const message = parseSiweMessage(completed['message'] as string);
    expect(message).toMatchObject({ domain: SITE.domain, uri: SITE.siweUri, nonce, chainId: 10, statement: 'Farcaster Auth', version: '1', resources: ['farcaster://fid/1002'], address: BOB.custody });
    expect(await recoverMessageAddress({ message: completed['message'] as string, signature: completed['signature'] as `0x${string}` })).toBe(BOB.custody);
    expect((await fetch(`${farcaster.appUrl}/pfp/1002.svg`)).headers.get('content-type')).toBe('image/svg+xml');

    // The link now says it was answered.
    const again = await fetch(`${farcaster.appUrl}/~/siwf?channelToken=${channelToken}`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('<h1>Already answered</h1>');
  });

  it('Reject marks the channel rejected', async () => {
    const { channelToken } = await channel();
    const response = await answer({ channelToken, fid: String(BOB.fid), decision: 'reject' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Request rejected</h1>');
    expect(await status(channelToken)).toMatchObject({ state: 'rejected' });
  });

  it('takes answers from its own page only, for accounts it holds, on channels that exist', async () => {
    const { channelToken } = await channel();
    for (const origin of [null, 'http://127.0.0.1:5173', 'null']) {
      const refused = await answer({ channelToken, fid: String(BOB.fid), decision: 'approve' }, origin);
      expect(refused.status).toBe(403);
    }
    expect((await answer({ channelToken, fid: '7', decision: 'approve' })).status).toBe(400);
    expect((await answer({ channelToken, fid: String(BOB.fid), decision: 'maybe' })).status).toBe(400);
    expect(await status(channelToken)).toMatchObject({ state: 'pending' });

    const unknown = await answer({ channelToken: '00000000-0000-4000-8000-000000000000', fid: String(BOB.fid), decision: 'approve' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>This sign-in link does not work</h1>');
    expect((await fetch(`${farcaster.appUrl}/~/siwf?channelToken=%3Cscript%3E`)).status).toBe(404);
    expect((await fetch(`${farcaster.appUrl}/~/siwf`)).status).toBe(404);
  });

  it('lists the accounts it holds on its home page', async () => {
    const page = await (await fetch(`${farcaster.appUrl}/`)).text();
    expect(page).toContain('<h1>Your accounts</h1>');
    for (const account of DEV_FARCASTER_ACCOUNTS) expect(page).toContain(`FID ${account.fid}`);
  });
});
