/**
 * One text frame from a socket, answered. Nothing a client sends can throw out of here: bad JSON, an
 * invalid envelope, an unknown method or bad params each get their JSON-RPC error, and the socket stays open.
 */
import { errorFrame, JSON_RPC_ERROR, parseIncoming, resultFrame } from './json-rpc.js';
import type { Peer, RelayHub } from './relay-hub.js';
import { runRelayMethod } from './relay-methods.js';

export function handleFrame(hub: RelayHub, peer: Peer, text: string): void {
  const incoming = parseIncoming(text);
  switch (incoming.kind) {
    case 'invalid':
      peer.send(errorFrame(incoming.id, incoming.error));
      return;
    case 'response':
      hub.acknowledge(peer, incoming.id, incoming.ok);
      return;
    case 'request': {
      let outcome;
      try {
        outcome = runRelayMethod(hub, peer, incoming.method, incoming.params);
      } catch (error) {
        console.error('relay: method failed', incoming.method, error);
        peer.send(errorFrame(incoming.id, { code: JSON_RPC_ERROR.internalError, message: 'Internal error' }));
        return;
      }
      if ('error' in outcome) {
        peer.send(errorFrame(incoming.id, outcome.error));
        return;
      }
      peer.send(resultFrame(incoming.id, outcome.result));
      outcome.after?.();
    }
  }
}
