/**
 * The devstack's mail: a real SMTP server (where services send) and the mailbox over HTTP (where a person or
 * a test reads what was sent), both on 127.0.0.1, sharing one in-memory store.
 *
 *   const mail = await startMail({ smtpPort: 2525, httpPort: 4500 });
 *   // send to mail.host:mail.port; read mail.url in a browser, or `${mail.url}/api/messages?to=…`
 *   await mail.stop();
 */
import { MailStore } from './mail-store.js';
import { startMailboxHttp } from './mailbox-http.js';
import { startSmtpReceiver } from './smtp-receiver.js';

export type StartMailOptions = {
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  httpPort: number;
};

export type RunningMail = {
  /** `smtp://127.0.0.1:<port>` */
  smtpUrl: string;
  /** The SMTP server's host and port (what a sender connects to). */
  host: string;
  port: number;
  /** The mailbox page and API, `http://127.0.0.1:<port>`. */
  url: string;
  /** The messages, for tests in the same process. */
  store: MailStore;
  stop(): Promise<void>;
};

export async function startMail(options: StartMailOptions): Promise<RunningMail> {
  const store = new MailStore();
  const smtp = await startSmtpReceiver(options.smtpPort, store);
  try {
    const http = await startMailboxHttp(options.httpPort, store, `${smtp.host}:${smtp.port}`);
    let stopping: Promise<void> | undefined;
    return {
      smtpUrl: `smtp://${smtp.host}:${smtp.port}`,
      host: smtp.host,
      port: smtp.port,
      url: http.url,
      store,
      stop: () => (stopping ??= Promise.all([http.stop(), smtp.stop()]).then(() => undefined)),
    };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}
