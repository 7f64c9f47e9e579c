/** Prompts are compared and seeded after normalising (NFC, single spaces, trimmed). */
export const normalizePrompt = (prompt: string) => prompt.normalize("NFC").replace(/\s+/g, " ").trim();
