import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A keyboard user tabbing through the home page at a normal pace (150 ms a key) while the lazy
 * enquiry form's code is slow to arrive (held 1.5 s, as on a phone): focus must reach every field
 * of the form's first step, in order, and never jump back. Before LazyMount held Tab presses made on
 * its placeholder, focus went past the form to the waitlist (and was pulled back when it arrived).
 */
const KEY_INTERVAL_MS = 150;

/**
 * The focused element, marked once so that elements are told apart, and whether it is inside the
 * form labelled `formName`.
 */
async function focused(page: Page, formName: string): Promise<{ mark: string; inForm: boolean }> {
  return page.evaluate((name) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { mark: "body", inForm: false };
    if (!el.dataset.kbd) el.dataset.kbd = String(document.querySelectorAll("[data-kbd]").length + 1);
    const form = document.querySelector(`form[aria-label="${name}"]`);
    return { mark: el.dataset.kbd, inForm: Boolean(form?.contains(el)) };
  }, formName);
}

for (const [path, formName] of [
  ["/", "Project enquiry"],
  ["/cs", "Poptávka projektu"],
] as const) {
  test(`${path}: Tab at 150 ms a key reaches every field of the enquiry's first step in order`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");

    const visited: string[] = [];
    const form = page.getByRole("form", { name: formName });
    let fieldsSeen = 0;
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press("Tab");
      await page.waitForTimeout(KEY_INTERVAL_MS);
      const { mark, inForm } = await focused(page, formName);
      visited.push(mark);
      // Stop once focus has left the form (the waitlist comes next).
      if (inForm) fieldsSeen++;
      else if (fieldsSeen > 0) break;
    }

    // The form's first step, in tab order: every visible field and button of it.
    const fields = await form.evaluate((f) =>
      Array.from(
        f.querySelectorAll<HTMLElement>(
          "input:not([type='hidden']):not([tabindex='-1']), textarea, select, button:not([tabindex='-1'])",
        ),
      )
        .filter((el) => el.offsetParent !== null && !(el as HTMLButtonElement).disabled)
        .map((el) => {
          if (!el.dataset.kbd) el.dataset.kbd = `unvisited-${el.getAttribute("name") ?? el.id}`;
          return el.dataset.kbd;
        }),
    );
    // Step 1 asks for the name and the e-mail (Continue is disabled until both are valid).
    expect(fields.length).toBe(2);
    const inFormOrder = visited.filter((mark) => fields.includes(mark));
    // Each field once, in the form's order (no field skipped, none revisited).
    expect(inFormOrder).toEqual(fields);
    // And consecutively: nothing outside the form between its first and last field.
    const first = visited.indexOf(fields[0]!);
    const last = visited.lastIndexOf(fields.at(-1)!);
    expect(visited.slice(first, last + 1)).toEqual(fields);
  });
}
