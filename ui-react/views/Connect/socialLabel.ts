/** The display name of a social login provider ('github' → 'GitHub'); unknown ids are capitalised. */
const SOCIAL_LABELS: Readonly<Record<string, string>> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
};

export function socialLabel(provider: string): string {
  const known = Object.hasOwn(SOCIAL_LABELS, provider) ? SOCIAL_LABELS[provider] : undefined;
  return known ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}
