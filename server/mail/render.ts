import { render } from "@react-email/render";
import type { ReactElement } from "react";

/** Renders a react-email template to the HTML and plain-text bodies of one mail. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
