/**
 * Headers for every answer of the provider. Its pages load only their own stylesheet and run no script of ours; their
 * forms post to the provider itself, whose answer redirects to the secure site's callback, and Chromium
 * applies form-action to those redirects too, so the relying parties' origins are listed. No page may be
 * framed: the login and consent buttons are what a clickjacking page would want.
 */
export function providerHeaders(relyingPartyOrigins: readonly string[]): Readonly<Record<string, string>> {
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    // No script of ours, none served. The directive is here because oidc-provider adds the sha256 of the one
    // inline script it writes (the auto-submitting form that ends the old session when another account signs
    // in on the same browser) to an existing script-src, and only then: without it that page stalls blank.
    "script-src 'self'",
    `form-action 'self' ${relyingPartyOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    // Not no-referrer: under it a form's POST carries `Origin: null`, and interactions.ts checks the Origin.
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  };
}
