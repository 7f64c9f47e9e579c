import { expect, test } from "./fixtures";

test.describe("site shell", () => {
  test("home renders in English by default, with header, footer and Let's Talk", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merch is broken. We're fixing it.");
    await expect(page.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/#contact-section");
    await expect(page.getByRole("contentinfo")).toContainText("hello@merchovna.cz");
    await expect(page).toHaveTitle(/Merchovna/);
  });

  test("Czech lives under /cs with Czech texts", async ({ page }) => {
    await page.goto("/cs");
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merch je rozbitý. My ho opravujeme.");
    await expect(page.getByRole("link", { name: "Pojďme to probrat" })).toHaveAttribute("href", "/cs#contact-section");
  });

  test("the language switch changes lang, title and description, and is remembered", async ({ page }) => {
    await page.goto("/");
    const description = page.locator('meta[name="description"]');
    const englishTitle = await page.title();
    const englishDescription = await description.getAttribute("content");

    await page.getByRole("link", { name: "CS – Čeština" }).click();
    await expect(page).toHaveURL(/\/cs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    await expect(page).not.toHaveTitle(englishTitle);
    await expect(page).toHaveTitle(/Prémiový merch/);
    await expect(description).not.toHaveAttribute("content", englishDescription ?? "");
    await expect(description).toHaveAttribute("content", /Merch je rozbitý/);

    // Coming back to an English URL later lands on its Czech version.
    await page.goto("/");
    await expect(page).toHaveURL(/\/cs$/);

    await page.getByRole("link", { name: "EN – English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header menu opens, closes on Escape and on an outside click @phone", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const menu = page.locator("header [id]:not([hidden]) nav");
    await expect(menu.getByRole("link", { name: "Our Story" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(menu).toHaveCount(0);
  });
});
