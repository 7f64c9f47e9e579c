import { z } from "zod";
import { ACCOUNT_NAME_MAX, EMAIL_MAX } from "../limits";

/**
 * Account inputs, shared by the sign-up / sign-in forms and the server's auth guard (which applies
 * them before better-auth, whoever sends the request). The password rules are shared/password.ts.
 */
export const NAME_TOO_LONG_MESSAGE = `Name must be at most ${ACCOUNT_NAME_MAX} characters`;

/** Not trimmed here: the server checks the name exactly as the auth library will store it (the form trims first). */
export const accountNameField = z.string("Name must be text").max(ACCOUNT_NAME_MAX, NAME_TOO_LONG_MESSAGE);

const loginEmailField = z
  .string("Please enter your e-mail")
  .trim()
  .min(1, "Please enter your e-mail")
  .max(EMAIL_MAX, "E-mail is too long")
  // Control characters can never be part of an address (and NUL cannot be stored).
  .regex(/^[^\p{Cc}]*$/u, "Invalid email");

export const signUpSchema = z.object({
  name: accountNameField,
  email: loginEmailField,
  password: z.string("Please enter your password"),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: loginEmailField,
  password: z.string("Please enter your password").min(1, "Please enter your password"),
});

/** update-user: only the name is ours to check (better-auth refuses e-mail changes there). */
export const updateUserSchema = z.object({ name: accountNameField.optional() });
