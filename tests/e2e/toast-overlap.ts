import { expect, type Page } from "@playwright/test";

/**
 * Checks that no toast on screen covers a control a visitor may want next: every visible button,
 * link, field and radio of the page that lies in the window is outside every toast's box. The
 * toasts are placed again one animation frame after the page scrolls or its content changes size,
 * so the check is retried for a moment; a toast that stays over a control fails it.
 */
export async function expectToastsCoverNoControl(page: Page): Promise<void> {
  const toast = page.locator("[role=status][aria-atomic=true], [role=alert][aria-atomic=true]").first();
  await expect(toast).toBeVisible();
  await expect(async () => {
    const { toastCount, covered } = await page.evaluate(coveredControls);
    expect(toastCount, "toasts on screen").toBeGreaterThan(0);
    expect(covered, "controls under a toast").toEqual([]);
  }).toPass({ timeout: 2_000 });
}

/** Runs in the page: how many toasts there are, and the names of the controls they lie over. */
function coveredControls(): { toastCount: number; covered: string[] } {
  const toasts = Array.from(document.querySelectorAll<HTMLElement>("[aria-atomic=true]")).map((t) =>
    t.getBoundingClientRect(),
  );
  const controls = Array.from(
    document.querySelectorAll<HTMLElement>("main button, main a[href], main input, main select, main textarea"),
  ).filter((el) => {
    const r = el.getBoundingClientRect();
    return (
      r.width > 1 &&
      r.height > 1 &&
      r.bottom > 0 &&
      r.top < window.innerHeight &&
      getComputedStyle(el).visibility !== "hidden"
    );
  });
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const covered = controls
    .filter((el) => toasts.some((t) => overlaps(t, el.getBoundingClientRect())))
    .map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName);
  return { toastCount: toasts.length, covered };
}
