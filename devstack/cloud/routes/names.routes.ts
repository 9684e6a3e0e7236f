/**
 * Names (CONTRACTS.md "name", "reverse name", "suggestions", "register name"). Registration checks that
 * the address signed the message on the coin type's chain (EOA, ERC-1271 or ERC-6492: names/
 * verify-name-signature.ts), that the message is fresh and was never accepted before (a replay is refused,
 * not answered idempotently: the same signed message posted again could otherwise roll a name's attributes
 * back to an older signed state), that the folded name and the avatar pass names/name-rules.ts, and that the
 * name is free or already the signer's, before storing it in SQLite.
 */
import { keccak256, stringToHex, type Hex } from 'viem';
import { z } from 'zod';
import { NAME_SUFFIX, NAME_ZONE } from '../../../domain/entities/constants.js';
import { stripNameSuffix, withNameSuffix } from '../../../domain/entities/name/index.js';
import type { CloudContext } from '../cloud-context.js';
import type { NameAttributes } from '../db/names.store.js';
import { evmAddressSchema } from '../http/common-schemas.js';
import { HttpError, notFound } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';
import { foldName, isAllowedAvatar, isRegistrableLabel } from '../names/name-rules.js';
import { verifyNameSignature } from '../names/verify-name-signature.js';

/** How far a registration message's timestamp may be from the server's clock. */
export const MESSAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const nameParamsSchema = z.object({
  name: z.string().min(1).max(255).regex(/^[a-zA-Z0-9.-]+$/, 'Names hold letters, digits, hyphens and dots only'),
});
const addressParamsSchema = z.object({ address: evmAddressSchema });
const apiVersionSchema = z.literal('2', { error: 'Only apiVersion 2 is served' }).optional();
const nameQuerySchema = z.object({ apiVersion: apiVersionSchema });
const reverseQuerySchema = z.object({ apiVersion: apiVersionSchema, sender: evmAddressSchema.optional() });
const suggestionsQuerySchema = z.object({ zone: z.literal(NAME_ZONE, { error: `Only zone ${NAME_ZONE} is served` }).optional() });

const registerBodySchema = z.object({
  coin_type: z.number().int().min(0).max(0xffff_ffff),
  address: evmAddressSchema,
  message: z.string().min(2).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,}$/, 'Expected a 0x-prefixed hex signature'),
});

const attributesInputSchema = z
  .union([
    z.record(z.string(), z.string().max(2048)),
    z.array(z.object({ avatar: z.string().max(2048).optional(), bio: z.string().max(2048).optional() })),
  ])
  .optional();

const messageSchema = z.object({
  name: z.string().min(1).max(255),
  attributes: attributesInputSchema,
  timestamp: z.number().nonnegative(),
});

/**
 * 'alice', 'Alice.reown.id' and 'ａｌｉｃｅ' all become 'alice.reown.id' (names/name-rules.ts foldName); the
 * legacy '.wcn.id' suffix is kept.
 */
export function canonicalName(name: string): string {
  return withNameSuffix(foldName(name));
}

