import "./styles.css";
import { isLocale } from "../shared/i18n/locales";
import { rememberLocale } from "./i18n/remember-locale";

// The prerendered page is complete without script. Hydrating it is the heaviest work a first visit
// does, so the app is fetched and started only after the browser has painted the page: on a slow
// phone the text shows at once instead of after the framework has downloaded and evaluated.

// zod 4 probes `new Function` when it builds object schemas (for its JIT). Our CSP forbids eval and
// the browser reports even the caught probe as a violation; form-sized parsing needs no JIT. This is
// zod's own global config (what `z.config({ jitless: true })` writes), set before any chunk loads zod.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Two frames: text that needs a system font loaded first can land a frame after the first paint. */
async function afterFirstPaint(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

/** Starts every chunk the page needs downloading at once (the prerenderer lists them). */
function preloadPageChunks() {
  const list = document.querySelector<HTMLScriptElement>("script[data-chunks]")?.dataset.chunks;
  for (const href of list?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Buttons and tabs on the prerendered page have no listener until the app has hydrated (~1 s on a
 * mid-range phone). A tap on one meanwhile is kept (and a form button's native submit, which would
 * send the fields in the URL, is stopped) and replayed once the page has its listeners. Links,
 * fields and the lazy form slots work without this (see LazyMount); a language switch link also
 * remembers its choice here.
 */
const EARLY_TAP = 'button:not([disabled]), [role="button"], [role="tab"]';
const earlyTaps: HTMLElement[] = [];
function keepEarlyTap(event: MouseEvent) {
  const clicked = event.target instanceof Element ? event.target : null;
  // A language switch navigates natively before the app has loaded: remember the choice on the way.
  const locale = clicked?.closest<HTMLElement>("a[data-locale-switch]")?.dataset.localeSwitch;
  if (isLocale(locale)) rememberLocale(locale);
  const target = clicked?.closest<HTMLElement>(EARLY_TAP);
  if (!target || target.closest("a[href]")) return;
  // Kept from the app too: hydration yields to the browser, so a part of the page may already
  // listen while this still keeps taps, and a menu would then toggle twice (on the tap and on its replay).
  event.preventDefault();
  event.stopPropagation();
  earlyTaps.push(target);
}
document.addEventListener("click", keepEarlyTap, true);

await afterFirstPaint();
preloadPageChunks();
try {
  const { start } = await import("./start");
  await start();
  // A signal for scripts and tests that drive the page: every listener is there from now on.
  document.documentElement.dataset.hydrated = "";
} finally {
  document.removeEventListener("click", keepEarlyTap, true);
  for (const target of earlyTaps.splice(0)) if (target.isConnected) target.click();
}
