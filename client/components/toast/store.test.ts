import { afterEach, describe, expect, test } from "bun:test";
import { dismissAllToasts, dismissToast, getToasts, TOAST_LIMIT, toast } from "./store";

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

const shown = () => getToasts().map((t) => `${t.variant ?? "default"}: ${t.title} | ${t.description ?? ""}`);

describe("toast store", () => {
  test("a toast with the title and variant of one on screen replaces it, as the newest", () => {
    toast({ title: "Files selected", description: "1 file is ready to upload" });
    toast({ title: "Saved" });
    toast({ title: "Files selected", description: "2 files are ready to upload" });
    expect(shown()).toEqual(["default: Saved | ", "default: Files selected | 2 files are ready to upload"]);
  });

  test("the same error twice shows once, and leaves the other messages on screen", () => {
    toast({ title: "Uploading files" });
    toast({ title: "Could not send", variant: "destructive" });
    toast({ title: "Files selected" });
    toast({ title: "Could not send", variant: "destructive" });
    expect(shown()).toEqual([
      "default: Uploading files | ",
      "default: Files selected | ",
      "destructive: Could not send | ",
    ]);
  });

  test("a different variant or title is another toast; at most TOAST_LIMIT stay, the oldest goes", () => {
    toast({ title: "Sent" });
    toast({ title: "Sent", variant: "destructive" });
    toast({ title: "Sent", variant: "default" });
    expect(shown()).toEqual(["destructive: Sent | ", "default: Sent | "]);
    for (let i = 0; i < TOAST_LIMIT + 2; i++) toast({ title: `Message ${i}` });
    expect(getToasts()).toHaveLength(TOAST_LIMIT);
    expect(getToasts().at(-1)?.title).toBe(`Message ${TOAST_LIMIT + 1}`);
  });

  test("the replacing toast has a new id, so its timer starts again", () => {
    const first = toast({ title: "Files selected" });
    const second = toast({ title: "Files selected" });
    expect(second).not.toBe(first);
    dismissToast(first);
    expect(getToasts().map((t) => t.id)).toEqual([second]);
  });
});

test("dismissAllToasts clears every toast, and new ones show after it", () => {
  toast({ title: "One" });
  toast({ title: "Two", variant: "destructive" });
  dismissAllToasts();
  expect(getToasts()).toEqual([]);
  toast({ title: "Three" });
  expect(getToasts().map((t) => t.title)).toEqual(["Three"]);
  dismissAllToasts();
});
