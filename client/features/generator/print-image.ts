import type { Colour } from "./products";

/** What a mockup needs of a design. */
export interface Printable {
  image: string;
  printImage?: string;
  printOn?: readonly Colour[];
}

/**
 * The image a mockup of `colour` prints: the print file (no background square) on the fabrics the
 * server says it reads on, and the design with its background everywhere else, so nothing of it
 * vanishes into the fabric (cream lettering on the white T-shirt). A design without `printOn` (answered
 * from a server older than the list) keeps the print file everywhere, as before.
 */
export function printFor(design: Printable, colour: Colour): { image: string; transparent: boolean } {
  const print = design.printImage;
  if (print && (design.printOn === undefined || design.printOn.includes(colour)))
    return { image: print, transparent: true };
  return { image: design.image, transparent: false };
}
