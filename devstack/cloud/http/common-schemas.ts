/** Input schemas shared by several routes: query-string numbers and lists, addresses, CAIP ids. */
import { z } from 'zod';

export const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte hex address');

export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id such as eip155:31337');

export const caipAddressSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'Expected a CAIP-10 account id');

/** A query-string integer within bounds ("12" -> 12). */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A comma-separated query-string list, blanks dropped ("a, b,," -> ['a', 'b']). */
export function queryList(item: z.ZodType<string, string>, maxItems: number) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(maxItems));
}

/** A path segment or query value that is printable text (no control characters). */
export function printable(maxLength: number) {
  return z
    .string()
    .min(1)
    .max(maxLength)
    .regex(/^[^\p{Cc}]+$/u, 'Control characters are not allowed');
}

/** The parameters every call carries (CONTRACTS.md): projectId is required on API routes. */
export const commonQuerySchema = z.object({
  projectId: z
    .string({ error: 'projectId is required' })
    .min(1, 'projectId is required')
    .max(128)
    .regex(/^[-_a-zA-Z0-9]+$/, 'projectId holds letters, digits, - and _ only'),
  st: printable(64).optional(),
  sv: printable(128).optional(),
});
