/** RegisterAccountName (and the Account view's way there) and RegisterAccountNameSuccess. */
export const enNames = {
  'names.chooseName': 'Choose a name',
  'names.name': 'Name',
  /** `{suffix}`: '.reown.id'. */
  'names.hint': 'Your name ends in {suffix}. Letters, digits and hyphens only, at least 4 characters.',
  'names.rule': 'Letters, digits and hyphens only, at least 4 characters',
  /** `{name}`: the name with its suffix. */
  'names.checking': 'Checking {name}…',
  'names.available': '{name} is available',
  'names.taken': '{name} is taken',
  'names.suggestions': 'Suggestions',
  'names.suggestionTaken': 'Taken',
  'names.suggestionAvailable': 'Available',
  'names.register': 'Register',
  'names.signInWallet': 'Sign in your wallet…',
  'names.yourName': 'Your name',
  /** The name is shown large above the rest of the sentence. */
  'names.registered': '{name} is now the name of this account.',
  'names.backToAccount': 'Back to account',
} as const;
