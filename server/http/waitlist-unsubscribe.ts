import type { Context, Hono } from "hono";
import { unsubscribe } from "../../shared/content/unsubscribe";
import { format } from "../../shared/i18n/locales";
import { waitlistUnsubscribeSchema } from "../../shared/schemas/contact";
import type { Runtime } from "../runtime";
import { normaliseEmail, verifyUnsubscribeToken } from "../services/unsubscribe-token";
import { leaveWaitlist } from "../services/waitlist";
import type { AppEnv } from "./env";

export const UNSUBSCRIBE_PATH = "/api/waitlist/unsubscribe";

const INVALID_MESSAGE = "This unsubscribe link is incomplete or invalid; nothing was changed.";

/** Text and double-quoted attribute values (apostrophes need no escaping there). */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ENTITIES[ch]!);

/** A person's browser asks for HTML; a mail provider's one-click POST and scripts do not. */
const wantsHtml = (c: Context<AppEnv>) => (c.req.header("accept") ?? "").includes("text/html");

/** The page around both languages' texts: English, then Czech (the link does not carry a language). */
function page(parts: { en: string; cs: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(unsubscribe.en.title)} · ${escapeHtml(unsubscribe.cs.title)}</title>
<style>body{margin:0;background:#faf7f0;color:#15130f;font:18px/1.5 Helvetica,Arial,sans-serif}main{max-width:34rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.6rem;line-height:1.2;margin:0 0 .75rem}section+section{margin-top:2.5rem;padding-top:2rem;border-top:1px solid #e4dccb}
button{margin-top:.5rem;min-height:48px;padding:.75rem 1.5rem;border:0;border-radius:999px;background:#15130f;color:#faf7f0;font:700 1rem Helvetica,Arial,sans-serif;cursor:pointer}
button:focus-visible{outline:3px solid #f4b740;outline-offset:2px}p{margin:0 0 1rem}</style></head>
<body><main><p style="font-weight:900;font-size:1.25rem">Merchovna</p>${parts.en}${parts.cs}</main></body></html>`;
}

function section(locale: "en" | "cs", heading: string, body: string): string {
  return `<section lang="${locale}"><h1>${escapeHtml(heading)}</h1>${body}</section>`;
}

function invalidAnswer(c: Context<AppEnv>) {
  if (!wantsHtml(c)) return c.json({ error: { code: "BAD_REQUEST", message: INVALID_MESSAGE } }, 400);
  const part = (l: "en" | "cs") =>
    section(l, unsubscribe[l].invalid.heading, `<p>${escapeHtml(unsubscribe[l].invalid.text)}</p>`);
  return c.html(page({ en: part("en"), cs: part("cs") }), 400);
}

/**
 * The waitlist's unsubscribe link (services/unsubscribe-token.ts makes it):
 * - POST unsubscribes: a mail provider's one-click request (RFC 8058, `List-Unsubscribe-Post`), or
 *   the button of the GET page. 200 with a short text (an HTML page for a browser).
 * - GET only shows that button. Link scanners and previews fetch every link in a mail with GET, so a
 *   GET that unsubscribed would remove people who never asked.
 * A malformed link or a wrong token: 400 with a readable message, nothing changed. A validly signed
 * address that is not on the list gets the same success as one that was (membership stays private).
 * No rate limit: the token is an unguessable HMAC, a valid request only deletes its own row, and a
 * per-IP limit would refuse mail providers that send many people's one-click requests from one address.
 */
export function mountWaitlistUnsubscribe(app: Hono<AppEnv>, rt: Runtime): void {
  app.get(UNSUBSCRIBE_PATH, (c) => {
    const query = waitlistUnsubscribeSchema.safeParse(c.req.query());
    if (!query.success) return invalidAnswer(c);
    return confirmPage(c, rt, query.data.e, query.data.t);
  });

  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const query = waitlistUnsubscribeSchema.safeParse(c.req.query());
    if (!query.success) return invalidAnswer(c);
    const result = await leaveWaitlist(rt, query.data.e, query.data.t);
    if (result === "bad-token") return invalidAnswer(c);
    c.get("log").info("waitlist address unsubscribed");
    if (!wantsHtml(c)) return c.text(`${unsubscribe.en.done.short}\n${unsubscribe.cs.done.short}\n`, 200);
    const part = (l: "en" | "cs") =>
      section(
        l,
        unsubscribe[l].done.heading,
        `<p>${escapeHtml(format(unsubscribe[l].done.text, { email: normaliseEmail(query.data.e), site: rt.origin }))}</p>`,
      );
    return c.html(page({ en: part("en"), cs: part("cs") }), 200);
  });

  app.on(["PUT", "PATCH", "DELETE", "OPTIONS"], UNSUBSCRIBE_PATH, (c) => {
    c.header("Allow", "GET, HEAD, POST");
    return c.json(
      { error: { code: "METHOD_NOT_SUPPORTED", message: "Open this link (GET), or POST it to unsubscribe" } },
      405,
    );
  });
}

/** GET: checks the link (a wrong token is told now, not after the press) and shows the button. */
function confirmPage(c: Context<AppEnv>, rt: Runtime, email: string, token: string) {
  if (!verifyUnsubscribeToken(rt.unsubscribeKey, email, token)) return invalidAnswer(c);
  const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ e: normaliseEmail(email), t: token })}`;
  const part = (l: "en" | "cs") => {
    const t = unsubscribe[l].confirm;
    return section(
      l,
      t.heading,
      `<p>${escapeHtml(format(t.text, { email: normaliseEmail(email) }))}</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`,
    );
  };
  return c.html(page({ en: part("en"), cs: part("cs") }), 200);
}
