import { describe, expect, test } from "bun:test";
import { compose, createOfflineProvider, designSvg, fitLines, renderDesign } from ".";
import { fonts } from "./fonts";
import { minimal, retro } from "./layouts";

const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};
const isPng = (b: Uint8Array) =>
  [...b.subarray(0, 8)].join() === [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].join();

describe("offline generator", () => {
  test("the same prompt gives identical bytes (case and spacing aside); different prompts differ", async () => {
    const a = await renderDesign("Vintage badge with mountains for our hiking club");
    const b = await renderDesign("  vintage badge with MOUNTAINS   for our hiking club ");
    const c = await renderDesign("Vintage badge with mountains for our cycling club");
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
  });

  test("makes a valid 1024 x 1024 PNG well under 1 MB, in well under a second", async () => {
    await renderDesign("warm-up");
    const started = performance.now();
    const png = await renderDesign("Watercolour coffee cup for Café Mlýnek, pastel");
    const ms = performance.now() - started;
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1024, height: 1024 });
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    expect(ms).toBeLessThan(1000);
  });

  test("the provider answers PNG bytes and costs nothing", async () => {
    const provider = createOfflineProvider();
    expect(provider.name).toBe("offline");
    expect(provider.costMicroUsd).toBe(0);
    const image = await provider.generate("Red heart", new AbortController().signal);
    expect(image.contentType).toBe("image/png");
    expect(isPng(image.bytes)).toBe(true);
  });

  test("colours, style and subject come from the prompt's words, in English and in Czech", () => {
    expect(compose("A minimal blue wave for a surf camp")).toMatchObject({
      layout: "minimal",
      composition: { palette: { name: "blue", main: "#1E63D6" }, motif: "wave" },
    });
    expect(compose("Retro tričko s horami pro náš běžecký tým, červená")).toMatchObject({
      layout: "retro",
      composition: { palette: { name: "red" }, motif: "mountain", extras: ["runner"], headline: [] },
    });
    expect(compose("Geometrický vzor, fialová a zlatá, pivo").composition).toMatchObject({
      palette: { name: "purple+gold", main: "#7B2CBF", accent: "#D4AF37" },
      motif: "beer",
      finish: "facet",
    });
    expect(compose("Vintage odznak s liškou").layout).toBe("badge");
    expect(compose("fox with a headband").composition).toMatchObject({ motif: "fox", accessories: ["headband"] });
    expect(compose("black t-shirt with a fox")).toMatchObject({
      garment: "black",
      composition: { palette: { bg: "#2A2824" } },
    });
  });

  test("lettering: only quotes, 'saying' phrases and capitalised names; never other prompt words", () => {
    expect(compose('Bold shirt saying "Stay Wild" with a fox').composition.headline).toEqual(["Stay", "Wild"]);
    expect(compose("Mikina s nápisem „Praha běží“, žlutá").composition.headline).toEqual(["Praha", "běží"]);
    expect(compose("Badge with mountains for the Brno Hiking Club").composition.headline).toEqual([
      "Brno",
      "Hiking",
      "Club",
    ]);
    // A capitalised word describing a noun is no name; keywords are never echoed.
    expect(compose("Mountain badge for the Brno running team").composition.headline).toEqual([]);
    expect(compose("cartoon fox, mountain").composition.headline).toEqual([]);
    expect(compose("hrnek").composition.headline).toEqual([]);
    // Czech names after "pro" in the accusative: back to the nominative, or left out.
    expect(compose("logo pro Kavárnu Mlýnek").composition.headline).toEqual(["Kavárna", "Mlýnek"]);
    expect(compose("logo pro Kocoura").composition.headline).toEqual([]);
    expect(compose("logo pro tým Sparta").composition.headline).toEqual(["Sparta"]);
  });

  test("lettering a walkthrough found wrong: asked away, capitals everywhere, a colon, a name, a long quote", () => {
    // "no text" lettered the words after it (PLEASE, JUST THE CAT, JEN LIŠKA); a prompt in capitals or
    // Title Case lettered its last words as a name (OUR TEAM); "text:" and "the name Anna" lettered
    // nothing; a quote past 28 characters was cut ("THE BEST RUNNING CLUB IN THE").
    for (const [prompt, lines] of [
      ["wolf howling at the moon, without any text please", []],
      ["minimal cat logo, no words just the cat", []],
      ["žádný nápis jen liška", []],
      ["BLACK HOODIE WITH A WOLF FOR OUR TEAM", []],
      ["MODRÝ MEDVĚD PRO HOKEJOVÝ TÝM", []],
      ["Vintage Motorcycle Design For A Biker Meetup", []],
      ["text: Run Prague 2026 on a grey tee", ["Run Prague 2026"]],
      ["tričko, text: Běžíme pro radost", ["Běžíme pro radost"]],
      ["mug with the name Anna", ["Anna"]],
      ["a dog with no name", []],
      // A name after a possessive or kin stays in the accusative as after "pro" (PETRA, EVU, KARLA,
      // MARII, PRAHU, "JANA A PAVLA"): turned back to the nominative, or left out.
      ["dárek pro mého Petra", []],
      ["hrnek pro moji Evu", ["Eva"]],
      ["hrnek pro dědu Karla", []],
      ["tričko pro babičku Marii", ["Marie"]],
      ["tričko pro celou Prahu", ["Praha"]],
      ["svatební tričko pro Janu a Pavla", []],
      ["svatební taška pro Janu a Evu", ["Jana a Eva"]],
      ["pro naši kavárnu Mlýnek", ["Mlýnek"]],
      // Capitals still mark a name where other words are in lower case, and quotes are quotes.
      ["badge for the Brno Hiking Club", ["Brno Hiking Club"]],
      ['NO TEXT, JUST "RUN"', ["RUN"]],
    ] as const)
      expect({ prompt, lettering: compose(prompt).analysis.lettering }).toEqual({ prompt, lettering: [...lines] });
    expect(compose('tee saying "The Best Running Club In The Whole Of Prague"').composition).toMatchObject({
      headline: ["The", "Best", "Running", "Club"],
      secondary: ["In The Whole Of Prague"],
    });
    expect(fitLines(["A very long line with no end in sight at all"])).toEqual([
      "A very long line with",
      "no end in sight at all",
    ]);
    expect(fitLines(["Supercalifragilisticexpialidocious!"])).toEqual(["Supercalifragilisticexpialid"]);
    expect(fitLines(["Short", "Two lines stay as they are, each cut at 28"])).toEqual([
      "Short",
      "Two lines stay as they are,",
    ]);
  });

  test("the retro sunset draws every motif asked for, and mountains only when asked", () => {
    // Sun, mountain and wave as the first motif threw the others away ("retro sunset tee for our
    // running club" drew mountains and no runner), and a prompt with no motif got mountains.
    const MOUNTAINS = /<path d="M152 [^>]*>|<path d="M520 [^>]*>/g;
    const retroOf = (prompt: string) => {
      const { layout, composition } = compose(prompt);
      expect({ prompt, layout }).toEqual({ prompt, layout: "retro" });
      return composition;
    };
    const sunAndRunner = retroOf("retro sunset tee for our running club");
    expect([sunAndRunner.motif, ...sunAndRunner.extras]).toEqual(["sun", "runner"]);
    const drawn = retro(sunAndRunner);
    const sunOnly = retro({ ...sunAndRunner, extras: [] });
    expect(sunOnly).toMatch(MOUNTAINS);
    expect(drawn).not.toMatch(MOUNTAINS);
    // The runner is drawn: more than the sunset without its mountains.
    expect(drawn.length).toBeGreaterThan(sunOnly.replace(MOUNTAINS, "").length + 200);
    expect(retro(retroOf("retro tričko s nápisem „Léto 2026“"))).not.toMatch(MOUNTAINS);
    const mountainsAndRunner = retroOf("retro mountains with a runner");
    expect(retro(mountainsAndRunner)).toMatch(MOUNTAINS);
    expect(retro(mountainsAndRunner).length).toBeGreaterThan(retro({ ...mountainsAndRunner, extras: [] }).length + 200);
  });

  test("the minimal layout draws its line art in the colour asked for, and no dash without lettering", () => {
    // The line art was always in ink: "minimal red fox on a black t-shirt" drew a white fox, the red
    // only in an 80 px dash, which stood alone under designs with no lettering.
    const { composition } = compose("minimal red fox on a black t-shirt");
    const svg = minimal(composition);
    expect(composition.palette.main).toBe("#D62839");
    expect(svg).toContain('stroke="#D62839" stroke-width="6"');
    expect(svg).not.toContain(`stroke="${composition.palette.ink}" stroke-width="6"`);
    expect(svg).not.toMatch(/<path d="M472 826H552"/);
    expect(minimal({ ...composition, headline: ["Foxes"] })).toMatch(/<path d="M472 826H552"/);
    // Where the main colour would not read on the background, the ink draws.
    const pale = { ...composition, palette: { ...composition.palette, main: "#2F2D29" } };
    expect(minimal(pale)).toContain(`stroke="${composition.palette.ink}" stroke-width="6"`);
  });

  test("Prague's skyline, castle and bridge, in English and Czech", () => {
    // A mug "with the Prague skyline at sunset" drew mountains and a sun before.
    for (const [prompt, motif] of [
      ["mug with the Prague skyline at sunset", "skyline"],
      ["city skyline at night", "skyline"],
      ["hrnek s panoramatem Prahy", "skyline"],
      ["mikina Praha, černá", "skyline"],
      ["castle on a hill badge", "castle"],
      ["tričko s hradem", "castle"],
      ["Charles Bridge at night, retro", "bridge"],
      ["Karlův most v mlze", "bridge"],
      ["taška s Karlovým mostem", "bridge"],
    ] as const)
      expect({ prompt, motif: compose(prompt).composition.motif }).toEqual({ prompt, motif });
    expect(compose("hrnek s Pražským hradem").analysis.motifs).toContain("castle");
    expect(compose("map pin for our shop").analysis.motifs).toEqual(["location"]);
  });

  test("verbs that may introduce lettering letter nothing in their plain sense", () => {
    // Each was lettered before: "tote bag with a cat reading a book" printed A BOOK.
    for (const prompt of [
      "tote bag with a cat reading a book",
      "a girl reading under a tree, watercolour",
      "fox that reads the news",
      "a dog named after a river",
      "a band called the rockets, retro",
      "poster titled in gold",
    ])
      expect({ prompt, headline: compose(prompt).composition.headline }).toEqual({ prompt, headline: [] });
    // With a capital or a digit they still do.
    expect(compose("a neon sign reading Open Late").composition.headline).toEqual(["Open", "Late"]);
    expect(compose("a bear named Bruno").composition.headline).toEqual(["Bruno"]);
    expect(compose("a band called The Rockets").composition.headline).toEqual(["The", "Rockets"]);
    expect(compose("a shirt that reads 2026").composition.headline).toEqual(["2026"]);
    // Nouns and "saying" keep lettering whatever its case.
    expect(compose("a mug with the words good morning").composition.headline).toEqual(["good", "morning"]);
    expect(compose("a parrot saying hello").composition.headline).toEqual(["hello"]);
  });

  test("Czech letters are drawn by the bundled fonts; characters they lack are left out", () => {
    for (const f of Object.values(fonts())) {
      for (const ch of "ěščřžýáíéůúťďňĚŠČŘŽÝÁÍÉŮÚŤĎŇ") expect(f.metrics.has(ch.codePointAt(0)!)).toBe(true);
    }
    expect(designSvg('Tričko "Žluťoučký kůň"')).toContain("ŽLUŤOUČKÝ");
    const svg = designSvg('Shirt saying "龍 Dragon 🐉"');
    expect(svg).toContain("DRAGON");
    expect(svg).not.toContain("龍");
  });

  test("lettering is escaped for SVG", () => {
    const svg = designSvg('Shirt saying "Fish & <Chips>"');
    expect(svg).toContain("FISH &amp; &lt;CHIPS&gt;");
  });

  test("a render stops when its signal aborts", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    await expect(renderDesign("Anything", controller.signal)).rejects.toThrow();
  });
});
