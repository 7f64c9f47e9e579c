import { describe, expect, test } from "bun:test";
import { printFor } from "./print-image";
import { COLOUR_NAMES } from "./products";

const design = { image: "data:image/png;base64,POSTER", printImage: "data:image/png;base64,PRINT" };

describe("the image a mockup prints", () => {
  test("the print file on the fabrics it reads on, the design with its background on every other", () => {
    const d = { ...design, printOn: ["black", "navy"] as const };
    for (const colour of COLOUR_NAMES)
      expect({ colour, ...printFor(d, colour) }).toEqual(
        ["black", "navy"].includes(colour)
          ? { colour, image: design.printImage, transparent: true }
          : { colour, image: design.image, transparent: false },
      );
  });

  test("no print file (an AI picture): the design everywhere; an empty list: nowhere as print", () => {
    for (const colour of COLOUR_NAMES) {
      expect(printFor({ image: design.image }, colour)).toEqual({ image: design.image, transparent: false });
      expect(printFor({ ...design, printOn: [] }, colour)).toEqual({ image: design.image, transparent: false });
    }
  });

  test("a design from before the list existed keeps the print file on every fabric", () => {
    for (const colour of COLOUR_NAMES)
      expect(printFor(design, colour)).toEqual({ image: design.printImage, transparent: true });
  });
});
