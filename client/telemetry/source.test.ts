import { describe, expect, test } from "bun:test";
import { sessionSourceSchema } from "../../shared/schemas/analytics";
import { cap, keptSource, readSource, sessionSource } from "./source";

const site = "https://merchovna.cz";

describe("readSource", () => {
  test("reads every campaign parameter of the landing URL and an external referrer", () => {
    const source = readSource(
      `${site}/cs/brands?utm_source=newsletter&utm_medium=email&utm_campaign=jaro+2025&utm_term=mikiny&utm_content=banner%20A&ref=partner&page=2`,
      "https://www.google.com/",
    );
    expect(source).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "jaro 2025",
      utmTerm: "mikiny",
      utmContent: "banner A",
      ref: "partner",
      referrer: "https://www.google.com/",
    });
    expect(sessionSourceSchema.parse(source)).toEqual(source);
  });

  test("a plain landing gives an empty source", () => {
    expect(readSource(`${site}/`, "")).toEqual({});
  });

  test("leaves out the site's own pages as referrer, keeps another site's and its subdomains", () => {
    expect(readSource(`${site}/brands`, `${site}/`)).toEqual({});
    expect(readSource(`${site}/brands`, "https://shop.merchovna.cz/x")).toEqual({
      referrer: "https://shop.merchovna.cz/x",
    });
    expect(readSource(`${site}/brands`, "http://merchovna.cz/")).toEqual({ referrer: "http://merchovna.cz/" });
  });

  test("trims values, leaves out empty ones, takes the first of repeated ones", () => {
    expect(readSource(`${site}/?utm_source=%20ig%20&utm_medium=&utm_campaign=+++&ref=a&ref=b`, "")).toEqual({
      utmSource: "ig",
      ref: "a",
    });
  });

  test("parameter names are exact: other cases and look-alikes are not read", () => {
    expect(readSource(`${site}/?UTM_SOURCE=x&utm_sourcex=y&utm-source=z&referrer=w`, "")).toEqual({});
  });

  test("caps values at the schema's limits, so the batch is never refused", () => {
    const long = "x".repeat(5000);
    const source = readSource(`${site}/?utm_campaign=${long}&ref=${long}`, `https://example.com/${long}`);
    expect(source.utmCampaign).toHaveLength(200);
    expect(source.ref).toHaveLength(200);
    expect(source.referrer).toHaveLength(2000);
    expect(sessionSourceSchema.safeParse(source).success).toBe(true);
  });

  test("a value is never cut inside a character outside the BMP", () => {
    const emoji = "😀".repeat(150); // 300 UTF-16 units
    const source = readSource(`${site}/?utm_content=${encodeURIComponent(`a${emoji}`)}`, "");
    expect(source.utmContent).toBe(`a${"😀".repeat(99)}`);
    expect(sessionSourceSchema.safeParse(source).success).toBe(true);
  });

  test("never throws: an unparsable URL gives what could be read", () => {
    expect(readSource("not a url", "https://example.com/")).toEqual({});
    expect(readSource(`${site}/?utm_source=x`, "not a url")).toEqual({ utmSource: "x" });
  });
});

test("cap", () => {
  expect(cap("abc", 5)).toBe("abc");
  expect(cap("abcdef", 3)).toBe("abc");
  expect(cap("ab😀", 3)).toBe("ab");
  expect(cap("ab😀", 4)).toBe("ab😀");
  expect(cap("", 3)).toBe("");
});

