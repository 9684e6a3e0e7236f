/**
 * A minimal browser for tests without one: keeps the provider's cookies, follows redirects by hand, and
 * submits the provider's forms (with the Origin header a browser would send). It stops at the first address
 * off the provider, the relying party's callback, without loading it.
 */
export type AgentPage = { url: string; status: number; html: string };

export type SignInChoice = { create: { username: string; email: string } } | { subject: string };

export class OidcAgent {
  readonly #origin: string;
  readonly #cookies = new Map<string, string>();

  constructor(providerUrl: string) {
    this.#origin = new URL(providerUrl).origin;
  }

  /** Loads `url` and follows redirects on the provider; a redirect off it is returned as `{url, status: 303}`. */
  async open(url: string, init: RequestInit = {}): Promise<AgentPage> {
    let next = url;
    let request = init;
    for (let hops = 0; hops < 10; hops += 1) {
      if (new URL(next).origin !== this.#origin) return { url: next, status: 303, html: '' };
      const response = await fetch(next, { ...request, redirect: 'manual', headers: { ...(request.headers as Record<string, string>), cookie: this.#cookieHeader() } });
      for (const line of response.headers.getSetCookie()) this.#keep(line);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        next = new URL(location, next).href;
        request = {};
        continue;
      }
      return { url: next, status: response.status, html: await response.text() };
    }
    throw new Error('Too many redirects');
  }

  /** Posts a form of the provider's page `pageUrl` to `pageUrl + suffix`. */
  submit(pageUrl: string, suffix: string, fields: Record<string, string> = {}, origin = this.#origin): Promise<AgentPage> {
    return this.open(`${pageUrl}${suffix}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** From an authorize URL to the callback URL: logs in as told, allows (or cancels) on the consent page. */
  async signIn(authorizeUrl: string, choice: SignInChoice, consent: 'allow' | 'cancel' = 'allow'): Promise<string> {
    let page = await this.open(authorizeUrl);
    for (let steps = 0; steps < 4; steps += 1) {
      if (page.status === 303) return page.url;
      if (page.status !== 200) throw new Error(`The provider answered ${page.status}: ${page.html.slice(0, 500)}`);
      if (/<button type="submit">Allow<\/button>/.test(page.html)) page = await this.submit(page.url, consent === 'allow' ? '/confirm' : '/abort');
      else if ('create' in choice) page = await this.submit(page.url, '/create', choice.create);
      else page = await this.submit(page.url, '/login', { subject: choice.subject });
    }
    throw new Error(`The sign-in did not reach the callback (at ${page.url})`);
  }

  #cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  #keep(setCookie: string): void {
    const [pair = ''] = setCookie.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(setCookie)) this.#cookies.delete(name);
    else this.#cookies.set(name, value);
  }
}
