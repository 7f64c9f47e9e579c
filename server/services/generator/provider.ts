import type { GarmentColour } from "../../../shared/garments";
/**
 * The AI generator's image providers behind one interface: OpenAI's images API (or any server that
 * speaks it) and the built-in offline generator. The runtime picks one from the settings.
 */
export interface GeneratedImage {
  bytes: Uint8Array;
  contentType: "image/png" | "image/jpeg" | "image/webp";
  /** The design alone on a transparent background (PNG), for print and the mockups; offline only. */
  print?: Uint8Array;
  /**
   * The mockup garments `print` keeps its look on (their fabric is close to the design's background);
   * on any other the mockups show the design with its background, or its light (or dark) parts vanish.
   */
  printOn?: GarmentColour[];
  /** The mockup colour of the garment the prompt names ("black t-shirt"). */
  garment?: GarmentColour | null;
}

export interface ImageProvider {
  readonly name: "openai" | "offline";
  /** Estimated cost of one image in micro-USD, counted against the daily budget (0 when free). */
  readonly costMicroUsd: number;
  /** Draws one image for the prompt. Must stop when `signal` aborts. */
  generate(prompt: string, signal: AbortSignal): Promise<GeneratedImage>;
}

/** A provider answered, but not with a usable image (error, empty answer, unknown format). */
export class ProviderError extends Error {
  override name = "ProviderError";
}

/** Which image format the bytes are, by their signature; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): GeneratedImage["contentType"] | null {
  const b = bytes;
  if (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "image/png";
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (
    b.length > 12 &&
    String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!) === "RIFF" &&
    String.fromCharCode(b[8]!, b[9]!, b[10]!, b[11]!) === "WEBP"
  )
    return "image/webp";
  return null;
}

/**
 * Runs `task` with a hard deadline: the signal it gets aborts after `ms`, and the returned promise
 * rejects then even if the task ignores its signal, so a hung provider can never hold a request.
 */
export async function withTimeout<T>(ms: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: Timer | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ProviderError(`no answer within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([task(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
