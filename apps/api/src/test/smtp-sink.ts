/** A local SMTP server for tests: records every delivered message; refuses listed recipients. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** attachments: the file names of the message's attachments. */
export type SinkMessage = { to: string[]; subject: string; attachments: string[] };

export async function startSmtpSink(options: { refuse?: (address: string) => boolean } = {}) {
  const received: SinkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to set up, nothing to negotiate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          attachments: [
            ...raw.matchAll(/Content-Disposition: attachment;\s*filename="?([^"\r\n]+)"?/gi),
          ].map((m) => m[1]!),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
