/**
 * Every page the site prerenders, in both languages. The prerenderer, the sitemap and the server's
 * page map all read this list, so a page added here is built, served and listed everywhere.
 */
export type SchemaType = "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" | "ItemPage";

export interface PageEntry {
  path: string;
  /** schema.org type of the page, for its JSON-LD. */
  schemaType: SchemaType;
  /** Pages for signed-in people: served prerendered, but kept out of search engines and the sitemap. */
  private?: boolean;
  /**
   * The route file under client/routes/{-$lang}/ when it is not named after the path. A path with a
   * `$param` segment is prerendered once, as a shell (what shows until the app has loaded), and the
   * server serves that shell for every value of the segment (server/http/static.ts).
   */
  route?: string;
}

export const pages: PageEntry[] = [
  { path: "/", schemaType: "WebPage" },
  { path: "/our-story", schemaType: "AboutPage" },
  { path: "/our-mission", schemaType: "AboutPage" },
  { path: "/what-we-do", schemaType: "WebPage" },
  { path: "/brands", schemaType: "CollectionPage" },
  { path: "/about-us", schemaType: "AboutPage" },
  { path: "/contact", schemaType: "ContactPage" },
  { path: "/ai-merch-generator", schemaType: "WebPage" },
  { path: "/privacy", schemaType: "WebPage" },
  { path: "/auth", schemaType: "WebPage", private: true },
  { path: "/admin", schemaType: "WebPage", private: true },
  { path: "/admin/leads/$id", schemaType: "WebPage", private: true, route: "admin_.leads.$id" },
  { path: "/admin-setup", schemaType: "WebPage", private: true },
  { path: "/analytics", schemaType: "WebPage", private: true },
  { path: "/security", schemaType: "WebPage", private: true },
];

/** The URL path of a page in a language: "/what-we-do" → "/cs/what-we-do"; "/" → "/cs". */
export function localizedPath(path: string, locale: "en" | "cs"): string {
  if (locale === "en") return path;
  return path === "/" ? "/cs" : `/cs${path}`;
}

/** "/admin/leads/$id" matches "/admin/leads/<one segment>", "/admin" only itself. */
export function pagePathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^{}()|[\]\\]/g, "\\$&").replace(/\$\w+/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

/** A URL of the page: each parameter filled with "_" (what the prerenderer renders, what tests visit). */
export function examplePath(path: string): string {
  return path.replace(/\$\w+/g, "_");
}
