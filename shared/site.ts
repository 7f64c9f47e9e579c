import { z } from "zod";

/**
 * The company's contact details and outside links, in one place. Read from the environment at
 * build time (the pages are prerendered) and by the server for e-mails; defaults keep a fresh
 * checkout working with no settings.
 */
export const siteSchema = z.object({
  name: z.string().default("Merchovna"),
  legalName: z.string().default("Merchovna s.r.o."),
  url: z.string().url().default("https://merchovna.cz"),
  phone: z.string().default("+420 603 555 210"),
  email: z.string().email().default("hello@merchovna.cz"),
  meetingUrl: z.string().url().default("https://cal.com/merchovna/intro"),
  instagramUrl: z.string().url().default("https://www.instagram.com/merchovna"),
  linkedinUrl: z.string().url().default("https://www.linkedin.com/company/merchovna"),
});

export type Site = z.infer<typeof siteSchema>;

/** Maps SITE_* environment variables onto the site configuration. */
export function readSite(env: Record<string, string | undefined>): Site {
  const pick = (name: string) => (env[name] ? env[name] : undefined);
  return siteSchema.parse({
    name: pick("SITE_NAME"),
    legalName: pick("SITE_LEGAL_NAME"),
    url: pick("SITE_URL"),
    phone: pick("SITE_PHONE"),
    email: pick("SITE_EMAIL"),
    meetingUrl: pick("SITE_MEETING_URL"),
    instagramUrl: pick("SITE_INSTAGRAM_URL"),
    linkedinUrl: pick("SITE_LINKEDIN_URL"),
  });
}
