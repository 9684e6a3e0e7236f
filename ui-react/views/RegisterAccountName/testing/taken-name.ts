/**
 * A name already registered to someone else (alice1.reown.id), as the names service returns it: set on the
 * fake blockchain API, it makes the view say the name is taken and offer suggestions.
 */
export const TAKEN_NAME = {
  name: 'alice1.reown.id',
  registered_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  addresses: { '2147514986': { address: '0x000000000000000000000000000000000000dEaD', created: '2026-01-01T00:00:00.000Z' } },
  attributes: [],
};
