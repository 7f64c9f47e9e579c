import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { forms } from "../../../shared/content/forms";
import { projectDetailRows } from "../../../shared/content/project-details";
import type { Locale } from "../../../shared/i18n";
import { ACCEPT_ATTRIBUTE, CONTACT_STEPS, CONTACT_SUMMARY_CHARS } from "../../../shared/limits";
import { contactDetailsSchema, contactProjectSchema } from "../../../shared/schemas/contact";
import { PrivacyNote } from "../../components/PrivacyNote";
import { toast } from "../../components/toast";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { formSession, track } from "../../telemetry/track";
import { addSelection } from "./files";
import { useReady } from "./LazyMount";
import {
  type DetailRefs,
  type DetailsDraft,
  detailsInput,
  emptyDetails,
  ProjectDetailsFields,
} from "./ProjectDetailsFields";
import {
  errorsOf,
  type FieldErrors,
  FileInput,
  FileRow,
  FormCard,
  type FormsContent,
  failureToast,
  fill,
  Honeypot,
  type PickedFile,
  ProgressBar,
  pickedFile,
  plural,
  primaryButton,
  secondaryButton,
  TextField,
  uploadFailureText,
} from "./ui";
import { uploadAll } from "./upload";
import { useSeen } from "./use-seen";

type Step = 1 | 2 | 3;

/**
 * The 3-step project enquiry of the home page (spec sections 4, 5, 8): Details, Project, Files with
 * a summary. Sending uploads each file in its own request (with a progress bar), then submits the
 * enquiry; success shows the thank-you panel and keeps everything that was entered.
 * Loaded lazily (LazyContactForm) inside a <WithApi> boundary.
 */
