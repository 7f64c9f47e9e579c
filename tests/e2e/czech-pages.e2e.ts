import { localizedPath, pages } from "../../shared/pages";
import { expect, test } from "./fixtures";

/** Words of the English catalog that must not appear in drawn text (SVG <text>) on a Czech page. */
const ENGLISH = /\b(THAT|STAYS|THE|AND|YOUR|WITH)\b/;

test("drawn text on Czech pages is Czech (the home showcase's tote says 'MERCH, CO ZŮSTANE')", async ({ request }) => {
  for (const page of pages.filter((p) => !p.private)) {
    const path = localizedPath(page.path, "cs");
    const html = await (await request.get(path)).text();
    const drawn = [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? "");
    for (const text of drawn)
      expect({ path, text, english: ENGLISH.test(text) }).toEqual({ path, text, english: false });
  }
  const home = await (await request.get("/cs")).text();
  expect(home).toContain("CO ZŮSTANE");
  expect(await (await request.get("/")).text()).toContain("THAT STAYS");
});
