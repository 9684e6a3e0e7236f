/**
 * Whether the host page's origin may use the embedded wallet (checked when email or social login is on).
 *
 * Allowed are `localhost:*` and `127.0.0.1:*` (http or https, any port) plus the project's list. An entry of
 * the list is `[scheme://]host[:port]`:
 * - without a scheme it matches http and https; with one, only that scheme;
 * - without a port it matches only the scheme's default port; `:*` matches any port;
 * - a host starting with `*.` matches exactly one more label in its place: `https://*.example.com` allows
 *   `https://app.example.com` but neither `https://example.com` nor `https://a.b.example.com`;
 * - hosts compare case-insensitively; a trailing `/` is ignored; an entry with a path never matches.
 */
export const DEFAULT_ALLOWED_ORIGINS = ['localhost:*', '127.0.0.1:*'] as const;

type Scheme = 'http' | 'https';
type PageOrigin = { scheme: Scheme; host: string; port: number; defaultPort: boolean };
type OriginPattern = { scheme: Scheme | undefined; wildcard: boolean; host: string; port: number | '*' | undefined };

const DEFAULT_PORTS: Record<Scheme, number> = { http: 80, https: 443 };
const PATTERN = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i;
const LABEL = /^[a-z0-9-]+$/;

export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const page = parsePageOrigin(origin);
  if (!page) return false;
  return [...DEFAULT_ALLOWED_ORIGINS, ...allowedOrigins].some((entry) => {
    const pattern = parsePattern(entry);
    return pattern !== undefined && matches(page, pattern);
  });
}

function parsePageOrigin(origin: string): PageOrigin | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  const scheme = url.protocol.slice(0, -1);
  if (scheme !== 'http' && scheme !== 'https') return undefined;
  const defaultPort = url.port === '';
  return { scheme, host: url.hostname.toLowerCase(), port: defaultPort ? DEFAULT_PORTS[scheme] : Number(url.port), defaultPort };
}

function parsePattern(entry: string): OriginPattern | undefined {
  const match = PATTERN.exec(entry.trim());
  if (!match) return undefined;
  const [, scheme, wildcard, host, port] = match;
  if (host === undefined) return undefined;
  return {
    scheme: scheme?.toLowerCase() as Scheme | undefined,
    wildcard: wildcard !== undefined,
    host: host.toLowerCase(),
    port: port === undefined ? undefined : port === '*' ? '*' : Number(port),
  };
}

function matches(page: PageOrigin, pattern: OriginPattern): boolean {
  if (pattern.scheme !== undefined && pattern.scheme !== page.scheme) return false;
  if (pattern.port === undefined ? !page.defaultPort : pattern.port !== '*' && pattern.port !== page.port) return false;
  if (!pattern.wildcard) return page.host === pattern.host;
  const suffix = `.${pattern.host}`;
  if (!page.host.endsWith(suffix)) return false;
  return LABEL.test(page.host.slice(0, -suffix.length));
}
