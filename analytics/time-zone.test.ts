import { describe, expect, test } from "bun:test";
import { dayOf, dayStart, dayStartsBetween, offsetAt } from "./time-zone";

/**
 * Days and offsets in zones with every kind of clock change: Prague's summer time, midnight itself
 * skipped (Santiago, Havana) or repeated (Amman fell back from 01:00 to 00:00 on 2021-10-29), half
 * hours (Lord Howe, Adelaide), a whole day skipped (Samoa's 2011-12-30, Apia), local mean time
 * before standard time (Prague before 1891), and years the platform writes with fewer than four
 * digits.
 */
const ZONES = [
  "Europe/Prague",
  "UTC",
  "America/Santiago",
  "America/Havana",
  "Australia/Lord_Howe",
  "Australia/Adelaide",
  "Pacific/Apia",
  "Asia/Tehran",
  "Asia/Amman",
];
const DAYS = [
  "0000-01-01",
  "0001-01-01",
  "0099-12-31",
  "0100-01-01",
  "0999-12-31",
  "1000-01-01",
  "1890-06-15",
  "1969-12-31",
  "1970-01-01",
  "2011-12-29",
  "2011-12-30",
  "2011-12-31",
  "2021-10-29",
  "2022-09-11",
  "2023-03-19",
  "2026-03-29",
  "2026-10-25",
  "2026-12-06",
  "9999-12-31",
];

/**
 * The starts of DAYS in `zone`, computed in a child process with a time limit: a day the code could
 * never reach looped without end on the request's thread, which no test timeout interrupts.
 */
function startsIn(zone: string): number[] {
  const script = `import { dayStart } from ${JSON.stringify(`${import.meta.dir}/time-zone.ts`)};
    console.log(JSON.stringify(${JSON.stringify(DAYS)}.map((d) => dayStart(d, ${JSON.stringify(zone)}))));`;
  const run = Bun.spawnSync([process.execPath, "-e", script], { timeout: 20_000 });
  expect(run.exitCode, `dayStart in ${zone} returned for every day`).toBe(0);
  return JSON.parse(run.stdout.toString()) as number[];
}

describe("days in a time zone", () => {
  test.each(ZONES)(
    "every day in %s starts at its first instant, and is reached",
    (zone) => {
      const starts = startsIn(zone);
      DAYS.forEach((day, i) => {
        const start = starts[i]!;
        const on = dayOf(start, zone);
        if (on === day) {
          // Its first instant: the second before is on an earlier day.
          expect({ day, before: dayOf(start - 1000, zone) < day }).toEqual({ day, before: true });
        } else {
          // Only a day the zone skipped altogether starts on a later one, where that one starts.
          expect({ zone, day, on }).toEqual({ zone: "Pacific/Apia", day: "2011-12-30", on: "2011-12-31" });
          expect(start).toBe(dayStart("2011-12-31", zone));
        }
      });
    },
    30_000,
  );

  test("days are written with four-digit years, as they are compared", () => {
    expect(dayOf(Date.UTC(2026, 11, 6, 12), "Europe/Prague")).toBe("2026-12-06");
    const year999 = new Date(0);
    year999.setUTCFullYear(999, 5, 1);
    expect(dayOf(year999.getTime(), "UTC")).toBe("0999-06-01");
    const year0 = new Date(0);
    year0.setUTCFullYear(0, 0, 1);
    expect(dayOf(year0.getTime(), "UTC")).toBe("0000-01-01");
    const year5 = new Date(0);
    year5.setUTCFullYear(5, 0, 2);
    expect(dayOf(year5.getTime(), "UTC")).toBe("0005-01-02");
  });

  test("offsets in the years 0–99 are the zone's, not those of 1900–1999", () => {
    const year50 = new Date(0);
    year50.setUTCFullYear(50, 6, 1);
    expect(offsetAt(year50.getTime(), "UTC")).toBe(0);
    // Prague before 1891 kept its local mean time: +0:57:44.
    expect(offsetAt(year50.getTime(), "Europe/Prague")).toBe((57 * 60 + 44) * 1000);
    expect(offsetAt(Date.UTC(2026, 6, 1), "Europe/Prague")).toBe(7_200_000);
    expect(offsetAt(Date.UTC(2026, 0, 1), "Europe/Prague")).toBe(3_600_000);
  });

  test("the days of a range across the end of summer time and Samoa's skipped day", () => {
    const prague = dayStartsBetween(Date.UTC(2026, 9, 24, 12), Date.UTC(2026, 9, 26, 12), "Europe/Prague");
    expect(prague.map((t) => new Date(t).toISOString())).toEqual([
      "2026-10-23T22:00:00.000Z",
      "2026-10-24T22:00:00.000Z",
      "2026-10-25T23:00:00.000Z",
    ]);
    const apia = dayStartsBetween(Date.UTC(2011, 11, 29, 12), Date.UTC(2011, 11, 31, 12), "Pacific/Apia");
    // 2011-12-30 had no instant: it starts where the 31st does, and lasts no time.
    expect(apia.map((t) => dayOf(t, "Pacific/Apia"))).toEqual(["2011-12-29", "2011-12-31", "2011-12-31", "2012-01-01"]);
    expect(apia[1]).toBe(apia[2]);
    // Past the last day written with four digits the days stop advancing: the list still ends.
    expect(dayStartsBetween(Date.UTC(9999, 11, 30), Date.UTC(10_000, 0, 5), "UTC").length).toBeLessThanOrEqual(10);
  });
});
