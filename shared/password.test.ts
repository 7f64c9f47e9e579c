import { describe, expect, test } from "bun:test";
import { passwordProblems, passwordProblemText, passwordStrength } from "./password";

describe("passwordProblems", () => {
  test("a good password has no problems", () => {
    expect(passwordProblems("Merch-2026!ok")).toEqual([]);
  });
  test.each([
    ["Ab1!", "Password must be at least 8 characters long"],
    [`Ab1!${"x".repeat(125)}`, "Password must not exceed 128 characters"],
    ["abcdef1!", "Password must contain at least one uppercase letter"],
    ["ABCDEF1!", "Password must contain at least one lowercase letter"],
    ["Abcdefg!", "Password must contain at least one number"],
    ["Abcdefg1", "Password must contain at least one special character"],
    ["Password1!", "Password contains common patterns and is not secure"],
    ["QWERTYui1!", "Password contains common patterns and is not secure"],
    ["Admin2026!x", "Password contains common patterns and is not secure"],
    ["Abccc1!xyz", "Password cannot contain three or more consecutive identical characters"],
  ])("%p → %s", (password, message) => {
    expect(passwordProblems(password)).toContain(message);
  });
  test("the refusal text joins the messages with '. '", () => {
    expect(passwordProblemText(passwordProblems("abc"))).toBe(
      "Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number. Password must contain at least one special character",
    );
  });
});

describe("passwordStrength", () => {
  test.each([
    ["abc", 1, "weak"],
    ["abcdefgh", 2, "weak"],
    ["Abcdefgh", 3, "medium"],
    ["Abcdefgh1", 4, "medium"],
    ["Abcdefgh1!", 5, "strong"],
    ["Abcdefgh1!xy", 6, "strong"],
  ])("%p scores %d (%s)", (password, score, level) => {
    expect(passwordStrength(password)).toEqual({ score, level: level as "weak" });
  });
});
