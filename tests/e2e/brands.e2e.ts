import { expect, test } from "./fixtures";

// The build under test sets no SITE_VIDEO_* (shared/site.ts): no case study may embed a video.
for (const path of ["/brands", "/cs/brands"]) {
  test(`${path}: with no video configured, every case study shows its artwork and nothing loads a video`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/youtube|youtu\.be|<iframe/i);
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (/youtube|youtu\.be|ytimg/.test(r.url())) videoRequests.push(r.url());
    });
    await page.goto(path);
    for (const id of ["make", "stride", "productboard"]) {
      const art = page.locator(`#${id} svg[role="img"]`);
      await expect(art).toHaveCount(1);
      expect((await art.getAttribute("aria-label"))?.length).toBeGreaterThan(20);
    }
    await expect(page.getByRole("button", { name: /video/i })).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });
}
