import { useEffect, useState } from "react";
import { IGNORE_COOKIE, isIgnoredBrowser } from "../../../shared/analytics/exclusions";
import type { Content } from "./types";

/**
 * "Don't count my visits in this browser": a cookie the tracker reads (it then sends nothing) and
 * the server checks (it stores nothing from this browser), kept a year. Set only by this switch.
 */
export function IgnoreToggle({ c }: { c: Content }) {
  const [ignored, setIgnored] = useState<boolean | null>(null);
  useEffect(() => setIgnored(isIgnoredBrowser(document.cookie)), []);
  const toggle = () => {
    const next = !ignored;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the value is a constant
    document.cookie = next
      ? `${IGNORE_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
      : `${IGNORE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    setIgnored(isIgnoredBrowser(document.cookie));
  };
  return (
    <div className="mt-10 flex flex-col gap-2 rounded-2xl border border-ink/10 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p id="analytics-ignore-label" className="font-bold">
          {c.ignore.label}
        </p>
        <p className="text-sm text-ink/80">{ignored ? c.ignore.on : c.ignore.off}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={ignored ?? false}
        aria-labelledby="analytics-ignore-label"
        disabled={ignored === null}
        onClick={toggle}
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition ${ignored ? "bg-brand-dark" : "bg-ink/30"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-6 w-6 rounded-full bg-paper shadow transition ${ignored ? "translate-x-7" : "translate-x-1"}`}
        />
      </button>
    </div>
  );
}
