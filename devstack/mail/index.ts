/** The devstack's mail: SMTP server, mailbox page and API, and the sender services use. */
export { startMail, type RunningMail, type StartMailOptions } from './start-mail.js';
export { createMailSender, type MailSender, type MailSenderOptions, type OutgoingMail } from './mail-sender.js';
export type { StoredMail } from './mail-store.js';
