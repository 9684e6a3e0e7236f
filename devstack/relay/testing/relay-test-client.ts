/**
 * A bare JSON-RPC client for the relay tests: sends requests, collects responses and the relay's
 * irn_subscription deliveries, and acknowledges deliveries the way the WalletConnect clients do (unless told not to).
 */
import { WebSocket } from 'ws';

export type RpcResponse = { id: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };

export type Delivery = {
  deliveryId: number;
  subscriptionId: string;
  data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string };
};

export type RelayTestClientOptions = {
  /** Query string to connect with, e.g. `?auth=...`. */
  query?: string;
  /** Acknowledge each delivery with result true (default true). */
  autoAck?: boolean;
  /** Answer the relay's pings (default true). */
  autoPong?: boolean;
};

export class RelayTestClient {
  readonly deliveries: Delivery[] = [];
  readonly responses: RpcResponse[] = [];
  readonly rawFrames: string[] = [];
  readonly #socket: WebSocket;
  readonly #autoAck: boolean;
  readonly #waiters = new Set<() => void>();
  #nextId = 1;

  private constructor(socket: WebSocket, autoAck: boolean) {
    this.#socket = socket;
    this.#autoAck = autoAck;
    socket.on('message', (data) => this.#onFrame(String(data)));
  }

  static async connect(url: string, options: RelayTestClientOptions = {}): Promise<RelayTestClient> {
    const socket = new WebSocket(`${url}/${options.query ?? ''}`, { autoPong: options.autoPong ?? true });
    const client = new RelayTestClient(socket, options.autoAck ?? true);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  get socket(): WebSocket {
    return this.#socket;
  }

  /** Sends a request and waits for the response with its id. */
  async request(method: string, params?: unknown): Promise<RpcResponse> {
    const id = this.#nextId++;
    this.sendRaw(JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }));
    return this.waitFor(() => this.responses.find((response) => response.id === id));
  }

  /** The result of a request that must succeed. */
  async call(method: string, params?: unknown): Promise<unknown> {
    const response = await this.request(method, params);
    if (response.error) throw new Error(`${method} failed: ${JSON.stringify(response.error)}`);
    return response.result;
  }

  sendRaw(text: string): void {
    this.#socket.send(text);
  }

  ack(deliveryId: number): void {
    this.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: deliveryId, result: true }));
  }

  /** Resolves with the first value `find` returns that is not undefined, checking after every frame. */
  async waitFor<T>(find: () => T | undefined, timeoutMs = 2000): Promise<T> {
    const found = find();
    if (found !== undefined) return found;
    return new Promise<T>((resolve, reject) => {
      const check = (): void => {
        const value = find();
        if (value === undefined) return;
        cleanup();
        resolve(value);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error('timed out waiting for a relay frame'));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.#waiters.delete(check);
      };
      this.#waiters.add(check);
    });
  }

  async waitForDelivery(topic: string, message?: string): Promise<Delivery> {
    return this.waitFor(() =>
      this.deliveries.find((delivery) => delivery.data.topic === topic && (message === undefined || delivery.data.message === message)),
    );
  }

  /** Waits a little, then returns the messages of every delivery so far (for "nothing more arrives" checks). */
  async deliveredMessages(settleMs = 150): Promise<string[]> {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return this.deliveries.map((delivery) => delivery.data.message);
  }

  async close(): Promise<void> {
    if (this.#socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.#socket.once('close', () => resolve());
      this.#socket.close();
    });
  }

  #onFrame(text: string): void {
    this.rawFrames.push(text);
    const frame = JSON.parse(text) as { id: unknown; method?: string; params?: { id: string; data: Delivery['data'] } };
    if (frame.method === 'irn_subscription' && frame.params) {
      const deliveryId = frame.id as number;
      this.deliveries.push({ deliveryId, subscriptionId: frame.params.id, data: frame.params.data });
      if (this.#autoAck) this.ack(deliveryId);
    } else {
      this.responses.push(frame as RpcResponse);
    }
    for (const waiter of [...this.#waiters]) waiter();
  }
}
