import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { axeViolations, captureAnalytics, expect, test } from "./fixtures";
import { expectToastsCoverNoControl } from "./toast-overlap";

/**
 * The AI generator page in a real browser against the real server and its offline generator (no
 * OpenAI key in tests): the prompt's rules, generating, the design and its mockups, downloads, the
 * recent list, and the "Send to us" dialog with its success and failure paths. What the server
 * stored is read back from the e2e server's inspector (tests/e2e/serve.ts).
 *
 * Budget: the server allows 10 generations and 5 inquiries per IP per 10 minutes, and every test
 * here comes from the same IP: this file generates 10 designs (6 + 1 + 1 + 1 + 1) and sends 2 inquiries.
 * Failures are made at the browser's network boundary (an aborted request), never by faking our API.
 */
const inspector = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321) + 1}`;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Opens the page and, as a visitor does, clicks into the prompt: the studio's code loads at that
 * first contact (not at start-up), and the interactive box replaces the prerendered read-only one.
 */
async function openStudio(page: Page, path = "/ai-merch-generator", label = "Describe your merch design") {
  await page.goto(path);
  const prompt = page.getByRole("textbox", { name: label });
  await prompt.click();
  // The prerendered box is editable before the studio's code is there; the studio has taken over
  // when the placeholder's (visually hidden) loader button is gone.
  const loader = path.startsWith("/cs") ? "Zobrazit generátor designů" : "Show the design generator";
  await expect(page.getByRole("button", { name: loader, includeHidden: true })).toHaveCount(0);
  await expect(prompt).toBeEditable();
  await expect(prompt).toBeFocused();
  return prompt;
}

/** Holds the next generate request until `release()`, so the busy state can be looked at. */
async function holdNext(page: Page, procedure: "generate" | "sendInquiry") {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    `**/trpc/generator.${procedure}**`,
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return () => release();
}

async function generate(page: Page, prompt: string, { button = "Generate Design", alt = "Generated design:" } = {}) {
  await page.getByRole("textbox", { name: /merch design/ }).fill(prompt);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("img", { name: `${alt} ${prompt}` })).toBeVisible({ timeout: 15_000 });
}

/** Collects the page's Content-Security-Policy violations (the browser reports even caught ones). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

function analyticsEvents(analytics: Awaited<ReturnType<typeof captureAnalytics>>, name: string) {
  return analytics
    .events()
    .filter((e) => e.type === "event" && e.name === name)
    .map((e) => e.data as Record<string, unknown>);
}

test.describe("AI generator: the prerendered page", () => {
  for (const [path, texts] of [
    ["/ai-merch-generator", ["Create Your Design", "Your generated design will appear here", "0/500 characters"]],
    ["/cs/ai-merch-generator", ["Vytvořte svůj design", "Tady se objeví váš vygenerovaný design", "0/500 znaků"]],
  ] as const) {
    test(`${path}: the first HTML already has both cards, the placeholder, the counter and the keywords`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      for (const text of texts) expect(html).toContain(text);
      expect(html).toMatch(/<meta name="keywords" content="[^"]*AI[^"]*"/);
    });
  }

  test("the studio's code (and zod, tRPC) load at the first contact, not while the page starts", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/ai-merch-generator");
    await page.waitForLoadState("networkidle");
    const atStart = scripts.length;
    expect(scripts.some((s) => /\/Studio-/.test(s))).toBe(false);
    await page.getByRole("textbox", { name: "Describe your merch design" }).hover();
    await expect.poll(() => scripts.slice(atStart).some((s) => /\/Studio-/.test(s))).toBe(true);
  });

  test("a click into the prompt before the page has hydrated still opens the studio, focused", async ({ page }) => {
    // The app's code is held back, so the click lands on the prerendered page with no listener yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/ai-merch-generator", { waitUntil: "commit" });
    const prompt = page.getByRole("textbox", { name: "Describe your merch design" });
    await prompt.click();
    // The prerendered box is a plain field (before-hydration.e2e checks typed text is kept).
    await expect(prompt).toBeEditable();
    expect(scripts.some((s) => /\/Studio-/.test(s))).toBe(false);
    release();
    await expect.poll(() => scripts.some((s) => /\/Studio-/.test(s))).toBe(true);
    await expect(page.getByRole("button", { name: "Generate" })).toBeVisible();
    await expect(prompt).toBeFocused();
  });
});

test.describe("AI generator (English)", () => {
  test("counter and disabled rules, generate, image, download, mockups, and the recent list capped at 5", async ({
    page,
  }) => {
    test.slow(); // six designs
    const analytics = await captureAnalytics(page);
    const cspViolations = await watchCsp(page);
    const prompt = await openStudio(page);
    const generateButton = page.getByRole("button", { name: "Generate Design" });
    const result = page.getByRole("region", { name: "Your Generated Design" });

    // Empty or blank: Generate is disabled; the shortcut says why.
    await expect(page.getByText("0/500 characters")).toBeVisible();
    await expect(generateButton).toBeDisabled();
    await expect(result).toContainText("Your generated design will appear here");
    await prompt.fill("   ");
    await expect(page.getByText("3/500 characters")).toBeVisible();
    await expect(generateButton).toBeDisabled();
    await prompt.press("Control+Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Please describe your merch design" })).toContainText(
      "Error",
    );

    // At most 500 characters.
    await prompt.fill("x".repeat(520));
    await expect(prompt).toHaveValue("x".repeat(500));
    await expect(page.getByText("500/500 characters")).toBeVisible();

    // Generating: "Creating design...", disabled, announced; then the image and the success toast.
    const first = "A minimalist mountain badge in navy and mustard for a hiking club t-shirt";
    await prompt.fill(first);
    await expect(page.getByText(`${first.length}/500 characters`)).toBeVisible();
    await expect(generateButton).toBeEnabled();
    const release = await holdNext(page, "generate");
    await generateButton.click();
    const busy = page.getByRole("button", { name: "Creating design..." });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Creating your design." })).toBeAttached();
    await expect(result).toHaveAttribute("aria-busy", "true");
    // "Creating design..." takes the placeholder's place; the two are never drawn over each other.
    await expect(result.getByText("Creating design...")).toBeVisible();
    await expect(result.getByText("Your generated design will appear here")).toHaveCount(0);
    release();
    const image = page.getByRole("img", { name: `Generated design: ${first}` });
    await expect(image).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("status").filter({ hasText: "Success!" })).toContainText(
      "Your merch design has been generated",
    );
    // The toast covers neither "Send to us" nor any other control (1280 px).
    await expectToastsCoverNoControl(page);
    await expect(generateButton).toBeEnabled();
    await expect(result).not.toHaveAttribute("aria-busy");
    await expect(prompt).toHaveValue(first);
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(/^data:image\/png;base64,/);
    expect(bytesOf(src).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    // Download saves the design itself as merch-design.png.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      result.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("merch-design.png");
    expect((await saved(download)).equals(bytesOf(src))).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "Downloaded!" })).toContainText(
      "Image saved to your downloads",
    );

    // Mockups: a radio group of views; arrow keys move through the products; colours change the product.
    const views = result.getByRole("group", { name: "Preview on" });
    await expect(views.getByRole("radio")).toHaveCount(5);
    await expect(views.getByRole("radio", { name: "Design" })).toBeChecked();
    await views.getByRole("radio", { name: "T-shirt" }).check();
    const stage = (name: string) => result.getByRole("img", { name, exact: true });
    await expect(stage("T-shirt in white with your design")).toBeVisible();
    // The mockup prints the transparent print file, not the poster with its background square.
    await expect(stage("T-shirt in white with your design").locator("image")).toHaveAttribute(
      "href",
      /^data:image\/png;base64,/,
    );
    await expect(stage("T-shirt in white with your design").locator("image")).not.toHaveAttribute("href", src);
    await page.keyboard.press("ArrowRight");
    await expect(views.getByRole("radio", { name: "Hoodie" })).toBeChecked();
    await expect(views.getByRole("radio", { name: "Hoodie" })).toBeFocused();
    await expect(stage("Hoodie in white with your design")).toBeVisible();
    await result
      .getByRole("group", { name: /Colour/ })
      .getByRole("radio", { name: "Black" })
      .check();
    await expect(stage("Hoodie in black with your design")).toBeVisible();
    await views.getByRole("radio", { name: "Hoodie" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(stage("Mug in black with your design")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(stage("Tote in black with your design")).toBeVisible();
    // This design is drawn on cream (navy and mustard on it): on a dark fabric the print file's navy
    // would vanish, so the mockup shows the design with its background.
    await expect(stage("Tote in black with your design").locator("image")).toHaveAttribute("href", src);
    await views.getByRole("radio", { name: "Design" }).check();
    await expect(image).toBeVisible();

    // Five more designs: the list keeps the newest five, newest first.
    const recent = page.getByRole("list", { name: "Your Recent Designs" });
    await expect(recent.getByRole("listitem")).toHaveCount(1);
    const prompts = [first];
    for (let i = 2; i <= 6; i++) {
      const text = `Design number ${i}: a bold retro sunset badge with the word CREW`;
      await generate(page, text);
      prompts.unshift(text);
      await expect(recent.getByRole("listitem")).toHaveCount(Math.min(i, 5));
    }
    const items = recent.getByRole("listitem");
    for (const [index, text] of prompts.slice(0, 5).entries()) await expect(items.nth(index)).toContainText(text);
    await expect(recent).not.toContainText(first);

    // A recent entry downloads as merch-design-{id}.png, and can come back into the preview.
    const entry = items.nth(1);
    const entrySrc = (await entry.locator("img").getAttribute("src")) ?? "";
    const [recentDownload] = await Promise.all([
      page.waitForEvent("download"),
      entry.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(recentDownload.suggestedFilename()).toMatch(/^merch-design-d_[A-Za-z0-9_-]{10,64}\.png$/);
    expect((await saved(recentDownload)).equals(bytesOf(entrySrc))).toBe(true);
    const show = entry.getByRole("button", { name: "Show in preview" });
    await expect(show).toHaveAttribute("aria-pressed", "false");
    await show.click();
    await expect(show).toHaveAttribute("aria-pressed", "true");
    await expect(result.getByRole("img", { name: `Generated design: ${prompts[1]}` })).toBeVisible();

    // Analytics: the generator's events, with only the first 50 characters of the prompt.
    await expect
      .poll(() => analyticsEvents(analytics, "ai_generate_image").length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(6);
    expect(analyticsEvents(analytics, "ai_generate_image")[0]).toMatchObject({ prompt: first.slice(0, 50) });
    expect(first.length).toBeGreaterThan(50);
    await expect
      .poll(() => analyticsEvents(analytics, "ai_image_generated")[0], { timeout: 15_000 })
      .toMatchObject({ prompt: first.slice(0, 50), provider: "offline" });
    await expect
      .poll(() => analyticsEvents(analytics, "download_generated_image").map((d) => d.file), { timeout: 15_000 })
      .toEqual(["merch-design.png", recentDownload.suggestedFilename()]);
    for (const name of ["ai_generate_image", "ai_image_generated", "download_generated_image"]) {
      for (const data of analyticsEvents(analytics, name)) expect(String(data.prompt).length).toBeLessThanOrEqual(50);
    }
    // Data URL images, SVG mockups and zod (no eval probe) all stay inside the CSP.
    expect(await cspViolations()).toEqual([]);
  });

  test("a prompt naming a black t-shirt shows the design on black with no background square, on white with it", async ({
    page,
  }) => {
    await openStudio(page);
    await page.getByRole("textbox", { name: /merch design/ }).fill("A cartoon fox on a black t-shirt, orange");
    await page.getByRole("button", { name: "Generate Design" }).click();
    const result = page.getByRole("region", { name: "Your Generated Design" });
    await expect(result.getByTestId("drawn-by")).toContainText("built-in design generator (not AI)");
    // The named garment is shown straight away.
    const stage = (colour: string) =>
      result.getByRole("img", { name: `T-shirt in ${colour} with your design`, exact: true });
    await expect(stage("black")).toBeVisible({ timeout: 15_000 });

    // On black, pixels just inside the print area's corners equal the fabric just outside it: no
    // square. On white the print file's light lettering would vanish, so the design keeps its black
    // background there: a dark square on the white fabric.
    const corners = async (colour: string) => {
      const shot = (await stage(colour).screenshot()).toString("base64");
      return page.evaluate(async (png) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const k = img.width / 400;
        const px = (x: number, y: number) => [...ctx.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data];
        // The T-shirt's print box is x 142..258, y 104..220 (products.tsx).
        return [
          [px(146, 108), px(136, 108)],
          [px(254, 108), px(264, 108)],
          [px(146, 216), px(136, 216)],
          [px(254, 216), px(264, 216)],
        ];
      }, shot);
    };
    const squares = async (colour: string) =>
      (await corners(colour)).map(([inside, outside]) =>
        [0, 1, 2].some((ch) => Math.abs(inside![ch]! - outside![ch]!) >= 14),
      );
    // The success toast lies over the stage's top right corner at this width: closed first.
    await page.getByRole("status").filter({ hasText: "Success!" }).getByRole("button").click();
    await expect(page.getByRole("status").filter({ hasText: "Success!" })).toHaveCount(0);
    expect(await squares("black")).toEqual([false, false, false, false]);
    const print = await stage("black").locator("image").getAttribute("href");
    await result
      .getByRole("group", { name: /Colour/ })
      .getByRole("radio", { name: "White" })
      .check();
    // The white mockup takes the design with its background, not the print file.
    await expect(stage("white").locator("image")).toHaveAttribute("href", /^data:image\/png;base64,/);
    await expect(stage("white").locator("image")).not.toHaveAttribute("href", print ?? "");
    // Polled: the new image is drawn a frame or two after its href changes.
    await expect.poll(() => squares("white"), { timeout: 5_000 }).toEqual([true, true, true, true]);

    // The visitor's own logo: a file that is not a PNG or SVG is refused in the browser, a PNG is
    // uploaded, drawn under the design on every mockup, and sent with the inquiry.
    const picker = result.getByLabel("Your logo");
    await picker.setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") });
    await expect(page.getByRole("alert").filter({ hasText: "PNG or SVG" })).toBeVisible();
    await expect(result.getByTestId("mockup-logo")).toHaveCount(0);
    const logoPng = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    await picker.setInputFiles({ name: "fox-club-logo.png", mimeType: "image/png", buffer: logoPng });
    await expect(page.getByRole("status").filter({ hasText: "Logo added: fox-club-logo.png" })).toBeVisible();
    await expect(result.getByRole("img", { name: "Your logo" })).toBeVisible();
    // On the stage and on the four product thumbnails.
    await expect(result.getByTestId("mockup-logo")).toHaveCount(5);
    await result.getByRole("button", { name: "Send to us" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Your logo: fox-club-logo.png");
    const address = `logo.${Date.now()}@example.com`;
    await dialog.getByRole("textbox", { name: "Name" }).fill("Fox Club");
    await dialog.getByRole("textbox", { name: "Email" }).fill(address);
    await dialog.getByRole("textbox", { name: /Tell us more/ }).fill("40 black tees with our logo under the fox.");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog).toBeHidden();
    const stored = async () =>
      ((await (await page.request.get(`${inspector}/inquiries`)).json()) as Record<string, unknown>[]).find(
        (r) => r.email === address,
      );
    await expect.poll(stored).toBeTruthy();
    expect((await stored())?.logoKey).toMatch(/^uploads\/.+\.png$/);
    expect((await stored())?.printKey).toMatch(/\.print\.png$/);
  });

  test.describe("when the network fails", () => {
    // The browser logs the aborted request; that is the point here.
    test.use({ expectedErrors: [/ERR_FAILED/] });

    test("a failed generation shows 'Failed to generate image' and leaves the placeholder", async ({ page }) => {
      const analytics = await captureAnalytics(page);
      await openStudio(page);
      await page.route("**/trpc/generator.generate**", (route) => route.abort("failed"), { times: 1 });
      await page.getByRole("textbox", { name: "Describe your merch design" }).fill("A lighthouse in the fog");
      await page.getByRole("button", { name: "Generate Design" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText(
        "Failed to generate image. Please try again.",
      );
      await expect(page.getByRole("button", { name: "Generate Design" })).toBeEnabled();
      await expect(page.getByRole("region", { name: "Your Generated Design" })).toContainText(
        "Your generated design will appear here",
      );
      await expect(page.getByRole("list", { name: "Your Recent Designs" })).toHaveCount(0);
      await expect
        .poll(() => analyticsEvents(analytics, "ai_image_generation_error")[0], { timeout: 15_000 })
        .toMatchObject({ prompt: "A lighthouse in the fog", code: "NETWORK" });
    });

    test("Send to us: keyboard access, validation, failure keeps the form, success closes and clears it", async ({
      page,
      request,
    }) => {
      test.slow();
      const analytics = await captureAnalytics(page);
      const cspViolations = await watchCsp(page);
      await openStudio(page);
      const designPrompt = "An embroidered fox in a running headband for a 10k race team";
      await generate(page, designPrompt);
      const src = (await page.getByRole("img", { name: `Generated design: ${designPrompt}` }).getAttribute("src"))!;
      expect(await axeViolations(page)).toEqual([]);

      const sendToUs = page.getByRole("button", { name: "Send to us" });
      const dialog = page.getByRole("dialog", { name: "Send Design to Merchovna" });
      await sendToUs.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      const name = dialog.getByRole("textbox", { name: "Name" });
      const company = dialog.getByRole("textbox", { name: "Company" });
      const email = dialog.getByRole("textbox", { name: "Email" });
      const message = dialog.getByRole("textbox", { name: "Tell us more about your project" });
      await expect(name).toBeFocused();
      await expect(dialog).toContainText("Name *");
      await expect(dialog).toContainText("Email *");
      await expect(dialog).toContainText("Tell us more about your project *");
      await expect(email).toHaveAttribute("type", "email");
      await expect(dialog).toContainText("0/1000 characters");
      await expect(dialog).toContainText(designPrompt);
      expect(await axeViolations(page)).toEqual([]);

      // Escape closes and focus returns to "Send to us"; Cancel does the same.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(sendToUs).toBeFocused();
      await sendToUs.click();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(sendToUs).toBeFocused();

      // Focus stays inside: Tab from the last control goes to the first, Shift+Tab back.
      await sendToUs.click();
      const send = dialog.getByRole("button", { name: "Send Inquiry" });
      const close = dialog.getByRole("button", { name: "Close" });
      await send.focus();
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(send).toBeFocused();
      // The page behind is inert (header, footer, the rest of the page), the toasts are not.
      for (const behind of ["header", "footer", "#tips"])
        await expect(page.locator(behind)).toHaveAttribute("inert", "");

      // Validation, with the shared schema: required fields, e-mail format, 1000 characters.
      await send.click();
      await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields" })).toBeVisible();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(dialog).toBeVisible();
      await name.fill("Ada Lovelace");
      await email.fill("ada-at-example");
      await message.fill("x".repeat(1005));
      await expect(message).toHaveValue("x".repeat(1000));
      await expect(dialog).toContainText("1000/1000 characters");
      const text = "120 embroidered hoodies for our race team, delivered by March. Navy, logo on the chest.";
      await message.fill(text);
      await expect(dialog).toContainText(`${text.length}/1000 characters`);
      await send.click();
      await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid e-mail address" })).toBeVisible();
      await expect(email).toBeFocused();
      const address = `ada.${Date.now()}@example.com`;
      await email.fill(address);
      await company.fill("Analytical Engines s.r.o.");

      // The network fails: the error toast, and the dialog stays open with everything kept.
      await page.route("**/trpc/generator.sendInquiry**", (route) => route.abort("failed"), { times: 1 });
      await send.click();
      await expect(page.getByRole("alert").filter({ hasText: "Failed to send inquiry" })).toContainText(
        "Failed to send inquiry. Please try again or contact us directly.",
      );
      await expect(dialog).toBeVisible();
      await expect(name).toHaveValue("Ada Lovelace");
      await expect(company).toHaveValue("Analytical Engines s.r.o.");
      await expect(email).toHaveValue(address);
      await expect(message).toHaveValue(text);

      // Sent: "Sending..." while busy, then the success toast; the dialog closes and the form is cleared.
      const release = await holdNext(page, "sendInquiry");
      await send.click();
      await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
      release();
      await expect(page.getByRole("status").filter({ hasText: "Success!" }).last()).toContainText(
        "Your design inquiry has been sent. We'll get back to you within 24-48 hours!",
      );
      await expect(dialog).toBeHidden();
      await expect(sendToUs).toBeFocused();
      for (const behind of ["header", "footer", "#tips"])
        await expect(page.locator(behind)).not.toHaveAttribute("inert");
      await sendToUs.click();
      await expect(name).toHaveValue("");
      await expect(email).toHaveValue("");
      await expect(message).toHaveValue("");
      await page.keyboard.press("Escape");

      // What the server stored: the visitor's inquiry with the very image the page showed.
      const stored = async () =>
        ((await (await request.get(`${inspector}/inquiries`)).json()) as Record<string, unknown>[]).find(
          (r) => r.email === address,
        );
      await expect.poll(stored).toBeTruthy();
      expect(await stored()).toMatchObject({
        name: "Ada Lovelace",
        company: "Analytical Engines s.r.o.",
        message: text,
        designPrompt,
        locale: "en",
        imageSha256: sha256(bytesOf(src)),
      });

      await expect
        .poll(() => analyticsEvents(analytics, "design_inquiry_sent")[0], { timeout: 15_000 })
        .toMatchObject({ prompt: designPrompt.slice(0, 50) });
      expect(analyticsEvents(analytics, "send_design_email")).toHaveLength(2);
      expect(analyticsEvents(analytics, "design_inquiry_error")[0]).toMatchObject({ code: "NETWORK" });
      expect(await cspViolations()).toEqual([]);
    });
  });
});

test.describe("AI generator (Czech)", () => {
  test("every text in Czech: form, states, toasts, mockups, recent list and the dialog", async ({ page }) => {
    // A generation, a download, the dialog and two axe runs: over 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const prompt = await openStudio(page, "/cs/ai-merch-generator", "Popište svůj merch design");
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI generátor merche");
    await expect(page.getByText("0/500 znaků")).toBeVisible();
    const button = page.getByRole("button", { name: "Vygenerovat design" });
    await expect(button).toBeDisabled();
    await prompt.press("Control+Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Popište prosím svůj merch design" })).toContainText(
      "Chyba",
    );

    const text = "Hrnek s ilustrací Prahy v modré a hořčicové";
    await prompt.fill(text);
    const release = await holdNext(page, "generate");
    await button.click();
    await expect(page.getByRole("button", { name: "Vytvářím design..." })).toBeDisabled();
    release();
    await expect(page.getByRole("img", { name: `Vygenerovaný design: ${text}` })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("status").filter({ hasText: "Hotovo!" })).toContainText(
      "Váš merch design je vygenerovaný",
    );

    const result = page.getByRole("region", { name: "Váš vygenerovaný design" });
    await result.getByRole("group", { name: "Náhled na" }).getByRole("radio", { name: "Hrnek" }).check();
    await expect(result.getByRole("img", { name: "Hrnek s vaším designem, barva: bílá" })).toBeVisible();
    await expect(result.getByRole("group", { name: /Barva/ }).getByRole("radio")).toHaveCount(5);
    const recent = page.getByRole("list", { name: "Vaše poslední designy" });
    await expect(recent.getByRole("listitem")).toHaveCount(1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      result.getByRole("button", { name: "Stáhnout" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("merch-design.png");
    await expect(page.getByRole("status").filter({ hasText: "Staženo!" })).toContainText(
      "Obrázek je uložený ve stažených souborech",
    );

    await result.getByRole("button", { name: "Poslat nám" }).click();
    const dialog = page.getByRole("dialog", { name: "Poslat design týmu Merchovna" });
    await expect(dialog).toBeVisible();
    for (const label of ["Jméno", "Firma", "E-mail", "Řekněte nám víc o svém projektu"]) {
      await expect(dialog.getByRole("textbox", { name: label })).toBeVisible();
    }
    await expect(dialog).toContainText("0/1000 znaků");
    await dialog.getByRole("button", { name: "Odeslat poptávku" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Vyplňte prosím všechna povinná pole" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Zrušit" }).click();
    await expect(dialog).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("AI generator on a phone", () => {
  test("@phone fits the screen, brings the new design into view, and the dialog fits too", async ({ page }) => {
    const prompt = await openStudio(page);
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noOverflow()).toBe(true);
    const text = "A tote bag print: three stacked bicycles in line art";
    await prompt.fill(text);
    await page.getByRole("button", { name: "Generate Design" }).click();
    const image = page.getByRole("img", { name: `Generated design: ${text}` });
    await expect(image).toBeInViewport({ timeout: 15_000 });
    expect(await noOverflow()).toBe(true);

    const views: Locator = page.getByRole("group", { name: "Preview on" });
    await views.getByRole("radio", { name: "Tote" }).check();
    await expect(page.getByRole("img", { name: "Tote in white with your design" })).toBeInViewport();

    await page.getByRole("button", { name: "Send to us" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Design to Merchovna" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeLessThanOrEqual(viewport.height);
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await cancel.scrollIntoViewIfNeeded();
    await expect(cancel).toBeInViewport();
    await cancel.click();
    await expect(dialog).toBeHidden();
    expect(await noOverflow()).toBe(true);
  });
});
