import type { inbox } from "../../../shared/content/inbox";
import { format, type Locale } from "../../../shared/i18n";
import { AWAITING_STATUSES, type LeadStatus } from "../../../shared/leads";

type Content = (typeof inbox)[Locale];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A duration as the inbox shows it: "45 min", "3 h 20 min", "2 d 4 h". Two units at most: how long
 * is left on a promise matters to the hour, not to the second. Rounded down, so "Answer within 1 h"
 * never promises more time than there is.
 */
export function formatDuration(ms: number, c: Content): string {
  const abs = Math.abs(ms);
  if (abs < MINUTE) return c.duration.underMinute;
  const days = Math.floor(abs / DAY);
  const hours = Math.floor((abs % DAY) / HOUR);
  const minutes = Math.floor((abs % HOUR) / MINUTE);
  const unit = (key: "day" | "hour" | "minute", n: number) => format(c.duration[key], { n });
  if (days) return hours ? `${unit("day", days)} ${unit("hour", hours)}` : unit("day", days);
  if (hours) return minutes ? `${unit("hour", hours)} ${unit("minute", minutes)}` : unit("hour", hours);
  return unit("minute", minutes);
}

export interface PromiseFields {
  status: LeadStatus;
  createdAt: string | Date;
  dueAt: string | Date;
  firstReplyAt: string | Date | null;
}

/**
 * Where a lead stands against its reply promise (shared/leads.ts): answered (how long it took),
 * awaiting an answer (time left, or overdue by how much), or settled without a reply (a quote, won,
 * lost or spam: nothing is owed).
 */
export type PromiseState =
  | { kind: "answered"; ms: number }
  | { kind: "due"; ms: number }
  | { kind: "overdue"; ms: number }
  | { kind: "settled" };

export function promiseState(lead: PromiseFields, now: number): PromiseState {
  if (lead.firstReplyAt) {
    return { kind: "answered", ms: new Date(lead.firstReplyAt).getTime() - new Date(lead.createdAt).getTime() };
  }
  if (!AWAITING_STATUSES.includes(lead.status)) return { kind: "settled" };
  const left = new Date(lead.dueAt).getTime() - now;
  return left >= 0 ? { kind: "due", ms: left } : { kind: "overdue", ms: -left };
}

/** The badge's text, or null when nothing is owed. */
export function promiseText(state: PromiseState, c: Content): string | null {
  if (state.kind === "settled") return null;
  const time = formatDuration(state.ms, c);
  if (state.kind === "answered") return format(c.promise.answeredIn, { time });
  return format(state.kind === "due" ? c.promise.dueIn : c.promise.overdueBy, { time });
}

/** English and Czech plural forms: one, few (Czech 2-4), other. */
export function plural(count: number, forms: { one: string; few: string; other: string }, locale: Locale): string {
  const rule = new Intl.PluralRules(locale === "cs" ? "cs-CZ" : "en-GB").select(count);
  const text = rule === "one" ? forms.one : rule === "few" ? forms.few : forms.other;
  return format(text, { count });
}
