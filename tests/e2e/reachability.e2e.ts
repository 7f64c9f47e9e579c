import { localizedPath, pages } from "../../shared/pages";
import { expect, test } from "./fixtures";

const publicPages = pages.filter((p) => !p.private);

/** Visible links of a page as a visitor's browser renders it (the no-script fallback excluded). */
async function linksOf(page: import("@playwright/test").Page, path: string): Promise<string[]> {
  await page.goto(path);
  const hrefs = await page
    .locator("a[href]:visible")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href, location.href)));
  return hrefs.filter((u) => u.origin === new URL(page.url()).origin).map((u) => u.pathname.replace(/\/$/, "") || "/");
}

for (const locale of ["en", "cs"] as const) {
  test(`${locale}: every public page is reachable from the home page within two clicks, by visible links`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const home = localizedPath("/", locale);
    const first = new Set(await linksOf(page, home));
    const reached = new Set([home, ...first]);
    for (const path of first) {
      if (!publicPages.some((p) => localizedPath(p.path, locale) === path)) continue;
      for (const link of await linksOf(page, path)) reached.add(link);
    }
    for (const p of publicPages) {
      const path = localizedPath(p.path, locale);
      expect({ path, reached: reached.has(path) }).toEqual({ path, reached: true });
    }
    // The lead magnet is one click from home, and from What We Do.
    expect(first.has(localizedPath("/ai-merch-generator", locale))).toBe(true);
    expect(await linksOf(page, localizedPath("/what-we-do", locale))).toContain(
      localizedPath("/ai-merch-generator", locale),
    );
    expect(await linksOf(page, localizedPath("/our-story", locale))).toContain(localizedPath("/our-mission", locale));
  });
}

for (const [locale, names] of [
  ["en", ["Our Story", "What We Do", "Brands We Helped", "About Us", "Contact", "Design Generator"]],
  ["cs", ["Náš příběh", "Co děláme", "Značky, kterým jsme pomohli", "O nás", "Kontakt", "Generátor designů"]],
] as const) {
  test(`${locale}: the header lists the spec's items, then the design generator`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localizedPath("/brands", locale));
    const nav = page.getByRole("banner").getByRole("navigation").first();
    // The spec's five items, the generator, then the account link.
    await expect(nav.getByRole("link").nth(5)).toHaveText(names[5]);
    expect((await nav.getByRole("link").allTextContents()).slice(0, 6)).toEqual([...names]);
    await nav.getByRole("link", { name: names[5] }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath("/ai-merch-generator", locale)}$`));
  });
}
