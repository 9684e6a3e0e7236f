/**
 * What the checkout pages do to an order (order.ts has the states): pay by card (maybe through 3-D Secure) or
 * by bank transfer, each once, then deliver the tokens. The payment is recorded before anything is answered,
 * and the delivery runs after: success records the transaction, any failure the reason, with nothing sent.
 */
import type { Deliverer } from './delivery/deliverer.js';
import { checkLimits, findPaymentCurrency, PAYMENT_METHODS, type PaymentMethod } from './limits.js';
import { parseCents } from './money.js';
import type { Order } from './order.js';
import type { OrdersStore } from './orders.store.js';
import { decideBank, type BankField, type BankForm } from './payments/bank.js';
import { decideCard, decideThreeDs, type CardField, type CardForm, type FieldErrors } from './payments/card.js';

export const DELIVERY_FAILED = 'The tokens could not be delivered.';
export const DELIVERY_INTERRUPTED = 'The delivery was interrupted by a restart of the provider.';

export type MethodOffer = { method: PaymentMethod; available: true } | { method: PaymentMethod; available: false; reason: string };

export type CheckoutResult<Field extends string> =
  | { kind: 'not_found' }
  /** The order was submitted already: a second payment is refused (409). */
  | { kind: 'already_submitted'; order: Order }
  /** The method cannot pay this order (its amount is outside the method's limits). */
  | { kind: 'method_unavailable'; order: Order; reason: string }
  | { kind: 'invalid'; order: Order; errors: FieldErrors<Field> }
  | { kind: 'three_ds'; order: Order }
  /** Recorded: in_progress (delivering) or failed (declined). */
  | { kind: 'submitted'; order: Order };

export class CheckoutService {
  readonly #orders: OrdersStore;
  readonly #deliverer: Deliverer;
  readonly #deliveries = new Set<Promise<void>>();

  constructor(orders: OrdersStore, deliverer: Deliverer) {
    this.#orders = orders;
    this.#deliverer = deliverer;
  }

  order(id: string): Order | undefined {
    return this.#orders.get(id);
  }

  /** Each method with whether the order's total fits its limits in the order's currency. */
  offers(order: Order): MethodOffer[] {
    const currency = findPaymentCurrency(order.paymentCurrency);
    const amount = parseCents(order.paymentTotal);
    return PAYMENT_METHODS.map((method): MethodOffer => {
      const refusal = currency && amount !== undefined ? checkLimits(currency, method, amount) : { message: 'Not available for this currency' };
      return refusal ? { method, available: false, reason: refusal.message } : { method, available: true };
    });
  }

  payByCard(id: string, form: CardForm): CheckoutResult<CardField> {
    const order = this.#orders.get(id);
    const refused = this.#refuseUnless(order, 'card');
    if (refused || !order) return refused ?? { kind: 'not_found' };
    const decision = decideCard(form);
    switch (decision.kind) {
      case 'invalid':
        return { kind: 'invalid', order, errors: decision.errors };
      case 'three_ds':
        return this.#moved(id, 'authenticating', { paymentMethod: 'card' }, 'three_ds');
      case 'declined':
        return this.#moved(id, 'failed', { paymentMethod: 'card', failureReason: decision.reason }, 'submitted');
      case 'approved':
        return this.#paid(id, ['created'], 'card');
    }
  }

  confirmThreeDs(id: string, code: string): CheckoutResult<'code'> {
    const order = this.#orders.get(id);
    if (!order) return { kind: 'not_found' };
    if (order.status !== 'authenticating') return { kind: 'already_submitted', order };
    const decision = decideThreeDs(code);
    if (decision.kind === 'invalid') return { kind: 'invalid', order, errors: { code: decision.error } };
    if (decision.kind === 'declined') {
      if (!this.#orders.transition(id, ['authenticating'], 'failed', { failureReason: decision.reason })) return { kind: 'already_submitted', order };
      return { kind: 'submitted', order: this.#orders.get(id)! };
    }
    return this.#paid(id, ['authenticating'], 'card');
  }

  payByBank(id: string, form: BankForm): CheckoutResult<BankField> {
    const order = this.#orders.get(id);
    const refused = this.#refuseUnless(order, 'bank_account');
    if (refused || !order) return refused ?? { kind: 'not_found' };
    const decision = decideBank(form);
    if (decision.kind === 'invalid') return { kind: 'invalid', order, errors: decision.errors };
    if (decision.kind === 'declined') return this.#moved(id, 'failed', { paymentMethod: 'bank_account', failureReason: decision.reason }, 'submitted');
    return this.#paid(id, ['created'], 'bank_account');
  }

  /** At start: deliveries that a stop interrupted cannot be resumed on fresh chains; they failed. */
  failInterrupted(): void {
    for (const id of this.#orders.idsIn('in_progress')) this.#orders.transition(id, ['in_progress'], 'failed', { failureReason: DELIVERY_INTERRUPTED });
  }

  /** Resolves once every delivery under way has finished (stop, tests). */
  async idle(): Promise<void> {
    while (this.#deliveries.size > 0) await Promise.allSettled([...this.#deliveries]);
  }

  #refuseUnless<Field extends string>(order: Order | undefined, method: PaymentMethod): CheckoutResult<Field> | undefined {
    if (!order) return { kind: 'not_found' };
    if (order.status !== 'created') return { kind: 'already_submitted', order };
    const offer = this.offers(order).find((candidate) => candidate.method === method)!;
    return offer.available ? undefined : { kind: 'method_unavailable', order, reason: offer.reason };
  }

  #moved<Field extends string>(id: string, to: Order['status'], fields: Parameters<OrdersStore['transition']>[3], kind: 'three_ds' | 'submitted'): CheckoutResult<Field> {
    const moved = this.#orders.transition(id, ['created'], to, fields);
    const order = this.#orders.get(id)!;
    return moved ? { kind, order } : { kind: 'already_submitted', order };
  }

  #paid<Field extends string>(id: string, from: readonly Order['status'][], method: PaymentMethod): CheckoutResult<Field> {
    if (!this.#orders.transition(id, from, 'in_progress', { paymentMethod: method })) return { kind: 'already_submitted', order: this.#orders.get(id)! };
    const order = this.#orders.get(id)!;
    const delivery = this.#deliver(order).finally(() => this.#deliveries.delete(delivery));
    this.#deliveries.add(delivery);
    return { kind: 'submitted', order };
  }

  async #deliver(order: Order): Promise<void> {
    try {
      const txHash = await this.#deliverer.deliver({
        orderId: order.id,
        namespace: order.namespace,
        caipNetworkId: order.caipNetworkId,
        contractAddress: order.contractAddress,
        units: BigInt(order.purchaseUnits),
        destination: order.destinationAddress,
      });
      this.#orders.transition(order.id, ['in_progress'], 'success', { txHash });
    } catch (error) {
      console.error(`[onramp] delivery of order ${order.id} failed`, error);
      this.#orders.transition(order.id, ['in_progress'], 'failed', { failureReason: DELIVERY_FAILED });
    }
  }
}
