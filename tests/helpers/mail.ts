/** Decodes a raw MIME message's quoted-printable bodies (UTF-8) enough to search them for text and links. */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of new TextEncoder().encode(joined[i])) bytes.push(b);
    }
  }
  return new TextDecoder().decode(Uint8Array.from(bytes)).replace(/&amp;/g, "&");
}
