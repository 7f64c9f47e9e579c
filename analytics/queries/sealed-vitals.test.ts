import { describe, expect, test } from "bun:test";
import { rng } from "../testing/rng";
import { nthOfMerged } from "./sealed-vitals";

describe("the i-th value of sorted lists taken together", () => {
  test("equals the i-th of their sorted concatenation, for every i, ties and empty lists included", () => {
    const rand = rng(7);
    for (let round = 0; round < 50; round++) {
      const lists = Array.from({ length: 3 }, () =>
        Array.from({ length: Math.floor(rand() * 12) }, () => Math.floor(rand() * 20) / 4).sort((a, b) => a - b),
      );
      const all = lists.flat().sort((a, b) => a - b);
      for (let i = 0; i < all.length; i++) expect(nthOfMerged(lists, i)).toBe(all[i] as number);
      expect(nthOfMerged(lists, all.length)).toBeNaN();
    }
  });
});
