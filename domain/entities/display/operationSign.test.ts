import { describe, expect, it } from 'vitest';
import { operationSign } from './operationSign.js';

describe('operationSign', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('shows + for %s', (operation) => {
    expect(operationSign(operation)).toBe('+');
  });

  it.each(['withdraw', 'repay', 'burn'])('shows - for %s', (operation) => {
    expect(operationSign(operation)).toBe('-');
  });

  it.each(['send', 'trade', 'mint', 'approve', '', 'Receive'])('shows nothing for %j', (operation) => {
    expect(operationSign(operation)).toBe('');
  });
});
