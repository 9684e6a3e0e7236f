/**
 * The devstack's real SMTP server (smtp-server, no TLS, no authentication required) on 127.0.0.1: every
 * message it accepts is parsed with mailparser and kept in the MailStore, so services that send real mail
 * (the secure site's codes and device links) can be tested end to end without the internet.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { DEVSTACK_HOST } from '../config.js';
import type { MailStore } from './mail-store.js';

/** Larger messages are refused: the devstack only ever sends short text mail. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

export type RunningSmtpReceiver = { host: string; port: number; stop(): Promise<void> };

export async function startSmtpReceiver(port: number, store: MailStore): Promise<RunningSmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'walletport devstack mail',
    // On stop, a sender's idle pooled connection is told 421 after this long instead of the default 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          store.add(toStored(parsed, session), recipientsOf(parsed, session));
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  // smtp-server reports socket errors (a client hanging up mid-message) here; they must not end the process.
  server.on('error', (error) => console.warn('[mail] SMTP error:', error.message));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, DEVSTACK_HOST, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  let stopping: Promise<void> | undefined;
  return {
    host: DEVSTACK_HOST,
    port: bound,
    stop: () => (stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

function toStored(parsed: ParsedMail, session: SMTPServerSession) {
  const envelopeFrom = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
  return {
    from: addressesOf(parsed.from)[0] ?? envelopeFrom,
    to: recipientsOf(parsed, session).join(', '),
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    date: new Date().toISOString(),
  };
}

/** The header recipients (To and Cc) and the envelope's, each once, in that order. */
function recipientsOf(parsed: ParsedMail, session: SMTPServerSession): string[] {
  const all = [...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...session.envelope.rcptTo.map((rcpt) => rcpt.address)];
  const seen = new Set<string>();
  return all.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value).flatMap((entry) => (entry.address ? [entry.address] : []));
}
