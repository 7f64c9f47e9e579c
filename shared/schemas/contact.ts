import { z } from "zod";
import { locales } from "../i18n/locales";
import { CONTACT_MAX_FILES, EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "../limits";

/**
 * One schema per input, used by the forms (for their rules) and by the server (which enforces them
 * whatever the browser did). Messages are shown to people, so they are sentences.
 */
export const nameField = z
  .string()
  .trim()
  .min(1, "Please enter your name")
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

export const emailField = z
  .string()
  .trim()
  .min(1, "Please enter your e-mail")
  .max(EMAIL_MAX, "E-mail is too long")
  .pipe(z.email("Please enter a valid e-mail address"));

export const messageField = z
  .string()
  .trim()
  .min(1, "Please tell us about your project")
  .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`);

/** Storage keys made by POST /api/uploads. */
export const uploadKeyField = z.string().regex(/^uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/, "Unknown attachment");

/** A field people never see; bots fill it in. Anything in it refuses the request. */
export const honeypotField = z.string().max(0, "Refused").optional();

export const localeField = z.enum(locales).default("en");

/** Step 1 of the enquiry. */
export const contactDetailsSchema = z.object({ name: nameField, email: emailField });
/** Step 2 of the enquiry. */
export const contactProjectSchema = z.object({ message: messageField });

export const contactSubmitSchema = z.object({
  name: nameField,
  email: emailField,
  message: messageField,
  attachments: z.array(uploadKeyField).max(CONTACT_MAX_FILES, `At most ${CONTACT_MAX_FILES} files`).default([]),
  /** Which form sent it: the 3-step enquiry on the home page, or the simple form on /contact. */
  source: z.enum(["enquiry", "contact-page"]).default("enquiry"),
  locale: localeField,
  website: honeypotField,
});
export type ContactSubmitInput = z.input<typeof contactSubmitSchema>;

export const waitlistJoinSchema = z.object({
  email: emailField,
  locale: localeField,
  website: honeypotField,
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

/** What POST /api/uploads answers for each stored file. */
export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  type: string;
}
