import type { PageEntry } from "../../shared/pages";
import { localizedPath } from "../../shared/pages";
import type { Site } from "../../shared/site";

export interface DocumentInput {
  template: string;
  body: string;
  locale: "en" | "cs";
  page: PageEntry | null;
  title: string;
  description: string;
  keywords?: string;
  site: Site;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON inside <script>: "<" escaped so no text can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function structuredData(input: DocumentInput, url: string) {
  const { site, page, locale } = input;
  const organization = {
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: `${site.url}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    address: { "@type": "PostalAddress", addressLocality: "Prague", addressCountry: "CZ" },
    sameAs: [site.instagramUrl, site.linkedinUrl],
    aggregateRating: { "@type": "AggregateRating", ratingValue: "4.9", reviewCount: "50", bestRating: "5" },
  };
  const website = {
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: site.url,
    publisher: { "@id": organization["@id"] },
  };
  const webPage = {
    "@type": page?.schemaType ?? "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: input.title,
    description: input.description,
    inLanguage: locale,
    isPartOf: { "@id": website["@id"] },
    about: { "@id": organization["@id"] },
  };
  return { "@context": "https://schema.org", "@graph": [organization, website, webPage] };
}

/** The Czech fallback for browsers without JavaScript, with links to the main pages. */
function noscript(site: Site): string {
  const links: [string, string][] = [
    ["/cs", "Úvod"],
    ["/cs/our-story", "Náš příběh"],
    ["/cs/our-mission", "Naše mise"],
    ["/cs/what-we-do", "Co děláme"],
    ["/cs/brands", "Značky, kterým jsme pomohli"],
    ["/cs/about-us", "O nás"],
    ["/cs/ai-merch-generator", "Generátor designů"],
    ["/cs/contact", "Kontakt"],
    ["/cs/privacy", "Ochrana osobních údajů"],
  ];
  return `<noscript><div lang="cs" class="mx-auto max-w-6xl px-4 py-6 text-sm"><p>Pro formuláře a generátor designů zapněte v prohlížeči JavaScript. Napište nám na <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a> nebo zavolejte na ${escapeHtml(site.phone)}.</p><ul>${links
    .map(([href, label]) => `<li><a href="${href}">${label}</a></li>`)
    .join("")}</ul></div></noscript>`;
}

/** Fills the built index.html with a prerendered page and everything a crawler reads in the head. */
export function renderDocument(input: DocumentInput): string {
  const { site, page, locale } = input;
  const path = page ? localizedPath(page.path, locale) : null;
  const url = path ? `${site.url}${path === "/" ? "" : path}` : site.url;
  const head: string[] = [];
  if (page && path) {
    head.push(`<link rel="canonical" href="${url}">`);
    for (const alt of ["en", "cs"] as const) {
      const altPath = localizedPath(page.path, alt);
      head.push(`<link rel="alternate" hreflang="${alt}" href="${site.url}${altPath === "/" ? "" : altPath}">`);
    }
    head.push(`<link rel="alternate" hreflang="x-default" href="${site.url}${page.path === "/" ? "" : page.path}">`);
  }
  if (!page || page.private) head.push(`<meta name="robots" content="noindex">`);
  if (input.keywords) head.push(`<meta name="keywords" content="${escapeHtml(input.keywords)}">`);
  const og: [string, string][] = [
    ["og:type", "website"],
    ["og:site_name", site.name],
    ["og:title", input.title],
    ["og:description", input.description],
    ["og:url", url],
    ["og:image", `${site.url}/og-image.png`],
    ["og:image:width", "1200"],
    ["og:image:height", "630"],
    ["og:locale", locale === "cs" ? "cs_CZ" : "en_US"],
    ["og:locale:alternate", locale === "cs" ? "en_US" : "cs_CZ"],
  ];
  for (const [property, content] of og) head.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  const twitter: [string, string][] = [
    ["twitter:card", "summary_large_image"],
    ["twitter:title", input.title],
    ["twitter:description", input.description],
    ["twitter:image", `${site.url}/og-image.png`],
  ];
  for (const [name, content] of twitter) head.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  head.push(`<script type="application/ld+json">${jsonForScript(structuredData(input, url))}</script>`);

  return input.template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(input.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(input.description)}" />`,
    )
    .replace("</head>", `    ${head.join("\n    ")}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${input.body}</div>\n    ${noscript(site)}`);
}
