import { arcPath } from "../shapes";
import { circ, fill, line, type MotifDef, poly, rect } from "./parts";

/** Tech and gaming. Code brackets, gears and rockets are in classic.ts. */
export const TECH: Record<string, MotifDef> = {
  laptop: {
    words: "laptop computer pc | počítač* laptop*",
    draw: () => [
      fill("ink", rect(30, 30, 140, 100, 8)),
      fill("main", rect(40, 40, 120, 80, 4)),
      fill("accent", "M10 140H190L176 164H24Z"),
    ],
  },
  phone: {
    words: "phone smartphone mobile app | telefon* mobil* aplikac* appk*",
    draw: () => [
      fill("ink", rect(56, 10, 88, 180, 16)),
      fill("main", rect(64, 26, 72, 140, 6)),
      fill("light", circ(100, 178, 6)),
    ],
  },
  robot: {
    words: "robot robots android | robot* robůt*",
    draw: () => [
      line("ink", "M100 30V10", 6),
      fill("accent", circ(100, 10, 8)),
      fill("main", rect(40, 30, 120, 100, 16)),
      fill("light", circ(76, 74, 16)),
      fill("light", circ(124, 74, 16)),
      fill("ink", circ(76, 74, 7)),
      fill("ink", circ(124, 74, 7)),
      fill("light", rect(70, 104, 60, 10, 4)),
      fill("accent2", rect(60, 140, 80, 50, 10)),
    ],
  },
  gamepad: {
    words: "gamepad controller gaming gamer games videogame esports | hern* gaming* gamer* ovladač* videoh* esport*",
    draw: () => [
      fill(
        "main",
        "M40 60H160C190 60 196 150 170 160C150 166 140 130 120 130H80C60 130 50 166 30 160C4 150 10 60 40 60Z",
      ),
      fill("light", "M50 90h12v-12h12v12h12v12h-12v12h-12v-12h-12z"),
      fill("accent", circ(136, 88, 9)),
      fill("accent2", circ(154, 106, 9)),
    ],
  },
  chip: {
    words: "chip cpu processor electronics hardware | čip* procesor* elektronik* hardwar*",
    draw: () => [
      line(
        "ink",
        "M60 20V50M100 20V50M140 20V50M60 150V180M100 150V180M140 150V180M20 60H50M20 100H50M20 140H50M150 60H180M150 100H180M150 140H180",
        8,
      ),
      fill("main", rect(46, 46, 108, 108, 10)),
      fill("accent", rect(72, 72, 56, 56, 4)),
    ],
  },
  wifi: {
    words: "wifi wireless internet online signal network | wifi internet* online signál* síť sítě",
    draw: () => [
      line("main", arcPath(100, 160, 130, -2.4, -0.74), 16),
      line("accent", arcPath(100, 160, 90, -2.4, -0.74), 16),
      line("accent2", arcPath(100, 160, 50, -2.4, -0.74), 16),
      fill("main", circ(100, 160, 14)),
    ],
  },
  camera: {
    words: "camera photo photography photographer | fotoaparát* foto fotk* fotograf*",
    draw: () => [
      fill("ink", rect(16, 50, 168, 120, 14)),
      fill("ink", rect(64, 30, 72, 30, 6)),
      fill("main", circ(100, 110, 44)),
      fill("light", circ(100, 110, 24)),
      fill("accent", circ(160, 72, 8)),
    ],
  },
  lightbulb: {
    words: "lightbulb bulb idea ideas innovation | žárovk* nápad* inovac*",
    draw: () => [
      fill("main", "M100 10C146 10 170 46 164 84C158 116 130 126 130 150H70C70 126 42 116 36 84C30 46 54 10 100 10Z"),
      fill("accent2", rect(70, 156, 60, 14, 4)),
      fill("accent2", rect(78, 174, 44, 14, 6)),
      line("light", "M70 60C72 44 84 36 96 34", 8),
    ],
  },
  battery: {
    words: "battery charge charging | baterk* bateri* nabíj*",
    draw: () => [
      fill("ink", rect(20, 50, 150, 100, 14)),
      fill("ink", rect(168, 80, 16, 40, 4)),
      fill("main", rect(32, 62, 36, 76, 6)),
      fill("main", rect(76, 62, 36, 76, 6)),
      fill("accent", rect(120, 62, 36, 76, 6)),
    ],
  },
  satellite: {
    words: "satellite antenna | satelit* anténa anténou",
    draw: () => [
      fill("main", rect(20, 80, 50, 40, 4)),
      fill("main", rect(130, 80, 50, 40, 4)),
      line("ink", "M70 100H130", 6),
      fill("accent", rect(84, 76, 32, 48, 6)),
      line("ink", "M100 76V50", 5),
      fill("accent2", poly(80, 50, 120, 50, 100, 30)),
    ],
  },
  alien: {
    words: "alien aliens ufo extraterrestrial | mimozem* ufo ufoun*",
    draw: () => [
      fill("main", "M100 10C160 10 180 60 170 100C160 150 120 190 100 190C80 190 40 150 30 100C20 60 40 10 100 10Z"),
      fill(
        "ink",
        "M46 90C60 80 90 90 90 120C70 130 50 116 46 90ZM154 90C140 80 110 90 110 120C130 130 150 116 154 90Z",
      ),
      line("ink", "M90 160H110", 5),
    ],
  },
};
