import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.js';
import { avatarGradient } from './avatarGradient.js';

afterEach(cleanup);

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('Avatar', () => {
  it('shows the profile image when it is safe, decorative', () => {
    const { container } = render(<Avatar address={ADDRESS} imageUrl="https://img.test/alice.png" size={48} />);
    const avatar = container.querySelector('.wp-avatar') as HTMLElement;
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.getAttribute('data-avatar')).toBe('image');
    expect(avatar.style.width).toBe('48px');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.test/alice.png');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('draws the gradient of the address without an image, for an unsafe one, and when the image fails', () => {
    const { container, rerender } = render(<Avatar address={ADDRESS} />);
    const avatar = () => container.querySelector('.wp-avatar') as HTMLElement;
    expect(avatar().getAttribute('data-avatar')).toBe('gradient');
    expect(avatar().style.backgroundImage).toBe(avatarGradient(ADDRESS));

    rerender(<Avatar address={ADDRESS} imageUrl="javascript:alert(1)" />);
    expect(container.querySelector('img')).toBeNull();

    rerender(<Avatar address={ADDRESS} imageUrl="https://img.test/broken.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(avatar().getAttribute('data-avatar')).toBe('gradient');
  });
});
