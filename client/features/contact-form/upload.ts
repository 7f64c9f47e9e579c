import type { UploadedFile } from "../../../shared/schemas/contact";

/** A refused or failed upload: `status` is the HTTP status (0 when the network failed). */
export class UploadError extends Error {
  /** The name of the file that failed (set by `uploadAll`). */
  fileName?: string;
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/**
 * The server read the file and refused it for what is in it (415: the bytes are not what the
 * extension says, or an SVG with scripts, or a zip bomb). The form only offers allowed
 * extensions, so from the form a 415 always means the content.
 */
export function isContentRefused(error: unknown): error is UploadError {
  return error instanceof UploadError && error.status === 415;
}

/**
 * Uploads ONE file to POST /api/uploads (multipart, field "files") with XMLHttpRequest, because
 * only XHR reports upload progress. `onProgress` gets 0..1. Resolves with what the server stored.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const body = xhr.response as { files?: UploadedFile[]; error?: { code?: string; message?: string } } | null;
      const stored = body?.files?.[0];
      if (xhr.status === 201 && stored) {
        onProgress(1);
        resolve(stored);
      } else {
        reject(new UploadError(body?.error?.message ?? `Upload failed (${xhr.status})`, xhr.status, body?.error?.code));
      }
    };
    xhr.onerror = () => reject(new UploadError("Network error", 0));
    xhr.onabort = () => reject(new UploadError("Upload aborted", 0));
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.send(form);
  });
}

/** What `uploadAll` needs to know of a picked file (see PickedFile in ./ui.tsx). */
interface Uploadable {
  id: number;
  file: File;
  key?: string;
}

/**
 * Uploads the files one request each, in order, reporting progress per file through `update`.
 * Files uploaded by an earlier attempt (they have a key) are not sent again. A failure marks its
 * file with `failedText(name, error)`. A file refused for its content does not stop the others (so
 * every such file is named at once); any other failure stops at once. The first failure is thrown.
 */
export async function uploadAll(
  items: Uploadable[],
  update: (id: number, patch: { progress?: number; key?: string; error?: string }) => void,
  failedText: (name: string, error: unknown) => string,
): Promise<string[]> {
  const keys: string[] = [];
  let refused: UploadError | undefined;
  for (const item of items) {
    if (item.key) {
      keys.push(item.key);
      continue;
    }
    update(item.id, { progress: 0, error: undefined });
    try {
      const stored = await uploadFile(item.file, (progress) => update(item.id, { progress }));
      update(item.id, { key: stored.key, progress: 1 });
      keys.push(stored.key);
    } catch (error) {
      if (error instanceof UploadError) error.fileName = item.file.name;
      update(item.id, { progress: 0, error: failedText(item.file.name, error) });
      if (!isContentRefused(error)) throw error;
      refused ??= error;
    }
  }
  if (refused) throw refused;
  return keys;
}
