import { circ, fill, line, type MotifDef, poly, rect } from "./parts";

/**
 * Cities and their landmarks, drawn after Prague's: a skyline with Týn's twin spires and a dome, a
 * castle, and a stone bridge with its gate tower. A Prague merch studio is asked for these first.
 */
export const LANDMARKS: Record<string, MotifDef> = {
  skyline: {
    // "prague" as "praha": the two languages draw the same for the same words.
    words: "skyline cityscape city downtown buildings prague | panoram* praha prahy praze prahou velkoměst* měst*",
    draw: () => [
      fill("accent2", circ(26, 52, 16)),
      fill("accent", rect(8, 118, 34, 58)),
      // Týn: two towers with their spires and the nave between them.
      fill("main", rect(50, 72, 18, 104)),
      fill("main", rect(84, 72, 18, 104)),
      fill("main", rect(66, 108, 20, 68)),
      fill("main", poly(46, 74, 59, 18, 72, 74)),
      fill("main", poly(80, 74, 93, 18, 106, 74)),
      // A domed church.
      fill("accent", rect(112, 118, 42, 58)),
      fill("accent", "M112 120C112 92 154 92 154 120Z"),
      fill("accent", rect(130, 82, 6, 16)),
      // A lookout tower.
      fill("main", poly(160, 176, 170, 70, 180, 176)),
      fill("main", rect(164, 64, 12, 10)),
      fill("accent", rect(180, 134, 14, 42)),
      fill("light", rect(54, 92, 10, 14, 5)),
      fill("light", rect(88, 92, 10, 14, 5)),
      fill("light", rect(122, 132, 8, 12, 4)),
      fill("light", rect(136, 132, 8, 12, 4)),
      fill("light", rect(16, 128, 6, 8)),
      fill("light", rect(28, 128, 6, 8)),
      line("ink", "M0 178H200", 6),
    ],
  },
  castle: {
    words: "castle castles palace fortress fort | hrad hradu hradem hrady hradní hradě pevnost*",
    draw: () => [
      fill("main", rect(26, 104, 148, 72)),
      fill("main", "M26 104V92H40V104H54V92H68V104H132V92H146V104H160V92H174V104Z"),
      fill("accent", rect(76, 50, 48, 126)),
      fill("accent", "M76 50V38H88V50H94V38H106V50H112V38H124V50Z"),
      fill("accent2", poly(20, 92, 33, 56, 46, 92)),
      fill("accent2", poly(154, 92, 167, 56, 180, 92)),
      fill("main", rect(22, 92, 22, 84)),
      fill("main", rect(156, 92, 22, 84)),
      line("ink", "M100 38V14", 4),
      fill("accent2", poly(100, 14, 124, 20, 100, 26)),
      fill("ink", "M88 176V150C88 138 112 138 112 150V176Z"),
      fill("light", rect(94, 70, 12, 18, 6)),
      fill("light", rect(28, 116, 10, 14, 5)),
      fill("light", rect(162, 116, 10, 14, 5)),
    ],
  },
  bridge: {
    words: "bridge bridges | mostem mostu mosty mostů mostě karlův karlova karlově karlovu",
    draw: () => [
      fill(
        "main",
        "M0 112H200V176H190C190 150 172 136 156 136C140 136 122 150 122 176H102C102 150 84 136 68 136C52 136 34 150 34 176H0Z",
      ),
      fill("accent", rect(0, 104, 200, 10)),
      // The gate tower at its end.
      fill("main", rect(8, 48, 40, 64)),
      fill("accent2", poly(4, 50, 28, 10, 52, 50)),
      fill("ink", "M18 112V88C18 78 38 78 38 88V112Z"),
      fill("light", rect(22, 60, 12, 14, 6)),
      // Statues along the parapet.
      fill("ink", rect(74, 86, 5, 18)),
      fill("ink", circ(76.5, 84, 4)),
      fill("ink", rect(120, 86, 5, 18)),
      fill("ink", circ(122.5, 84, 4)),
      fill("ink", rect(166, 86, 5, 18)),
      fill("ink", circ(168.5, 84, 4)),
      line("accent", "M40 188H96M128 188H186", 6),
    ],
  },
  lighthouse: {
    words: "lighthouse lighthouses beacon | maják majáku majákem majáky majáků majáček majáčk*",
    draw: () => [
      line("accent2", "M130 46L188 28M130 52L188 70M70 46L12 28M70 52L12 70", 6),
      fill("main", poly(78, 62, 122, 62, 138, 178, 62, 178)),
      fill("accent", poly(75, 92, 125, 92, 128, 114, 72, 114)),
      fill("accent", poly(69, 136, 131, 136, 134, 158, 66, 158)),
      fill("light", rect(80, 36, 40, 26, 4)),
      fill("ink", poly(72, 38, 100, 14, 128, 38)),
      fill("ink", rect(36, 176, 128, 10, 4)),
    ],
  },
};
