import type { Context, Hono } from "hono";
import type { ApiKeyScope } from "../../shared/api-key-scopes";
import { type CsvDialect, type CsvValue, csvHeader, csvLines } from "../../shared/csv";
import { uploadKeyField } from "../../shared/schemas/contact";
import { leadListSchema } from "../../shared/schemas/leads";
import { personalDataSchema } from "../../shared/schemas/personal-data";
import { adminRefusal } from "../auth/permissions";
import { pageInquiries, pageSubmissions, pageWaitlist } from "../db/queries/admin-lists";
import { findInquiryImage, findInquiryPrint } from "../db/queries/generated-designs";
import { pageLeads } from "../db/queries/leads";
import { findUpload } from "../db/queries/uploads";
import type { Runtime } from "../runtime";
import {
  type DownloadSlots,
  openHolding,
  releasingWhenDone,
  type Slot,
  TOO_MANY_DOWNLOADS_MESSAGE,
} from "../services/download-slots";
import { DESIGN_IMAGE_KEY, DESIGN_PRINT_KEY, designFileName, printFileName } from "../services/generator/design-keys";
import { exportPersonalData } from "../services/personal-data/export";
import { resolveUser, type SessionUser } from "../trpc/context";
import type { AppEnv } from "./env";
import { loggedPath } from "./log-path";

/**
 * 401 signed out (or an unknown, revoked or expired key), 403 signed in without admin rights or with
 * an API key that lacks `scope` (logged; the rule is auth/permissions.ts); otherwise the caller.
 */
async function admitAdmin(
  rt: Runtime,
  c: Context<AppEnv>,
  scope: ApiKeyScope,
): Promise<{ refused: Response } | { refused: null; user: SessionUser }> {
  const user = await resolveUser(rt, c.req.raw.headers);
  const refusal = adminRefusal(user, scope, c.req.raw.headers);
  // No refusal means a signed-in admin: adminRefusal refuses a missing caller first.
  if (!refusal) return { refused: null, user: user as SessionUser };
  if (refusal.reason === "not_admin") {
    c.get("log").warn("admin route refused", { path: loggedPath(c.req.path), userId: user?.id, ip: c.get("ip") });
  } else if (refusal.reason === "scope_missing") {
    c.get("log").warn("API key refused: scope missing", {
      path: loggedPath(c.req.path),
      scope,
      keyId: user?.apiKey?.id,
      ip: c.get("ip"),
    });
  }
  return { refused: c.json({ error: { code: refusal.code, message: refusal.message } }, refusal.status) };
}

/**
 * A place for one more of the caller's downloads (services/download-slots.ts), or the 429 that
 * refuses it. Taken after the input is checked, so a refused input holds no place.
 */
function takeDownloadSlot(
  slots: DownloadSlots,
  c: Context<AppEnv>,
  user: SessionUser,
): { refused: Response; slot?: never } | { refused: null; slot: Slot } {
  const slot = slots.take(user.id);
  if (slot) return { refused: null, slot };
  c.get("log").warn("download refused: too many at once", {
    path: loggedPath(c.req.path),
    userId: user.id,
    ip: c.get("ip"),
  });
  c.header("Retry-After", String(slots.retryAfterSeconds));
  return { refused: c.json({ error: { code: "TOO_MANY_REQUESTS", message: TOO_MANY_DOWNLOADS_MESSAGE } }, 429) };
}

/** RFC 6266: an ASCII fallback name and the real one, percent-encoded. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/** What an attachment key names, if an admin may download it: its download name and type. */
async function findAttachment(rt: Runtime, key: string): Promise<{ name: string; contentType: string } | null> {
  if (uploadKeyField.safeParse(key).success) {
    const upload = await findUpload(rt.database.db, key);
    return upload ? { name: upload.originalName, contentType: upload.contentType } : null;
  }
  if (DESIGN_PRINT_KEY.test(key)) {
    const design = await findInquiryPrint(rt.database.db, key);
    return design ? { name: printFileName(design.id), contentType: "image/png" } : null;
  }
  if (DESIGN_IMAGE_KEY.test(key)) {
    const design = await findInquiryImage(rt.database.db, key);
    const extension = key.split(".").pop() ?? "";
    const contentType = IMAGE_TYPES[extension];
    return design && contentType ? { name: designFileName(design.id, extension), contentType } : null;
  }
  return null;
}

