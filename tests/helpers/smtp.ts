import { SMTPServer } from "smtp-server";
import { freePort } from "./ports";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on loopback that keeps what it receives. Its bundled
 * certificate has expired, so STARTTLS is off here and the client is told to ignore TLS.
 */
export async function startSmtp(
  port?: number,
  options: { rejectRecipient?: (address: string) => boolean } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A mailbox the server refuses, answered as real servers do: the address is in the reply.
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipient?.(address.address)) return callback();
      const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), {
        responseCode: 550,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${listenPort}?ignoreTLS=true`,
    port: listenPort,
    received,
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await Bun.sleep(25);
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
