import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

/** Renders a react-email template once, to HTML, and derives the plain-text body from that HTML. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
