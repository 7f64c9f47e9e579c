/**
 * A real browser's user agent for requests a test sends as a visitor's browser would. Without one,
 * fetch sends "Bun/1.x", which isbot rightly reads as a script: its beacons are counted as bot hits
 * and never stored.
 */
export const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
