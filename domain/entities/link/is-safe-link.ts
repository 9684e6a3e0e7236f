/**
 * Whether a link may be opened from the modal (wallet deep links, explorer links, catalogue homepages).
 * Allowed: `https:`; `http:` only to this machine (localhost, 127.0.0.1, [::1]); and wallet app schemes of
 * the form `[a-z][a-z0-9+.-]*:` (`metamask:`, `trust:`, `rainbow:`, `wc:`, ...), except schemes that run code
 * or read local data (javascript:, data:, vbscript:, file:, blob:, about:, filesystem:), show or wrap other
 * content (view-source:) or start Windows tools (ms-msdt:, search-ms:, ms-officecmd:, as hostile
 * links do). An Android intent: link is allowed only when its browser_fallback_url, if any, is an https page. Links that are no deep link (terms,
 * privacy, homepages) take isSafeWebLink: http(s) only.
 *
 * The verdict is taken on the string as a browser's URL parser sees it: leading and trailing C0 controls and
 * spaces are stripped and tabs and newlines removed first (so `\tjava\nscript:` is caught), and any other
 * control character makes the link unsafe. Relative or scheme-less strings are unsafe.
 */

const BLOCKED_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'ms-msdt',
  'search-ms',
  'ms-officecmd',
]);

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const EDGE_CONTROLS_AND_SPACES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function isSafeLink(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  const normalized = url.replace(EDGE_CONTROLS_AND_SPACES, '').replace(TAB_OR_NEWLINE, '');
  if (normalized === '' || CONTROL_CHARACTER.test(normalized)) return false;

  const scheme = SCHEME.exec(normalized)?.[1]?.toLowerCase();
  if (!scheme || BLOCKED_SCHEMES.has(scheme)) return false;

  let parsed: URL;
  try {
    parsed = new URL(normalized);
  } catch {
    return false;
  }
  // The parser's view of the scheme must agree with ours (it lowercases and validates it).
  if (parsed.protocol !== `${scheme}:`) return false;

  if (scheme === 'intent') return intentFallbackIsSafe(normalized);
  if (scheme === 'https') return parsed.hostname !== '';
  if (scheme === 'http') return LOOPBACK_HOSTS.has(parsed.hostname);
  return true;
}

/** A link that is a web page (https, or http to this machine) by isSafeLink's rules: never an app scheme. */
export function isSafeWebLink(url: unknown): boolean {
  return isSafeLink(url) && typeof url === 'string' && /^https?:/i.test(url.replace(EDGE_CONTROLS_AND_SPACES, '').replace(TAB_OR_NEWLINE, ''));
}

const INTENT_FALLBACK = /[#;]S\.browser_fallback_url=([^;]*)/gi;

/** Every browser_fallback_url of an intent: link, decoded, must be an https page. */
function intentFallbackIsSafe(link: string): boolean {
  for (const match of link.matchAll(INTENT_FALLBACK)) {
    let fallback: string;
    try {
      fallback = decodeURIComponent(match[1] ?? '');
    } catch {
      return false;
    }
    if (!/^https:/i.test(fallback.replace(EDGE_CONTROLS_AND_SPACES, '').replace(TAB_OR_NEWLINE, '')) || !isSafeLink(fallback)) return false;
  }
  return true;
}