describe("sessionSource", () => {
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    };
  };
  const landing = `${site}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`;
  const mail = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" };

  test("a page loaded from a link of this site continues the tab's source", () => {
    const tab = memory();
    expect(sessionSource(landing, "", tab)).toEqual(mail);
    // A link followed before the app took over: a new page load, referred by this site.
    expect(sessionSource(`${site}/brands`, landing, tab)).toEqual(mail);
    expect(sessionSource(`${site}/contact`, `${site}/brands`, tab)).toEqual(mail);
  });

  test("a new source replaces it; a new visit without one has none", () => {
    const tab = memory();
    sessionSource(landing, "", tab);
    expect(sessionSource(`${site}/`, "https://www.google.com/", tab)).toEqual({ referrer: "https://www.google.com/" });
    expect(sessionSource(`${site}/brands`, `${site}/`, tab)).toEqual({ referrer: "https://www.google.com/" });
    // Typed in, or a bookmark: no referrer, no parameters.
    expect(sessionSource(`${site}/`, "", tab)).toEqual({});
    expect(sessionSource(`${site}/brands`, `${site}/`, tab)).toEqual({});
  });

  test("without storage, or with something else stored, only this load's own source", () => {
    expect(sessionSource(`${site}/brands`, `${site}/`, undefined)).toEqual({});
    const broken = { getItem: () => "[1,2]", setItem: () => {}, removeItem: () => {} };
    expect(sessionSource(`${site}/brands`, `${site}/`, broken)).toEqual({});
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {},
    };
    expect(sessionSource(landing, "", throwing)).toEqual(mail);
    // Nothing could be kept, but the landing's address, this load's referrer, still says it.
    expect(sessionSource(`${site}/brands`, landing, throwing)).toEqual(mail);
    expect(sessionSource(`${site}/brands`, landing, undefined)).toEqual(mail);
  });

  test("a kept source is read back as the schema takes it: foreign keys, non-text and empty values left out", () => {
    const stored = {
      utm_source: "newsletter",
      utmSource: 5,
      utmMedium: "email",
      utmCampaign: "",
      utmTerm: { a: 1 },
      ref: null,
      referrer: `https://news.example.org/${"r".repeat(3000)}`,
      __proto__x: "p",
    };
    const kept = keptSource(stored);
    expect(Object.keys(kept ?? {}).sort()).toEqual(["referrer", "utmMedium"]);
    expect(kept?.utmMedium).toBe("email");
    expect(kept?.referrer).toHaveLength(2000);
    expect(sessionSourceSchema.safeParse(kept).success).toBe(true);
    for (const odd of [null, 7, "text", [1, 2], true]) expect(keptSource(odd)).toBeNull();
    // Continued from storage on the next page of the visit, the batch would pass the server's schema.
    const tab = { getItem: () => JSON.stringify(stored), setItem: () => {}, removeItem: () => {} };
    const next = sessionSource(`${site}/brands`, `${site}/`, tab);
    expect(sessionSourceSchema.safeParse(next).success).toBe(true);
    expect(next.utmMedium).toBe("email");
  });

  test("a link followed before the landing page's tracker ran: the campaign is read from the landing's address", () => {
    const tab = memory();
    // The landing page never ran its tracker: nothing in the tab.
    expect(sessionSource(`${site}/brands`, `${landing}&ref=partner`, tab)).toEqual({ ...mail, ref: "partner" });
    // Kept for the rest of the visit.
    expect(sessionSource(`${site}/contact`, `${site}/brands`, tab)).toEqual({ ...mail, ref: "partner" });
    // Only campaign parameters count; an internal page with other parameters gives none.
    expect(sessionSource(`${site}/brands`, `${site}/cs/?page=2`, memory())).toEqual({});
    // The landing's tracker ran and kept its source, outside referrer included: that one goes on.
    const ran = memory();
    sessionSource(`${landing}`, "https://news.example.org/", ran);
    expect(sessionSource(`${site}/brands`, landing, ran)).toEqual({ ...mail, referrer: "https://news.example.org/" });
    // A newer landing in the same tab, left before its tracker ran: its campaign replaces the kept one.
    expect(sessionSource(`${site}/brands`, `${site}/?utm_source=linkedin`, ran)).toEqual({ utmSource: "linkedin" });
    expect(sessionSource(`${site}/contact`, `${site}/brands`, ran)).toEqual({ utmSource: "linkedin" });
  });
});
