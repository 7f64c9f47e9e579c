import type { GeneratedDesign } from "../../../shared/schemas/generator";
import { releaseGeneration, reserveGeneration, settleGeneration } from "../../db/queries/ai-usage";
import { insertGeneratedDesign } from "../../db/queries/generated-designs";
import type { Logger } from "../../logger";
import type { Runtime } from "../../runtime";
import { discardFiles } from "../discard-files";
import { tooMany, unavailable } from "../errors";
import { printKeyFor } from "./design-keys";
import { type GeneratedImage, withTimeout } from "./provider";

/** The spec's message for every failed generation; what went wrong is only logged. */
export const GENERATION_FAILED_MESSAGE = "Failed to generate image. Please try again.";
export const DAILY_LIMIT_MESSAGE = "Our design generator has reached its limit for today. Please try again tomorrow.";

const EXTENSIONS: Record<GeneratedImage["contentType"], string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

export const utcDay = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

function newDesignId(): string {
  return `d_${Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url")}`;
}

/** A provider fault, not bad input: 503, so the visitor may simply try again. */
const generationFailed = () => unavailable(GENERATION_FAILED_MESSAGE);

/**
 * Draws a design for the prompt and keeps it (file storage + `generated_designs`) so that an
 * inquiry can refer to it by id. The day's budget is reserved before the provider is called and
 * given back when the provider fails or times out: a failed call costs nothing.
 */
export async function generateDesign(
  rt: Runtime,
  prompt: string,
  caller: { ip: string; log: Logger },
): Promise<GeneratedDesign> {
  const { db } = rt.database;
  const provider = rt.imageProvider;
  const reservation = await reserveGeneration(db, utcDay(), provider.costMicroUsd, {
    generations: rt.config.ai.dailyGenerations,
    budgetMicroUsd: rt.config.ai.dailyBudgetMicroUsd,
  });
  if (!reservation) {
    const midnight = new Date(`${utcDay()}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000;
    caller.log.warn("ai daily budget reached", { provider: provider.name });
    throw tooMany(DAILY_LIMIT_MESSAGE, Math.max(1, Math.ceil((midnight - Date.now()) / 1000)));
  }

  const started = performance.now();
  let image: GeneratedImage;
  try {
    image = await withTimeout(rt.config.ai.timeoutMs, (signal) => provider.generate(prompt, signal));
  } catch (error) {
    await releaseGeneration(db, reservation).catch((e) => caller.log.error("ai budget release failed", { error: e }));
    caller.log.warn("image generation failed", {
      provider: provider.name,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    throw generationFailed();
  }

  // The provider has answered (and been paid): from here on a failure keeps the budget charged.
  await settleGeneration(db, reservation).catch((e) => caller.log.error("ai budget settle failed", { error: e }));
  const id = newDesignId();
  const imageKey = `generated/${id}.${EXTENSIONS[image.contentType]}`;
  // The print file is kept beside the picture: an inquiry sends both to the company.
  const printKey = image.print ? printKeyFor(id) : null;
  // Every key handed to the storage, and those it confirmed.
  const sent: string[] = [];
  const stored: string[] = [];
  const put = async (key: string, bytes: Uint8Array, type: string) => {
    sent.push(key);
    await rt.storage.put(key, bytes, type);
    stored.push(key);
  };
  try {
    await put(imageKey, image.bytes, image.contentType);
    if (printKey && image.print) await put(printKey, image.print, "image/png");
    await insertGeneratedDesign(db, {
      id,
      prompt,
      provider: provider.name,
      imageKey,
      printKey,
      size: image.bytes.byteLength,
      creatorIp: caller.ip,
    });
  } catch (error) {
    caller.log.error("generated design not stored", { provider: provider.name, error });
    // The put that failed may still land: discardFiles repeats its delete.
    await discardFiles(db, rt.storage, { sent, stored });
    throw generationFailed();
  }
  caller.log.info("design generated", {
    designId: id,
    provider: provider.name,
    bytes: image.bytes.byteLength,
    ms: Math.round(performance.now() - started),
  });
  return {
    id,
    image: `data:${image.contentType};base64,${Buffer.from(image.bytes).toString("base64")}`,
    provider: provider.name,
    ...(image.print
      ? {
          printImage: `data:image/png;base64,${Buffer.from(image.print).toString("base64")}`,
          printOn: image.printOn ?? [],
        }
      : {}),
    ...(image.garment ? { garment: image.garment } : {}),
  };
}
