import { describe, expect, test } from "bun:test";
import { readSite, youtubeVideoId } from "./site";

describe("case-study videos", () => {
  test("none is configured by default: no case embeds a video nobody chose", () => {
    expect(readSite({}).caseVideos).toEqual({ make: null, stride: null, productboard: null });
  });

  test("an id or any common YouTube link gives the id", () => {
    for (const text of [
      "aBcDeFgHi_-",
      " aBcDeFgHi_- ",
      "https://www.youtube.com/watch?v=aBcDeFgHi_-",
      "https://youtube.com/watch?feature=share&v=aBcDeFgHi_-",
      "https://m.youtube.com/watch?v=aBcDeFgHi_-&t=42",
      "https://youtu.be/aBcDeFgHi_-?si=x",
      "https://www.youtube.com/embed/aBcDeFgHi_-",
      "https://www.youtube-nocookie.com/embed/aBcDeFgHi_-?autoplay=1",
      "https://www.youtube.com/shorts/aBcDeFgHi_-",
      "http://www.youtube.com/live/aBcDeFgHi_-",
    ]) {
      expect({ text, id: youtubeVideoId(text) }).toEqual({ text, id: "aBcDeFgHi_-" });
    }
  });

  test("anything else is refused, and the build stops naming the setting", () => {
    for (const text of [
      "",
      "short",
      "aBcDeFgHi_-x",
      "javascript:alert(1)",
      "https://evil.example/watch?v=aBcDeFgHi_-",
      "https://www.youtube.com.evil.example/embed/aBcDeFgHi_-",
      "https://www.youtube.com/watch?v=../../x",
      "https://www.youtube.com/channel/aBcDeFgHi_-",
      "ftp://youtu.be/aBcDeFgHi_-",
      'aBcDeFgHi"-',
    ]) {
      expect({ text, id: youtubeVideoId(text) }).toEqual({ text, id: null });
    }
    expect(() => readSite({ SITE_VIDEO_STRIDE: "https://evil.example/v" })).toThrow(
      /^Invalid setting SITE_VIDEO_STRIDE: must be a YouTube video id or link/,
    );
  });

  test("each case takes its own setting", () => {
    expect(readSite({ SITE_VIDEO_PRODUCTBOARD: "https://youtu.be/aBcDeFgHi_-" }).caseVideos).toEqual({
      make: null,
      stride: null,
      productboard: "aBcDeFgHi_-",
    });
  });
});
