import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AnalyticsStore, openAnalyticsStore } from "../store";
import { pageViewRow } from "../testing/page-view-row";
import { emptyBatch, writeBatch } from "../write";
import { getLeadSources, sessionLeadsText } from "./getLeadSources";

/**
 * Leads by source on small data counted by hand: a session's landing is its first view, its
 * channel and campaign the dashboard's labels, filters keep sessions with a matching view.
 */
const AT = Date.parse("2026-11-20T10:00:00Z");
const A = "0b5a3c1e-4d2f-4a8b-9c7d-1e2f3a4b5c6d";
const B = "1c6b4d2f-5e3a-4b9c-8d8e-2f3a4b5c6d7e";
const C = "2d7c5e3a-6f4b-4cad-9e9f-3a4b5c6d7e8f";
const OLD = "3e8d6f4b-7a5c-4dbe-8fa0-4b5c6d7e8f90";
const range = { from: AT - 3_600_000, to: AT + 3_600_000 };

let store: AnalyticsStore;
beforeAll(async () => {
  store = await openAnalyticsStore(":memory:");
  const linkedin = { channel: "Social", utm_source: "linkedin", utm_campaign: "autumn", country: "CZ" };
  await store.write((c) =>
    writeBatch(c, {
      ...emptyBatch(),
      pageViews: [
        // A lands on /brands from LinkedIn and sends from /contact.
        pageViewRow({ session_id: A, page_path: "/brands", created_at: new Date(AT).toISOString(), ...linkedin }),
        pageViewRow({
          session_id: A,
          page_path: "/contact",
          created_at: new Date(AT + 60_000).toISOString(),
          ...linkedin,
        }),
        pageViewRow({
          session_id: B,
          page_path: "/cs",
          created_at: new Date(AT + 1_000).toISOString(),
          channel: "Email",
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "listopad",
          country: "DE",
        }),
        // C is a session before channels were kept (channel null): "Unknown", no campaign.
        pageViewRow({ session_id: C, page_path: "/", created_at: new Date(AT + 2_000).toISOString() }),
        // OLD's only view is 8 days before the range: beyond the look-back, so unknown.
        pageViewRow({ session_id: OLD, page_path: "/", created_at: new Date(AT - 8 * 86_400_000).toISOString() }),
      ],
    }),
  );
});
afterAll(() => store?.close());

const leads = sessionLeadsText([
  { session: A, leads: 2, won: 1 },
  { session: B, leads: 1, won: 0 },
  { session: C, leads: 1, won: 1 },
  { session: OLD, leads: 1, won: 0 },
  { session: "4f9e7a5c-8b6d-4ecf-9ab1-5c6d7e8f9001", leads: 3, won: 0 },
]);

describe("getLeadSources", () => {
  test("counts leads and won leads by the landing's channel, campaign and page", async () => {
    const t = await getLeadSources(store, leads, range, {});
    expect({ leads: t.leads, won: t.won }).toEqual({ leads: 4, won: 2 });
    expect(t.channels).toEqual([
      { label: "Social", leads: 2, won: 1 },
      { label: "Unknown", leads: 1, won: 1 },
      { label: "Email", leads: 1, won: 0 },
    ]);
    expect(t.campaigns).toEqual([
      { label: "linkedin / (none) / autumn", leads: 2, won: 1 },
      { label: "(none)", leads: 1, won: 1 },
      { label: "newsletter / email / listopad", leads: 1, won: 0 },
    ]);
    expect(t.landingPages).toEqual([
      { label: "/brands", leads: 2, won: 1 },
      { label: "/", leads: 1, won: 1 },
      { label: "/cs", leads: 1, won: 0 },
    ]);
  });

  test("filters keep the sessions with a matching view, as the dashboard's do", async () => {
    const page = await getLeadSources(store, leads, range, { page: "/contact" });
    expect(page.channels).toEqual([{ label: "Social", leads: 2, won: 1 }]);
    // The landing stays the session's first view, whatever page matched.
    expect(page.landingPages).toEqual([{ label: "/brands", leads: 2, won: 1 }]);
    const session = await getLeadSources(store, leads, range, { session: B });
    expect({ leads: session.leads, channels: session.channels }).toEqual({
      leads: 1,
      channels: [{ label: "Email", leads: 1, won: 0 }],
    });
    const none = await getLeadSources(store, leads, range, { country: "'); DROP TABLE page_views; --" });
    expect(none).toEqual({ leads: 0, won: 0, channels: [], campaigns: [], landingPages: [] });
  });

  test("a range that holds none of the views finds no session; no sessions asks nothing", async () => {
    const later = await getLeadSources(store, leads, { from: AT + 30 * 86_400_000, to: AT + 31 * 86_400_000 }, {});
    expect(later.leads).toBe(0);
    expect(await getLeadSources(store, "", range, {})).toEqual({
      leads: 0,
      won: 0,
      channels: [],
      campaigns: [],
      landingPages: [],
    });
  });
});
