import { type Browser, devices } from "@playwright/test";
import { routeFrom } from "./from-address";

/**
 * A visitor in a browser context of their own, with a browser version of their own: a visitor id
 * is a daily hash of address and agent, and every browser test shares 127.0.0.1, so without it
 * two tests' visits would be one visitor (and one would be the other's first touch that day).
 * The enquiry is sent from `from` (each file its own address: the contact form's rate limit).
 */
export async function newVisitor(browser: Browser, from: string) {
  const userAgent = devices["Desktop Chrome"].userAgent.replace(
    /Chrome\/(\d+)\.[\d.]+/,
    (_, major) => `Chrome/${major}.0.${Math.floor(Math.random() * 9000) + 1000}.${Date.now() % 200}`,
  );
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  // The tracker must never break a page, blocked or not.
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await routeFrom(page, "contact.submit", from);
  return { context, page, pageErrors };
}
