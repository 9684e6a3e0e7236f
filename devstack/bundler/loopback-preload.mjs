// Preloaded into alto (`node --import`): alto 0.0.20 hard-codes fastify.listen({ host: '0.0.0.0' }) and has no
// option for it, but the devstack listens on loopback only. Any listen on all interfaces becomes 127.0.0.1.
import net from 'node:net';

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);
const originalListen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args;
  if (first !== null && typeof first === 'object' && !Array.isArray(first) && first.path === undefined) {
    if (first.host === undefined || ALL_INTERFACES.has(first.host)) args[0] = { ...first, host: '127.0.0.1' };
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    // listen(port[, host][, backlog][, callback]): put the host in second place when it is missing.
    if (typeof args[1] !== 'string' || ALL_INTERFACES.has(args[1])) {
      args.splice(1, typeof args[1] === 'string' ? 1 : 0, '127.0.0.1');
    }
  }
  return originalListen.apply(this, args);
};