export default function ContactForm({ onReady }: { onReady?: () => void }) {
  useReady(onReady);
  const locale = useLocale();
  const c = forms[locale];
  const trpc = useTRPC();
  const submit = useMutation(trpc.contact.submit.mutationOptions());

  const [step, setStep] = useState<Step>(1);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [details, setDetails] = useState<DetailsDraft>(emptyDetails);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const honeypot = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const detailRefs: DetailRefs = {
    quantity: useRef<HTMLInputElement>(null),
    deadline: useRef<HTMLInputElement>(null),
    company: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useSeen(formRef, () => track("contact_step_progress", { step: 1 }));

  // After a step change (or success), focus goes to the new heading, so screen readers say where
  // we are and keyboard users continue from the top of the step. Not on the first render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the step or `sent` changes.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [step, sent]);

  function goTo(next: Step) {
    moveFocus.current = true;
    setStep(next);
    track("contact_step_progress", { step: next });
  }

  function clearError(field: keyof FieldErrors) {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function updateFile(id: number, patch: Partial<PickedFile>) {
    setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));
  }

  function onFiles(selected: File[]) {
    const verdict = addSelection(
      files.map((f) => f.file),
      selected,
    );
    const t = c.common.toasts;
    if (!verdict.ok) {
      toast(
        verdict.reason === "tooLarge"
          ? {
              variant: "destructive",
              title: t.fileTooLarge,
              description: t.fileTooLargeText,
              closeLabel: c.common.closeToast,
            }
          : {
              variant: "destructive",
              title: t.fileType,
              description: fill(t.fileTypeText, {
                name: verdict.name,
                types: "PDF, DOC, DOCX, JPG, PNG, GIF, ZIP, TXT, AI, EPS, SVG",
              }),
              closeLabel: c.common.closeToast,
            },
      );
      return;
    }
    const kept = verdict.files.map((file) => files.find((f) => f.file === file) ?? pickedFile(file));
    setFiles(kept);
    toast({
      title: t.filesSelected,
      description: plural(kept.length, { one: t.filesReadyOne, few: t.filesReadyFew, many: t.filesReadyMany }),
      closeLabel: c.common.closeToast,
    });
  }

  async function send() {
    // Both steps were checked on the way here; this only guards against a stale state.
    if (!contactDetailsSchema.safeParse({ name, email }).success) return goTo(1);
    if (!contactProjectSchema.safeParse({ message, ...detailsInput(details) }).success) return goTo(2);
    setSending(true);
    // Step 4 is "Files done" in the enquiry funnel (analytics/milestones.ts): the visitor pressed send.
    track("contact_step_progress", { step: 4 });
    try {
      if (files.length) {
        toast({
          title: c.common.toasts.uploading,
          description: c.common.toasts.uploadingText,
          closeLabel: c.common.closeToast,
        });
      }
      const attachments = await uploadAll(files, updateFile, (file, error) => uploadFailureText(c, file, error));
      try {
        await submit.mutateAsync({
          name,
          email,
          message,
          ...detailsInput(details),
          attachments,
          source: "enquiry",
          locale,
          website: honeypot.current?.value ?? "",
          analyticsSession: formSession(),
        });
      } catch (error) {
        // An expired or missing upload: send the files again on the next try.
        if ((error as { data?: { code?: string } }).data?.code === "BAD_REQUEST") {
          setFiles((list) => list.map((f) => ({ ...f, key: undefined, progress: 0 })));
        }
        throw error;
      }
      moveFocus.current = true;
      setSent(true);
      track("form_submission", { form: "enquiry" });
    } catch (error) {
      failureToast(c, error);
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (step === 1) {
      const found = errorsOf(contactDetailsSchema.safeParse({ name, email }));
      setErrors(found);
      if (found.name) nameRef.current?.focus();
      else if (found.email) emailRef.current?.focus();
      else goTo(2);
    } else if (step === 2) {
      const found = errorsOf(contactProjectSchema.safeParse({ message, ...detailsInput(details) }));
      setErrors(found);
      // Focus the first field that needs fixing, in the order they are on the page.
      const first = (["quantity", "deadline", "company", "phone"] as const).find((f) => found[f]);
      if (found.message) messageRef.current?.focus();
      else if (first) detailRefs[first].current?.focus();
      else if (found.productTypes || found.budget) headingRef.current?.focus();
      else goTo(3);
    } else {
      void send();
    }
  }

  const summary = (
    <Summary c={c} locale={locale} name={name} email={email} message={message} details={details} files={files} />
  );

  if (sent) {
    return (
      <FormCard className="min-h-[34rem]">
        <div className="flex items-start gap-4">
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="shrink-0">
            <circle cx="24" cy="24" r="24" fill="#f4b740" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="#15130f" strokeWidth="4" strokeLinecap="round" />
          </svg>
          <div>
            <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold focus:outline-none">
              {c.enquiry.successTitle}
            </h3>
            <p className="mt-2 leading-relaxed text-ink/80">{c.enquiry.successText}</p>
          </div>
        </div>
        <h4 className="mt-8 text-sm font-bold uppercase tracking-[0.14em] text-brand-dark">{c.enquiry.sentSummary}</h4>
        {summary}
      </FormCard>
    );
  }

  const pct = Math.round((step / CONTACT_STEPS) * 100);
  const stepText = fill(c.enquiry.stepOf, { step, total: CONTACT_STEPS });
  const stepTitle = [c.enquiry.steps.details, c.enquiry.steps.project, c.enquiry.steps.files][step - 1];
  const canContinue = step === 1 ? Boolean(name.trim() && email.trim()) : step === 2 ? Boolean(message.trim()) : true;
  const err = (key?: keyof FormsContent["common"]["errors"]) => (key ? c.common.errors[key] : undefined);

  return (
    <FormCard className="min-h-[34rem]">
      <form
        ref={formRef}
        aria-label={c.enquiry.formLabel}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
      >
        <div>
          <div className="flex items-baseline justify-between gap-4 text-sm font-semibold">
            <p>{stepText}</p>
            <p>{pct}%</p>
          </div>
          <div className="mt-2">
            <ProgressBar
              label={c.enquiry.progressLabel}
              fraction={step / CONTACT_STEPS}
              valueText={`${stepText}: ${stepTitle}`}
            />
          </div>
        </div>

        <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold focus:outline-none">
          {stepTitle}
        </h3>

        {step === 1 ? (
          <>
            <TextField
              label={c.common.name}
              value={name}
              autoComplete="name"
              inputRef={nameRef}
              error={err(errors.name)}
              onChange={(v) => {
                setName(v);
                clearError("name");
              }}
            />
            <TextField
              label={c.common.email}
              type="email"
              value={email}
              autoComplete="email"
              hint={c.enquiry.emailHint}
              inputRef={emailRef}
              error={err(errors.email)}
              onChange={(v) => {
                setEmail(v);
                clearError("email");
              }}
            />
          </>
        ) : null}

        {step === 2 ? (
          <>
            <TextField
              label={c.enquiry.message}
              multiline
              value={message}
              hint={c.enquiry.messageHint}
              inputRef={messageRef}
              error={err(errors.message)}
              onChange={(v) => {
                setMessage(v);
                clearError("message");
              }}
            />
            <ProjectDetailsFields
              locale={locale}
              value={details}
              errors={errors}
              refs={detailRefs}
              onChange={(patch, field) => {
                setDetails((d) => ({ ...d, ...patch }));
                clearError(field);
              }}
            />
          </>
        ) : null}

        {step === 3 ? (
          <>
            <div>
              <FileInput
                label={c.enquiry.filesLabel}
                buttonText={c.enquiry.filesChoose}
                hint={c.enquiry.filesHint}
                accept={ACCEPT_ATTRIBUTE}
                multiple
                disabled={sending}
                onFiles={onFiles}
              />
              {files.length ? (
                <ul aria-label={c.enquiry.filesListLabel} className="mt-4 flex flex-col gap-3">
                  {files.map((item) => (
                    <FileRow
                      key={item.id}
                      item={item}
                      c={c}
                      locale={locale}
                      busy={sending}
                      onRemove={() => setFiles((list) => list.filter((f) => f.id !== item.id))}
                    />
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="rounded-2xl bg-sand p-4 sm:p-5">
              <h4 className="text-sm font-bold uppercase tracking-[0.14em] text-ink">{c.enquiry.summaryTitle}</h4>
              {summary}
            </div>
          </>
        ) : null}

        <Honeypot label={c.common.honeypot} inputRef={honeypot} />

        <PrivacyNote text={c.common.privacyNote} link={c.common.privacyLink} className="mt-auto" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <button
              type="button"
              className={secondaryButton}
              disabled={sending}
              onClick={() => {
                setErrors({});
                goTo((step - 1) as Step);
              }}
            >
              {c.enquiry.back}
            </button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <button type="submit" className={primaryButton} disabled={!canContinue || sending}>
            {step < 3 ? c.enquiry.continue : sending ? c.common.sending : c.enquiry.send}
          </button>
        </div>
      </form>
    </FormCard>
  );
}

/** Name, e-mail, the project details given, the first 150 characters of the message, and the files. */
function Summary({
  c,
  locale,
  name,
  email,
  message,
  details,
  files,
}: {
  c: FormsContent;
  locale: Locale;
  name: string;
  email: string;
  message: string;
  details: DetailsDraft;
  files: PickedFile[];
}) {
  const text = message.trim();
  const preview = text.length > CONTACT_SUMMARY_CHARS ? `${text.slice(0, CONTACT_SUMMARY_CHARS)}…` : text;
  // The details as the server will store them (e.g. "1 500" becomes 1,500 pcs); checked on step 2.
  const parsed = contactProjectSchema.safeParse({ message, ...detailsInput(details) });
  const rows: [string, string][] = [
    [c.enquiry.summaryName, name.trim()],
    [c.enquiry.summaryEmail, email.trim()],
    ...(parsed.success ? projectDetailRows(parsed.data, locale) : []),
    [c.enquiry.summaryMessage, preview],
    [c.enquiry.summaryFiles, files.length ? files.map((f) => f.file.name).join(", ") : c.enquiry.noFiles],
  ];
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="min-w-0 break-words text-ink/80">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