export function mountAdminRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  /**
   * An attachment, always as a download (never rendered inline), under its original name: an upload
   * of a submission, or the image of a design inquiry (a generated design no inquiry took is not served).
   */
  app.get("/api/attachments/*", async (c) => {
    const caller = await admitAdmin(rt, c, "leads:read");
    if (caller.refused) return caller.refused;
    // Only keys the upload route or the generator make are looked up; anything else (a path, a NUL,
    // a malformed %-escape) is simply not found.
    let key = "";
    try {
      key = decodeURIComponent(c.req.path.slice("/api/attachments/".length));
    } catch {}
    const notFound = () => c.json({ error: { code: "NOT_FOUND", message: "No such attachment" } }, 404);
    const file = await findAttachment(rt, key);
    if (!file) return notFound();
    const place = takeDownloadSlot(rt.attachmentDownloads, c, caller.user);
    if (place.refused) return place.refused;
    const object = await openHolding(place.slot, () => rt.storage.get(key));
    if (!object) {
      place.slot.release();
      return notFound();
    }
    return new Response(releasingWhenDone(object.body, place.slot.release), {
      headers: {
        "Content-Type":
          file.contentType.startsWith("text/") ||
          file.contentType.includes("svg") ||
          file.contentType.includes("postscript")
            ? "application/octet-stream"
            : file.contentType,
        "Content-Length": String(object.size),
        "Content-Disposition": contentDisposition(file.name),
        "Cache-Control": "private, no-store",
      },
    });
  });

  /** CSV export of a whole admin list; `?dialect=excel-cs` for Czech Excel (semicolons, Prague time, decimal commas). */
  app.get("/api/admin/export/:table{(submissions|waitlist|inquiries)\\.csv}", async (c) => {
    const caller = await admitAdmin(rt, c, "leads:read");
    if (caller.refused) return caller.refused;
    const place = takeDownloadSlot(rt.downloads, c, caller.user);
    if (place.refused) return place.refused;
    const table = c.req.param("table").replace(".csv", "") as "submissions" | "waitlist" | "inquiries";
    const db = rt.database.db;
    const nextPage = async (cursor: string | null): Promise<CsvPage> => {
      const o = { cursor, limit: EXPORT_PAGE, withTotal: false };
      if (table === "waitlist") return pageWaitlist(db, o);
      if (table === "submissions") {
        const p = await pageSubmissions(db, o);
        // One name a line: names hold spaces, never a line break (file-name.ts refuses control characters).
        return {
          ...p,
          items: p.items.map((s) => ({ ...s, attachments: s.attachments.map((a) => a.name).join("\n") })),
        };
      }
      const p = await pageInquiries(db, o);
      // The image's key is a column already; its download details are not.
      return { ...p, items: p.items.map(({ image: _image, print: _print, logo: _logo, ...inquiry }) => inquiry) };
    };
    return csvResponse(c, table, nextPage, place.slot);
  });

  /** The lead inbox as CSV, with the inbox's filters (`?kind=&status=&owner=&overdue=true&search=`). */
  app.get("/api/admin/export/leads.csv", async (c) => {
    const caller = await admitAdmin(rt, c, "leads:read");
    if (caller.refused) return caller.refused;
    const q = c.req.query();
    const parsed = leadListSchema.safeParse({
      search: q.search || undefined,
      kind: q.kind || undefined,
      status: q.status || undefined,
      owner: q.owner || undefined,
      overdue: q.overdue === "true" ? true : undefined,
    });
    if (!parsed.success) {
      return c.json(
        { error: { code: "BAD_REQUEST", message: parsed.error.issues[0]?.message ?? "Invalid filter" } },
        400,
      );
    }
    const place = takeDownloadSlot(rt.downloads, c, caller.user);
    if (place.refused) return place.refused;
    const { cursor: _cursor, limit: _limit, ...filter } = parsed.data;
    const now = new Date();
    return csvResponse(
      c,
      "leads",
      (cursor) => pageLeads(rt.database.db, { ...filter, cursor, limit: EXPORT_PAGE, withTotal: false, now }),
      place.slot,
    );
  });

  /**
   * Everything stored about one e-mail address as a zip (decision 0018). POST with the address in a
   * JSON body, never in the URL: URLs end up in logs. Reading leads is what it takes (`leads:read`).
   */
  app.post("/api/admin/personal-data/export", async (c) => {
    const caller = await admitAdmin(rt, c, "leads:read");
    if (caller.refused) return caller.refused;
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      return c.json(
        { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send JSON (Content-Type: application/json)" } },
        415,
      );
    }
    const body = await c.req.json().catch(() => undefined);
    const input = personalDataSchema.safeParse(body ?? {});
    if (!input.success) {
      const message = input.error.issues[0]?.message ?? "Invalid input";
      return c.json({ error: { code: "BAD_REQUEST", message } }, 400);
    }
    const place = takeDownloadSlot(rt.downloads, c, caller.user);
    if (place.refused) return place.refused;
    const zip = await openHolding(place.slot, () =>
      exportPersonalData({ db: rt.database.db, storage: rt.storage, companyTo: rt.config.mail.to }, input.data.email),
    );
    // Who exported, not whose data: the address stays out of the log.
    c.get("log").info("personal data exported", { userId: caller.user.id, keyId: caller.user.apiKey?.id });
    return new Response(releasingWhenDone(zip.body, place.slot.release), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": contentDisposition(zip.fileName),
        "Cache-Control": "private, no-store",
      },
    });
  });
}

