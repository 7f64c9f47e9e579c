import { ACCESSORIES } from "./accessories";
import { ANIMALS } from "./animals";
import { CLASSIC } from "./classic";
import { FOOD_DRINK } from "./food-drink";
import { LANDMARKS } from "./landmarks";
import { MUSIC } from "./music";
import { NATURE } from "./nature";
import { OBJECTS } from "./objects";
import type { MotifDef } from "./parts";
import { SPORTS } from "./sports";
import { SYMBOLS } from "./symbols";
import { TECH } from "./tech";
import { TRANSPORT } from "./transport";
import { WEAR } from "./wear";

/** Every motif the offline generator can draw, by id. */
export const MOTIF_TABLE: Readonly<Record<string, MotifDef>> = {
  ...CLASSIC,
  ...ANIMALS,
  ...FOOD_DRINK,
  ...SPORTS,
  ...MUSIC,
  ...NATURE,
  ...TECH,
  ...OBJECTS,
  ...SYMBOLS,
  ...LANDMARKS,
  ...TRANSPORT,
  ...WEAR,
};
/** Subjects with a head, on which an accessory is drawn. */
export const HEADS = new Set(
  [...Object.keys(ANIMALS), "fox", "cat", "face", "robot", "alien", "skull", "ninja", "ghost"].filter(
    (id) =>
      ![
        "butterfly",
        "snake",
        "turtle",
        "fish",
        "whale",
        "shark",
        "octopus",
        "bee",
        // Drawn from the side or without a face in front: an accessory would float beside them.
        "duck",
        "flamingo",
        "hedgehog",
        "squirrel",
        "crab",
      ].includes(id),
  ),
);
export type { MotifDef, Part, Role } from "./parts";
export { ACCESSORIES };
