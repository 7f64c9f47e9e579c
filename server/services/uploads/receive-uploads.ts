import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import Busboy from "busboy";
import { CONTACT_MAX_FILE_BYTES, CONTACT_MAX_FILES, extensionOf, isAllowedExtension } from "../../../shared/limits";
import type { UploadedFile } from "../../../shared/schemas/contact";
import type { Database } from "../../db/client";
import { deleteUploads, insertUploads } from "../../db/queries/uploads";
import type { FileStorage } from "../../storage";
import { discardFiles } from "../discard-files";
import { CONTENT_TYPES, checkContent } from "./content-check";
import { cleanFileName, keySafeName } from "./file-name";
import { screenSvgOffThread } from "./svg-screen-thread";
import { screenZip } from "./zip-screen";

export class UploadRejected extends Error {
  /**
   * The refusal as the server's log and security events keep it: without the file's name, which a
   * visitor may have made of their own name or a client's (decision 0018); its extension stays.
   */
  readonly reason: string;
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: string,
    /** For the visitor, who sees their own file named. */
    message: string,
    /** The file the message names, if any. */
    file?: string,
  ) {
    super(message);
    this.reason = file
      ? message.split(file).join(`[file name]${file.includes(".") ? `.${extensionOf(file)}` : ""}`)
      : message;
  }
}

interface Received {
  name: string;
  ext: string;
  path: string;
  size: number;
  head: Uint8Array;
}

const HEAD_BYTES = 16;
/** A body that sends nothing for this long is dropped (a client holding a half-sent upload open). */
export const UPLOAD_IDLE_MS = 30_000;

/**
 * Streams a multipart body to temporary files, enforcing count and size while the bytes arrive
 * (nothing is buffered in memory), then checks each file's content against its type, stores the
 * files under new random keys and records them. All or nothing: any refusal stores nothing.
 */
