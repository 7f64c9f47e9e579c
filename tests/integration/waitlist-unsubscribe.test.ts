import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mailOutbox, rateLimitCounters, waitlistEntries } from "../../drizzle/schema";
import { unsubscribeToken, unsubscribeUrl } from "../../server/services/unsubscribe-token";
import { expectReadableError } from "../helpers/hostile";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { until } from "../helpers/until";

/**
 * The waitlist's welcome mail and its one-click unsubscribe, through the real app (SMTP to a real
 * smtp-server on loopback): the mail is queued only for a new address, in the entry's language,
 * with List-Unsubscribe headers; POST with the signed link removes the entry, GET never does.
 */
let app: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ SMTP_URL: smtp.url });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
}, 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
});

const db = () => app.rt.database.db;
const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
const entry = async (email: string) => db().select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
const linkFor = (email: string) => unsubscribeUrl(app.url, app.rt.unsubscribeKey, email);

describe("joining the waitlist", () => {
  test("a new address gets exactly one welcome mail, with the unsubscribe link and List-Unsubscribe headers", async () => {
    await app.client().waitlist.join.mutate({ email: " New@Example.com ", locale: "cs" });
    const mails = await mailsTo("new@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = linkFor("new@example.com");
    expect(mail!.subject).toBe("Jste na čekací listině Merchovny");
    expect(mail!.headers).toEqual({ unsubscribeUrl: link });
    // The visible link (HTML-escaped in the HTML, as it is in the plain text).
    expect(mail!.html).toContain(link.replaceAll("&", "&amp;"));
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain(`${app.url}/cs/privacy`);
  });

  test("joining again (any spelling) queues nothing and answers the same", async () => {
    const first = await app.client().waitlist.join.mutate({ email: "twice@example.com" });
    const second = await app.client().waitlist.join.mutate({ email: "TWICE@example.com ", locale: "cs" });
    expect(second).toEqual(first);
    expect(await mailsTo("twice@example.com")).toHaveLength(1);
    expect(await entry("twice@example.com")).toHaveLength(1);
  });

  test("the delivered mail carries List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click", async () => {
    await app.client().waitlist.join.mutate({ email: "smtp@example.com" });
    await until(() => smtp.received.some((m) => m.to.includes("smtp@example.com")), 10_000, 25);
    expect(smtp.received.filter((m) => m.to.includes("smtp@example.com"))).toHaveLength(1);
    const raw = smtp.received.find((m) => m.to.includes("smtp@example.com"))!.raw.replace(/\r\n[ \t]+/g, " ");
    const link = linkFor("smtp@example.com");
    expect(raw).toMatch(/^List-Unsubscribe: <(.+)>/m);
    expect(/^List-Unsubscribe: <(.+?)>/m.exec(raw)?.[1]).toBe(link);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toContain("Subject: You're on the Merchovna waitlist");
  });
});

describe("unsubscribing", () => {
  test("POST with the signed link removes the entry and answers 200 with a short text", async () => {
    await app.client().waitlist.join.mutate({ email: "leave@example.com" });
    expect(await entry("leave@example.com")).toHaveLength(1);
    // As a mail provider sends it (RFC 8058): form-encoded body, no Origin of ours.
    const res = await fetch(linkFor("leave@example.com"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("text/plain");
    expect(await res.text()).toContain("Unsubscribed");
    expect(await entry("leave@example.com")).toHaveLength(0);
    // "Unsubscribing deletes your address straight away" (the privacy page): the welcome mail's copy too.
    expect(await mailsTo("leave@example.com")).toEqual([]);
    // Pressing again, or for an address never on the list: the same answer.
    const again = await fetch(linkFor("leave@example.com"), { method: "POST" });
    const never = await fetch(linkFor("never-joined@example.com"), { method: "POST" });
    expect([again.status, never.status]).toEqual([200, 200]);
    expect(await never.text()).toBe(await again.text());
  });

  test("a welcome still queued is not sent after unsubscribing; other mails to the address stay", async () => {
    const address = "quick@example.com";
    await app
      .client()
      .contact.submit.mutate({ name: "Quick", email: address, message: "Caps, 40 pieces", locale: "en" });
    // Queued and held back (as a slow SMTP server would): then the person unsubscribes.
    await app.client().waitlist.join.mutate({ email: address });
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(mailOutbox.to, address));
    expect((await fetch(linkFor(address), { method: "POST" })).status).toBe(200);
    const left = await mailsTo(address);
    // The enquiry's confirmation is not the waitlist's to delete (an erasure is).
    expect(left.map((m) => m.subject)).toEqual(["We've got your message — Merchovna"]);
  });

  test("a wrong or missing token answers 400 with a readable message and removes nothing", async () => {
    await app.client().waitlist.join.mutate({ email: "stay@example.com" });
    const other = unsubscribeToken(app.rt.unsubscribeKey, "someone-else@example.com");
    const base = `${app.url}/api/waitlist/unsubscribe`;
    for (const query of [
      `?e=stay%40example.com&t=${other}`,
      "?e=stay%40example.com",
      `?t=${unsubscribeToken(app.rt.unsubscribeKey, "stay@example.com")}`,
      "?e=stay%40example.com&t=short",
      "",
    ]) {
      for (const method of ["POST", "GET"]) {
        const res = await fetch(`${base}${query}`, { method });
        expect({ query, method, status: res.status }).toEqual({ query, method, status: 400 });
        expectReadableError(res.status, await res.text());
      }
    }
    expect(await entry("stay@example.com")).toHaveLength(1);
  });

  test("GET shows a bilingual page with a button and changes nothing; the button's POST unsubscribes", async () => {
    await app.client().waitlist.join.mutate({ email: "click@example.com" });
    const res = await fetch(linkFor("click@example.com"), { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Leave the Merchovna waitlist?");
    expect(html).toContain("Odhlásit se z čekací listiny Merchovny?");
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBe(linkFor("click@example.com").slice(app.url.length));
    expect(await entry("click@example.com")).toHaveLength(1);

    const pressed = await fetch(`${app.url}${action}`, {
      method: "POST",
      headers: { accept: "text/html", origin: app.url, "sec-fetch-site": "same-origin" },
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("You're unsubscribed");
    expect(await entry("click@example.com")).toHaveLength(0);
  });

  test("a browser with a bad link gets the readable page with status 400", async () => {
    const res = await fetch(`${app.url}/api/waitlist/unsubscribe?e=x%40example.com&t=${"A".repeat(43)}`, {
      headers: { accept: "text/html" },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("This link doesn't work");
    expect(html).toContain("Tento odkaz nefunguje");
  });

  test("the one-click POST passes the cross-site guard (only this path): the token is its authentication", async () => {
    await app.client().waitlist.join.mutate({ email: "cross@example.com" });
    const res = await fetch(linkFor("cross@example.com"), {
      method: "POST",
      headers: { origin: "https://webmail.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
    expect(await entry("cross@example.com")).toHaveLength(0);
    // Any other /api route still refuses the same request.
    const other = await fetch(`${app.url}/api/uploads`, {
      method: "POST",
      headers: { origin: "https://webmail.example", "sec-fetch-site": "cross-site" },
    });
    expect(other.status).toBe(403);
  });
});
