/**
 * The English text of the modal, loaded with the modal (not with the page): every section's entries in one
 * object. Each section lives in its own file; a new view adds its section here.
 */
import { enCommon } from './common.js';

export const enModal = {
  ...enCommon,
} as const;
