import { describe, expect, it } from 'vitest';
import { bip122PaymentAddresses } from './bip122-addresses-changed.js';

const PAYMENT = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
const ORDINALS = 'bcrt1pknacsawq0pjec8ydjeesz0c39vkew5k5xc4mms3pyay9qqx36ahqaf9wsg';

describe('bip122PaymentAddresses', () => {
  it('keeps the payment addresses of a bip122_addressesChanged payload, in order, by purpose or intention', () => {
    expect(bip122PaymentAddresses([{ address: ORDINALS, purpose: 'ordinal' }, { address: PAYMENT, purpose: 'payment', publicKey: '02ab' }])).toEqual([PAYMENT]);
    expect(bip122PaymentAddresses([{ address: PAYMENT, intention: 'payment' }, { address: ORDINALS, intention: 'ordinal' }])).toEqual([PAYMENT]);
    // An address the wallet says nothing about is taken as its account's (payment) address.
    expect(bip122PaymentAddresses([{ address: PAYMENT }, { address: PAYMENT }])).toEqual([PAYMENT]);
  });

  it('answers undefined for a payload that is not such a list', () => {
    expect(bip122PaymentAddresses('bcrt1q...')).toBeUndefined();
    expect(bip122PaymentAddresses([{ addr: PAYMENT }])).toBeUndefined();
    const hostile = new Proxy([], {
      get: () => {
        throw new Error('trap');
      },
    });
    expect(bip122PaymentAddresses(hostile)).toBeUndefined();
  });
});
