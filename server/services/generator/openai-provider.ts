import OpenAI from "openai";
import { boundedFetch } from "./bounded-body";
import { type GeneratedImage, type ImageProvider, imageTypeOf, ProviderError } from "./provider";

export interface OpenAISettings {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  size: string;
  timeoutMs: number;
  costMicroUsd: number;
}

/** Images bigger than this (a URL answer) are refused rather than buffered. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** The API's answer holds the image in base64 (4 bytes for 3), with room for the JSON around it. */
const MAX_ANSWER_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/**
 * OpenAI's images API through the official SDK. `OPENAI_BASE_URL` points it at any server that
 * speaks the same API. No retries: the visitor is waiting, and a retry would double the bill.
 */
export function createOpenAIProvider(s: OpenAISettings): ImageProvider {
  const client = new OpenAI({
    apiKey: s.apiKey,
    baseURL: s.baseUrl,
    maxRetries: 0,
    timeout: s.timeoutMs,
    fetch: boundedFetch(MAX_ANSWER_BYTES),
  });
  const fetchImage = boundedFetch(MAX_IMAGE_BYTES);
  // gpt-image models always answer base64 and refuse `response_format`; DALL·E answers a URL unless asked.
  const wantsResponseFormat = s.model.startsWith("dall-e");
  return {
    name: "openai",
    costMicroUsd: s.costMicroUsd,
    async generate(prompt, signal) {
      const answer = await client.images.generate(
        {
          model: s.model,
          prompt,
          n: 1,
          size: s.size as "1024x1024",
          ...(wantsResponseFormat ? { response_format: "b64_json" as const } : {}),
        },
        { signal, timeout: s.timeoutMs },
      );
      const first = answer.data?.[0];
      if (first?.b64_json) return checked(Buffer.from(first.b64_json, "base64"));
      if (first?.url) return checked(await download(fetchImage, first.url, signal));
      throw new ProviderError("the answer held no image");
    },
  };
}

function checked(bytes: Uint8Array): GeneratedImage {
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw new ProviderError(`the answer is not an image (${bytes.byteLength} bytes)`);
  return { bytes, contentType };
}

async function download(fetchImage: typeof fetch, url: string, signal: AbortSignal): Promise<Uint8Array> {
  const res = await fetchImage(url, { signal, redirect: "follow" });
  if (!res.ok) throw new ProviderError(`image download answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
