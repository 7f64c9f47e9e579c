import { passwordProblems, passwordProblemText } from "../../../shared/password";
import { type AuthRule, refusal } from "./types";

/**
 * The field better-auth itself reads as the password to set, per route (its own body schemas:
 * sign-up `password`, change-password and reset-password `newPassword`; set-password is
 * server-only and the admin plugin is not used). Only that field is checked: a strong decoy under
 * another name must not vouch for a weak real one.
 */
export const PASSWORD_FIELD_OF: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/** The spec's password rules (shared/password.ts, the same function the form uses) on every route that sets a password. */
export const passwordFields: AuthRule = {
  paths: Object.keys(PASSWORD_FIELD_OF),
  async run(call, next) {
    const value = call.body[PASSWORD_FIELD_OF[call.path] as string];
    // Missing or not text: the rules' messages for an empty password (it is too short, lacks everything).
    const problems = passwordProblems(typeof value === "string" ? value : "");
    if (problems.length) return refusal(400, "PASSWORD_REQUIREMENTS_NOT_MET", passwordProblemText(problems));
    return next();
  },
};
