import { captureAnalytics, expect, test } from "./fixtures";

/**
 * Pages opened from the phone menu are counted. A tap there made the router render the new page
 * before the address bar changed, so the tracker read the old address, took the view for a repeat
 * and never sent it: on phones, every page reached through the menu was missing from the visit, its
 * lead's "pages viewed" and the exit pages. Each page is expected once, in both languages.
 */
for (const lang of [
  { prefix: "", open: "Open menu", brands: "Brands We Helped", about: "About Us", aboutPath: "/about-us" },
  {
    prefix: "/cs",
    open: "Otevřít menu",
    brands: "Značky, kterým jsme pomohli",
    about: "O nás",
    aboutPath: "/cs/about-us",
  },
]) {
  test(`pages opened from the phone menu are counted once each (${lang.prefix || "/en"}) @phone`, async ({ page }) => {
    const sent = await captureAnalytics(page);
    await page.goto(`${lang.prefix}/what-we-do`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const viaMenu = async (name: string, path: RegExp) => {
      const button = page.getByRole("button", { name: lang.open });
      // The menu's own link (the footer's were counted); the button is renamed once it is open.
      const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await button.click();
      await menu.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    };
    await viaMenu(lang.brands, /\/brands$/);
    await viaMenu(lang.about, /\/about-us$/);
    // The tracker sends its queue every 5 seconds.
    const views = () =>
      sent
        .events()
        .filter((e) => e.type === "pageview")
        .map((e) => e.path);
    await expect
      .poll(views, { timeout: 15_000 })
      .toEqual([`${lang.prefix}/what-we-do`, `${lang.prefix}/brands`, lang.aboutPath]);
  });
}
