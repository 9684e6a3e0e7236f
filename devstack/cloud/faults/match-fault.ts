/** Whether a fault switch applies to a request: method, then the route pattern against the path. */
import { matchPattern } from '../http/path-pattern.js';

export type FaultTarget = { route: string; method: string | null; exact: boolean };

/**
 * `*` matches every path. Otherwise the route is a path pattern (`:name` segments match any one segment); it
 * matches the whole path, or, unless `exact`, the first segments of a longer one (`/v1/profile` covers
 * `/v1/profile/account/alice.reown.id`). A trailing `/*` is the same as leaving it off.
 */
export function faultMatches(fault: FaultTarget, method: string, path: string): boolean {
  if (fault.method !== null && fault.method !== method.toUpperCase()) return false;
  const route = fault.route.trim();
  if (route === '*' || route === '/*') return true;
  const pattern = route.endsWith('/*') ? route.slice(0, -2) : route;
  return matchPattern(pattern, path, !fault.exact) !== undefined;
}
