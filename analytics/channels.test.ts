import { describe, expect, test } from "bun:test";
import { type Channel, channelOf, externalHost } from "./channels";

const own = new Set(["merchovna.cz", "www.merchovna.cz"]);
const of = (referrer: string | null, utmSource: string | null = null, utmMedium: string | null = null) =>
  channelOf({ referrerHost: externalHost(referrer, own), utmSource, utmMedium });

describe("channelOf", () => {
  const cases: [string, Channel, ...Parameters<typeof of>][] = [
    ["no referrer, no tags", "Direct", null],
    ["own site as referrer", "Direct", "https://www.merchovna.cz/brands"],
    ["Google search", "Organic Search", "https://www.google.com/"],
    ["Google in Czech", "Organic Search", "https://www.google.cz/"],
    ["Google UK", "Organic Search", "https://www.google.co.uk/"],
    ["Seznam", "Organic Search", "https://search.seznam.cz/?q=merch"],
    ["Bing", "Organic Search", "https://www.bing.com/search?q=x"],
    ["DuckDuckGo", "Organic Search", "https://duckduckgo.com/"],
    ["Yandex", "Organic Search", "https://yandex.ru/"],
    ["organic medium", "Organic Search", null, "whatever", "organic"],
    ["LinkedIn", "Social", "https://www.linkedin.com/feed/"],
    ["lnkd.in", "Social", "https://lnkd.in/abc"],
    ["Facebook link shim", "Social", "https://l.facebook.com/l.php?u=x"],
    ["t.co", "Social", "https://t.co/xyz"],
    ["Instagram", "Social", "https://instagram.com/"],
    ["tagged social", "Social", null, "partner", "social"],
    ["tagged source linkedin", "Social", null, "linkedin", null],
    ["ChatGPT", "AI assistants", "https://chatgpt.com/"],
    ["Perplexity", "AI assistants", "https://www.perplexity.ai/search"],
    ["Gemini (not Google search)", "AI assistants", "https://gemini.google.com/app"],
    ["tagged chatgpt.com", "AI assistants", null, "chatgpt.com", null],
    ["newsletter", "Email", null, "newsletter", "email"],
    ["e-mail medium", "Email", "https://mail.google.com/", "spring", "e-mail"],
    ["paid search", "Paid", "https://www.google.com/", "google", "cpc"],
    ["paid social", "Paid", "https://www.facebook.com/", "facebook", "paid_social"],
    ["display", "Paid", null, "sklik", "display"],
    ["a blog", "Referral", "https://blog.example.org/post"],
    ["untagged partner site", "Referral", "https://partner.cz/"],
    ["tagged unknown source", "Referral", null, "partner", "referral"],
  ];
  for (const [name, expected, ...args] of cases) {
    test(`${name} → ${expected}`, () => expect(of(...args)).toBe(expected));
  }
});

describe("externalHost", () => {
  test("keeps http(s) hosts that are not ours, lower-cased", () => {
    expect(externalHost("https://WWW.Google.com/x", own)).toBe("www.google.com");
    expect(externalHost("https://merchovna.cz/", own)).toBeNull();
    expect(externalHost("android-app://com.google.android.gm/", own)).toBeNull();
    expect(externalHost("not a url", own)).toBeNull();
    expect(externalHost("", own)).toBeNull();
    expect(externalHost(undefined, own)).toBeNull();
  });
});
