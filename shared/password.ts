/**
 * The sign-up password rules, with the spec's messages, used by the form (which then sends nothing)
 * and by the server (which refuses the same password whoever sends it).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const COMMON_PREFIXES = ["password", "123456", "qwerty", "admin", "letmein"];
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push("Password must be at least 8 characters long");
  if (password.length > PASSWORD_MAX) problems.push("Password must not exceed 128 characters");
  if (!/[A-Z]/.test(password)) problems.push("Password must contain at least one uppercase letter");
  if (!/[a-z]/.test(password)) problems.push("Password must contain at least one lowercase letter");
  if (!/[0-9]/.test(password)) problems.push("Password must contain at least one number");
  if (!SPECIAL.test(password)) problems.push("Password must contain at least one special character");
  const lower = password.toLowerCase();
  if (COMMON_PREFIXES.some((p) => lower.startsWith(p)))
    problems.push("Password contains common patterns and is not secure");
  if (/(.)\1\1/.test(password)) problems.push("Password cannot contain three or more consecutive identical characters");
  return problems;
}

/** The text of the "Password Requirements Not Met" refusal: the messages joined by ". ". */
export function passwordProblemText(problems: string[]): string {
  return problems.join(". ");
}

export type PasswordStrength = "weak" | "medium" | "strong";

/** One point each for length 8+, length 12+, uppercase, lowercase, digit, special: <=2 weak, 3-4 medium, 5+ strong. */
export function passwordStrength(password: string): { score: number; level: PasswordStrength } {
  const score = [
    password.length >= 8,
    password.length >= 12,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /[0-9]/.test(password),
    SPECIAL.test(password),
  ].filter(Boolean).length;
  return { score, level: score <= 2 ? "weak" : score <= 4 ? "medium" : "strong" };
}
