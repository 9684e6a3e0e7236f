/**
 * The devstack's mail end to end: a message sent over real SMTP (nodemailer, pooled) is listed by the JSON
 * API, filtered by recipient, shown escaped on the page with its links clickable, and cleared by DELETE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkifyText } from './html-text.js';
import { createMailSender, startMail, type MailSender, type RunningMail, type StoredMail } from './index.js';

let mail: RunningMail;
let sender: MailSender;

beforeAll(async () => {
  mail = await startMail({ smtpPort: 0, httpPort: 0 });
  sender = createMailSender({ host: mail.host, port: mail.port, from: 'devstack test <tests@walletport.localhost>' });
});

afterAll(async () => {
  sender?.close();
  await mail?.stop();
});

async function messages(to?: string): Promise<StoredMail[]> {
  const response = await fetch(`${mail.url}/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredMail[];
}

describe('the devstack mail', () => {
  it('listens on 127.0.0.1 only and answers /health', async () => {
    expect(mail.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(mail.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${mail.url}/health`)).status).toBe(200);
  });

  it('lists a message sent over SMTP, newest first, filtered by recipient', async () => {
    await sender.send({ to: 'alice@example.com', subject: 'First', text: 'one' });
    await sender.send({ to: 'Bob@Example.com', subject: 'Second', text: 'two\r\nlines' });

    const all = await messages();
    expect(all.map((message) => message.subject)).toEqual(['Second', 'First']);
    const [bob] = await messages('bob@example.com');
    expect(bob).toEqual({
      id: expect.any(String),
      from: 'tests@walletport.localhost',
      to: 'Bob@example.com', // nodemailer lower-cases the domain
      subject: 'Second',
      text: 'two\nlines\n',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await messages('alice@example.com')).map((message) => message.text)).toEqual(['one\n']);
    expect(await messages('nobody@example.com')).toEqual([]);
  });

  it('shows mail on the page escaped, never as markup, with its links clickable', async () => {
    await sender.send({
      to: 'carol@example.com',
      subject: '<img src=x onerror=alert(1)> & co',
      text: 'Open http://127.0.0.1:4300/device/approve?token=a1&b=2 to go on.\n<script>alert(1)</script>',
    });
    const response = await fetch(`${mail.url}/?to=carol@example.com`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; co');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<a href="http://127.0.0.1:4300/device/approve?token=a1&amp;b=2">http://127.0.0.1:4300/device/approve?token=a1&amp;b=2</a> to go on.',
    );
  });

  it('turns only http(s) addresses into links, leaving trailing punctuation out', () => {
    expect(linkifyText('see https://a.example/x. or javascript:alert(1)')).toBe(
      'see <a href="https://a.example/x">https://a.example/x</a>. or javascript:alert(1)',
    );
    expect(linkifyText('"quoted" http://x.test/?a=<b>')).toBe('&quot;quoted&quot; <a href="http://x.test/?a=">http://x.test/?a=</a>&lt;b&gt;');
  });

  it('empties the mailbox on DELETE /api/messages', async () => {
    expect((await fetch(`${mail.url}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await messages()).toEqual([]);
    expect(await (await fetch(`${mail.url}/`)).text()).toContain('No mail yet.');
  });
});
