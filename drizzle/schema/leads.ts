import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The 3-step enquiry and the simple contact form. The message column keeps the original's name. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("What should we cook up?").notNull(),
    /** Storage keys of the attachments, or null when none were sent. */
    attachments: jsonb("attachments").$type<string[] | null>(),
    locale: text("locale").notNull().default("en"),
    source: text("source").notNull().default("enquiry"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // The optional project details of the enquiry's step 2 (null when not given).
    /** Codes of shared/limits.ts PRODUCT_TYPES, e.g. ["t-shirts", "caps"]. */
    productTypes: jsonb("product_types").$type<string[] | null>(),
    quantity: integer("quantity"),
    deadline: date("deadline", { mode: "string" }),
    /** A code of shared/limits.ts BUDGET_RANGES. */
    budget: text("budget"),
    company: text("company"),
    phone: text("phone"),
  },
  (t) => [
    index("form_submissions_created_at_idx").on(t.createdAt, t.id),
    // Erasure and export find a person's rows by address, whatever its case (decision 0018).
    index("form_submissions_email_idx").on(sql`lower(${t.email})`),
  ],
);

/** Every stored upload. Rows without a submission after 24 h are orphans and get removed. */
export const uploads = pgTable(
  "uploads",
  {
    key: text("key").primaryKey(),
    originalName: text("original_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    submissionId: uuid("submission_id").references(() => formSubmissions.id, { onDelete: "set null" }),
    /** Set when the file is the visitor's logo sent with a design inquiry (then no submission takes it). */
    designInquiryId: uuid("design_inquiry_id").references((): AnyPgColumn => designInquiries.id, {
      onDelete: "set null",
    }),
    uploaderIp: text("uploader_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("uploads_submission_id_idx").on(t.submissionId),
    index("uploads_design_inquiry_id_idx").on(t.designInquiryId),
    index("uploads_created_at_idx").on(t.createdAt),
  ],
);

/** Waitlist: one row per normalised e-mail; joining twice is not an error. */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The analytics session the address was entered from (decision 0020); null without the tracker. */
    analyticsSession: uuid("analytics_session"),
  },
  (t) => [
    index("waitlist_entries_email_lower_idx").on(sql`lower(${t.email})`),
    // The list and its CSV export page newest first (admin-lists.ts pageAfter): without it each
    // page of an export sorted the whole table again.
    index("waitlist_entries_created_at_idx").on(t.createdAt, t.id),
  ],
);

/**
 * Every design the AI generator made: the PNG is in file storage under `image_key`. `sendInquiry`
 * refers to a design by id, so the company only ever receives images the server made. Designs no
 * inquiry took within 24 h are deleted (file, then row) by the housekeeping job.
 */
export const generatedDesigns = pgTable(
  "generated_designs",
  {
    /** `d_<random>`: handed to the browser, so not guessable. */
    id: text("id").primaryKey(),
    prompt: text("prompt").notNull(),
    provider: text("provider").notNull(),
    imageKey: text("image_key").notNull().unique(),
    /** The design on a transparent background, for print (offline generator only; null for AI pictures). */
    printKey: text("print_key"),
    size: integer("size").notNull(),
    creatorIp: text("creator_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("generated_designs_created_at_idx").on(t.createdAt)],
);

/** A generated design sent in from the AI generator. */
export const designInquiries = pgTable(
  "design_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    message: text("message").notNull(),
    designPrompt: text("design_prompt").notNull(),
    imageKey: text("image_key").notNull(),
    /** The print file (transparent PNG) of the design, when its generator made one. */
    printKey: text("print_key"),
    /** The visitor's own logo (an upload, PNG or SVG) placed on the mockup and sent along. */
    logoKey: text("logo_key"),
    /** The generated design sent: one inquiry per design (unique; null on inquiries older than the rule). */
    designId: text("design_id"),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("design_inquiries_design_id_key").on(t.designId),
    index("design_inquiries_created_at_idx").on(t.createdAt, t.id),
    index("design_inquiries_image_key_idx").on(t.imageKey),
    index("design_inquiries_email_idx").on(sql`lower(${t.email})`),
  ],
);
