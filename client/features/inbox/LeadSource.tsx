import { stripBidiControls } from "../../../shared/bidi";
import { adminPage } from "../../../shared/content/admin";
import { projectDetailRows, projectDetails } from "../../../shared/content/project-details";
import { format, type Locale } from "../../../shared/i18n";
import { UserText } from "../../components/ui/UserText";
import { AttachmentRow } from "../admin/AttachmentRow";
import { attachmentHref } from "../admin/format";
import type { InboxContent } from "./content";
import type { LeadSourceData } from "./types";

const label = "text-sm font-bold uppercase tracking-wide text-ink/80";

/** What the visitor sent: an enquiry or contact message with its files, or a design inquiry with its design. */
export function LeadSource({
  c,
  locale,
  closeLabel,
  source,
}: {
  c: InboxContent;
  locale: Locale;
  closeLabel: string;
  source: LeadSourceData | null;
}) {
  const admin = adminPage[locale];
  if (!source) return <p className="text-ink/80">{c.lead.nothingSent}</p>;
  const files = { c: admin, locale, closeLabel };

  if ("inquiry" in source && source.inquiry) {
    const inquiry = source.inquiry;
    return (
      <div className="flex flex-col gap-5">
        {inquiry.company ? (
          <p>
            <span className="font-semibold">{c.lead.company}:</span> <UserText>{inquiry.company}</UserText>
          </p>
        ) : null}
        <Message c={c} text={inquiry.message} />
        <div className="rounded-xl border border-ink/10 p-4">
          <h3 className={label}>{admin.inquiries.prompt}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words">
            <UserText>{inquiry.designPrompt}</UserText>
          </p>
        </div>
        <div>
          <h3 className={`${label} mb-2`}>{admin.inquiries.image}</h3>
          <img
            src={attachmentHref(inquiry.image.key)}
            alt={format(admin.inquiries.imageAlt, { name: stripBidiControls(inquiry.name) })}
            width={240}
            height={240}
            className="mb-3 size-60 max-w-full rounded-xl border border-ink/10 bg-sand object-contain"
          />
          <div className="flex flex-col gap-2">
            <AttachmentRow {...files} attachment={inquiry.image} />
            {inquiry.print ? <AttachmentRow {...files} attachment={inquiry.print} /> : null}
          </div>
        </div>
        {inquiry.logo ? (
          <div>
            <h3 className={`${label} mb-2`}>{admin.inquiries.logo}</h3>
            <AttachmentRow {...files} attachment={inquiry.logo} />
          </div>
        ) : null}
      </div>
    );
  }

  if (!("submission" in source) || !source.submission) return <p className="text-ink/80">{c.lead.nothingSent}</p>;
  const submission = source.submission;
  const details = projectDetailRows(submission, locale);
  return (
    <div className="flex flex-col gap-5">
      <Message c={c} text={submission.message} />
      {details.length ? (
        <div>
          <h3 className={label}>{projectDetails[locale].heading}</h3>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold">{term}</dt>
                <dd className="min-w-0 break-words text-ink/85">
                  <UserText>{value}</UserText>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div>
        <h3 className={label}>{admin.submissions.attachments}</h3>
        {submission.attachments.length ? (
          <ul className="mt-2 flex flex-col gap-2">
            {submission.attachments.map((a) => (
              <li key={a.key}>
                <AttachmentRow {...files} attachment={a} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-ink/80">{admin.submissions.noAttachments}</p>
        )}
      </div>
    </div>
  );
}

function Message({ c, text }: { c: InboxContent; text: string }) {
  return (
    <div>
      <h3 className={label}>{c.lead.message}</h3>
      <p className="mt-1 whitespace-pre-wrap break-words leading-relaxed text-ink/90">
        <UserText>{text}</UserText>
      </p>
    </div>
  );
}
