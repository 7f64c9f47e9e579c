/**
 * Storage keys of a generated design's files, in one place: the generator writes them, the admin
 * download route recognises them, the clean-up deletes them.
 */

/** The picture shown and mailed: `generated/<id>.png` (or .jpg / .webp from an AI provider). */
export const DESIGN_IMAGE_KEY = /^generated\/[A-Za-z0-9_-]{1,80}\.(png|jpg|webp)$/;

/** The print file on a transparent background: `generated/<id>.print.png`. */
export const DESIGN_PRINT_KEY = /^generated\/[A-Za-z0-9_-]{1,80}\.print\.png$/;

export const printKeyFor = (designId: string) => `generated/${designId}.print.png`;

/** The download names staff see: merch-design-<id>.png and merch-design-<id>-print.png. */
export const designFileName = (designId: string, extension: string) => `merch-design-${designId}.${extension}`;
export const printFileName = (designId: string) => `merch-design-${designId}-print.png`;
