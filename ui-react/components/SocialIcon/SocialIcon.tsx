/**
 * A small picture per social login provider, drawn for walletport (simple shapes in the text colour, not the
 * providers' brand marks): a G, an X, an arch (Farcaster), a game-pad face (Discord), an apple, a cat's head
 * (GitHub) and an f. Decorative: the control or text beside it names the provider.
 */
import type { SocialProvider } from '../../../domain/usecases/options/index.js';

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** The shapes of each picture, on a 24 px grid. */
const SHAPES: Readonly<Record<SocialProvider, readonly string[]>> = {
  google: ['M19.5 12a7.5 7.5 0 1 1-2.2-5.3', 'M12.5 12h7'],
  x: ['M5 4.5h3.5L19 19.5h-3.5z', 'M18.5 4.5 13.6 10', 'M5.5 19.5l4.9-5.5'],
  farcaster: ['M5 4.5h14', 'M6.5 4.5v15', 'M17.5 4.5v15', 'M9.5 19.5V14a2.5 2.5 0 0 1 5 0v5.5', 'M4.5 19.5h5', 'M14.5 19.5h5'],
  discord: [
    'M8 6.5C9.3 6 10.6 5.8 12 5.8s2.7.2 4 .7c1.8 2.6 2.8 5.7 2.6 9-1.4 1.1-2.8 1.8-4.3 2.2l-.9-1.6',
    'M8 6.5C6.2 9.1 5.2 12.2 5.4 15.5c1.4 1.1 2.8 1.8 4.3 2.2l.9-1.6',
    'M8.5 15.2c2.3 1 4.7 1 7 0',
    'M9.8 12.3h.01',
    'M14.2 12.3h.01',
  ],
  apple: [
    'M12 8.2c-1.2-.9-2.7-1.2-4-.6-2.4 1-3.2 4.2-2.2 7.4.8 2.6 2.4 4.8 3.9 4.8.9 0 1.4-.5 2.3-.5s1.4.5 2.3.5c1.5 0 3.1-2.2 3.9-4.8-1.6-.7-2.5-2.3-2.4-4 0-1.3.7-2.4 1.7-3.1-1.4-.9-3.4-1-5.5.3z',
    'M12 7.8c-.2-1.9.8-3.6 2.6-4.3',
  ],
  github: ['M6 4.5 8.8 7.6a8.4 8.4 0 0 1 6.4 0L18 4.5v5.2c.6.9 1 2 1 3.3 0 3.9-3.1 6.5-7 6.5s-7-2.6-7-6.5c0-1.3.4-2.4 1-3.3z', 'M9.5 13.2h.01', 'M14.5 13.2h.01'],
  facebook: ['M15.5 4.5h-1.8c-2 0-3.2 1.3-3.2 3.3v12.7', 'M8 11h6.5'],
};

/** A person, for a provider this file does not know (a newer option than the library, say). */
const UNKNOWN_SHAPES: readonly string[] = ['M12 12.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M5.5 19.5c.8-3 3.4-5 6.5-5s5.7 2 6.5 5'];

export type SocialIconProps = { provider: SocialProvider; size?: number };

export function SocialIcon({ provider, size = 20 }: SocialIconProps) {
  const shapes = Object.hasOwn(SHAPES, provider) ? SHAPES[provider] : UNKNOWN_SHAPES;
  return (
    <svg {...common} width={size} height={size} data-social-icon={provider}>
      {shapes.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
