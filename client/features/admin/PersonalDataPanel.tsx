import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { ERASURE_KINDS } from "../../../shared/personal-data";
import { personalDataSchema } from "../../../shared/schemas/personal-data";
import { toast } from "../../components/toast";
import { buttonStyles } from "../../components/ui/buttons";
import { Field } from "../../components/ui/Field";
import { SentenceWithAddress } from "../../components/ui/UserText";
import { useTRPC } from "../../lib/trpc";
import { actionFailureText, downloadFailureText, downloadPersonalData } from "./download";

type Content = (typeof adminPage)[Locale];

/**
 * A personal data request for one e-mail address: download everything as a zip, or erase
 * everything after typing the address a second time (decision 0018). The result lists what was
 * erased by kind; the address itself is shown only here, never stored with the erasure.
 */
export function PersonalDataPanel({ c, locale, closeLabel }: { c: Content; locale: Locale; closeLabel: string }) {
  const p = c.personalData;
  const trpc = useTRPC();
  const erase = useMutation(trpc.admin.personalData.erase.mutationOptions());
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [again, setAgain] = useState("");
  const [againError, setAgainError] = useState<string>();
  const [result, setResult] = useState<{ email: string; data: NonNullable<typeof erase.data> } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLInputElement>(null);
  const eraseRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const confirmId = useId();
  const resultId = useId();

  /** The typed address, checked as the server will check it; null (and the field marked) when invalid. */
  function checkedEmail(): string | null {
    const parsed = personalDataSchema.safeParse({ email });
    if (parsed.success) return parsed.data.email;
    setError(p.emailInvalid);
    emailRef.current?.focus();
    return null;
  }

  async function onDownload() {
    if (downloading) return;
    const address = checkedEmail();
    if (!address) return;
    setDownloading(true);
    try {
      const file = await downloadPersonalData(address);
      toast({ title: p.downloaded, description: format(p.downloadedText, { file }), closeLabel });
    } catch (e) {
      toast({
        variant: "destructive",
        title: p.downloadError,
        description: downloadFailureText(e, c.downloads),
        closeLabel,
      });
    } finally {
      setDownloading(false);
    }
  }

  function onAskErase() {
    const address = checkedEmail();
    if (!address) return;
    setConfirming(address);
    setAgain("");
    setAgainError(undefined);
    requestAnimationFrame(() => againRef.current?.focus());
  }

  function cancel() {
    setConfirming(null);
    requestAnimationFrame(() => eraseRef.current?.focus());
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirming || erase.isPending) return;
    if (again.trim().toLowerCase() !== confirming.toLowerCase()) {
      setAgainError(p.confirmMismatch);
      againRef.current?.focus();
      return;
    }
    try {
      const data = await erase.mutateAsync({ email: confirming });
      setResult({ email: confirming, data });
      setConfirming(null);
      setEmail("");
      toast({ title: p.erased, description: format(p.erasedText, { email: confirming }), closeLabel });
      requestAnimationFrame(() => document.getElementById(resultId)?.focus());
    } catch (e) {
      toast({
        variant: "destructive",
        title: p.eraseError,
        description: actionFailureText(e, c.downloads),
        closeLabel,
      });
    }
  }

  const busy = downloading || erase.isPending;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {p.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink/80">{p.intro}</p>
      <div className="mt-6 max-w-xl rounded-2xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-6">
        <form
          noValidate
          aria-label={p.heading}
          onSubmit={(event) => {
            event.preventDefault();
            void onDownload();
          }}
          className="flex flex-col gap-4"
        >
          <Field
            label={p.email}
            hint={p.emailHint}
            type="email"
            value={email}
            autoComplete="off"
            required
            error={error}
            inputRef={emailRef}
            onChange={(v) => {
              setEmail(v);
              setError(undefined);
              setConfirming(null);
            }}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={`${buttonStyles.primary} aria-disabled:cursor-wait aria-disabled:bg-ink/80`}
              aria-disabled={busy || undefined}
            >
              {downloading ? p.downloading : p.download}
            </button>
            <button
              ref={eraseRef}
              type="button"
              className={buttonStyles.destructive}
              aria-disabled={busy || undefined}
              aria-expanded={confirming !== null}
              aria-controls={confirmId}
              onClick={onAskErase}
            >
              {p.erase}
            </button>
          </div>
        </form>
        <div id={confirmId}>
          {confirming ? (
            <form
              noValidate
              onSubmit={onConfirm}
              aria-labelledby={`${confirmId}-heading`}
              className="mt-6 flex flex-col gap-4 rounded-xl border-2 border-[#a8321a] p-4"
            >
              <h3 id={`${confirmId}-heading`} className="wrap-anywhere text-lg font-bold">
                <SentenceWithAddress template={p.confirmHeading} email={confirming} />
              </h3>
              <p className="text-ink/80">{p.confirmText}</p>
              <Field
                label={p.confirmLabel}
                type="email"
                value={again}
                autoComplete="off"
                required
                error={againError}
                inputRef={againRef}
                onChange={(v) => {
                  setAgain(v);
                  setAgainError(undefined);
                }}
              />
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  className={`${buttonStyles.destructive} aria-disabled:cursor-wait`}
                  aria-disabled={erase.isPending || undefined}
                >
                  {erase.isPending ? p.erasing : p.confirmErase}
                </button>
                <button type="button" className={buttonStyles.secondary} onClick={cancel}>
                  {p.cancel}
                </button>
              </div>
            </form>
          ) : null}
        </div>
      </div>
      {result ? <ErasureSummary id={resultId} c={c} email={result.email} data={result.data} locale={locale} /> : null}
    </section>
  );
}

function ErasureSummary({
  id,
  c,
  email,
  data,
  locale,
}: {
  id: string;
  c: Content;
  email: string;
  data: { counts: Record<string, number>; account: { exists: boolean; isAdmin: boolean } };
  locale: Locale;
}) {
  const p = c.personalData;
  const number = new Intl.NumberFormat(locale === "cs" ? "cs-CZ" : "en-GB");
  const rows = ERASURE_KINDS.filter((kind) => (data.counts[kind] ?? 0) > 0);
  const pending = data.counts.filesPending ?? 0;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="status"
      className="mt-6 max-w-xl rounded-2xl border border-ink/10 bg-sand p-5 outline-none sm:p-6"
    >
      <h3 className="wrap-anywhere text-lg font-bold">
        <SentenceWithAddress template={p.resultHeading} email={email} />
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3">{p.resultNothing}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {rows.map((kind) => (
            <div key={kind} className="contents">
              <dt>{p.counts[kind]}</dt>
              <dd className="text-right font-semibold tabular-nums">{number.format(data.counts[kind]!)}</dd>
            </div>
          ))}
        </dl>
      )}
      {pending > 0 ? <p className="mt-3">{format(p.filesPending, { count: number.format(pending) })}</p> : null}
      {data.account.exists ? (
        <p className="mt-3 font-semibold">{data.account.isAdmin ? p.adminAccountKept : p.accountKept}</p>
      ) : null}
    </div>
  );
}
