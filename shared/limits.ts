/** Business limits shared by forms and server (the server enforces every one of them). */
export const CONTACT_MAX_FILES = 5;
export const CONTACT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const CONTACT_SUMMARY_CHARS = 150;
export const CONTACT_STEPS = 3;

export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
/** An account's display name (sign-up, update-user). */
export const ACCOUNT_NAME_MAX = 100;
export const MESSAGE_MAX = 5000;

/** The enquiry's optional project details (step 2). */
export const PRODUCT_TYPES = [
  "t-shirts",
  "hoodies",
  "caps",
  "bags",
  "mugs",
  "bottles",
  "stickers",
  "notebooks",
  "socks",
  "other",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** Budget ranges in Czech crowns (the studio quotes in CZK). */
export const BUDGET_RANGES = ["under-25k", "25k-50k", "50k-100k", "100k-250k", "over-250k", "not-sure"] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];
export const QUANTITY_MAX = 1_000_000;
export const PHONE_MAX = 32;
/** A deadline may be at most this many days ahead. */
export const DEADLINE_MAX_DAYS = 3 * 366;

/** Attachment types of the 3-step form (the spec's longer list governs). */
export const ALLOWED_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "jpg",
  "jpeg",
  "png",
  "gif",
  "zip",
  "txt",
  "ai",
  "eps",
  "svg",
] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

/** The `accept` attribute for file inputs. */
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(",");

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(ext: string): ext is AllowedExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(ext);
}

/** The visitor's own logo on a generated design's mockup: a PNG or an SVG (checked like attachments). */
export const LOGO_EXTENSIONS = ["png", "svg"] as const;
export const LOGO_CONTENT_TYPES = ["image/png", "image/svg+xml"] as const;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** AI generator (spec: prompt 500, inquiry message 1000, recent list 5, 50 prompt chars to analytics). */
export const PROMPT_MAX = 500;
export const INQUIRY_MESSAGE_MAX = 1000;
export const COMPANY_MAX = 200;
export const RECENT_DESIGNS_MAX = 5;
export const PROMPT_ANALYTICS_CHARS = 50;
