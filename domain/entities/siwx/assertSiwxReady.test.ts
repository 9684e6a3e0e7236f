import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { assertSiwxReady, checkSiwxReady, type SiwxReadinessParameters } from './assertSiwxReady.js';

const network = { caipNetworkId: 'eip155:1' };
const client = { signMessage: () => '0x' };
const ready: SiwxReadinessParameters<object, typeof network, typeof client> = {
  siwx: {},
  activeCaipAddress: 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  activeCaipNetwork: network,
  connectionClient: client,
};

function codeOf(parameters: Partial<typeof ready>) {
  const result = checkSiwxReady({ ...ready, ...parameters });
  if (result.ok) throw new Error('expected a failure');
  return [result.error.code, result.error.shortMessage];
}

describe('checkSiwxReady', () => {
  it('hands back the ready values, with the plain address', () => {
    expect(checkSiwxReady(ready)).toEqual({
      ok: true,
      value: {
        siwx: ready.siwx,
        caipAddress: ready.activeCaipAddress,
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        network,
        connectionClient: client,
      },
    });
  });

  it.each([
    [{ siwx: undefined }, 'SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    [{ siwx: null }, 'SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    [{ activeCaipAddress: undefined }, 'NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    [{ activeCaipAddress: '' }, 'NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    [{ activeCaipAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, 'NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    [{ activeCaipAddress: 'tron:1:abc' }, 'NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    [{ activeCaipNetwork: undefined }, 'NO_ACTIVE_CAIP_NETWORK', 'No ActiveCaipNetwork or client found'],
    [{ connectionClient: null }, 'NO_CONNECTION_CLIENT', 'No ConnectionController client found'],
  ] as const)('%j fails with %s', (parameters, code, message) => {
    expect(codeOf(parameters)).toEqual([code, message]);
  });

  it('reports the first missing precondition', () => {
    const nothing = { siwx: undefined, activeCaipAddress: undefined, activeCaipNetwork: undefined, connectionClient: undefined };
    expect(codeOf(nothing)[0]).toBe('SIWX_NOT_ENABLED');
    expect(codeOf({ ...nothing, siwx: {} })[0]).toBe('NO_ACTIVE_CAIP_ADDRESS');
    expect(codeOf({ ...nothing, siwx: {}, activeCaipAddress: ready.activeCaipAddress })[0]).toBe('NO_ACTIVE_CAIP_NETWORK');
    expect(codeOf({ ...ready, connectionClient: undefined })[0]).toBe('NO_CONNECTION_CLIENT');
  });

  it('takes falsy but present configuration and client values as present', () => {
    expect(checkSiwxReady({ ...ready, siwx: 0, connectionClient: '' }).ok).toBe(true);
  });
});

describe('assertSiwxReady', () => {
  it('returns the ready values or throws the first missing precondition', () => {
    expect(assertSiwxReady(ready).address).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    let caught: unknown;
    try {
      assertSiwxReady({ ...ready, activeCaipNetwork: null });
    } catch (error) {
      caught = error;
    }
    expect(isWalletportError(caught, 'NO_ACTIVE_CAIP_NETWORK')).toBe(true);
  });
});
