import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_SCOPES,
  type ApiKeyExpiryChoice,
  type ApiKeyScope,
  DEFAULT_API_KEY_SCOPES,
  expiryFor,
} from "../../../shared/api-key-scopes";
import type { adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { toast } from "../../components/toast";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles, errorTextStyles, inputStyles } from "../../components/ui/buttons";
import { Field } from "../../components/ui/Field";
import { UserText } from "../../components/ui/UserText";
import { useTRPC } from "../../lib/trpc";
import { formatDateTime, useErrorToast } from "./format";

type Content = (typeof adminPage)[Locale];

/** Create a key (shown once, with a copy button), list the keys, revoke one (after a confirmation). */
export function ApiKeysPanel({ c, locale, closeLabel }: { c: Content; locale: Locale; closeLabel: string }) {
  const k = c.apiKeys;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.apiKeys.list.queryOptions());
  useErrorToast(list.isError, k.loadError, closeLabel);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.apiKeys.list.queryKey() });
  const headingId = useId();
  // The key just made, shown once; revoking it takes it off the screen too.
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const onRevoked = (id: string) => {
    // The key shown when the revoke ends, not when it was asked for (another may have been made since).
    setCreated((shown) => (shown?.id === id ? null : shown));
    void invalidate();
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {k.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink/80">{k.intro}</p>
      <CreateKey
        c={c}
        closeLabel={closeLabel}
        onCreated={(key) => {
          setCreated(key);
          void invalidate();
        }}
      />
      {created ? <NewKey key={created.id} c={c} created={created} onDone={() => setCreated(null)} /> : null}
      <h3 className="mt-10 text-xl font-bold">{k.listHeading}</h3>
      <div className="mt-4">
        {list.isPending ? (
          <p role="status" className="text-ink/80">
            {c.list.loadingMore}
          </p>
        ) : list.isError ? (
          <div className="rounded-2xl border border-ink/10 bg-sand p-6">
            <p role="alert" className="font-semibold">
              {c.list.loadFailed}
            </p>
            <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => void list.refetch()}>
              {c.list.retry}
            </button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink/25 p-8 text-center text-lg font-semibold text-ink/80">
            {k.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.data.map((key) => (
              <li key={key.id}>
                <KeyRow
                  c={c}
                  locale={locale}
                  apiKey={key}
                  closeLabel={closeLabel}
                  onRevoked={() => onRevoked(key.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

interface CreatedKey {
  id: string;
  name: string;
  key: string;
}

function CreateKey({
  c,
  closeLabel,
  onCreated,
}: {
  c: Content;
  closeLabel: string;
  onCreated: (key: CreatedKey) => void;
}) {
  const k = c.apiKeys;
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.apiKeys.create.mutationOptions());
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const [scopes, setScopes] = useState<readonly ApiKeyScope[]>(DEFAULT_API_KEY_SCOPES);
  const [scopesError, setScopesError] = useState<string>();
  const [expiry, setExpiry] = useState<ApiKeyExpiryChoice>(null);
  const formId = useId();
  const firstScopeRef = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) {
      setError(k.nameRequired);
      inputRef.current?.focus();
      return;
    }
    if (scopes.length === 0) {
      setScopesError(k.scopesRequired);
      firstScopeRef.current?.focus();
      return;
    }
    try {
      const result = await create.mutateAsync({ name: name.trim(), scopes: [...scopes], expiresAt: expiryFor(expiry) });
      setName("");
      setScopes(DEFAULT_API_KEY_SCOPES);
      setExpiry(null);
      onCreated({ id: result.id, name: result.name, key: result.key });
    } catch (e) {
      const message = (e as { message?: string } | null)?.message;
      toast({ variant: "destructive", title: k.createError, description: message, closeLabel });
    }
  }

  return (
    <div className="mt-6 rounded-2xl border border-ink/10 bg-paper p-5 shadow-sm sm:p-6">
      <h3 className="text-xl font-bold">{k.createHeading}</h3>
      <form noValidate onSubmit={onSubmit} aria-label={k.createHeading} className="mt-4 flex max-w-xl flex-col gap-4">
        <Field
          label={k.name}
          hint={k.nameHint}
          value={name}
          maxLength={80}
          autoComplete="off"
          required
          error={error}
          inputRef={inputRef}
          onChange={(v) => {
            setName(v);
            setError(undefined);
          }}
        />
        <fieldset aria-describedby={scopesError ? `${formId}-scopes-error` : undefined}>
          <legend className="font-semibold">{k.scopes}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {API_KEY_SCOPES.map((scope, i) => (
              <div key={scope} className="flex items-start gap-3">
                <input
                  ref={i === 0 ? firstScopeRef : undefined}
                  id={`${formId}-scope-${i}`}
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={scopes.includes(scope)}
                  aria-describedby={`${formId}-scope-${i}-hint`}
                  onChange={(e) => {
                    const checked = e.target.checked;
                    setScopes((now) => API_KEY_SCOPES.filter((s) => (s === scope ? checked : now.includes(s))));
                    setScopesError(undefined);
                  }}
                  className="mt-1 size-5 shrink-0 cursor-pointer accent-ink"
                />
                <div>
                  <label htmlFor={`${formId}-scope-${i}`} className="cursor-pointer font-semibold">
                    {k.scopeNames[scope]} <code className="font-mono text-sm font-normal text-ink/80">{scope}</code>
                  </label>
                  <p id={`${formId}-scope-${i}-hint`} className="text-sm text-ink/80">
                    {k.scopeHints[scope]}
                  </p>
                </div>
              </div>
            ))}
          </div>
          {scopesError ? (
            <p id={`${formId}-scopes-error`} className={`mt-2 text-sm font-semibold ${errorTextStyles}`}>
              {scopesError}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor={`${formId}-expiry`} className="block font-semibold">
            {k.expiry}
          </label>
          <select
            id={`${formId}-expiry`}
            value={expiry === null ? "never" : String(expiry)}
            onChange={(e) =>
              setExpiry(e.target.value === "never" ? null : (Number(e.target.value) as ApiKeyExpiryChoice))
            }
            className={`${inputStyles} appearance-auto`}
          >
            {API_KEY_EXPIRY_CHOICES.map((days) => (
              <option key={days ?? "never"} value={days ?? "never"}>
                {k.expiryChoices[days === null ? "never" : (String(days) as "30" | "90" | "365")]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button
            type="submit"
            className={`${buttonStyles.primary} aria-disabled:cursor-wait aria-disabled:bg-ink/80`}
            aria-disabled={create.isPending || undefined}
          >
            {create.isPending ? k.creating : k.create}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The new key, shown this once: a read-only field to select, a copy button and the warning. */
function NewKey({ c, created, onDone }: { c: Content; created: CreatedKey; onDone: () => void }) {
  const k = c.apiKeys;
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const fieldId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <div className="mt-6 rounded-2xl border-2 border-brand-dark bg-sand p-5">
      <h4 ref={titleRef} tabIndex={-1} className="text-lg font-bold">
        {format(k.created, { name: created.name })}
      </h4>
      <p className="mt-2 font-semibold text-ink" id={`${fieldId}-warning`}>
        <span aria-hidden="true">⚠ </span>
        {k.once}
      </p>
      <label htmlFor={fieldId} className="mt-4 block font-semibold">
        {k.keyLabel}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={created.key}
          aria-describedby={`${fieldId}-warning`}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputStyles} mt-0 font-mono text-sm`}
        />
        <button type="button" className={`${buttonStyles.primary} shrink-0`} onClick={() => void onCopy()}>
          {k.copy}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold">
        {copy === "copied" ? k.copied : copy === "failed" ? k.copyFailed : ""}
      </p>
      <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={onDone}>
        {k.done}
      </button>
    </div>
  );
}

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string | Date;
  lastUsedAt: string | Date | null;
  revokedAt: string | Date | null;
  scopes: readonly ApiKeyScope[];
  expiresAt: string | Date | null;
}

function KeyRow({
  c,
  locale,
  apiKey: key,
  closeLabel,
  onRevoked,
}: {
  c: Content;
  locale: Locale;
  apiKey: ApiKey;
  closeLabel: string;
  onRevoked: () => void;
}) {
  const k = c.apiKeys;
  const trpc = useTRPC();
  const revoke = useMutation(trpc.admin.apiKeys.revoke.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  // Checked when the list was read: an expired key is refused (401) like a revoked one.
  const expired = key.expiresAt !== null && new Date(key.expiresAt).getTime() <= Date.now();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function onConfirm() {
    if (revoke.isPending) return;
    try {
      await revoke.mutateAsync({ id: key.id });
      toast({ title: k.revoked, description: key.name, closeLabel });
      onRevoked();
    } catch (e) {
      const message = (e as { message?: string } | null)?.message;
      toast({ variant: "destructive", title: k.revokeError, description: message, closeLabel });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-ink/10 bg-paper px-5 py-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words font-bold">
            <UserText>{key.name}</UserText>
          </span>
          {key.revokedAt ? (
            <Badge variant="secondary">{format(k.revokedOn, { date: formatDateTime(key.revokedAt, locale) })}</Badge>
          ) : expired ? (
            <Badge variant="secondary">{format(k.expiredOn, { date: formatDateTime(key.expiresAt!, locale) })}</Badge>
          ) : (
            <Badge>{k.active}</Badge>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink/80">
          <dt>{k.prefix}</dt>
          <dd>
            <code className="font-mono">{key.prefix}…</code>
          </dd>
          <dt>{k.createdAt}</dt>
          <dd>{formatDateTime(key.createdAt, locale)}</dd>
          <dt>{k.scopesLabel}</dt>
          <dd>
            {key.scopes.map((scope, i) => (
              <span key={scope}>
                {i > 0 ? ", " : null}
                <span title={scope}>{k.scopeNames[scope]}</span>
              </span>
            ))}
          </dd>
          <dt>{k.expiresAt}</dt>
          <dd>{key.expiresAt ? formatDateTime(key.expiresAt, locale) : k.noExpiry}</dd>
          <dt>{k.lastUsed}</dt>
          <dd>{key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : k.never}</dd>
        </dl>
      </div>
      {key.revokedAt ? null : confirming ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            ref={confirmRef}
            type="button"
            className={buttonStyles.smallDestructive}
            aria-label={format(k.confirmRevokeLabel, { name: key.name })}
            aria-disabled={revoke.isPending || undefined}
            onClick={() => void onConfirm()}
          >
            {revoke.isPending ? k.revoking : k.confirmRevoke}
          </button>
          <button
            type="button"
            className={buttonStyles.small}
            onClick={() => {
              setConfirming(false);
              requestAnimationFrame(() => revokeRef.current?.focus());
            }}
          >
            {k.cancel}
          </button>
        </div>
      ) : (
        <button
          ref={revokeRef}
          type="button"
          className={`${buttonStyles.small} shrink-0 self-start sm:self-center`}
          aria-label={format(k.revokeLabel, { name: key.name })}
          onClick={() => setConfirming(true)}
        >
          {k.revoke}
        </button>
      )}
    </div>
  );
}
