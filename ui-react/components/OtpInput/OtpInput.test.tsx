import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput.js';

afterEach(cleanup);

function Field({ onComplete, initial = '' }: { onComplete: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <OtpInput label="Verification code" value={value} onChange={setValue} onComplete={onComplete} />;
}

const field = () => screen.getByLabelText('Verification code') as HTMLInputElement;

describe('OtpInput', () => {
  it('is one labelled numeric one-time-code field of six characters', () => {
    render(<Field onComplete={() => undefined} />);
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().maxLength).toBe(6);
  });

  it('keeps digits only and reports a whole code once', () => {
    const onComplete = vi.fn();
    render(<Field onComplete={onComplete} />);
    fireEvent.change(field(), { target: { value: '12 a' } });
    expect(field().value).toBe('12');
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '12 34-56' } });
    expect(field().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('reads a pasted "12 34-56" whole, before maxLength could cut it', () => {
    const onComplete = vi.fn();
    render(<Field onComplete={onComplete} />);
    fireEvent.paste(field(), { clipboardData: { getData: () => '12 34-56' } });
    expect(field().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });
});
