import { z } from "zod";

/**
 * The company's contact details and outside links, in one place. Read from the environment at
 * build time (the pages are prerendered) and by the server for e-mails; defaults keep a fresh
 * checkout working with no settings.
 */
export const siteSchema = z.object({
  name: z.string().default("Merchovna"),
  legalName: z.string().default("Merchovna s.r.o."),
  url: z.url().default("https://merchovna.cz"),
  phone: z.string().default("+420 603 555 210"),
  email: z.email().default("hello@merchovna.cz"),
  meetingUrl: z.url().default("https://cal.com/merchovna/intro"),
  instagramUrl: z.url().default("https://www.instagram.com/merchovna"),
  linkedinUrl: z.url().default("https://www.linkedin.com/company/merchovna"),
  /** A YouTube video per case study on /brands, or null: no video is shown (never a placeholder). */
  caseVideos: z
    .object({ make: z.string().nullable(), stride: z.string().nullable(), productboard: z.string().nullable() })
    .default({ make: null, stride: null, productboard: null }),
});

export type Site = z.infer<typeof siteSchema>;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/**
 * A YouTube video id from an id or a link (watch?v=, youtu.be/, /embed/, /shorts/, /live/); null
 * when the text is neither, so a typo stops the build instead of embedding something else.
 */
export function youtubeVideoId(text: string): string | null {
  const value = text.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split("/").filter(Boolean);
  const id =
    host === "youtu.be"
      ? path[0]
      : YOUTUBE_HOSTS.has(host)
        ? path[0] === "watch"
          ? url.searchParams.get("v")
          : ["embed", "shorts", "live", "v"].includes(path[0] ?? "")
            ? path[1]
            : undefined
        : undefined;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Maps SITE_* environment variables onto the site configuration. */
export function readSite(env: Record<string, string | undefined>): Site {
  const pick = (name: string) => (env[name] ? env[name] : undefined);
  const video = (name: string) => {
    const value = pick(name);
    if (value === undefined) return null;
    const id = youtubeVideoId(value);
    if (!id) throw new Error(`Invalid setting ${name}: must be a YouTube video id or link (got "${value}")`);
    return id;
  };
  return siteSchema.parse({
    name: pick("SITE_NAME"),
    legalName: pick("SITE_LEGAL_NAME"),
    url: pick("SITE_URL"),
    phone: pick("SITE_PHONE"),
    email: pick("SITE_EMAIL"),
    meetingUrl: pick("SITE_MEETING_URL"),
    instagramUrl: pick("SITE_INSTAGRAM_URL"),
    linkedinUrl: pick("SITE_LINKEDIN_URL"),
    caseVideos: {
      make: video("SITE_VIDEO_MAKE"),
      stride: video("SITE_VIDEO_STRIDE"),
      productboard: video("SITE_VIDEO_PRODUCTBOARD"),
    },
  });
}
