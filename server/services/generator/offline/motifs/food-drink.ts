import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

/** Food and drink. */
export const FOOD_DRINK: Record<string, MotifDef> = {
  pizza: {
    words: "pizza pizzas pizzeria | pizz* pizzeri*",
    draw: () => [
      fill("accent", "M100 190L20 40C70 10 130 10 180 40Z"),
      fill("main", "M100 170L36 50C76 30 124 30 164 50Z"),
      fill("accent2", circ(90, 70, 12)),
      fill("accent2", circ(120, 100, 12)),
      fill("accent2", circ(96, 130, 10)),
    ],
  },
  burger: {
    words: "burger burgers hamburger | burger* hamburger*",
    draw: () => [
      fill("accent", "M20 90C20 40 180 40 180 90Z"),
      fill("accent2", rect(16, 96, 168, 16, 8)),
      fill("main", rect(24, 114, 152, 26, 12)),
      fill("accent", "M24 146H176C176 176 24 176 24 146Z"),
      fill("light", ellipse(70, 66, 5, 3)),
      fill("light", ellipse(110, 58, 5, 3)),
    ],
  },
  donut: {
    words: "donut donuts doughnut | donuty donutu donutem kobliha kobliž* koblih*",
    draw: () => [
      fill("accent", circ(100, 100, 84)),
      fill(
        "main",
        "M100 26C150 26 176 60 176 96C166 116 150 100 136 120C120 110 110 130 94 118C80 130 66 110 50 120C30 110 24 90 26 86C30 50 60 26 100 26Z",
      ),
      fill("light", circ(100, 96, 26)),
      line("light", "M60 60L68 66M130 50L136 58M150 84L158 86M80 90L84 98", 6),
    ],
  },
  icecream: {
    words: "ice-cream icecream gelato | zmrzlin*",
    draw: () => [
      fill("accent", poly(60, 100, 140, 100, 100, 192)),
      fill("main", circ(76, 80, 32)),
      fill("accent2", circ(124, 80, 32)),
      fill("main", circ(100, 50, 32)),
      fill("light", circ(100, 14, 10)),
    ],
  },
  apple: {
    words: "apple apples | jablk* jablíč* jabloň*",
    draw: () => [
      fill("main", "M100 56C130 30 186 50 176 110C170 160 130 192 100 172C70 192 30 160 24 110C14 50 70 30 100 56Z"),
      line("ink", "M100 56C100 40 104 28 112 18", 8),
      fill("accent", "M112 40C130 20 160 24 164 30C150 50 126 50 112 40Z"),
      fill("light", ellipse(60, 96, 10, 20)),
    ],
  },
  cherry: {
    words: "cherry cherries | třešn* višn*",
    draw: () => [
      line("accent", "M60 140C70 90 100 50 130 20M140 140C140 90 134 50 130 20", 8),
      fill("main", circ(60, 150, 34)),
      fill("main", circ(140, 150, 34)),
      fill("light", circ(48, 140, 8)),
      fill("light", circ(128, 140, 8)),
    ],
  },
  lemon: {
    words: "lemon lemons lime lemonade | citron citronu citrony citronem citrón* limonád* limetk*",
    draw: () => [
      fill("main", "M20 100C20 60 60 40 100 40C140 40 180 60 180 100C180 140 140 160 100 160C60 160 20 140 20 100Z"),
      fill("main", circ(16, 100, 10)),
      fill("main", circ(184, 100, 10)),
      fill("light", ellipse(76, 80, 24, 10)),
      fill("accent", "M120 40C130 20 150 14 164 16C156 34 140 40 120 40Z"),
    ],
  },
  banana: {
    words: "banana bananas | banán*",
    draw: () => [
      fill("main", "M30 50C40 140 120 180 180 130C170 120 160 126 150 130C100 150 60 110 50 46Z"),
      fill("ink", rect(30, 36, 20, 16, 4)),
      line("accent", "M56 80C70 120 110 144 150 136", 4),
    ],
  },
  avocado: {
    words: "avocado avocados guacamole | avokád*",
    draw: () => [
      fill("ink", "M100 10C140 10 150 70 170 110C190 160 150 192 100 192C50 192 10 160 30 110C50 70 60 10 100 10Z"),
      fill("main", "M100 24C132 24 140 76 158 112C174 152 142 180 100 180C58 180 26 152 42 112C60 76 68 24 100 24Z"),
      fill("accent", circ(100, 128, 32)),
    ],
  },
  strawberry: {
    words: "strawberry strawberries | jahod*",
    draw: () => [
      fill("main", "M30 70C30 40 170 40 170 70C170 130 120 190 100 190C80 190 30 130 30 70Z"),
      fill("accent", poly(60, 54, 80, 20, 100, 46, 120, 20, 140, 54, 100, 64)),
      fill(
        "light",
        "M70 90h6v10h-6zM110 86h6v10h-6zM90 120h6v10h-6zM130 120h6v10h-6zM70 140h6v10h-6zM104 156h6v10h-6z",
      ),
    ],
  },
  grapes: {
    // Not "hrozn*": it took terrible and terribly (hrozný, hrozně roztomilá).
    words: "grape grapes vineyard | hrozen hroznu hroznem hrozny hroznů hroznům hroznech hroznov* vinic* vinař*",
    draw: () => [
      fill("main", circ(70, 70, 22)),
      fill("main", circ(114, 70, 22)),
      fill("main", circ(158, 70, 22)),
      fill("main", circ(92, 108, 22)),
      fill("main", circ(136, 108, 22)),
      fill("main", circ(114, 146, 22)),
      fill("accent", "M110 44C100 20 120 10 140 8C136 30 124 40 110 44Z"),
    ],
  },
  wine: {
    words: "wine glass-of-wine winery | víno vína vínem vínu vinný vinn* vinotéka",
    draw: () => [
      fill("light", "M50 20H150C150 100 120 120 100 120C80 120 50 100 50 20Z"),
      fill("main", "M56 60H144C140 100 118 114 100 114C82 114 60 100 56 60Z"),
      line("ink", "M100 120V180M70 184H130", 10),
    ],
  },
  cocktail: {
    words: "cocktail cocktails bar drinks | koktejl* drink* bar baru barem",
    draw: () => [
      fill("light", poly(20, 30, 180, 30, 100, 120)),
      fill("main", poly(40, 48, 160, 48, 100, 110)),
      line("ink", "M100 120V180M66 184H134", 10),
      fill("accent", circ(150, 40, 20)),
      line("accent2", "M80 70L40 10", 6),
    ],
  },
  tea: {
    words: "tea teapot teacup | čaj čaje čajem čajov* konvic*",
    draw: () => [
      fill("main", "M30 70H150V120C150 160 120 180 90 180C60 180 30 160 30 120Z"),
      line("main", "M150 90C190 90 190 140 146 140", 14),
      fill("accent", rect(20, 182, 150, 10, 5)),
      line("accent2", "M70 54C60 40 80 30 70 14M110 54C100 40 120 30 110 14", 7),
      fill("light", rect(80, 96, 20, 26, 3)),
    ],
  },
  croissant: {
    words: "croissant croissants bakery pastry | croissant* rohlík* pekárn* pekař* pečiv*",
    draw: () => [
      fill(
        "main",
        "M14 130C20 80 60 60 100 60C140 60 180 80 186 130C170 140 150 120 140 110C120 130 80 130 60 110C50 120 30 140 14 130Z",
      ),
      line("accent", "M60 70L70 120M100 62V126M140 70L130 120", 6),
    ],
  },
  bread: {
    words: "bread loaf | chléb chleba chlebem chlebíč* bochník*",
    draw: () => [
      fill("main", "M20 110C20 60 180 60 180 110L170 160H30Z"),
      line("accent", "M60 86L80 112M96 80L116 106M132 86L152 112", 8),
    ],
  },
  cake: {
    words: "cake cakes birthday cupcake | dort* narozenin* muffin*",
    draw: () => [
      fill("main", rect(30, 100, 140, 80, 10)),
      fill("light", "M30 120C50 136 70 104 90 120S130 104 150 120L170 120V104H30Z"),
      fill("accent", rect(94, 50, 12, 50, 4)),
      fill("accent2", "M100 16C112 30 112 44 100 46C88 44 88 30 100 16Z"),
    ],
  },
  hotdog: {
    words: "hotdog hot-dog sausage | párek párku párky klobás* buřt*",
    draw: () => [
      fill("accent", rect(20, 70, 160, 70, 35)),
      fill("main", rect(10, 86, 180, 30, 15)),
      line("accent2", "M30 100C50 90 60 112 80 100S110 90 130 100S160 112 176 100", 6),
    ],
  },
  carrot: {
    words: "carrot carrots vegetable vegetables vegan | mrkev mrkve mrkví zelenin* vegan*",
    draw: () => [
      fill("main", poly(70, 60, 130, 60, 100, 196)),
      fill(
        "accent",
        "M100 60C80 40 76 20 86 10C96 30 100 40 100 60ZM100 60C120 40 124 20 114 10C104 30 100 40 100 60Z",
      ),
      line("accent2", "M82 90L96 94M104 120L116 124M90 140L100 144", 5),
    ],
  },
  hops: {
    words: "hops | chmel chmele chmelem chmelov* šišk*",
    draw: () => [
      fill("main", ellipse(100, 110, 48, 70)),
      fill("accent", "M60 90C80 110 120 110 140 90M56 120C80 140 120 140 144 120M64 150C84 166 116 166 136 150"),
      line("light", "M60 90C80 110 120 110 140 90M56 120C80 140 120 140 144 120M64 150C84 166 116 166 136 150", 5),
      fill("accent", "M100 40C120 20 160 20 170 30C150 50 120 50 100 40Z"),
    ],
  },
  cutlery: {
    // Not "bistr*": it took "bistrý" (quick-witted).
    words:
      "cutlery fork forks knife knives restaurant restaurants dining diner bistro | příbor* vidličk* nůž nože nožem nožík* restaurac* jídeln* bistro bistra bistru",
    draw: () => [
      fill("light", circ(100, 106, 70)),
      fill("main", rect(54, 26, 7, 48, 3)),
      fill("main", rect(66, 26, 7, 48, 3)),
      fill("main", rect(78, 26, 7, 48, 3)),
      fill("main", "M54 68H85V84C85 94 78 98 76 100V176C76 183 64 183 64 176V100C62 98 54 94 54 84Z"),
      fill("accent", "M122 26C146 36 152 78 146 106H134V176C134 183 122 183 122 176Z"),
    ],
  },
  pumpkin: {
    words: "pumpkin pumpkins jack-o-lantern | dýně dýni dýní dýňový dýňová dýňové dýňovou dýněk dýňk*",
    draw: () => [
      fill("main", ellipse(100, 122, 80, 60)),
      line("accent", "M72 66C54 92 54 152 72 178M128 66C146 92 146 152 128 178M100 62V182", 5),
      fill("accent2", rect(92, 36, 16, 30, 5)),
      line("accent2", "M108 46C124 34 140 40 144 52", 6),
    ],
  },
  sushi: {
    words: "sushi maki nigiri | suši sushi",
    draw: () => [
      fill("ink", "M14 84V140C14 156 34 166 58 166C82 166 102 156 102 140V84Z"),
      fill("ink", ellipse(58, 84, 44, 18)),
      fill("light", ellipse(58, 84, 36, 13)),
      fill("accent", ellipse(58, 84, 13, 6)),
      fill(
        "light",
        "M92 156C92 132 118 122 148 122C180 122 196 134 196 156C196 170 180 178 148 178C116 178 92 170 92 156Z",
      ),
      fill("accent", "M88 142C96 114 140 104 176 110C194 114 200 126 194 138C170 132 120 136 88 142Z"),
      line("light", "M124 122L130 134M148 116L154 128M170 112L174 124", 3),
    ],
  },
  taco: {
    words: "taco tacos burrito burritos | tacos taco tacosy burrito*",
    draw: () => [
      fill("accent", "M21 71Q46 42 49 75Q73 52 76 85Q99 61 102 94Q125 71 128 104Q152 81 155 114Q178 90 179 129Z"),
      fill("accent2", circ(71, 72, 12)),
      fill("accent2", circ(134, 95, 12)),
      fill("main", "M18 66A86 86 0 0 0 182 126Z"),
    ],
  },
};