export function namesRoutes(router: Router, cloud: CloudContext): void {
  const { names } = cloud.stores;

  router.add('GET', '/v1/profile/account/:name', 'api', ({ params, query }) => {
    const { name } = parseInput(nameParamsSchema, params, 'path');
    parseInput(nameQuerySchema, queryObject(query), 'query');
    const record = names.get(canonicalName(name));
    if (!record) throw notFound('NAME_NOT_FOUND', `${canonicalName(name)} is not registered`);
    return jsonReply(record);
  });

  router.add('GET', '/v1/profile/reverse/:address', 'api', ({ params, query }) => {
    const { address } = parseInput(addressParamsSchema, params, 'path');
    parseInput(reverseQuerySchema, queryObject(query), 'query');
    return jsonReply(names.forAddress(address));
  });

  router.add('GET', '/v1/profile/suggestions/:name', 'api', ({ params, query }) => {
    const { name } = parseInput(nameParamsSchema, params, 'path');
    parseInput(suggestionsQuerySchema, queryObject(query), 'query');
    const label = stripNameSuffix(foldName(name)).replace(/\./g, '-');
    const candidates = [label, `${label}1`, `${label}-wallet`, `my-${label}`, `${label}-${label.length}`];
    const suggestions = [...new Set(candidates)]
      .filter((candidate) => isRegistrableLabel(candidate))
      .map((candidate) => {
        const full = `${candidate}${NAME_SUFFIX}`;
        return { name: full, registered: names.get(full) !== undefined };
      });
    return jsonReply({ suggestions });
  });

  router.add('POST', '/v1/profile/account', 'api', async ({ bodyText }) => {
    const body = parseInput(registerBodySchema, parseJsonBody(bodyText), 'body');
    const message = parseMessage(body.message);
    const name = canonicalName(message.name);
    if (!isRegistrableLabel(stripNameSuffix(name))) {
      throw new HttpError(400, [
        {
          name: 'INVALID_NAME',
          description: `${name}: a-z, 0-9 and hyphens only (after Unicode folding), at least 4 characters, no hyphen first or last`,
        },
      ]);
    }
    const attributes = normalizeAttributes(message.attributes);
    if (attributes.some((attribute) => attribute.avatar !== undefined && !isAllowedAvatar(attribute.avatar))) {
      throw new HttpError(400, [{ name: 'INVALID_AVATAR', description: 'An avatar is an https URL or a data:image/ URI' }]);
    }
    const now = cloud.now();
    const sentAt = message.timestamp < 1e12 ? message.timestamp * 1000 : message.timestamp;
    if (Math.abs(now.getTime() - sentAt) > MESSAGE_MAX_AGE_MS) {
      throw new HttpError(400, [{ name: 'STALE_MESSAGE', description: 'The message timestamp is more than a day away' }]);
    }
    await verifyNameSignature(cloud, {
      coinType: body.coin_type,
      address: body.address as Hex,
      message: body.message,
      signature: body.signature as Hex,
    });
    const existing = names.get(name);
    const owned = existing && Object.values(existing.addresses).some((entry) => entry.address.toLowerCase() === body.address.toLowerCase());
    if (existing && !owned) {
      throw new HttpError(409, [{ name: 'NAME_TAKEN', description: `${name} is registered to another address` }]);
    }
    // The message, not the signature, is what was agreed to: a contract account may sign one message many ways.
    const record = names.registerOnce(
      { name, coinType: body.coin_type, address: body.address, attributes, at: now },
      keccak256(stringToHex(body.message)),
    );
    if (record === 'replayed') {
      throw new HttpError(409, [{ name: 'MESSAGE_REPLAYED', description: 'This signed registration was already used' }]);
    }
    return jsonReply(record);
  });
}

function parseMessage(text: string): z.infer<typeof messageSchema> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, [{ name: 'INVALID_MESSAGE', description: 'message must be a JSON string {name, attributes, timestamp}' }]);
  }
  const checked = messageSchema.safeParse(parsed);
  if (!checked.success) {
    throw new HttpError(
      400,
      checked.error.issues.map((issue) => ({ name: ['INVALID_MESSAGE', ...issue.path.map(String)].join('.'), description: issue.message })),
    );
  }
  return checked.data;
}

/** `{avatar, bio}` or `[{avatar}, {bio}]` in the message become the answer's attribute list. */
function normalizeAttributes(input: z.infer<typeof attributesInputSchema>): NameAttributes {
  if (input === undefined) return [];
  if (Array.isArray(input)) return input.filter((attribute) => attribute.avatar !== undefined || attribute.bio !== undefined);
  const attribute: NameAttributes[number] = {};
  if (input['avatar'] !== undefined) attribute.avatar = input['avatar'];
  if (input['bio'] !== undefined) attribute.bio = input['bio'];
  return Object.keys(attribute).length > 0 ? [attribute] : [];
}
