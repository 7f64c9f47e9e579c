import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { analyticsPage } from "../../../shared/content/analytics";
import { type Locale, locales } from "../../../shared/i18n";
import { SummaryCards } from "./SummaryCards";
import type { Dashboard } from "./types";

type Summary = Dashboard["summary"];

/** Each card's text (label, value, change, previous period), in order. */
function cards(summary: Summary, locale: Locale) {
  const html = renderToStaticMarkup(<SummaryCards c={analyticsPage[locale]} locale={locale} summary={summary} />);
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "|"));
}

const busy = { pageViews: 120, sessions: 40, visitors: 30, bounceRate: 25, avgSessionSeconds: 95 };

describe("the summary cards' previous period", () => {
  for (const locale of locales) {
    const c = analyticsPage[locale].summary;
    test(`with no sessions, a share and an average are no figure, not 0 (${locale})`, () => {
      const empty = { pageViews: 0, sessions: 0, visitors: 0, bounceRate: 0, avgSessionSeconds: 0 };
      const [visitors, , , bounce, average] = cards({ current: busy, previous: empty }, locale);
      // Counts were 0 in the previous period: they say so.
      expect(visitors).toContain(c.previous.replace("{value}", "0"));
      for (const card of [bounce, average]) {
        expect(card).toContain(c.previous.replace("{value}", c.noChange));
        expect(card).toContain(c.noPrevious);
        expect(card).not.toMatch(/0[.,]0\s?%|0m 00s|0 min 00 s/);
      }
    });

    test(`with sessions, every card shows its previous figure and the change (${locale})`, () => {
      const before = { pageViews: 100, sessions: 50, visitors: 20, bounceRate: 50, avgSessionSeconds: 60 };
      const texts = cards({ current: busy, previous: before }, locale);
      expect(texts).toHaveLength(5);
      for (const card of texts) expect(card).not.toContain(c.noPrevious);
      // The bounce rate went from 50 % to 25 %: down by half.
      expect(texts[3]).toMatch(/−50|-50/);
    });
  }
});
