import { circ, ellipse, fill, line, type MotifDef, poly } from "./parts";

/** Animals: heads and silhouettes from circles, ellipses and a few paths. */
export const ANIMALS: Record<string, MotifDef> = {
  owl: {
    words: "owl owlet | sova sovu sovou sovy sově sov sovičk* sův* výr výra výrem",
    draw: () => [
      fill("main", "M40 40L70 62C90 54 110 54 130 62L160 40L164 120C164 160 136 186 100 186C64 186 36 160 36 120Z"),
      fill("light", circ(74, 96, 24)),
      fill("light", circ(126, 96, 24)),
      fill("ink", circ(74, 96, 10)),
      fill("ink", circ(126, 96, 10)),
      fill("accent", poly(92, 116, 108, 116, 100, 134)),
      fill("accent2", "M62 140C80 160 120 160 138 140C130 172 70 172 62 140Z"),
    ],
  },
  dog: {
    words:
      "dog dogs puppy doggy retriever labrador husky beagle poodle dachshund corgi bulldog terrier pug dalmatian | pes psa psem psovi psi psy psů psí pejs* štěn* pejsk* jezevčík* pudl* buldoč* teriér* labrador* mops* dalmatin* vlčák*",
    draw: () => [
      fill("accent", ellipse(42, 92, 22, 46)),
      fill("accent", ellipse(158, 92, 22, 46)),
      fill("main", ellipse(100, 100, 60, 66)),
      fill("light", ellipse(100, 136, 34, 28)),
      fill("ink", circ(78, 92, 8)),
      fill("ink", circ(122, 92, 8)),
      fill("ink", ellipse(100, 124, 14, 10)),
      line("ink", "M100 134V148M86 150C94 158 106 158 114 150", 5),
    ],
  },
  wolf: {
    words: "wolf wolves | vlk vlka vlkem vlci vlků vlčí",
    draw: () => [
      fill("main", "M30 30L70 70L100 60L130 70L170 30L168 110L100 186L32 110Z"),
      fill("light", "M60 120L100 140L140 120L100 186Z"),
      fill("ink", poly(66, 96, 90, 100, 72, 108)),
      fill("ink", poly(134, 96, 110, 100, 128, 108)),
      fill("ink", poly(90, 170, 110, 170, 100, 184)),
      fill("accent", poly(44, 46, 64, 72, 48, 80)),
      fill("accent", poly(156, 46, 136, 72, 152, 80)),
    ],
  },
  bear: {
    words:
      "bear bears teddy panda pandas | medvěd* medvíd* méď* panda pandy pandu pandou pandě pandí pandička pandičky",
    draw: () => [
      fill("main", circ(48, 52, 26)),
      fill("main", circ(152, 52, 26)),
      fill("accent", circ(48, 52, 12)),
      fill("accent", circ(152, 52, 12)),
      fill("main", circ(100, 110, 72)),
      fill("light", ellipse(100, 138, 32, 26)),
      fill("ink", circ(74, 100, 8)),
      fill("ink", circ(126, 100, 8)),
      fill("ink", ellipse(100, 128, 12, 8)),
    ],
  },
  lion: {
    words: "lion lions | lev lva lvem lvi lví lvů",
    draw: () => [
      fill(
        "accent",
        "M100 8L124 30L156 22L160 56L190 72L174 100L190 128L160 144L156 178L124 170L100 192L76 170L44 178L40 144L10 128L26 100L10 72L40 56L44 22L76 30Z",
      ),
      fill("main", circ(100, 102, 56)),
      fill("light", ellipse(100, 128, 26, 20)),
      fill("ink", circ(80, 94, 7)),
      fill("ink", circ(120, 94, 7)),
      fill("ink", poly(90, 114, 110, 114, 100, 124)),
    ],
  },
  tiger: {
    // Team names: "Tygři Praha", "Tigers". Explicit forms ("tygr*" would do, but keeps to the list's way).
    words: "tiger tigers tigress | tygr tygra tygrem tygři tygry tygrů tygří tygřice tygřík*",
    draw: () => [
      fill("main", poly(38, 30, 76, 52, 48, 84)),
      fill("main", poly(162, 30, 124, 52, 152, 84)),
      fill("main", ellipse(100, 106, 70, 68)),
      fill("light", ellipse(100, 138, 36, 28)),
      line("ink", "M100 40V62M78 44L84 64M122 44L116 64", 7),
      line("ink", "M32 96H52M30 116H50M168 96H148M170 116H150", 7),
      fill("ink", circ(78, 98, 8)),
      fill("ink", circ(122, 98, 8)),
      fill("ink", poly(90, 120, 110, 120, 100, 132)),
      line("ink", "M100 132V144M88 148C94 154 106 154 112 148", 5),
    ],
  },
  eagle: {
    words: "eagle eagles hawk falcon | orel orla orlem orli orlí sokol* jestřáb*",
    draw: () => [
      fill("main", "M100 70L10 40L40 90L20 100L64 120L80 150L100 190L120 150L136 120L180 100L160 90L190 40Z"),
      fill("light", circ(100, 62, 24)),
      fill("accent", poly(110, 62, 132, 70, 110, 78)),
      fill("ink", circ(100, 58, 5)),
    ],
  },
  bird: {
    words: "bird birds sparrow robin | pták* ptáč* ptačí vrabc* vrabec sýkor*",
    draw: () => [
      fill(
        "main",
        "M40 110C40 70 80 50 116 60C130 40 156 40 166 56L188 62L168 72C172 120 130 160 80 150L30 170L50 140C44 132 40 122 40 110Z",
      ),
      fill("accent", "M70 100C96 90 124 100 132 120C110 130 84 126 70 100Z"),
      fill("ink", circ(150, 62, 6)),
    ],
  },
  fish: {
    // Not "ryb*": it took currants (rybíz).
    words:
      "fish fishing | ryba ryby rybu rybou rybě ryb rybám rybách rybami rybí rybího rybím rybích rybka rybky rybku rybkou rybce rybek rybičk* rybník* rybolov* rybář*",
    draw: () => [
      fill("accent", poly(140, 100, 190, 60, 182, 100, 190, 140)),
      fill("main", ellipse(90, 100, 72, 46)),
      fill("light", circ(50, 90, 12)),
      fill("ink", circ(50, 90, 6)),
      line("accent2", "M86 66C100 84 100 116 86 134", 6),
    ],
  },
  whale: {
    words: "whale whales | velryb*",
    draw: () => [
      fill(
        "main",
        "M20 120C20 70 80 50 130 70C150 78 162 96 170 90L190 60L192 110C180 150 130 170 80 166C40 162 20 146 20 120Z",
      ),
      fill("light", "M30 130C60 150 120 154 160 130C130 160 60 164 30 130Z"),
      fill("ink", circ(56, 106, 6)),
      line("accent", "M60 54C56 40 48 34 40 30M60 54C64 40 72 34 80 30", 6),
    ],
  },
  shark: {
    words: "shark sharks | žralok*",
    draw: () => [
      fill("main", "M10 120C50 90 110 84 160 100L190 70L184 120L190 160L160 136C110 150 50 148 10 120Z"),
      fill("main", poly(90, 92, 110, 40, 130, 96)),
      fill("light", "M20 124C60 140 110 142 150 132C110 150 50 148 20 124Z"),
      fill("ink", circ(44, 112, 5)),
    ],
  },
  horse: {
    words: "horse horses pony | kůň koně koněm koni koňsk* kůň* poník*",
    draw: () => [
      fill(
        "main",
        "M60 190L66 120C50 110 40 90 50 70L90 30L100 10L110 30C130 40 150 70 150 100L120 110L110 90L100 120L110 190Z",
      ),
      fill("accent", "M90 30C110 30 140 60 150 100L160 70C150 40 120 20 100 16Z"),
      fill("ink", circ(86, 58, 6)),
    ],
  },
  deer: {
    // Reindeer in every case (soby, sobem: "vánoční svetr se soby"), not sobě or sobota.
    words: "deer stag reindeer | jelen* jelín* srn* sob soba sobem sobi soby sobů sobí sobu",
    draw: () => [
      line("accent", "M80 70L60 40L40 36M60 40L56 14M120 70L140 40L160 36M140 40L144 14", 10),
      fill("main", "M64 70L136 70L126 150L100 182L74 150Z"),
      fill("main", ellipse(54, 86, 20, 10)),
      fill("main", ellipse(146, 86, 20, 10)),
      fill("ink", circ(84, 104, 7)),
      fill("ink", circ(116, 104, 7)),
      fill("ink", circ(100, 170, 10)),
    ],
  },
  rabbit: {
    words: "rabbit rabbits bunny bunnies hare easter | králík* zajíc* zajíč* velikonoc*",
    draw: () => [
      fill("main", ellipse(72, 50, 16, 44)),
      fill("main", ellipse(128, 50, 16, 44)),
      fill("light", ellipse(72, 54, 7, 30)),
      fill("light", ellipse(128, 54, 7, 30)),
      fill("main", circ(100, 128, 56)),
      fill("ink", circ(80, 120, 7)),
      fill("ink", circ(120, 120, 7)),
      fill("accent", poly(92, 136, 108, 136, 100, 146)),
    ],
  },
  butterfly: {
    words: "butterfly butterflies moth | motýl*",
    draw: () => [
      fill("main", ellipse(60, 70, 46, 44)),
      fill("main", ellipse(140, 70, 46, 44)),
      fill("accent", ellipse(66, 140, 34, 32)),
      fill("accent", ellipse(134, 140, 34, 32)),
      fill("ink", ellipse(100, 104, 10, 64)),
      line("ink", "M96 44L80 18M104 44L120 18", 5),
    ],
  },
  bee: {
    words: "bee bees honey | včel* med medu medem",
    draw: () => [
      fill("light", ellipse(70, 60, 30, 22)),
      fill("light", ellipse(130, 60, 30, 22)),
      fill("accent", ellipse(100, 114, 62, 48)),
      fill("ink", "M78 70h16v88h-16zM112 70h16v88h-16z"),
      fill("ink", circ(40, 108, 6)),
      fill("ink", poly(162, 108, 190, 114, 162, 122)),
    ],
  },
  snake: {
    words: "snake snakes serpent | had hada hadem hadi hadí hadů",
    draw: () => [
      line("main", "M30 170C30 130 90 140 100 110C110 80 50 80 60 50C70 20 130 20 150 40", 26),
      fill("main", ellipse(156, 44, 22, 16)),
      fill("ink", circ(162, 38, 4)),
      line("accent", "M176 46L192 44M176 46L190 54", 4),
    ],
  },
  turtle: {
    words: "turtle turtles tortoise | želv*",
    draw: () => [
      fill("accent", ellipse(170, 120, 22, 18)),
      fill("accent", ellipse(50, 160, 16, 12)),
      fill("accent", ellipse(150, 160, 16, 12)),
      fill("main", "M20 150C20 80 150 80 150 150Z"),
      line("light", "M50 150L66 110L104 110L120 150M66 110L84 90L104 110", 5),
      fill("ink", circ(176, 116, 4)),
    ],
  },
  penguin: {
    words: "penguin penguins | tučňák*",
    draw: () => [
      fill("ink", ellipse(100, 110, 58, 80)),
      fill("light", ellipse(100, 124, 40, 62)),
      fill("light", circ(84, 70, 10)),
      fill("light", circ(116, 70, 10)),
      fill("ink", circ(84, 70, 4)),
      fill("ink", circ(116, 70, 4)),
      fill("accent", poly(90, 86, 110, 86, 100, 100)),
      fill("accent", ellipse(80, 188, 18, 8)),
      fill("accent", ellipse(120, 188, 18, 8)),
    ],
  },
  elephant: {
    words: "elephant elephants | slon slona slonem sloni slonů slůně slonic*",
    draw: () => [
      fill("accent", ellipse(44, 84, 34, 46)),
      fill("accent", ellipse(156, 84, 34, 46)),
      fill("main", circ(100, 84, 52)),
      line("main", "M100 110C100 150 96 170 120 180", 26),
      fill("ink", circ(80, 80, 6)),
      fill("ink", circ(120, 80, 6)),
      fill("light", poly(74, 120, 82, 140, 88, 124)),
    ],
  },
  frog: {
    words: "frog frogs toad | žáb* žabk* ropuch*",
    draw: () => [
      fill("main", ellipse(100, 120, 80, 56)),
      fill("main", circ(60, 66, 26)),
      fill("main", circ(140, 66, 26)),
      fill("light", circ(60, 66, 14)),
      fill("light", circ(140, 66, 14)),
      fill("ink", circ(60, 66, 7)),
      fill("ink", circ(140, 66, 7)),
      line("ink", "M54 124C80 146 120 146 146 124", 6),
    ],
  },
  cow: {
    words: "cow cows cattle bull | kráv* kravk* býk* tele",
    draw: () => [
      fill("accent", poly(40, 50, 10, 30, 30, 70)),
      fill("accent", poly(160, 50, 190, 30, 170, 70)),
      fill("light", "M40 60L160 60L150 150L50 150Z"),
      fill("ink", "M60 66C80 70 84 90 66 100C52 96 50 76 60 66Z"),
      fill("accent2", ellipse(100, 158, 50, 30)),
      fill("ink", circ(82, 160, 6)),
      fill("ink", circ(118, 160, 6)),
      fill("ink", circ(76, 110, 7)),
      fill("ink", circ(124, 110, 7)),
    ],
  },
  pig: {
    words: "pig pigs piglet | prase prasete prasátk* prasat* čuník*",
    draw: () => [
      fill("main", poly(40, 70, 50, 20, 86, 50)),
      fill("main", poly(160, 70, 150, 20, 114, 50)),
      fill("main", circ(100, 106, 70)),
      fill("accent", ellipse(100, 126, 30, 22)),
      fill("ink", ellipse(90, 126, 5, 8)),
      fill("ink", ellipse(110, 126, 5, 8)),
      fill("ink", circ(76, 90, 7)),
      fill("ink", circ(124, 90, 7)),
    ],
  },
  chicken: {
    words: "chicken hen rooster chick | slepic* kohout* kuře kuřat* kuřec*",
    draw: () => [
      fill("accent2", "M88 20C92 8 104 8 106 20C112 10 124 14 118 30L90 36Z"),
      fill(
        "main",
        "M60 60C60 30 120 24 124 60L130 100C170 80 190 110 180 140C170 180 100 190 70 170C40 150 50 110 60 60Z",
      ),
      fill("accent", poly(124, 54, 150, 64, 124, 72)),
      fill("accent2", ellipse(118, 84, 6, 12)),
      fill("ink", circ(104, 52, 6)),
    ],
  },
  octopus: {
    words: "octopus kraken squid | chobotnic* oliheň*",
    draw: () => [
      line(
        "main",
        "M50 110C30 140 40 170 20 180M76 120C66 150 80 170 64 190M124 120C134 150 120 170 136 190M150 110C170 140 160 170 180 180",
        16,
      ),
      fill("main", ellipse(100, 80, 60, 62)),
      fill("light", circ(80, 86, 12)),
      fill("light", circ(120, 86, 12)),
      fill("ink", circ(80, 88, 6)),
      fill("ink", circ(120, 88, 6)),
    ],
  },
  dragon: {
    words: "dragon dragons dinosaur dino | drak draka drakem draci drač* dinosaur* dino",
    draw: () => [
      fill("main", "M30 170C30 110 60 80 100 80L110 40L130 30L170 40L180 60L150 70L140 100C160 120 170 150 160 180Z"),
      fill("accent", poly(60, 100, 50, 70, 80, 88, 80, 60, 100, 82)),
      fill("light", "M60 150C80 130 120 130 140 150C120 170 80 170 60 150Z"),
      fill("ink", circ(148, 48, 5)),
    ],
  },
  unicorn: {
    words: "unicorn unicorns | jednorož*",
    draw: () => [
      fill("accent", poly(120, 40, 150, 0, 134, 50)),
      fill(
        "main",
        "M60 190L66 120C50 110 40 90 50 70L90 40L100 30L110 40C130 44 150 70 150 100L120 110L110 90L100 120L110 190Z",
      ),
      fill("accent2", "M90 40C70 60 56 90 60 130L50 110C40 80 60 50 90 36Z"),
      fill("ink", circ(96, 66, 6)),
    ],
  },
};
