import { describe, expect, test } from "bun:test";
import { keyedNextRunSharer, nextRunSharer } from "./next-run";

describe("nextRunSharer", () => {
  test("callers during a run share one next run, which starts after the current one ends", async () => {
    const log: string[] = [];
    let runs = 0;
    let data = 0;
    const read = nextRunSharer(async () => {
      const n = ++runs;
      log.push(`start ${n}`);
      const seen = data;
      await Bun.sleep(20);
      log.push(`end ${n}`);
      return seen;
    });
    const first = read();
    await Bun.sleep(5); // run 1 is under way and has read `data` already
    data = 1; // a write committed after run 1 read: later callers must see it
    const later = Array.from({ length: 50 }, () => read());
    expect(await first).toBe(0);
    const answers = await Promise.all(later);
    expect(answers.every((a) => a === 1)).toBe(true);
    expect(runs).toBe(2);
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2"]);
  });

  test("a failed run rejects its callers only; the next caller gets a fresh run", async () => {
    let fail = true;
    const read = nextRunSharer(async () => {
      await Bun.sleep(1);
      if (fail) throw new Error("down");
      return "ok";
    });
    await expect(Promise.all([read(), read()])).rejects.toThrow("down");
    fail = false;
    expect(await read()).toBe("ok");
  });

  test("keys do not share runs", async () => {
    let runs = 0;
    const read = keyedNextRunSharer(async (key: string) => {
      runs++;
      await Bun.sleep(5);
      return key;
    });
    expect(await Promise.all([read("24h"), read("7d"), read("24h")])).toEqual(["24h", "7d", "24h"]);
    expect(runs).toBe(2);
  });
});
