import type { Locator } from "@playwright/test";
import { ensureAdmin } from "./admin-account";
import { expect, test } from "./fixtures";
import { mutateFrom } from "./from-address";

/**
 * On a phone, addresses in the admin area wrap at their separators (after "@", ".", "-") and the
 * sentences around them at their spaces, never inside a word. With `break-all` a lead's address
 * broke at whatever letter reached the edge ("…@fotbalovy-kl|ub…"), and so did the words of the
 * sentence holding it ("Vymazat vše o adr|ese …").
 */
const EMAIL_USER = "marketa.svobodova-novakova";
const EMAIL_HOST = "fotbalovy-klub-vinohrady-praha.example.cz";

/**
 * Where `el`'s text goes on to a new line, as the two characters either side of each break that
 * falls inside a word (neither a space nor a separator before it): none is what this file expects.
 * Each character's box comes from a Range, so <wbr> and <bdi> inside the text are read through.
 */
const wraps = (el: Locator) =>
  el.evaluate((root) => {
    const breakable = /[\s./\-_?&=@:]/;
    const range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let lines = 1;
    let last: { ch: string; top: number } | null = null;
    const inside: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = [...range.getClientRects()].find((r) => r.width > 0);
        const ch = text.charAt(i);
        // A collapsed space (at a line's end) has no box: it still counts as a space before a break.
        if (!box) {
          if (last) last = { ch: " ", top: last.top };
          continue;
        }
        const top = Math.round(box.top);
        if (last && top > last.top + 2) {
          lines++;
          if (!breakable.test(last.ch) && !/\s/.test(ch)) inside.push(`${last.ch}|${ch}`);
        }
        last = { ch, top };
      }
    }
    return { lines, inside };
  });

for (const [prefix, t] of [
  [
    "",
    {
      search: "Search by name or e-mail",
      shown: "Showing 1 of 1",
      tab: "Personal data",
      field: "E-mail address",
      erase: "Erase everything",
    },
  ],
  [
    "/cs",
    {
      search: "Hledat podle jména nebo e-mailu",
      shown: "Zobrazeno 1 z 1",
      tab: "Osobní údaje",
      field: "E-mailová adresa",
      erase: "Vymazat vše",
    },
  ],
] as const) {
  test(`${prefix || "/"}: at 390 px a long address and the sentence around it wrap only at spaces and separators`, async ({
    page,
  }) => {
    const email = `${EMAIL_USER}.${Date.now() % 100_000}${prefix ? "cs" : "en"}@${EMAIL_HOST}`;
    // Sent from this file's own address: the enquiry budget of 127.0.0.1 is leads.e2e.ts's.
    const sent = await mutateFrom("127.0.51.1", "contact.submit", {
      name: "Markéta Svobodová-Nováková",
      email,
      message: "Dresy a šály pro fanoušky na novou sezónu.",
      locale: prefix ? "cs" : "en",
    });
    expect(sent.status).toBe(200);
    await ensureAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const check = async (what: string, el: Locator) => {
      await expect(el).toBeVisible();
      const { lines, inside } = await wraps(el);
      // It must wrap at all, or the check below proves nothing.
      expect(lines, `${what} wraps on a phone`).toBeGreaterThan(1);
      expect(inside, `${what}: breaks inside a word`).toEqual([]);
    };

    await page.goto(`${prefix}/admin`);
    await page.getByLabel(t.search).fill(email);
    // The search is in the URL once the list shows its answer: a click before that may land on a
    // row the answer replaces.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(t.shown)).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: email });
    await check("the inbox row's address", row.getByText(email, { exact: true }));

    await row.getByRole("link", { name: "Markéta Svobodová-Nováková" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}\?/);
    await check("the lead page's address", page.getByRole("link", { name: email }));

    await page.goto(`${prefix}/admin`);
    await page.getByRole("tab", { name: t.tab }).click();
    const form = page.getByRole("form", { name: t.tab });
    await form.getByLabel(t.field).fill(email);
    await form.getByRole("button", { name: t.erase }).click();
    // The question before erasing: a sentence with the address in it. Not confirmed.
    await check("the erase question", page.getByRole("heading", { level: 3 }).filter({ hasText: email }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
