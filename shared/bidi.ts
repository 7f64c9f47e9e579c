/**
 * Bidirectional control characters (embeddings, overrides, isolates, marks). In a visitor's name or
 * message they reorder what follows on screen ("‮gnp.exe" shows as "exe.png") and, in a list, the
 * text beside it: displayed text a visitor typed goes without them (and inside <bdi>, see UserText).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
