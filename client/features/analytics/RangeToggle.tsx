import { type FormEvent, useId, useState } from "react";
import { RANGES, type RangeKey } from "../../../shared/analytics/definitions";
import { customRangeProblem, DAY_MAX, DAY_MIN, type View } from "../../../shared/analytics/view";
import { errorTextStyles } from "../../components/ui/buttons";
import type { Content } from "./types";

const KEYS = Object.keys(RANGES) as RangeKey[];

/** A day `n` days before today, as YYYY-MM-DD in the browser's calendar. */
function dayBefore(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * 24h / 7 days / 30 days / Custom: toggle buttons, the chosen one pressed. Custom opens two day
 * fields (first and last day, in the company's time zone); the same rule as the server's refuses a
 * first day after the last or a span over CUSTOM_RANGE_MAX_DAYS, with the reason under the fields.
 */
export function RangeToggle({
  c,
  view,
  onRange,
  onCustom,
}: {
  c: Content;
  view: View;
  onRange: (range: RangeKey) => void;
  onCustom: (from: string, to: string) => void;
}) {
  const [open, setOpen] = useState(view.range === "custom");
  const [from, setFrom] = useState(view.from ?? dayBefore(6));
  const [to, setTo] = useState(view.to ?? dayBefore(0));
  const [error, setError] = useState<"day" | "order" | "span" | null>(null);
  const id = useId();
  const custom = open || view.range === "custom";
  const button = (pressed: boolean) =>
    `inline-flex min-h-11 min-w-20 items-center justify-center rounded-full px-4 py-2 text-sm font-bold transition ${
      pressed ? "bg-ink text-paper shadow-sm" : "text-ink/80 hover:bg-paper hover:text-ink"
    }`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = customRangeProblem(from, to);
    setError(problem);
    if (!problem) onCustom(from, to);
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="min-w-0">
        <legend className="sr-only">{c.range.label}</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-full bg-sand p-1.5">
          {KEYS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={!custom && key === view.range}
              onClick={() => {
                setOpen(false);
                onRange(key);
              }}
              className={button(!custom && key === view.range)}
            >
              {c.range[key]}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={custom}
            aria-expanded={custom}
            aria-controls={`${id}-custom`}
            onClick={() => setOpen(true)}
            className={button(custom)}
          >
            {c.range.custom}
          </button>
        </div>
      </fieldset>
      {custom ? (
        <form id={`${id}-custom`} onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <DayField
            label={c.range.from}
            name="from"
            value={from}
            onChange={setFrom}
            error={error !== null && `${id}-error`}
          />
          <DayField label={c.range.to} name="to" value={to} onChange={setTo} error={error !== null && `${id}-error`} />
          <button
            type="submit"
            className="min-h-11 rounded-full bg-ink px-5 py-2 text-sm font-bold text-paper hover:bg-ink/85"
          >
            {c.range.apply}
          </button>
          {error ? (
            <p id={`${id}-error`} role="alert" className={`basis-full text-sm font-semibold ${errorTextStyles}`}>
              {c.range.invalid[error]}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

/** A day field of the custom range; `error` is the id of the message that explains it, when wrong. */
function DayField({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (day: string) => void;
  error: string | false;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input
        type="date"
        name={name}
        min={DAY_MIN}
        max={DAY_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || undefined}
        className="min-h-11 rounded-xl border border-ink/20 bg-paper px-3 py-2 text-sm"
      />
    </label>
  );
}
