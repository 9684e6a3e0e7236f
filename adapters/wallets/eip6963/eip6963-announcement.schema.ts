/**
 * The `detail` of an `eip6963:announceProvider` event (EIP-6963), validated: any page script can dispatch
 * one. An announcement is kept only when every field is usable; anything malformed is dropped whole.
 * - uuid, name: non-empty strings of bounded length (name trimmed).
 * - icon: a `data:image/...` URI or an `https:` URL; any other scheme (javascript:, http:, blob:) drops the
 *   announcement. Only a data URI is ever shown (isLoadableIcon): EIP-6963 requires one, and any page script
 *   can announce, so loading an https icon would make the modal fetch from a host of its choice. A wallet
 *   announcing an https icon is kept, with the fallback glyph.
 * - rdns: a reverse domain name (`io.metamask`).
 * - provider: an object with a `request` function.
 */
import { z } from 'zod/mini';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { isEip1193Provider } from '../injected/is-eip1193-provider.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';

/** Icons are inline images; 1 MB of text is far beyond any real one. */
const MAX_ICON_LENGTH = 1_000_000;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;
const RDNS = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** True for the icons an announcement may carry: data:image/ URIs and https: URLs. */
export function isAcceptedIconUrl(value: string): boolean {
  if (CONTROL_OR_SPACE.test(value.slice(0, 256))) return false;
  if (DATA_IMAGE.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** True for the icons the modal loads: data:image/ URIs only (never a request to another host). */
export function isLoadableIcon(value: string): boolean {
  return !CONTROL_OR_SPACE.test(value.slice(0, 256)) && DATA_IMAGE.test(value);
}

export const eip6963ProviderInfoSchema = lazySchema(() => z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.maxLength(MAX_ICON_LENGTH), z.refine(isAcceptedIconUrl, 'Icon must be a data:image/ or https: URL')),
  rdns: z.string().check(z.maxLength(253), z.regex(RDNS, 'Not a reverse domain name')),
}));
export type Eip6963ProviderInfo = z.infer<typeof eip6963ProviderInfoSchema>;

export const eip6963AnnouncementSchema = lazySchema(() => z.object({
  info: eip6963ProviderInfoSchema,
  provider: z.custom<Eip1193Provider>(isEip1193Provider, 'Not an EIP-1193 provider'),
}));
export type Eip6963Announcement = z.infer<typeof eip6963AnnouncementSchema>;

/** The validated announcement, or undefined for anything malformed or hostile. Never throws. */
export function parseEip6963Announcement(detail: unknown): Eip6963Announcement | undefined {
  try {
    const result = eip6963AnnouncementSchema.safeParse(detail);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
