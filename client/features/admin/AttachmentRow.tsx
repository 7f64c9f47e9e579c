import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { BreakableText } from "../../components/text/BreakableText";
import { buttonStyles } from "../../components/ui/buttons";
import { UserText } from "../../components/ui/UserText";
import { DownloadLink } from "./DownloadLink";
import { attachmentHref, formatBytes } from "./format";

type Content = (typeof adminPage)[Locale];

export interface Attachment {
  key: string;
  name: string;
  /** Unknown for a design inquiry's image. */
  size?: number;
}

/** A stored file: name, size and storage path, and a download that tells a failure in a toast (DownloadLink). */
export function AttachmentRow({
  c,
  locale,
  attachment: a,
  closeLabel,
}: {
  c: Content;
  locale: Locale;
  attachment: Attachment;
  closeLabel: string;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-sand px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="wrap-anywhere font-semibold">
          <UserText breakable>{a.name}</UserText>{" "}
          {a.size !== undefined ? (
            <span className="font-normal text-ink/80">({formatBytes(a.size, locale)})</span>
          ) : null}
        </p>
        <p className="wrap-anywhere text-ink/80">
          {c.submissions.path}:{" "}
          <code className="font-mono text-xs">
            <BreakableText text={a.key} />
          </code>
        </p>
      </div>
      <DownloadLink
        c={c}
        href={attachmentHref(a.key)}
        fileName={a.name}
        failedTitle={c.submissions.downloadError}
        closeLabel={closeLabel}
        label={format(c.submissions.downloadLabel, { name: a.name })}
        className={`${buttonStyles.small} shrink-0 self-start sm:self-center`}
      >
        {c.submissions.download}
      </DownloadLink>
    </div>
  );
}
