import { examplePath, localizedPath, pages } from "../../shared/pages";
import { axeViolations, captureAnalytics, expect, test } from "./fixtures";

const publicPages = pages.filter((p) => !p.private);
const locales = ["en", "cs"] as const;

test.describe("every page, prerendered, in both languages", () => {
  for (const page of pages) {
    for (const locale of locales) {
      const path = examplePath(localizedPath(page.path, locale));

      test(`${path}: the first HTML response carries the head and the content`, async ({ request }) => {
        const res = await request.get(path, { headers: { "accept-encoding": "gzip" } });
        expect(res.status()).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
        expect(html).toMatch(/<div id="root"><div[^>]*>[\s\S]*<h1[^>]*>[^<]+/);
        expect(html).toContain('<meta property="og:title"');
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
        expect(html).toMatch(/<noscript><div lang="cs"[\s\S]*href="\/cs\/our-mission"/);
        const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}");
        const graph = ld["@graph"] as {
          "@type": string;
          aggregateRating?: { ratingValue: string; reviewCount: string };
        }[];
        expect(graph.find((n) => n["@type"] === "Organization")?.aggregateRating).toMatchObject({
          ratingValue: "4.9",
          reviewCount: "50",
        });
        expect(graph.map((n) => n["@type"])).toContain(page.schemaType);
        if (page.private) {
          expect(html).toContain('<meta name="robots" content="noindex">');
        } else {
          expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path === "/" ? "" : path}">`));
          expect(html).toContain('hreflang="en"');
          expect(html).toContain('hreflang="cs"');
          expect(html).toContain('hreflang="x-default"');
          expect(html).not.toContain('content="noindex"');
        }
      });
    }
  }

  for (const page of publicPages) {
    test(`${page.path}: renders in English and Czech, and the switch changes lang, title and description`, async ({
      page: tab,
    }) => {
      await tab.goto(localizedPath(page.path, "en"));
      await expect(tab.locator("h1")).toBeVisible();
      await expect(tab.locator("html")).toHaveAttribute("lang", "en");
      const enTitle = await tab.title();
      const enH1 = (await tab.locator("h1").textContent()) ?? "";
      const enDescription = await tab.locator('meta[name="description"]').getAttribute("content");

      await tab.getByRole("link", { name: /Čeština/ }).click();
      await expect(tab).toHaveURL(new RegExp(`${localizedPath(page.path, "cs")}$`));
      await expect(tab.locator("html")).toHaveAttribute("lang", "cs");
      await expect(tab).not.toHaveTitle(enTitle);
      await expect(tab.locator("h1")).not.toHaveText(enH1);
      await expect(tab.locator('meta[name="description"]')).not.toHaveAttribute("content", enDescription ?? "");
      // Reloading the Czech URL gives the same Czech page from the server.
      await tab.reload();
      await expect(tab.locator("html")).toHaveAttribute("lang", "cs");
    });
  }
});

test.describe("not found", () => {
  // The browser reports the page's own 404 status as a console error; that is the point here.
  test.use({ expectedErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page", async ({ page, request }) => {
    const res = await request.get("/nowhere");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
    expect((await request.get("/cs/nikde")).status()).toBe(404);
    await page.goto("/nowhere");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the missing path is logged to the error log", async ({ page }) => {
    const analytics = await captureAnalytics(page);
    await page.goto("/a/missing/page");
    await expect
      .poll(() => analytics.events())
      .toContainEqual(expect.objectContaining({ type: "error", errorType: "not_found", pagePath: "/a/missing/page" }));
  });
});

test.describe("render errors", () => {
  test.use({ expectedErrors: [/boom: render failed/] });

  test("a render error shows the fallback, is logged, and Reload Page reloads", async ({ page }) => {
    // Make the footer's render throw, as any bug in a component would.
    await page.addInitScript(() => {
      Date.prototype.getFullYear = () => {
        throw new Error("boom: render failed");
      };
    });
    const analytics = await captureAnalytics(page);
    await page.goto("/our-story");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(
      page.getByText(
        "We're sorry, but something unexpected happened. The error has been logged and we'll look into it.",
      ),
    ).toBeVisible();
    await expect
      .poll(() => analytics.events())
      .toContainEqual(expect.objectContaining({ errorType: "render", message: "boom: render failed" }));
    const reload = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload Page" }).click();
    await reload;
  });
});

