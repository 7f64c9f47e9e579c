import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `cid` lets the HTML show an attachment inline (`<img src="cid:...">`). */
  attachments?: { filename: string; content: Uint8Array; contentType?: string; cid?: string }[];
  /** Threading and list headers, in nodemailer's option names (passed through as they are). */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
  list?: { unsubscribe: { url: string; comment: string } };
  headers?: Record<string, string>;
}

/** Where mail finally goes: an SMTP server, or .eml files in the data folder when none is set. */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<{ messageId: string; location?: string }>;
  check(): Promise<void>;
  close(): void;
}

export function createSmtpTransport(
  url: string,
  timeoutMs = 15_000,
  onError: (error: unknown) => void = () => {},
): MailTransport {
  // nodemailer reads options from the URL's query too, e.g. smtp://host:25?ignoreTLS=true
  const defaults: SMTPTransport.Options = {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
  const transporter = createTransport(url, defaults);
  // A pooled transport (`?pool=true` in SMTP_URL) emits 'error' when an idle pooled connection
  // breaks, outside any sendMail call; an EventEmitter with no listener throws that error and ends
  // the process. The failing send itself still rejects, so this only needs to log.
  transporter.on("error", onError);
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transporter.sendMail({
        ...mail,
        attachments: mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
      });
      return { messageId: String(info.messageId) };
    },
    async check() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}

export function createFileTransport(dir: string): MailTransport {
  const builder = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail) {
      const info = await builder.sendMail({
        ...mail,
        attachments: mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
      });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}.eml`;
      const location = join(dir, name);
      await writeFile(location, info.message as Buffer);
      return { messageId: String(info.messageId), location };
    },
    async check() {
      await mkdir(dir, { recursive: true });
    },
    close() {},
  };
}
