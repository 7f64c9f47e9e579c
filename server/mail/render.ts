import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

/**
 * html-to-text upper-cases headings by default ("HI JANA NOVÁKOVÁ,"): mail is read as written, so
 * headings keep their case; they stand on their own lines either way.
 */
const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } }));

/** Renders a react-email template once, to HTML, and derives the plain-text body from that HTML. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html, { selectors: HEADINGS }) };
}
