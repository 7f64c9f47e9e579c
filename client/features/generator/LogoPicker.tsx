import { useState } from "react";
import { extensionOf, LOGO_EXTENSIONS, LOGO_MAX_BYTES } from "../../../shared/limits";
import { toast } from "../../components/toast";
import { FileInput, ProgressBar } from "../contact-form/ui";
import { isContentRefused, UploadError, uploadFile } from "../contact-form/upload";
import type { Content } from "./ResultPanel";
import { fill, secondaryButton } from "./StudioLayout";

/**
 * The visitor's own logo on the mockups. `key` is the upload the server screened (as it screens
 * attachments); a sent inquiry takes that upload, so the next send uploads the same file again.
 */
export interface Logo {
  file: File;
  /** An object URL of the file, drawn on the mockups (an <image> never runs an SVG's scripts). */
  url: string;
  key?: string;
}

/** The server's answer when the logo's upload expired or another inquiry took it. */
export const LOGO_MISSING = "Your logo is missing or expired. Please add it again.";

const ACCEPT = [...LOGO_EXTENSIONS.map((e) => `.${e}`), "image/png", "image/svg+xml"].join(",");

/** Whether the browser can already tell the file is not a logo (the server checks its content too). */
export const isLogoFile = (file: File) =>
  (LOGO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) && file.size <= LOGO_MAX_BYTES;

/** Uploads a logo that has no key yet (a new one, or one an earlier inquiry took). */
export async function ensureUploaded(logo: Logo): Promise<Logo> {
  if (logo.key) return logo;
  const stored = await uploadFile(logo.file, () => {});
  return { ...logo, key: stored.key };
}

/** What to say when a logo upload failed, in the page's language. */
export function logoFailureText(c: Content, error: unknown, name: string): string {
  if (isContentRefused(error)) return fill(c.toasts.logoRefused, { name });
  if (error instanceof UploadError && error.status === 429) return c.toasts.tooManyRequests;
  if (error instanceof UploadError && error.status === 413) return c.toasts.logoType;
  return c.toasts.logoFailed;
}

/** "Your logo": add (upload with progress), replace or remove it; a thumbnail once added. */
export function LogoPicker({
  c,
  logo,
  onLogo,
}: {
  c: Content;
  logo: Logo | null;
  onLogo: (logo: Logo | null) => void;
}) {
  const l = c.mockups.logo;
  const [progress, setProgress] = useState<number | null>(null);
  const notify = (description: string) =>
    toast({ variant: "destructive", title: c.toasts.error, description, closeLabel: c.toasts.close });

  async function onFiles([file]: File[]) {
    if (!file || progress !== null) return;
    if (!isLogoFile(file)) {
      notify(c.toasts.logoType);
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadFile(file, setProgress);
      if (logo) URL.revokeObjectURL(logo.url);
      onLogo({ file, url: URL.createObjectURL(file), key: stored.key });
      toast({ title: c.toasts.success, description: fill(l.added, { name: file.name }), closeLabel: c.toasts.close });
    } catch (error) {
      notify(logoFailureText(c, error, file.name));
    } finally {
      setProgress(null);
    }
  }

  function onRemove() {
    if (!logo) return;
    URL.revokeObjectURL(logo.url);
    onLogo(null);
    toast({ title: c.toasts.success, description: l.removed, closeLabel: c.toasts.close });
  }

  return (
    <div className="mt-5 rounded-2xl border border-ink/10 p-4" data-testid="logo-picker">
      <div className="flex flex-wrap items-center gap-4">
        {logo ? (
          <img
            src={logo.url}
            alt={l.alt}
            className="h-14 w-14 shrink-0 rounded-lg border border-ink/10 bg-[repeating-conic-gradient(#eee_0_25%,#fff_0_50%)] bg-[length:12px_12px] object-contain p-1"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <FileInput
            label={l.title}
            buttonText={logo ? l.replace : l.add}
            hint={logo ? logo.file.name : l.hint}
            accept={ACCEPT}
            disabled={progress !== null}
            onFiles={(files) => void onFiles(files)}
          />
        </div>
        {logo ? (
          <button type="button" onClick={onRemove} className={secondaryButton}>
            {l.remove}
          </button>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="mt-3" aria-live="polite">
          <p className="mb-1 text-sm text-ink/80">{l.uploading}</p>
          <ProgressBar label={l.uploading} fraction={progress} />
        </div>
      ) : null}
    </div>
  );
}
