/**
 * How devstack services send mail: nodemailer over plain SMTP to the devstack's mail server, pooled (a new
 * connection costs ~100 ms, a pooled send ~5 ms; STACK-NOTES.md).
 */
import { createTransport } from 'nodemailer';

export type MailSenderOptions = {
  host: string;
  port: number;
  /** The From header, e.g. 'walletport <no-reply@walletport.localhost>'. */
  from: string;
};

export type OutgoingMail = { to: string; subject: string; text: string };

export type MailSender = {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the pooled connections. */
  close(): void;
};

export function createMailSender(options: MailSenderOptions): MailSender {
  const transport = createTransport({ host: options.host, port: options.port, secure: false, ignoreTLS: true, pool: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}