const EXPORT_PAGE = 500;
type CsvPage = { items: Record<string, unknown>[]; nextCursor: string | null };

/**
 * Streams a CSV export page by page (keyset paging): the server holds one page at a time, so
 * memory stays flat whatever the list's length. The columns are the first row's keys. `slot` is
 * given back when the last page is sent, a page fails or the reader goes away.
 */
async function csvResponse(
  c: Context<AppEnv>,
  name: string,
  nextPage: (cursor: string | null) => Promise<CsvPage>,
  slot: Slot,
): Promise<Response> {
  const dialect: CsvDialect = c.req.query("dialect") === "excel-cs" ? "excel-cs" : "standard";
  let page: CsvPage | null = await openHolding(slot, () => nextPage(null));
  const columns = page.items[0] ? Object.keys(page.items[0]) : ["id"];
  const encoder = new TextEncoder();
  const rowsOf = (p: CsvPage) => p.items.map((r) => columns.map((k) => r[k] as CsvValue));
  let started = false;
  let pages = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvHeader(columns, dialect)));
      }
      if (!page) return controller.close();
      controller.enqueue(encoder.encode(csvLines(rowsOf(page), dialect)));
      page = page.nextCursor ? await nextPage(page.nextCursor) : null;
      // Each page leaves its rows as garbage; left to itself the collector let 100,000 rows grow the
      // process by 700 MB on PGlite before collecting. A hint every 20 pages keeps it flat (bench:inbox).
      if (++pages % 20 === 0) Bun.gc(false);
    },
  });
  return new Response(releasingWhenDone(body, slot.release), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(
        `${name}-${new Date().toISOString().slice(0, 10)}${dialect === "excel-cs" ? "-excel-cs" : ""}.csv`,
      ),
      "Cache-Control": "private, no-store",
    },
  });
}
