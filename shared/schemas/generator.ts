import { z } from "zod";
import type { GarmentColour } from "../garments";
import { COMPANY_MAX, EMAIL_MAX, INQUIRY_MESSAGE_MAX, NAME_MAX, PROMPT_MAX } from "../limits";
import { analyticsSessionField, honeypotField, localeField, uploadKeyField } from "./contact";

/**
 * The AI generator's inputs, shared by the page (for its rules) and the server (which enforces them).
 * Messages are the spec's where it has one.
 */
export const promptField = z
  .string()
  .trim()
  .min(1, "Please describe your merch design")
  .max(PROMPT_MAX, `Your description must be at most ${PROMPT_MAX} characters`)
  // The database cannot store a NUL; refused here, before the budget is charged and the provider paid.
  .refine((v) => !v.includes("\u0000"), "Your description contains characters that cannot be used");

export const generateSchema = z.strictObject({
  prompt: promptField,
  locale: localeField,
});
export type GenerateInput = z.input<typeof generateSchema>;

/** Ids the server gives generated designs (`generate` answers one; `sendInquiry` refers to it). */
export const designIdField = z.string().regex(/^d_[A-Za-z0-9_-]{10,64}$/, "No design to send");

/** What `generator.generate` answers: the design's id and the PNG as a data URL. */
export interface GeneratedDesign {
  id: string;
  image: string;
  /** Which provider drew it ("offline" or "openai"). */
  provider: string;
  /**
   * The design on a transparent background (PNG data URL), placed on the mockups without a
   * background square; absent when the provider draws only a picture (OpenAI).
   */
  printImage?: string;
  /**
   * The mockup garments printImage may go on as it is (their fabric is close to the design's
   * background); on the others the page shows `image`, the design with its background.
   */
  printOn?: GarmentColour[];
  /** The mockup colour of the garment the prompt names ("black t-shirt"), to show it on. */
  garment?: GarmentColour;
}

const required = "Please fill in all required fields";

export const sendInquirySchema = z.strictObject({
  name: z.string().trim().min(1, required).max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  email: z
    .string()
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, "E-mail is too long")
    .email("Please enter a valid e-mail address"),
  company: z
    .string()
    .trim()
    .max(COMPANY_MAX, `Company must be at most ${COMPANY_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  message: z
    .string()
    .trim()
    .min(1, required)
    .max(INQUIRY_MESSAGE_MAX, `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`),
  designPrompt: z.string().trim().min(1, "No design to send").max(PROMPT_MAX, "No design to send"),
  /** The id `generate` answered: the server sends the image it made, never bytes from the browser. */
  image: designIdField,
  /** The visitor's logo, uploaded through POST /api/uploads (PNG or SVG; the server checks the upload). */
  logo: uploadKeyField.optional(),
  locale: localeField,
  website: honeypotField,
  analyticsSession: analyticsSessionField,
});
export type SendInquiryInput = z.input<typeof sendInquirySchema>;