export async function receiveUploads(options: {
  request: Request;
  tmpDir: string;
  storage: FileStorage;
  db: Database;
  ip: string;
}): Promise<UploadedFile[]> {
  const { request, storage, db } = options;
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new UploadRejected(415, "UNSUPPORTED_MEDIA_TYPE", "Send the files as multipart/form-data");
  }
  const dir = join(options.tmpDir, crypto.randomUUID());
  await mkdir(dir, { recursive: true });
  try {
    const received = await streamToDisk(request, contentType, dir);
    if (received.length === 0) throw new UploadRejected(400, "BAD_REQUEST", "No file was sent");
    for (const file of received) await verify(file);

    const now = Date.now();
    const stored: UploadedFile[] = [];
    // Every key handed to the storage, stored or not: a put that timed out may still land there.
    const sent: string[] = [];
    try {
      for (const file of received) {
        const key = `uploads/${now}-${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}-${keySafeName(file.name)}`;
        const type = CONTENT_TYPES[file.ext as keyof typeof CONTENT_TYPES];
        sent.push(key);
        await storage.put(key, { path: file.path, size: file.size }, type);
        stored.push({ key, name: file.name, size: file.size, type });
      }
      await insertUploads(
        db,
        stored.map((f) => ({
          key: f.key,
          originalName: f.name,
          size: f.size,
          contentType: f.type,
          uploaderIp: options.ip,
        })),
      );
    } catch (error) {
      // No row may point at a missing file, and no file may be left without its row.
      // The put that failed (the one the loop stopped at) may still land: discardFiles repeats its delete.
      await discardFiles(db, storage, { sent, stored: stored.map((f) => f.key) });
      await deleteUploads(
        db,
        stored.map((f) => f.key),
      ).catch(() => {});
      throw error;
    }
    return stored;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function streamToDisk(request: Request, contentType: string, dir: string): Promise<Received[]> {
  return new Promise((resolve, reject) => {
    const received: Received[] = [];
    const writes: Promise<void>[] = [];
    const outs: import("node:fs").WriteStream[] = [];
    let failed = false;
    let idle: ReturnType<typeof setTimeout> | undefined;
    // Stop reading, close every open temp file, and only then report: the caller deletes the folder.
    const fail = (error: UploadRejected) => {
      if (failed) return;
      failed = true;
      clearTimeout(idle);
      source.unpipe(parser);
      source.destroy();
      for (const out of outs) out.destroy();
      void Promise.allSettled(writes).then(() => reject(error));
    };

    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        // Browsers send file names as UTF-8; busboy's default (latin1) would garble "Návrh.pdf".
        defParamCharset: "utf8",
        // busboy flags a file that reaches its limit; one byte of headroom lets exactly 10 MB through,
        // and verify() refuses anything over it.
        limits: {
          files: CONTACT_MAX_FILES,
          fileSize: CONTACT_MAX_FILE_BYTES + 1,
          fields: 10,
          fieldSize: 1024,
          parts: 20,
        },
      });
    } catch {
      reject(new UploadRejected(400, "BAD_REQUEST", "The upload is not valid multipart/form-data"));
      return;
    }
    const source = Readable.fromWeb(request.body as unknown as import("node:stream/web").ReadableStream);
    const idleFail = () =>
      fail(new UploadRejected(400, "BAD_REQUEST", "The upload stopped arriving before it was complete"));
    const touch = () => {
      clearTimeout(idle);
      if (!failed) idle = setTimeout(idleFail, UPLOAD_IDLE_MS);
    };
    touch();
    source.on("data", touch);
    // Every stream and emitter of this request handles its errors: an 'error' without a listener
    // ends the process (busboy destroys a file stream cut short with "Unexpected end of form").
    parser.on("error", () =>
      fail(new UploadRejected(400, "BAD_REQUEST", "The upload is not valid multipart/form-data")),
    );

    parser.on("file", (_field, stream, info) => {
      const cleaned = cleanFileName(info.filename ?? "");
      if (!cleaned.ok) {
        stream.resume();
        return fail(new UploadRejected(400, "BAD_REQUEST", cleaned.reason));
      }
      const name = cleaned.name;
      const ext = extensionOf(name);
      if (!isAllowedExtension(ext)) {
        stream.resume();
        return fail(new UploadRejected(415, "UNSUPPORTED_MEDIA_TYPE", `File type not allowed: ${name}`, name));
      }
      const path = join(dir, `${received.length}.part`);
      const file: Received = { name, ext, path, size: 0, head: new Uint8Array(0) };
      received.push(file);
      const out = createWriteStream(path);
      outs.push(out);
      stream.on("error", () =>
        fail(new UploadRejected(400, "BAD_REQUEST", `The upload ended in the middle of ${name}`, name)),
      );
      stream.on("data", (chunk: Buffer) => {
        if (file.head.length < HEAD_BYTES) {
          file.head = Uint8Array.from([...file.head, ...chunk.subarray(0, HEAD_BYTES - file.head.length)]);
        }
        file.size += chunk.length;
      });
      stream.on("limit", () =>
        fail(new UploadRejected(413, "PAYLOAD_TOO_LARGE", `File Too Large: ${name} exceeds 10 MB`, name)),
      );
      writes.push(
        new Promise<void>((done, broken) => {
          out.on("finish", done);
          out.on("close", done);
          out.on("error", broken);
        }).catch((error) => {
          fail(new UploadRejected(400, "BAD_REQUEST", "The upload could not be read"));
          throw error;
        }),
      );
      stream.pipe(out);
    });
    parser.on("filesLimit", () =>
      fail(new UploadRejected(400, "BAD_REQUEST", `At most ${CONTACT_MAX_FILES} files can be attached`)),
    );
    parser.on("partsLimit", () => fail(new UploadRejected(400, "BAD_REQUEST", "Too many parts in the upload")));
    parser.on("close", () => {
      clearTimeout(idle);
      if (failed) return;
      Promise.all(writes).then(
        () => resolve(received),
        () => fail(new UploadRejected(400, "BAD_REQUEST", "The upload could not be read")),
      );
    });
    source.on("error", () => fail(new UploadRejected(400, "BAD_REQUEST", "The upload was interrupted")));
    source.on("end", () => clearTimeout(idle));
    source.pipe(parser);
  });
}

async function verify(file: Received): Promise<void> {
  const ext = file.ext as keyof typeof CONTENT_TYPES;
  if (file.size === 0) throw new UploadRejected(400, "BAD_REQUEST", `${file.name} is empty`, file.name);
  if (file.size > CONTACT_MAX_FILE_BYTES) {
    throw new UploadRejected(413, "PAYLOAD_TOO_LARGE", `File Too Large: ${file.name} exceeds 10 MB`, file.name);
  }
  const needsWhole = ext === "txt" || ext === "svg" || ext === "zip" || ext === "docx";
  const whole = needsWhole ? new Uint8Array(await readFile(file.path)) : undefined;
  const verdict =
    ext === "svg" && whole ? await screenSvgOffThread(whole) : checkContent(ext, file.head, () => whole ?? file.head);
  if (!verdict.ok)
    throw new UploadRejected(415, "UNSUPPORTED_MEDIA_TYPE", `${verdict.reason}: ${file.name}`, file.name);
  if (whole && (ext === "zip" || ext === "docx")) {
    // A docx may embed office documents (zips themselves); a .zip may not hold archives.
    const zip = await screenZip(whole, { nestedAllowed: ext === "docx" });
    if (!zip.ok) throw new UploadRejected(415, "UNSUPPORTED_MEDIA_TYPE", `${zip.reason}: ${file.name}`, file.name);
  }
}
