import { saveBlob } from "../../lib/save-blob";

/**
 * The design's PNG as a Blob. The server hands designs over as data URLs, decoded here (fetching a
 * data: URL would need `connect-src data:` in the CSP); any other URL is fetched from our origin.
 */
export async function designBlob(image: string): Promise<Blob> {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(image);
  if (match) {
    const [, type = "image/png", base64, payload = ""] = match;
    if (!base64) return new Blob([decodeURIComponent(payload)], { type });
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  }
  const res = await fetch(image);
  if (!res.ok) throw new Error(`Image download failed with ${res.status}`);
  return res.blob();
}

/** The spec's file names: merch-design.png for the current design, merch-design-{id}.png from the recent list. */
export function designFileName(id?: string): string {
  return id ? `merch-design-${id}.png` : "merch-design.png";
}

export async function downloadDesign(image: string, fileName: string): Promise<void> {
  saveBlob(await designBlob(image), fileName);
}
