import { describe, expect, test } from "bun:test";
import { type DeviceType, type ParsedAgent, parseUserAgent, parseUserAgentCached, withTouch } from "./user-agent";

/**
 * Agents as browsers, apps and bots send them. Most are copied from public fixture lists (isbot's
 * fixtures/browsers.yml and crawlers.yml, ua-parser-js's test data), the crawlers' from their
 * owners' documentation; the current Chrome, Firefox and Safari ones are the fixed "reduced" forms
 * those browsers send (Chrome on Android says "Android 10; K" whatever the phone).
 */
type Human = [name: string, ua: string, device: DeviceType, browser: string | null, os: string | null];
const humans: Human[] = [
  // Desktop
  [
    "Chrome 124 on Windows 10",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "desktop",
    "Chrome",
    "Windows",
  ],
  [
    "Chrome 109 on Windows 7",
    "Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36",
    "desktop",
    "Chrome",
    "Windows",
  ],
  [
    "Chrome on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "desktop",
    "Chrome",
    "macOS",
  ],
  [
    "Chrome on Linux",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "desktop",
    "Chrome",
    "Linux",
  ],
  [
    "Chrome on ChromeOS",
    "Mozilla/5.0 (X11; CrOS x86_64 13904.66.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.114 Safari/537.36",
    "desktop",
    "Chrome",
    "ChromeOS",
  ],
  [
    "Firefox on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "desktop",
    "Firefox",
    "Windows",
  ],
  [
    "Firefox on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0",
    "desktop",
    "Firefox",
    "macOS",
  ],
  [
    "Firefox on Linux",
    "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "desktop",
    "Firefox",
    "Linux",
  ],
  [
    "Firefox on Ubuntu (a distribution is Linux)",
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "desktop",
    "Firefox",
    "Linux",
  ],
  [
    "Safari 17 on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
    "desktop",
    "Safari",
    "macOS",
  ],
  [
    "Edge on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0",
    "desktop",
    "Edge",
    "Windows",
  ],
  [
    "Edge on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.92 Safari/537.36 Edg/81.0.416.45",
    "desktop",
    "Edge",
    "macOS",
  ],
  [
    "Opera on Windows",
    "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56.0.2924.87 Safari/537.36 OPR/43.0.2442.991",
    "desktop",
    "Opera",
    "Windows",
  ],
  [
    "Opera on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36 OPR/66.0.3515.72",
    "desktop",
    "Opera",
    "macOS",
  ],
  [
    "Yandex Browser on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 YaBrowser/23.3.0.2246 Yowser/2.5 Safari/537.36",
    "desktop",
    "Yandex",
    "Windows",
  ],
  [
    "Vivaldi on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.99 Safari/537.36 Vivaldi/2.9.1705.41",
    "desktop",
    "Vivaldi",
    "Windows",
  ],
  [
    // iPadOS 13+ Safari asks for desktop sites with the Mac's very agent: nothing in it says iPad
    // (the tracker's touch hint does: withTouch below).
    "iPad in desktop mode (the Mac's agent alone: a Mac)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
    "desktop",
    "Safari",
    "macOS",
  ],

  // Phones
  [
    "Chrome on Android (reduced agent)",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    "mobile",
    "Chrome",
    "Android",
  ],
  [
    "Chrome on a Pixel 6",
    "Mozilla/5.0 (Linux; Android 13; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/104.0.0.0 Mobile Safari/537.36",
    "mobile",
    "Chrome",
    "Android",
  ],
  [
    "Android app web view (wv)",
    "Mozilla/5.0 (Linux; Android 5.1.1; Nexus 5 Build/LMY48B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/43.0.2357.65 Mobile Safari/537.36",
    "mobile",
    "Chrome",
    "Android",
  ],
  [
    "Samsung Internet on a Galaxy S9",
    "Mozilla/5.0 (Linux; Android 9; SAMSUNG SM-G960U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/10.2 Chrome/71.0.3578.99 Mobile Safari/537.36",
    "mobile",
    "Samsung Internet",
    "Android",
  ],
  [
    "Samsung Internet 23 on a Redmi",
    "Mozilla/5.0 (Linux; Android 10; Redmi 8A) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
    "mobile",
    "Samsung Internet",
    "Android",
  ],
  [
    "Firefox on an Android phone",
    "Mozilla/5.0 (Android 4.4; Mobile; rv:41.0) Gecko/41.0 Firefox/41.0",
    "mobile",
    "Firefox",
    "Android",
  ],
  [
    "Safari on an iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1",
    "mobile",
    "Safari",
    "iOS",
  ],
  [
    "Chrome on an iPhone (CriOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
    "mobile",
    "Chrome",
    "iOS",
  ],
  [
    "Firefox on an iPhone (FxiOS)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/112.0 Mobile/15E148 Safari/605.1.15",
    "mobile",
    "Firefox",
    "iOS",
  ],
  [
    "Edge on an iPhone (EdgiOS 44)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 EdgiOS/44.10.19 Mobile/15E148 Safari/605.1.15",
    "mobile",
    "Edge",
    "iOS",
  ],
  [
    "Edge on an iPhone (EdgiOS 42)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 EdgiOS/42.1.1.0 Mobile/15F79 Safari/605.1.15",
    "mobile",
    "Edge",
    "iOS",
  ],
  [
    "Edge on an Android phone (EdgA)",
    "Mozilla/5.0 (Linux; Android 8.0.0; G8441 Build/47.1.A.12.270) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/67.0.3396.123 Mobile Safari/537.36 EdgA/42.0.0.2529",
    "mobile",
    "Edge",
    "Android",
  ],
  [
    "Yandex Browser on an Android phone",
    "Mozilla/5.0 (Linux; arm_64; Android 13; SM-G965F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/113.0.5672.76 YaBrowser/21.3.4.59 Mobile Safari/537.36",
    "mobile",
    "Yandex",
    "Android",
  ],
  [
    "Yandex Browser on an iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 YaBrowser/23.3.3.330 Mobile/15E148 Safari/604.1",
    "mobile",
    "Yandex",
    "iOS",
  ],
  [
    "Opera on an Android phone",
    "Mozilla/5.0 (Linux; U; Android 5.0.2; zh-CN; Redmi Note 3 Build/LRX22G) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 OPR/11.2.3.102637 Mobile Safari/537.36",
    "mobile",
    "Opera",
    "Android",
  ],

  // Tablets
  [
    "Safari on an iPad (classic agent)",
    "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1",
    "tablet",
    "Safari",
    "iOS",
  ],
  [
    "Yandex Browser on an iPad",
    "Mozilla/5.0 (iPad; CPU OS 16_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 YaBrowser/23.3.3.330 Mobile/15E148 Safari/605.1",
    "tablet",
    "Yandex",
    "iOS",
  ],
  [
    "Facebook app on an iPad",
    "Mozilla/5.0 (iPad; CPU OS 12_4_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPad4,1;FBMD/iPad;FBSN/iOS;FBSV/12.4.5;FBSS/2;FBID/tablet;FBLC/en_US;FBOP/5;FBCR/]",
    "tablet",
    "Facebook",
    "iOS",
  ],
  [
    "Chrome on an Android tablet (reduced agent, no 'Mobile')",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "tablet",
    "Chrome",
    "Android",
  ],
  [
    "Chrome on a Galaxy Tab S8",
    "Mozilla/5.0 (Linux; Android 12; SM-X706B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/103.0.5060.53 Safari/537.36",
    "tablet",
    "Chrome",
    "Android",
  ],
  [
    "Samsung Internet on a Galaxy Tab A",
    "Mozilla/5.0 (Linux; Android 10; SAMSUNG SM-T515) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/13.0 Chrome/83.0.4103.106 Safari/537.36",
    "tablet",
    "Samsung Internet",
    "Android",
  ],
  [
    "Edge on a Lenovo tablet",
    "Mozilla/5.0 (Linux; Android 11; Lenovo TB-J706L) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/103.0.5060.134 Safari/537.36 EdgA/103.0.1264.71",
    "tablet",
    "Edge",
    "Android",
  ],
  [
    "Firefox on an Android tablet",
    "Mozilla/5.0 (Android 4.4; Tablet; rv:41.0) Gecko/41.0 Firefox/41.0",
    "tablet",
    "Firefox",
    "Android",
  ],

  // In-app browsers
  [
    "Facebook app on an iPhone (FBAN/FBAV)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15G77 [FBAN/FBIOS;FBAV/183.0.0.41.81;FBBV/119182652;FBDV/iPhone6,2;FBMD/iPhone;FBSN/iOS;FBSV/11.4.1;FBSS/2;FBCR/VIVO;FBID/phone;FBLC/pt_BR;FBOP/5;FBRV/0]",
    "mobile",
    "Facebook",
    "iOS",
  ],
  [
    "Facebook app on Android (FB_IAB/FBAV)",
    "Mozilla/5.0 (Linux; Android 5.0; SM-G900P Build/LRX21T; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/43.0.2357.121 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/35.0.0.48.273;]",
    "mobile",
    "Facebook",
    "Android",
  ],
  [
    "Instagram app on an iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML,like Gecko) Mobile/21F79 Instagram 330.0.3.29.91 (iPhone14,3; iOS 17_5; en_IR@calendar=gregorian; en; scale=3.00; 1125x2436; 595323416)",
    "mobile",
    "Instagram",
    "iOS",
  ],
  [
    "Instagram app on Android",
    "Mozilla/5.0 (Linux; Android 11; Pixel 2 Build/RP1A.201005.004.A1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/91.0.4472.120 Mobile Safari/537.36 Instagram 194.0.0.36.172 Android (30/11; 420dpi; 1080x1878; Google/google; Pixel 2; walleye; walleye; en_US; 301484483)",
    "mobile",
    "Instagram",
    "Android",
  ],
  [
    "LinkedIn app on an iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 15_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]",
    "mobile",
    "LinkedIn",
    "iOS",
  ],
];

