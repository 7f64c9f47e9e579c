import type { Context, Hono } from "hono";
import { type CsvDialect, type CsvValue, toCsv } from "../../shared/csv";
import { uploadKeyField } from "../../shared/schemas/contact";
import { pageInquiries, pageSubmissions, pageWaitlist } from "../db/queries/admin-lists";
import { findInquiryImage } from "../db/queries/generated-designs";
import { findUpload } from "../db/queries/uploads";
import type { Runtime } from "../runtime";
import { resolveUser } from "../trpc/context";
import type { AppEnv } from "./env";

/** 401 signed out, 403 signed in without admin rights (logged); null when the caller is an admin. */
async function refuseNonAdmin(rt: Runtime, c: Context<AppEnv>): Promise<Response | null> {
  const user = await resolveUser(rt, c.req.raw.headers);
  if (!user) return c.json({ error: { code: "UNAUTHORIZED", message: "Please sign in first." } }, 401);
  if (!user.isAdmin) {
    c.get("log").warn("admin route refused", { path: c.req.path, userId: user.id, ip: c.get("ip") });
    return c.json({ error: { code: "FORBIDDEN", message: "Admin rights are required." } }, 403);
  }
  return null;
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
  if (/^generated\/[A-Za-z0-9_-]{1,80}\.(png|jpg|webp)$/.test(key)) {
    const design = await findInquiryImage(rt.database.db, key);
    const extension = key.split(".").pop() ?? "";
    const contentType = IMAGE_TYPES[extension];
    return design && contentType ? { name: `merch-design-${design.id}.${extension}`, contentType } : null;
  }
  return null;
}

export function mountAdminRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  /**
   * An attachment, always as a download (never rendered inline), under its original name: an upload
   * of a submission, or the image of a design inquiry (a generated design no inquiry took is not served).
   */
  app.get("/api/attachments/*", async (c) => {
    const refused = await refuseNonAdmin(rt, c);
    if (refused) return refused;
    // Only keys the upload route or the generator make are looked up; anything else (a path, a NUL,
    // a malformed %-escape) is simply not found.
    let key = "";
    try {
      key = decodeURIComponent(c.req.path.slice("/api/attachments/".length));
    } catch {}
    const file = await findAttachment(rt, key);
    const object = file ? await rt.storage.get(key) : null;
    if (!file || !object) return c.json({ error: { code: "NOT_FOUND", message: "No such attachment" } }, 404);
    return new Response(object.body, {
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
    const refused = await refuseNonAdmin(rt, c);
    if (refused) return refused;
    const table = c.req.param("table").replace(".csv", "");
    const db = rt.database.db;
    const rows: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Record<string, unknown>[]; nextCursor: string | null } =
        table === "submissions"
          ? await pageSubmissions(db, { cursor, limit: 100 }).then((p) => ({
              ...p,
              items: p.items.map((s) => ({ ...s, attachments: s.attachments.map((a) => a.name) })),
            }))
          : table === "waitlist"
            ? await pageWaitlist(db, { cursor, limit: 100 })
            : await pageInquiries(db, { cursor, limit: 100 }).then((p) => ({
                ...p,
                // The image's key is a column already; its download details are not.
                items: p.items.map(({ image: _image, ...inquiry }) => inquiry),
              }));
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const columns = rows[0] ? Object.keys(rows[0]) : ["id"];
    const dialect: CsvDialect = c.req.query("dialect") === "excel-cs" ? "excel-cs" : "standard";
    const csv = toCsv(
      columns,
      rows.map((r) => columns.map((k) => r[k] as CsvValue)),
      dialect,
    );
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": contentDisposition(
          `${table}-${new Date().toISOString().slice(0, 10)}${dialect === "excel-cs" ? "-excel-cs" : ""}.csv`,
        ),
        "Cache-Control": "private, no-store",
      },
    });
  });
}
