// PLACEHOLDER until the ms translation lands: English text. Replaced by a full translation typed as Messages.
import { enButtons } from './en/buttons.js';
import { enModal } from './en/modal.js';
import type { Messages } from './messages.js';

const messages: Messages = { ...enButtons, ...enModal };
export default messages;
