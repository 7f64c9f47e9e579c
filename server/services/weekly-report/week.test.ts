import { describe, expect, test } from "bun:test";
import { customPeriod } from "../../../analytics/read-dashboard";
import { isReportDue, mondayOf, reportWeekOf } from "./week";

const TZ = "Europe/Prague";

describe("the week a report covers", () => {
  test("Monday to Sunday before this week's Monday, whatever the day of the week", () => {
    for (const now of ["2026-11-23T08:00:00Z", "2026-11-26T12:00:00Z", "2026-11-29T22:59:59Z"]) {
      const week = reportWeekOf(new Date(now), TZ);
      expect(week.from).toBe("2026-11-16");
      expect(week.to).toBe("2026-11-22");
      // 08:00 in Prague in winter (UTC+1); the week ends at its Monday's midnight.
      expect(week.dueAt.toISOString()).toBe("2026-11-23T07:00:00.000Z");
      expect(week.endsAt.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    }
  });

  test("weeks are cut at local midnight: Sunday 23:30 UTC is already Monday in Prague", () => {
    expect(reportWeekOf(new Date("2026-11-29T23:30:00Z"), TZ).from).toBe("2026-11-23");
    expect(reportWeekOf(new Date("2026-11-29T22:59:59Z"), TZ).from).toBe("2026-11-16");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
  });

  test("the last week of March (clocks forward on Sunday 29 March 2026) has 167 hours", () => {
    const week = reportWeekOf(new Date("2026-03-30T10:00:00Z"), TZ);
    expect([week.from, week.to]).toEqual(["2026-03-23", "2026-03-29"]);
    // The Monday after the change is in summer time: 08:00 is 06:00 UTC.
    expect(week.dueAt.toISOString()).toBe("2026-03-30T06:00:00.000Z");
    const period = customPeriod(week.from, week.to, TZ);
    expect(week.endsAt).toEqual(period.to);
    expect((period.to.getTime() - period.from.getTime()) / 3_600_000).toBe(167);
  });

  test("the last week of October (clocks back on Sunday 25 October 2026) has 169 hours", () => {
    const week = reportWeekOf(new Date("2026-10-26T12:00:00Z"), TZ);
    expect([week.from, week.to]).toEqual(["2026-10-19", "2026-10-25"]);
    expect(week.dueAt.toISOString()).toBe("2026-10-26T07:00:00.000Z");
    const period = customPeriod(week.from, week.to, TZ);
    expect((period.to.getTime() - period.from.getTime()) / 3_600_000).toBe(169);
    // The week before ends on the Sunday of the change: due on Monday 19 October in summer time.
    expect(reportWeekOf(new Date("2026-10-25T12:00:00Z"), TZ).dueAt.toISOString()).toBe("2026-10-19T06:00:00.000Z");
  });
});

describe("when the report is due", () => {
  test("from Monday 08:00 local on, until the week ends; not before", () => {
    expect(isReportDue(new Date("2026-11-23T06:59:59Z"), TZ)).toBe(false);
    expect(isReportDue(new Date("2026-11-23T07:00:00Z"), TZ)).toBe(true);
    // A server down on Monday sends on Thursday, still for the same week.
    expect(isReportDue(new Date("2026-11-26T12:00:00Z"), TZ)).toBe(true);
    expect(isReportDue(new Date("2026-11-29T22:59:59Z"), TZ)).toBe(true);
    // Monday 00:00 local starts a new week: nothing due until 08:00, and last week's turn is over.
    expect(isReportDue(new Date("2026-11-29T23:00:00Z"), TZ)).toBe(false);
  });

  test("in the time zone configured, not the server's: 08:00 in New York is 13:00 UTC", () => {
    expect(isReportDue(new Date("2026-11-23T12:59:00Z"), "America/New_York")).toBe(false);
    expect(isReportDue(new Date("2026-11-23T13:00:00Z"), "America/New_York")).toBe(true);
  });
});
