import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { forms } from "../../../shared/content/forms";
import { contactDetailsSchema, contactProjectSchema } from "../../../shared/schemas/contact";
import { PrivacyNote } from "../../components/PrivacyNote";
import { toast } from "../../components/toast";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { formSession, track } from "../../telemetry/track";
import { addSelection } from "../contact-form/files";
import { useReady } from "../contact-form/LazyMount";
import {
  errorsOf,
  type FieldErrors,
  FileInput,
  FileRow,
  FormCard,
  failureToast,
  fill,
  Honeypot,
  type PickedFile,
  pickedFile,
  primaryButton,
  TextField,
  uploadFailureText,
} from "../contact-form/ui";
import { uploadAll } from "../contact-form/upload";

/** The types the simple form's hint names (PDF, DOC, DOCX, JPG, PNG, GIF). */
const SIMPLE_EXTENSIONS = ["pdf", "doc", "docx", "jpg", "jpeg", "png", "gif"];
const SIMPLE_ACCEPT = SIMPLE_EXTENSIONS.map((e) => `.${e}`).join(",");

/** Name, e-mail and message: the shared step schemas together. */
const simpleSchema = contactDetailsSchema.extend({ message: contactProjectSchema.shape.message });

/**
 * The simple contact form of /contact (spec: "older contact form variant"): name, e-mail, message
 * and one optional attachment; idle, "Sending...", then "Message sent!". Loaded lazily
 * (LazySimpleContactForm) inside a <WithApi> boundary.
 */
export default function SimpleContactForm({ onReady }: { onReady?: () => void }) {
  useReady(onReady);
  const locale = useLocale();
  const c = forms[locale];
  const trpc = useTRPC();
  const submit = useMutation(trpc.contact.submit.mutationOptions());

  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attachment, setAttachment] = useState<PickedFile | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const honeypot = useRef<HTMLInputElement>(null);
  const refs = {
    name: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    message: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  };
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  function edit(field: keyof FieldErrors, set: (v: string) => void) {
    return (value: string) => {
      set(value);
      if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    };
  }

  function onFiles(selected: File[]) {
    const verdict = addSelection([], selected.slice(0, 1), { max: 1, extensions: SIMPLE_EXTENSIONS });
    const t = c.common.toasts;
    if (!verdict.ok) {
      toast({
        variant: "destructive",
        title: verdict.reason === "tooLarge" ? t.fileTooLarge : t.fileType,
        description:
          verdict.reason === "tooLarge"
            ? t.fileTooLargeText
            : fill(t.fileTypeText, { name: verdict.name, types: c.contact.attachmentHint }),
        closeLabel: c.common.closeToast,
      });
      return;
    }
    const file = verdict.files[0];
    if (file) setAttachment(pickedFile(file));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = errorsOf(simpleSchema.safeParse({ name, email, message }));
    setErrors(found);
    const first = (["name", "email", "message"] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setSending(true);
    try {
      const attachments = attachment
        ? await uploadAll(
            [attachment],
            (_, patch) => setAttachment((a) => (a ? { ...a, ...patch } : a)),
            (file, error) => uploadFailureText(c, file, error),
          )
        : [];
      await submit.mutateAsync({
        name,
        email,
        message,
        attachments,
        source: "contact-page",
        locale,
        website: honeypot.current?.value ?? "",
        analyticsSession: formSession(),
      });
      setSent(true);
      track("form_submission", { form: "contact" });
    } catch (error) {
      if ((error as { data?: { code?: string } }).data?.code === "BAD_REQUEST") {
        setAttachment((a) => (a ? { ...a, key: undefined, progress: 0 } : a));
      }
      failureToast(c, error);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <FormCard className="flex min-h-[20rem] flex-col items-start justify-center gap-3">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="24" fill="#f4b740" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#15130f" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h3 ref={successRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold focus:outline-none">
          {c.contact.successTitle}
        </h3>
        <p className="text-lg text-ink/80">{c.contact.successText}</p>
      </FormCard>
    );
  }

  const err = (key?: keyof typeof c.common.errors) => (key ? c.common.errors[key] : undefined);
  return (
    <FormCard className="min-h-[36rem]">
      <form aria-label={c.contact.formLabel} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label={c.common.name}
            value={name}
            autoComplete="name"
            inputRef={refs.name}
            error={err(errors.name)}
            onChange={edit("name", setName)}
          />
          <TextField
            label={c.common.email}
            type="email"
            value={email}
            autoComplete="email"
            inputRef={refs.email}
            error={err(errors.email)}
            onChange={edit("email", setEmail)}
          />
        </div>
        <TextField
          label={c.contact.message}
          multiline
          value={message}
          hint={c.contact.messageHint}
          inputRef={refs.message}
          error={err(errors.message)}
          onChange={edit("message", setMessage)}
        />
        <div>
          <FileInput
            label={c.contact.attachment}
            buttonText={c.contact.attachmentChoose}
            hint={c.contact.attachmentHint}
            accept={SIMPLE_ACCEPT}
            disabled={sending}
            onFiles={onFiles}
          />
          {attachment ? (
            <ul className="mt-4">
              <FileRow item={attachment} c={c} locale={locale} busy={sending} onRemove={() => setAttachment(null)} />
            </ul>
          ) : null}
        </div>
        <Honeypot label={c.common.honeypot} inputRef={honeypot} />
        <PrivacyNote text={c.common.privacyNote} link={c.common.privacyLink} />
        <div>
          <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={sending}>
            {sending ? c.common.sending : c.contact.send}
          </button>
        </div>
      </form>
    </FormCard>
  );
}
