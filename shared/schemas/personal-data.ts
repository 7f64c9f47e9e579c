import { z } from "zod";
import { EMAIL_MAX } from "../limits";

/**
 * The address whose personal data an admin exports or erases (the admin route and
 * admin.personalData.erase). Line breaks and other control characters are refused outright rather
 * than trimmed away: such an address was never stored, and a quiet trim would hide a mistake.
 */
export const personalDataSchema = z.strictObject({
  email: z
    .string({ error: "Enter the e-mail address as text" })
    .max(EMAIL_MAX + 50, "E-mail is too long")
    .refine((v) => !/\p{Cc}/u.test(v), "The e-mail must not contain line breaks or control characters")
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, "Please enter an e-mail address")
        .max(EMAIL_MAX, "E-mail is too long")
        .pipe(z.email("Please enter a valid e-mail address")),
    ),
});
export type PersonalDataInput = z.input<typeof personalDataSchema>;
