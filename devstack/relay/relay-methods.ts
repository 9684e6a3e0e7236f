/**
 * What each relay method does. A handler returns the result to answer with and, optionally, work to do
 * right after the answer is on the wire (stored messages for a new subscription come after its id, so the
 * client already knows the topic when they arrive).
 *
 * wc_proposeSession and wc_approveSession are the sign client's own publishes (not in relay-api): the
 * sender never subscribes to the topic itself (it calls subscribe with skipSubscribe), so the relay does it.
 * - wc_proposeSession {pairingTopic, sessionProposal, ttl}: the dapp is subscribed to the pairing topic, and
 *   the proposal is published there (tag 1100) for the wallet, which subscribes when it pairs.
 * - wc_approveSession {sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl}:
 *   the wallet is subscribed to the session topic; the proposal response goes to the pairing topic (tag 1101),
 *   where the dapp waits, and the settlement request to the session topic (tag 1102), which the dapp
 *   subscribes to once the response has told it the wallet's key.
 */
import type { z } from 'zod';
import { JSON_RPC_ERROR, type JsonRpcErrorBody } from './json-rpc.js';
import type { Peer, RelayHub } from './relay-hub.js';
import { relayParamsSchemas, SIGN_TAGS, type RelayMethod, type RelayParams } from './relay-params.schema.js';

export type MethodOutcome = { result: unknown; after?: () => void } | { error: JsonRpcErrorBody };

type Handler<M extends RelayMethod> = (hub: RelayHub, peer: Peer, params: RelayParams<M>) => { result: unknown; after?: () => void };

const handlers: { [M in RelayMethod]: Handler<M> } = {
  irn_subscribe: (hub, peer, { topic }) => ({
    result: hub.subscribe(peer, topic),
    after: () => hub.deliverStored(peer, [topic]),
  }),
  irn_batchSubscribe: (hub, peer, { topics }) => ({
    result: topics.map((topic) => hub.subscribe(peer, topic)),
    after: () => hub.deliverStored(peer, [...new Set(topics)]),
  }),
  irn_unsubscribe: (hub, peer, { topic }) => {
    hub.unsubscribe(peer, topic);
    return { result: true };
  },
  irn_publish: (hub, peer, params) => {
    const { topic, message, ttl, tag, attestation } = params;
    hub.publish(peer, { topic, message, ttlSeconds: ttl, tag, attestation });
    return { result: true };
  },
  irn_batchFetchMessages: (hub, peer, { topics }) => ({ result: { messages: hub.fetch(peer, topics), hasMore: false } }),
  wc_proposeSession: (hub, peer, params) => {
    const { pairingTopic, sessionProposal, ttl, tag, attestation } = params;
    hub.subscribe(peer, pairingTopic);
    hub.publish(peer, { topic: pairingTopic, message: sessionProposal, ttlSeconds: ttl, tag: tag ?? SIGN_TAGS.sessionPropose, attestation });
    return { result: true, after: () => hub.deliverStored(peer, [pairingTopic]) };
  },
  wc_approveSession: (hub, peer, params) => {
    const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = params;
    hub.subscribe(peer, sessionTopic);
    hub.publish(peer, { topic: pairingTopic, message: sessionProposalResponse, ttlSeconds: ttl, tag: SIGN_TAGS.sessionProposeResponse });
    hub.publish(peer, { topic: sessionTopic, message: sessionSettlementRequest, ttlSeconds: ttl, tag: SIGN_TAGS.sessionSettle });
    return { result: true, after: () => hub.deliverStored(peer, [sessionTopic]) };
  },
};

function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(handlers, method);
}

export function runRelayMethod(hub: RelayHub, peer: Peer, method: string, params: unknown): MethodOutcome {
  if (!isRelayMethod(method)) return { error: { code: JSON_RPC_ERROR.methodNotFound, message: `Method not found: ${method}` } };
  return run(hub, peer, method, params);
}

function run<M extends RelayMethod>(hub: RelayHub, peer: Peer, method: M, params: unknown): MethodOutcome {
  const schema = relayParamsSchemas[method] as unknown as z.ZodType<RelayParams<M>>;
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const data = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    return { error: { code: JSON_RPC_ERROR.invalidParams, message: 'Invalid params', data } };
  }
  return handlers[method](hub, peer, parsed.data);
}
