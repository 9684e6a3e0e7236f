/** The attribute that marks walletport's host elements in the page. */
export const HOST_ATTRIBUTE = 'data-walletport';
