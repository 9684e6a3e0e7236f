/**
 * The messages of the errors the element renderer (walletport/element) throws when its elements are defined.
 * Apart from the rest of the catalogue, which spreads them in, for the reason options-messages.ts gives: the
 * elements' entry carries this string, not the whole catalogue. The words are walletport's own.
 */
export const rendererErrorMessages = {
  ELEMENTS_DEFINED_FOR_ANOTHER_CLIENT: 'The walletport elements are already defined for another client: a page has one client and one modal',
} as const;

export type RendererErrorCode = keyof typeof rendererErrorMessages;
