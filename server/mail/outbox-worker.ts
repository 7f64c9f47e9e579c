import type { MailHeaders } from "../../drizzle/schema";
import type { Database } from "../db/client";
import { claimDueMails, markFailed, markSent } from "../db/queries/outbox";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage";
import type { MailTransport, OutgoingMail } from "./transport";

/** Retry delays after the 1st, 2nd, ... failure; the last one repeats. A mail is never dropped. */
const BACKOFF_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000];
const LOCK_MS = 60_000;
const BATCH = 10;

export interface OutboxWorker {
  /** Process due mails now (called after a mail is queued, so it goes out without waiting a tick). */
  kick(): void;
  /** Runs one pass; resolves when it is done (tests use it to avoid timing). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends queued mail. Each pass claims due rows (locked for a minute, so a crashed worker's mails are
 * picked up again), sends them, and marks each sent, or schedules a retry with backoff.
 */
export function startOutboxWorker(deps: {
  db: Database;
  transport: MailTransport;
  storage: FileStorage;
  from: string;
  log: Logger;
  intervalMs?: number;
}): OutboxWorker {
  let running: Promise<number> | null = null;
  let stopped = false;

  const pass = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const mails = await claimDueMails(deps.db, BATCH, LOCK_MS);
      if (!mails.length) return sent;
      for (const mail of mails) {
        try {
          const attachments = [];
          for (const a of mail.attachments ?? []) {
            const object = await deps.storage.get(a.key);
            if (object)
              attachments.push({
                filename: a.filename,
                content: new Uint8Array(await new Response(object.body).arrayBuffer()),
                contentType: object.contentType,
                ...(a.cid ? { cid: a.cid } : {}),
              });
          }
          const result = await deps.transport.send({
            from: deps.from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            attachments,
            ...threadingOptions(mail.headers),
          });
          await markSent(deps.db, mail.id);
          sent++;
          deps.log.info("mail sent", { mailId: mail.id, transport: deps.transport.kind, location: result.location });
        } catch (error) {
          const delay = BACKOFF_MS[Math.min(mail.attempts - 1, BACKOFF_MS.length - 1)] ?? 60 * 60_000;
          const failure = error instanceof Error ? error : new Error(String(error));
          await markFailed(deps.db, mail.id, failure.message, new Date(Date.now() + delay)).catch(() => {});
          // The error itself, not its text: the log writes it without the recipient's address.
          deps.log.warn("mail not sent, will retry", {
            mailId: mail.id,
            attempts: mail.attempts,
            retryInMs: delay,
            error: failure,
          });
        }
      }
      if (stopped) return sent;
    }
  };

  const run = () => {
    if (stopped) return Promise.resolve(0);
    running ??= pass()
      .catch((error) => {
        deps.log.error("outbox pass failed", { error });
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(run, deps.intervalMs ?? 5_000);
  // Mail queued by a request goes out within half a second, batched with whatever else is queued,
  // instead of competing with each request for the CPU.
  let kicked: Timer | undefined;
  return {
    kick: () => {
      kicked ??= setTimeout(() => {
        kicked = undefined;
        void run();
      }, 500);
    },
    drain: async () => {
      if (running) await running;
      return run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(kicked);
      await running;
    },
  };
}

/** The queued mail's headers as nodemailer options: threading, Reply-To, one-click unsubscribe. */
function threadingOptions(headers: MailHeaders | null): Partial<OutgoingMail> {
  if (!headers) return {};
  return {
    ...(headers.messageId ? { messageId: headers.messageId } : {}),
    ...(headers.inReplyTo ? { inReplyTo: headers.inReplyTo } : {}),
    ...(headers.references?.length ? { references: headers.references } : {}),
    ...(headers.replyTo ? { replyTo: headers.replyTo } : {}),
    ...(headers.unsubscribeUrl
      ? {
          list: { unsubscribe: { url: headers.unsubscribeUrl, comment: "Unsubscribe" } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  };
}
