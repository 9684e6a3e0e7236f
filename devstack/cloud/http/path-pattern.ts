/**
 * Path patterns such as `/v1/account/:address/balance`: `:name` segments capture one decoded path segment.
 * Paths are compared without a trailing slash, so `/v1/` and `/v1` are the same route.
 */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function normalizePath(path: string): string {
  return `/${pathSegments(path).join('/')}`;
}

/**
 * The captured parameters when `pattern` matches `path` segment for segment, else undefined. With
 * `prefix`, the pattern may also match the beginning of a longer path (whole segments only).
 * Parameters stay percent-encoded here; the router decodes them.
 */
export function matchPattern(
  pattern: string,
  path: string,
  prefix = false,
): Record<string, string> | undefined {
  const wanted = pathSegments(pattern);
  const actual = pathSegments(path);
  if (actual.length < wanted.length || (!prefix && actual.length !== wanted.length)) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index];
    if (value === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}
