import { afterAll, describe, expect, test } from "bun:test";
import { adminPage } from "../../../shared/content/admin";
import { actionFailureText, DownloadError, dispositionName, downloadFailureText, fetchDownload } from "./download";

/** A real server answering each path with what an admin download route answers when it refuses. */
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch(req) {
    const status = Number(new URL(req.url).pathname.slice(1));
    const headers: Record<string, string> = status === 429 ? { "retry-after": "10" } : {};
    return Response.json({ error: { code: "X", message: "English text from the server" } }, { status, headers });
  },
});
afterAll(() => server.stop(true));

describe("a refused download is told, in the page's language, not saved", () => {
  test("each status the admin routes answer becomes a DownloadError with its status and Retry-After", async () => {
    for (const status of [400, 401, 403, 404, 429, 500, 503]) {
      const error = await fetchDownload(`${server.url}${status}`, "x.csv").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DownloadError);
      expect((error as DownloadError).status).toBe(status);
      expect((error as DownloadError).retryAfterSeconds).toBe(status === 429 ? 10 : null);
    }
  });

  test("no answer at all (the server is down) is status 0", async () => {
    const closed = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
    const url = `${closed.url}`;
    await closed.stop(true);
    const error = await fetchDownload(url, "x.csv").catch((e: unknown) => e);
    expect((error as DownloadError).status).toBe(0);
  });

  for (const locale of ["en", "cs"] as const) {
    const reasons = adminPage[locale].downloads;
    test(`${locale}: every failure has its own reason, never the server's English`, () => {
      const text = (status: number, retry: number | null = null) =>
        downloadFailureText(new DownloadError(status, retry), reasons);
      expect(text(401)).toBe(reasons.signedOut);
      expect(text(403)).toBe(reasons.forbidden);
      expect(text(404)).toBe(reasons.notFound);
      expect(text(429, 30)).toBe(reasons.tooMany.replace("{seconds}", "30"));
      // A 429 without Retry-After still says when: the routes' own 10 s.
      expect(text(429)).toBe(reasons.tooMany.replace("{seconds}", "10"));
      for (const status of [0, 500, 502, 503]) expect(text(status)).toBe(reasons.unavailable);
      expect(text(400)).toBe(reasons.failed);
      expect(downloadFailureText(new TypeError("boom"), reasons)).toBe(reasons.failed);
      const all = [401, 403, 404, 429, 500, 400].map((s) => text(s, 10));
      expect(new Set(all).size).toBe(all.length);
    });
  }
});

describe("a refused admin action (erasing) is told in the page's language, not the server's English", () => {
  for (const locale of ["en", "cs"] as const) {
    const reasons = adminPage[locale].downloads;
    test(`${locale}: from the tRPC error's HTTP status`, () => {
      const trpc = (httpStatus?: number) => ({ message: "English", data: httpStatus ? { httpStatus } : undefined });
      expect(actionFailureText(trpc(401), reasons)).toBe(reasons.signedOut);
      expect(actionFailureText(trpc(403), reasons)).toBe(reasons.forbidden);
      expect(actionFailureText(trpc(503), reasons)).toBe(reasons.unavailable);
      // Never reached the server.
      expect(actionFailureText(trpc(), reasons)).toBe(reasons.unavailable);
      // A rule the form already checks (400): the toast's title says enough.
      expect(actionFailureText(trpc(400), reasons)).toBeUndefined();
    });
  }
});

describe("the saved file's name is the server's", () => {
  test("the UTF-8 name wins over the ASCII fallback; a plain name alone; none", () => {
    expect(dispositionName(`attachment; filename="n_vrh.pdf"; filename*=UTF-8''n%C3%A1vrh.pdf`)).toBe("návrh.pdf");
    expect(dispositionName('attachment; filename="waitlist-2026-12-02.csv"')).toBe("waitlist-2026-12-02.csv");
    expect(dispositionName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe("a.csv");
    expect(dispositionName(null)).toBeNull();
    expect(dispositionName("inline")).toBeNull();
  });
});
