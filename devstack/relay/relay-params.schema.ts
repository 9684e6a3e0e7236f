/**
 * The params of every relay method the WalletConnect 2.x clients send, checked before anything is stored.
 * Objects are not strict: the clients add fields the relay has no use for (correlationId and other
 * transaction-verification fields), which are dropped.
 */
import { z } from 'zod';

/** A WalletConnect topic: a sha256 digest in hex. */
export const topicSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'a topic is 64 hex characters');

/** An encrypted envelope (base64 or base64url text). */
const messageSchema = z.string().min(1).max(1024 * 1024);

/** Seconds a message is kept: at least one second, at most 30 days. */
const ttlSchema = z.number().int().min(1).max(30 * 24 * 60 * 60);

const tagSchema = z.number().int().min(0).max(0xffff_ffff);

const optionalPublishFields = {
  prompt: z.boolean().optional(),
  attestation: z.string().max(16 * 1024).nullish(),
};

const topicsSchema = z.array(topicSchema).min(1).max(1000);

/** The default ttl of the sign client's custom publishes (five minutes). */
const CUSTOM_PUBLISH_TTL = 300;

export const relayParamsSchemas = {
  irn_subscribe: z.object({ topic: topicSchema }),
  irn_batchSubscribe: z.object({ topics: topicsSchema }),
  irn_unsubscribe: z.object({ topic: topicSchema, id: z.string().max(256).optional() }),
  irn_publish: z.object({
    topic: topicSchema,
    message: messageSchema,
    ttl: ttlSchema,
    tag: tagSchema.default(0),
    ...optionalPublishFields,
  }),
  irn_batchFetchMessages: z.object({ topics: topicsSchema }),
  wc_proposeSession: z.object({
    pairingTopic: topicSchema,
    sessionProposal: messageSchema,
    ttl: ttlSchema.default(CUSTOM_PUBLISH_TTL),
    tag: tagSchema.optional(),
    ...optionalPublishFields,
  }),
  wc_approveSession: z.object({
    sessionTopic: topicSchema,
    pairingTopic: topicSchema,
    sessionProposalResponse: messageSchema,
    sessionSettlementRequest: messageSchema,
    ttl: ttlSchema.default(CUSTOM_PUBLISH_TTL),
    ...optionalPublishFields,
  }),
} as const;

export type RelayMethod = keyof typeof relayParamsSchemas;

export type RelayParams<M extends RelayMethod> = z.infer<(typeof relayParamsSchemas)[M]>;

/** The tags the sign client uses for these messages (wc_sessionPropose request and response, wc_sessionSettle). */
export const SIGN_TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;
