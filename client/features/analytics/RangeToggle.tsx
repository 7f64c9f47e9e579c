import { RANGES, type RangeKey } from "../../../analytics/definitions";
import type { Content } from "./types";

const KEYS = Object.keys(RANGES) as RangeKey[];

/** 24h / 7 days / 30 days: a group of toggle buttons, the chosen one pressed. */
export function RangeToggle({
  c,
  value,
  onChange,
}: {
  c: Content;
  value: RangeKey;
  onChange: (range: RangeKey) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{c.range.label}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-full bg-sand p-1.5">
        {KEYS.map((key) => {
          const pressed = key === value;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(key)}
              className={`inline-flex min-h-11 min-w-20 items-center justify-center rounded-full px-4 py-2 text-sm font-bold transition ${
                pressed ? "bg-ink text-paper shadow-sm" : "text-ink/80 hover:bg-paper hover:text-ink"
              }`}
            >
              {c.range[key]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
