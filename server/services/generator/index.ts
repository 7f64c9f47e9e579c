import type { Config } from "../../config";
import { createOfflineProvider } from "./offline";
import { createOpenAIProvider } from "./openai-provider";
import type { ImageProvider } from "./provider";

export type { ImageProvider } from "./provider";

/** The provider the settings ask for: OpenAI with a key (or AI_PROVIDER=openai), else offline. */
export function createImageProvider(ai: Config["ai"]): ImageProvider {
  if (ai.provider === "openai" && ai.openaiApiKey) {
    return createOpenAIProvider({
      apiKey: ai.openaiApiKey,
      baseUrl: ai.openaiBaseUrl,
      model: ai.model,
      size: ai.size,
      timeoutMs: ai.timeoutMs,
      costMicroUsd: ai.openaiImageCostMicroUsd,
    });
  }
  return createOfflineProvider();
}
