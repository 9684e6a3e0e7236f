/**
 * Starting and stopping the devstack's HTTP servers (the Bitcoin ledger, the Solana node's pair): a listen that
 * rejects when the port is taken, so a caller can try another, and a close that does not wait for idle
 * keep-alive connections, so a test's stop returns at once.
 */
import type { Server } from 'node:http';

export type ListenServerParameters = { readonly server: Server; readonly host: string; readonly port: number };
export type ListenServerReturnType = void;
/** The server's 'error' while listening (EADDRINUSE for a taken port). */
export type ListenServerErrorType = Error;

/** Listens on `host`:`port`; the error handler is removed once listening, so a later error is not swallowed here. */
export function listenServer({ server, host, port }: ListenServerParameters): Promise<ListenServerReturnType> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export type CloseServerParameters = Server;
export type CloseServerReturnType = void;
export type CloseServerErrorType = never;

/** Closes the server and its open connections; resolves once it is closed (a close error is not reported). */
export function closeServer(server: CloseServerParameters): Promise<CloseServerReturnType> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
