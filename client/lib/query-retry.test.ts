import { describe, expect, test } from "bun:test";
import { queryRetryDelay, shouldRetryQuery } from "./query-retry";

/** The shape of a TRPCClientError's data, as the client receives it for each status. */
const failure = (httpStatus: number) => ({ message: "x", data: { code: "X", httpStatus } });

describe("query retries", () => {
  test("a 429 is asked again three times, 2, 4 and 6 s later", () => {
    const busy = failure(429);
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, busy))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((n) => queryRetryDelay(n, busy))).toEqual([2_000, 4_000, 6_000]);
  });

  test("any other failure once, after a second, as before", () => {
    for (const error of [failure(500), failure(503), failure(401), new Error("network"), null, "text"]) {
      expect([0, 1].map((n) => shouldRetryQuery(n, error))).toEqual([true, false]);
      expect(queryRetryDelay(0, error)).toBe(1_000);
    }
  });
});
