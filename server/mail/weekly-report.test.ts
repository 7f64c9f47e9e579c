import { describe, expect, test } from "bun:test";
import type { WeeklyFigures } from "../services/weekly-report/figures";
import { weeklyReportMail } from "./templates/weekly-report";

const figures: WeeklyFigures = {
  from: "2026-11-16",
  to: "2026-11-22",
  timeZone: "Europe/Prague",
  visitors: 1234,
  sessions: 1500,
  pageViews: 4321,
  topPages: [
    { path: "/", views: 900 },
    { path: "/cs/what-we-do", views: 120 },
  ],
  leads: 5,
  leadsByChannel: [
    { channel: "Organic Search", leads: 3 },
    { channel: null, leads: 2 },
  ],
  conversion: { count: 4, rate: (4 / 1234) * 100 },
  overdueLeads: 2,
};

describe("the weekly report mail", () => {
  test("English: every figure, the channel names, and links to this week's dashboard and the overdue leads", async () => {
    const mail = await weeklyReportMail("ada@example.com", "en", figures, "https://merch.example");
    expect(mail.subject).toBe("Merchovna weekly report: 16 November 2026 – 22 November 2026");
    for (const text of [
      "Visitors: 1,234",
      "Visits: 1,500",
      "Page views: 4,321",
      "Leads received: 5",
      "Organic search: 3",
      "Unknown source: 2",
      "0.3% (4 visitors sent an enquiry ÷ visitors)",
      "2 past the promised answer time.",
      "/cs/what-we-do — 120 views",
      "Monday 16 November 2026 to Sunday 22 November 2026 (Europe/Prague)",
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain(
      'href="https://merch.example/analytics?range=custom&amp;from=2026-11-16&amp;to=2026-11-22"',
    );
    expect(mail.html).toContain('href="https://merch.example/admin?overdue=true"');
    expect(mail.html).toContain('lang="en"');
    // Headings keep their case (render.ts), as in the other mails.
    expect(mail.text).toContain("Last week at Merchovna");
  });

  test("Czech: Czech texts, numbers and dates, and links to the Czech pages", async () => {
    const mail = await weeklyReportMail("eva@example.cz", "cs", figures, "https://merch.example");
    expect(mail.subject).toBe("Týdenní přehled Merchovny: 16. listopadu 2026 – 22. listopadu 2026");
    for (const text of [
      "Návštěvníci: 1\u00a0234",
      "Vyhledávače: 3",
      "Neznámý zdroj: 2",
      "0,3\u00a0% (návštěvníci, kteří odeslali poptávku: 4 ÷ návštěvníci)",
      "Poptávky po termínu teď",
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('href="https://merch.example/cs/analytics?range=custom');
    expect(mail.html).toContain('lang="cs"');
    expect(mail.text).not.toContain("Visitors");
  });

  test("an empty week says so instead of listing nothing", async () => {
    const empty = { ...figures, topPages: [], leads: 0, leadsByChannel: [], overdueLeads: 0, visitors: 0 };
    const mail = await weeklyReportMail(
      "ada@example.com",
      "en",
      { ...empty, conversion: { count: 0, rate: 0 } },
      "https://x",
    );
    expect(mail.text).toContain("No leads last week.");
    expect(mail.text).toContain("No page views last week.");
    expect(mail.text).toContain("None: every lead is answered in time.");
    expect(mail.html).not.toContain("overdue=true");
  });
});