/** Crawlers, link previewers, HTTP libraries and headless browsers: counted apart, never stored. */
const bots: [name: string, ua: string][] = [
  ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  [
    "Googlebot smartphone",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  ],
  [
    "GoogleOther (desktop)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GoogleOther) Chrome/124.0.6367.91 Safari/537.36",
  ],
  [
    "GoogleOther (smartphone)",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Mobile Safari/537.36 (compatible; GoogleOther)",
  ],
  ["GoogleOther-Image", "Mozilla/5.0 (compatible; GoogleOther-Image/1.0)"],
  ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
  [
    "Bingbot (evergreen)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
  ],
  ["curl", "curl/8.5.0"],
  ["python-requests", "python-requests/2.31.0"],
  [
    "HeadlessChrome",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36",
  ],
  [
    "Lighthouse (the site's own audits)",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  ],
  ["WhatsApp link preview", "WhatsApp/2.23.20.0 A"],
  ["WhatsApp link preview (iOS)", "WhatsApp/2.21.12.21 A"],
  ["Slackbot link expanding", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"],
  ["Twitterbot", "Twitterbot/1.0"],
  ["facebookexternalhit", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
  ["TelegramBot", "TelegramBot (like TwitterBot)"],
  ["Discordbot", "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)"],
  ["LinkedInBot", "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)"],
  [
    "UptimeRobot (a real uptime monitor is still a bot)",
    "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
  ],
];

describe("parseUserAgent: people", () => {
  for (const [name, ua, device, browser, os] of humans) {
    test(name, () => {
      expect(parseUserAgent(ua)).toEqual({ deviceType: device, browser, os, bot: false });
    });
  }
});

describe("parseUserAgent: bots", () => {
  for (const [name, ua] of bots) {
    test(name, () => {
      expect(parseUserAgent(ua).bot).toBe(true);
    });
  }
});

describe("parseUserAgent: odd input", () => {
  // No browser sends these: nothing to read, and not a visitor.
  const odd: [string, string][] = [
    ["empty", ""],
    ["only spaces", "   "],
    ["control characters", "\u0000\u0001\u001b[31m\u007f"],
    ["a browser's agent with a NUL in it", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)\u0000 Chrome/124.0.0.0"],
    ["10 KB of one letter", "x".repeat(10_240)],
  ];
  for (const [name, ua] of odd) {
    test(`${name}: no throw, a bot with nothing known`, () => {
      expect(parseUserAgent(ua)).toEqual({ deviceType: null, browser: null, os: null, bot: true });
    });
  }
  test("10 KB of a repeated browser agent: no throw, read from its start", () => {
    const chrome = humans[0]![1];
    const parsed = parseUserAgent(`${chrome} `.repeat(Math.ceil(10_240 / (chrome.length + 1))));
    expect(parsed.browser).toBe("Chrome");
    expect(parsed.os).toBe("Windows");
  });
  test("an agent nothing knows: everything null (the dashboard's Other), not a bot", () => {
    expect(parseUserAgent("Mozilla/5.0 (Nonesuch; rv:1.0) Whatever/1.0")).toEqual({
      deviceType: null,
      browser: null,
      os: null,
      bot: false,
    });
  });
  test("a smart TV is none of desktop, mobile and tablet", () => {
    const tv =
      "Mozilla/5.0 (SMART-TV; Linux; Tizen 2.3) AppleWebkit/538.1 (KHTML, like Gecko) SamsungBrowser/1.0 TV Safari/538.1";
    expect(parseUserAgent(tv)).toMatchObject({ deviceType: null, browser: "Samsung Internet", bot: false });
  });
});

describe("withTouch: the page's multi-touch hint", () => {
  const agentOf = (label: string) => parseUserAgent(humans.find(([l]) => l.startsWith(label))![1]);
  test("a Mac's agent from a multi-touch screen is an iPad (Safari, iOS, tablet)", () => {
    expect(withTouch(agentOf("iPad in desktop mode"), true)).toEqual({
      deviceType: "tablet",
      browser: "Safari",
      os: "iOS",
      bot: false,
    });
  });
  test("without the hint, or on any other agent, nothing changes", () => {
    for (const [, ua] of humans) {
      const agent = parseUserAgent(ua);
      expect(withTouch(agent, undefined)).toEqual(agent);
      expect(withTouch(agent, false)).toEqual(agent);
      // A Windows laptop or a Chromebook with a touch screen stays a desktop.
      if (agent.os !== "macOS") expect(withTouch(agent, true)).toEqual(agent);
    }
  });
});

describe("parseUserAgentCached", () => {
  test("reads like parseUserAgent", () => {
    for (const [, ua] of [...humans, ...bots]) expect(parseUserAgentCached(ua)).toEqual(parseUserAgent(ua));
  });
  test("keeps a seen agent", () => {
    const ua = humans[1]![1];
    expect(parseUserAgentCached(ua)).toBe(parseUserAgentCached(ua));
  });
  test("does not keep an agent longer than any browser's", () => {
    const long = `${humans[0]![1]} ${"x".repeat(2000)}`;
    const first: ParsedAgent = parseUserAgentCached(long);
    expect(parseUserAgentCached(long)).not.toBe(first);
    expect(parseUserAgentCached(long)).toEqual(first);
  });
  test("stays right past its bound (many distinct agents)", () => {
    for (let i = 0; i < 3000; i++) {
      const ua = `Mozilla/5.0 (Linux; Android 14; Pixel ${i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36`;
      expect(parseUserAgentCached(ua)).toEqual({ deviceType: "mobile", browser: "Chrome", os: "Android", bot: false });
    }
    expect(parseUserAgentCached(humans[2]![1])).toEqual({
      deviceType: "desktop",
      browser: "Chrome",
      os: "macOS",
      bot: false,
    });
  });
});
