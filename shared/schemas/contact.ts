import { z } from "zod";
import { ANALYTICS_SESSION_PATTERN } from "../analytics-session";
import { locales } from "../i18n/locales";
import {
  BUDGET_RANGES,
  COMPANY_MAX,
  CONTACT_MAX_FILES,
  DEADLINE_MAX_DAYS,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  PRODUCT_TYPES,
  QUANTITY_MAX,
} from "../limits";

/**
 * One schema per input, used by the forms (for their rules) and by the server (which enforces them
 * whatever the browser did). Messages are shown to people, so they are sentences. Objects are strict:
 * a key the server does not know is refused with its name, not dropped (server/trpc/strict-inputs.test.ts).
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

export const ANALYTICS_SESSION_MESSAGE = "analyticsSession must be the analytics session id (a UUID)";
/**
 * The analytics session a form was sent from, sent by the tracker with every public form: the server
 * stores it beside the lead (to show where the lead came from) and uses it for nothing else. Absent
 * when the tracker did not run (blocked, or a script calling the API).
 */
export const analyticsSessionField = z
  .string(ANALYTICS_SESSION_MESSAGE)
  .regex(ANALYTICS_SESSION_PATTERN, ANALYTICS_SESSION_MESSAGE)
  .optional();

/*
 * The project details a merch studio asks first (step 2 of the enquiry, all optional). The form
 * leaves a blank field out; the server treats a blank text the same as a missing one.
 */
const blankToUndefined = (v: string | undefined) => (v === undefined || v === "" ? undefined : v);

export const productTypesField = z
  .array(z.enum(PRODUCT_TYPES, "Please choose product types from the list"))
  .max(PRODUCT_TYPES.length, "Please choose product types from the list")
  // Ticking a type twice means the same as once.
  .transform((types) => [...new Set(types)]);

const QUANTITY_MESSAGE = `Please enter the number of pieces as a whole number from 1 to ${QUANTITY_MAX.toLocaleString("en")}, e.g. 250`;
/** "250", "1 500", "1,500" or "1.500" (a thousands separator), or a number from a script. */
export const quantityField = z
  .union(
    [
      z.number(QUANTITY_MESSAGE),
      z
        .string()
        .trim()
        .regex(/^(?:\d{1,7}|\d{1,3}(?:[ \u00a0.,]\d{3}){1,2})$/, QUANTITY_MESSAGE)
        .transform((v) => Number(v.replace(/\D/g, ""))),
    ],
    QUANTITY_MESSAGE,
  )
  .pipe(z.number().int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(QUANTITY_MAX, QUANTITY_MESSAGE));

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * From yesterday (UTC, so a visitor west of UTC can still pick their own today) to about three years
 * ahead. Checked when the input is parsed, so form and server agree on the same day.
 */
function isReasonableDeadline(value: string, now = Date.now()): boolean {
  const at = new Date(`${value}T00:00:00Z`).getTime();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return at >= today - DAY_MS && at <= today + DEADLINE_MAX_DAYS * DAY_MS;
}
export const DEADLINE_RANGE_MESSAGE = "Please pick a deadline from today to three years ahead";
/** A calendar day as `<input type="date">` gives it (YYYY-MM-DD) that exists (not 2026-02-30). */
export const deadlineField = z.iso
  .date("Please enter the deadline as a date, e.g. 2026-12-31")
  .refine((v) => isReasonableDeadline(v), DEADLINE_RANGE_MESSAGE);

export const budgetField = z.enum(BUDGET_RANGES, "Please choose a budget from the list");

export const companyField = z
  .string()
  .trim()
  .max(COMPANY_MAX, `Company must be at most ${COMPANY_MAX} characters`)
  .transform(blankToUndefined);

const PHONE_MESSAGE = "Please enter a phone number of 6 to 15 digits, e.g. +420 603 555 210";
/**
 * An optional +, an optional area code in brackets, then digits with at most one separator (space,
 * dot, dash or slash) between them: "+420 603 555 210", "(603) 555-0100", "603/555.210".
 */
export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX, PHONE_MESSAGE)
  .regex(/^\+?(?:\(\d{1,4}\) ?)?\d(?:[ ./-]?\d){3,16}$/, PHONE_MESSAGE)
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return digits >= 6 && digits <= 15;
  }, PHONE_MESSAGE);

/** The optional project details, by field: the form checks them on Continue, the server on submit. */
export const projectDetailsShape = {
  productTypes: productTypesField.optional(),
  quantity: quantityField.optional(),
  deadline: deadlineField.optional(),
  budget: budgetField.optional(),
  company: companyField.optional(),
  phone: phoneField.optional(),
};
export type ProjectDetailsInput = z.input<z.ZodObject<typeof projectDetailsShape>>;
export type ProjectDetails = z.output<z.ZodObject<typeof projectDetailsShape>>;

/** Step 1 of the enquiry. */
export const contactDetailsSchema = z.strictObject({ name: nameField, email: emailField });
/** Step 2 of the enquiry: the message (required) and the project details (optional). */
export const contactProjectSchema = z.strictObject({ message: messageField, ...projectDetailsShape });

export const contactSubmitSchema = z.strictObject({
  name: nameField,
  email: emailField,
  message: messageField,
  ...projectDetailsShape,
  attachments: z.array(uploadKeyField).max(CONTACT_MAX_FILES, `At most ${CONTACT_MAX_FILES} files`).default([]),
  /** Which form sent it: the 3-step enquiry on the home page, or the simple form on /contact. */
  source: z.enum(["enquiry", "contact-page"]).default("enquiry"),
  locale: localeField,
  website: honeypotField,
  analyticsSession: analyticsSessionField,
});
export type ContactSubmitInput = z.input<typeof contactSubmitSchema>;

export const waitlistJoinSchema = z.strictObject({
  email: emailField,
  locale: localeField,
  website: honeypotField,
  analyticsSession: analyticsSessionField,
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

/** An unsubscribe token: a base64url HMAC-SHA256 (server/services/unsubscribe-token.ts). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The query of a waitlist unsubscribe link (`?e=<address>&t=<token>`), checked by both its routes
 * before the token is: a malformed link is refused with this message and changes nothing. Not strict,
 * unlike the procedures' inputs: mail clients and link checkers append their own parameters.
 */
export const waitlistUnsubscribeSchema = z.object({
  e: emailField,
  t: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, "This unsubscribe link is incomplete or invalid"),
});

/** What POST /api/uploads answers for each stored file. */
export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  type: string;
}