test.describe("crawlers", () => {
  test("robots.txt and sitemap.xml list the public pages in both languages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    expect(robots).toContain("Disallow: /api/");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of publicPages) {
      for (const locale of locales) {
        const path = localizedPath(page.path, locale);
        expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === "/" ? "" : path}</loc>`));
      }
    }
    expect(sitemap).not.toContain("/auth<");
  });
});

// Each scan runs in the test's own page (one browser context per test, whose console errors the
// fixture checks), at the width under test. A scan takes 1-4 s on an idle 2-core machine, 15-23 s
// under CI's load (load average 13): hence the longer timeout.
for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width}px (axe-core)`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport: { width, height: 900 } });

    for (const page of pages) {
      for (const locale of locales) {
        const path = examplePath(localizedPath(page.path, locale));
        test(`${path} at ${width}px has no violations`, async ({ page: tab }) => {
          await tab.goto(path);
          await expect(tab.locator("h1")).toBeVisible();
          expect(await axeViolations(tab)).toEqual([]);
        });
      }
    }

    // Step 2 is not on the page until a visitor gets there: checked with its errors showing.
    for (const locale of locales) {
      test(`the enquiry's step 2 (${locale}) at ${width}px has no violations`, async ({ page: tab }) => {
        const cs = locale === "cs";
        await tab.goto(cs ? "/cs" : "/");
        await tab.locator("#contact-form-slot").scrollIntoViewIfNeeded();
        const form = tab.getByRole("form", { name: cs ? "Poptávka projektu" : "Project enquiry" });
        await form.getByLabel(cs ? "Vaše jméno" : "Your name").fill("Ada");
        // Enter in a field sends the step (no pointer resting on a button in the middle of its hover transition).
        await form.getByLabel("E-mail", { exact: true }).fill("ada@example.com");
        await form.getByLabel("E-mail", { exact: true }).press("Enter");
        await form.getByLabel(cs ? "Co pro vás máme uvařit?" : "What should we cook up?").fill("Caps");
        await form.getByLabel(cs ? "Počet kusů" : "Quantity").fill("x");
        await form.getByLabel(cs ? "Počet kusů" : "Quantity").press("Enter");
        await expect(form.getByLabel(cs ? "Počet kusů" : "Quantity")).toHaveAttribute("aria-invalid", "true");
        expect(await axeViolations(tab)).toEqual([]);
      });
    }
  });
}

// WCAG 1.4.10 (reflow): at 320 CSS px nothing may need a sideways scroll. The Czech headline of
// the home page did ("opravujeme." at 48 px is wider than 320 px less the padding).
test.describe("reflow at 320px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test("no page in either language scrolls sideways, the lazy sections included", async ({ page: tab }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const page of pages) {
      for (const locale of locales) {
        const path = examplePath(localizedPath(page.path, locale));
        await tab.goto(path);
        await expect(tab.locator("h1")).toBeVisible();
        // The home page's forms load as they come into view.
        await tab.mouse.wheel(0, 20_000);
        await tab.waitForLoadState("networkidle");
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) wide.push(`${path}: ${overflow}px`);
      }
    }
    expect(wide).toEqual([]);
  });
});

test.describe("compression", () => {
  // Precompressed copies (brotli, zopfli gzip) are chosen by Accept-Encoding; the request client
  // decodes them, so the bodies must be the real page and script.
  for (const [accept, expected] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    test(`pages and scripts honour Accept-Encoding: ${accept}`, async ({ request }) => {
      const page = await request.get("/our-story", { headers: { "accept-encoding": accept } });
      expect(page.headers()["content-encoding"]).toBe(expected);
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      const script = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
      expect(script).toBeTruthy();
      const js = await request.get(script as string, { headers: { "accept-encoding": accept } });
      expect(js.headers()["content-encoding"]).toBe(expected);
      expect((await js.text()).length).toBeGreaterThan(1000);
    });
  }
});
