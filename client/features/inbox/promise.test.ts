import { describe, expect, test } from "bun:test";
import { inbox } from "../../../shared/content/inbox";
import { formatDuration, plural, promiseState, promiseText } from "./promise";

const en = inbox.en;
const cs = inbox.cs;
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => new Date(iso).getTime();

describe("formatDuration", () => {
  test("two units at most, rounded down", () => {
    expect(formatDuration(30_000, en)).toBe("under a minute");
    expect(formatDuration(45 * MIN + 59_000, en)).toBe("45 min");
    expect(formatDuration(3 * HOUR, en)).toBe("3 h");
    expect(formatDuration(3 * HOUR + 20 * MIN + 40_000, en)).toBe("3 h 20 min");
    expect(formatDuration(52 * HOUR + 30 * MIN, en)).toBe("2 d 4 h");
    expect(formatDuration(48 * HOUR, en)).toBe("2 d");
    expect(formatDuration(-90 * MIN, en)).toBe("1 h 30 min");
    expect(formatDuration(20_000, cs)).toBe("méně než 1 min");
  });
});

describe("promiseState", () => {
  const lead = {
    status: "new" as const,
    createdAt: "2026-03-01T08:00:00Z",
    dueAt: "2026-03-02T08:00:00Z",
    firstReplyAt: null,
  };

  test("awaiting: time left, then overdue", () => {
    expect(promiseState(lead, at("2026-03-02T03:00:00Z"))).toEqual({ kind: "due", ms: 5 * HOUR });
    expect(promiseState(lead, at("2026-03-02T11:00:00Z"))).toEqual({ kind: "overdue", ms: 3 * HOUR });
    expect(promiseText(promiseState(lead, at("2026-03-02T03:00:00Z")), en)).toBe("Answer within 5 h");
    expect(promiseText(promiseState(lead, at("2026-03-02T11:00:00Z")), cs)).toBe("Po termínu o 3 h");
    expect(promiseText(promiseState(lead, at("2026-03-02T03:00:00Z")), cs)).toBe("Zbývá 5 h na odpověď");
  });

  test("In progress still waits; a reply settles it whatever the status", () => {
    expect(promiseState({ ...lead, status: "in_progress" }, at("2026-03-03T00:00:00Z")).kind).toBe("overdue");
    const answered = { ...lead, status: "won" as const, firstReplyAt: "2026-03-01T10:05:00Z" };
    expect(promiseState(answered, at("2026-04-01T00:00:00Z"))).toEqual({ kind: "answered", ms: 2 * HOUR + 5 * MIN });
    expect(promiseText(promiseState(answered, 0), en)).toBe("Answered in 2 h 5 min");
  });

  test("quoted, won, lost and spam without a reply owe nothing", () => {
    for (const status of ["quoted", "won", "lost", "spam"] as const) {
      const state = promiseState({ ...lead, status }, at("2026-05-01T00:00:00Z"));
      expect(state).toEqual({ kind: "settled" });
      expect(promiseText(state, en)).toBeNull();
    }
  });
});

test("plural picks Czech few and other", () => {
  const forms = cs.summary.overdue;
  expect(plural(1, forms, "cs")).toBe("1 poptávka je po termínu");
  expect(plural(3, forms, "cs")).toBe("3 poptávky jsou po termínu");
  expect(plural(5, forms, "cs")).toBe("5 poptávek je po termínu");
  expect(plural(2, en.summary.overdue, "en")).toBe("2 leads are overdue");
});
