/**
 * The secure site's mail, word for word what docs/EMBEDDED-WALLET.md fixes: the code mail's subject is
 * `Your walletport code is 123456` and its body has the code on a line of its own; the device mail's subject
 * is `Approve this device to sign in to walletport` and its body has the link.
 */
import type { OutgoingMail } from '../../mail/index.js';
import { CODE_LIFETIME_MS, LOGIN_LIFETIME_MS } from './limits.js';

export type CodeReason = { kind: 'login' } | { kind: 'email-primary'; newEmail: string } | { kind: 'email-secondary' };

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;

export function codeMail(to: string, code: string, reason: CodeReason): OutgoingMail {
  const why =
    reason.kind === 'login'
      ? 'Enter this code to sign in to walletport:'
      : reason.kind === 'email-primary'
        ? `Enter this code to confirm changing your walletport email to ${reason.newEmail}:`
        : 'Enter this code to confirm this is your new walletport email:';
  return {
    to,
    subject: `Your walletport code is ${code}`,
    text: `${why}\n\n${code}\n\nIt expires in ${minutes(CODE_LIFETIME_MS)}. If you did not ask for it, ignore this email.\n`,
  };
}

export function deviceApprovalMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Approve this device to sign in to walletport',
    text:
      'Someone is signing in to walletport with this email on a device it has not seen before.\n' +
      `If it is you, open this link to approve the device:\n\n${link}\n\n` +
      `The link expires in ${minutes(LOGIN_LIFETIME_MS)}. If it was not you, ignore this email.\n`,
  };
}
