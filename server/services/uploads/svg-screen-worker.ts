/// <reference lib="webworker" />
import { screenSvgBytes } from "./svg-screen";

/** The SVG screen's thread (svg-screen-thread.ts): one file at a time, as its bytes arrive. */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<{ id: number; bytes: Uint8Array }>) => {
  const { id, bytes } = event.data;
  self.postMessage({ id, verdict: screenSvgBytes(bytes) });
};
