import type { Site } from "../shared/site";

declare const __SITE__: Site;

/** The site configuration baked in at build time (see vite.config.ts). */
export const site: Site = __SITE__;
