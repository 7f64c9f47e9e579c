import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

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
    words: "lion lions | lev lva lvem lvi lví lvů lvíč* lvíček",
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
    words: "horse horses pony | kůň koně koněm koni koňsk* kůň* poník* koník* koníč*",
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
    words: "elephant elephants | slon slona slonem sloni slonů slůně slonic* sloník*",
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
    words: "dragon dragons dinosaur dino | drak draka drakem draci drač* dráč* dinosaur* dino",
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
  duck: {
    // Not "kačen*": Kačenka is a girl's name.
    words:
      "duck ducks duckling ducklings ducky | kachna kachny kachnu kachnou kachně kachen kachnám kachnách kachní kachnička kachničky kachničku kachničkou kachniček kačer kačera kačerem kačeři kačírek",
    draw: () => [
      fill("main", poly(24, 112, 56, 100, 56, 138)),
      fill("main", ellipse(102, 138, 74, 44)),
      fill("main", circ(136, 74, 36)),
      fill("accent", "M66 132C86 112 124 116 138 136C120 154 86 156 66 132Z"),
      fill("accent2", "M166 66C184 64 198 72 198 80C198 88 184 94 166 92Z"),
      fill("ink", circ(146, 64, 6)),
    ],
  },
  flamingo: {
    words: "flamingo flamingos flamingoes | plameňák*",
    draw: () => [
      line("ink", "M92 120V192", 5),
      line("ink", "M104 120L120 150L100 158", 5),
      fill("main", "M44 96C44 70 80 60 112 68C136 74 150 92 144 106C136 122 100 128 74 122C56 118 44 108 44 96Z"),
      line("main", "M132 84C154 64 152 48 136 38C124 30 126 18 140 16", 12),
      fill("main", circ(146, 22, 14)),
      fill("accent", "M62 94C82 80 110 84 120 100C100 110 78 108 62 94Z"),
      fill("light", "M154 12C170 12 182 22 182 36L172 38C170 30 164 26 154 30Z"),
      fill("ink", "M182 36L172 38L176 48Z"),
      fill("ink", circ(148, 18, 3)),
    ],
  },
  monkey: {
    words:
      "monkey monkeys ape apes chimp chimps chimpanzee chimpanzees gorilla gorillas orangutan orangutans | opice opici opicí opic opicemi opičk* opičák* šimpanz* gorila gorily gorilu gorilou gorile goril orangutan*",
    draw: () => [
      fill("accent", circ(38, 100, 24)),
      fill("accent", circ(162, 100, 24)),
      fill("light", circ(38, 100, 12)),
      fill("light", circ(162, 100, 12)),
      fill("main", circ(100, 100, 66)),
      fill(
        "light",
        "M100 78C116 60 148 66 148 96C148 112 138 120 132 124C142 138 134 170 100 170C66 170 58 138 68 124C62 120 52 112 52 96C52 66 84 60 100 78Z",
      ),
      fill("ink", circ(80, 100, 8)),
      fill("ink", circ(120, 100, 8)),
      fill("ink", circ(93, 132, 3)),
      fill("ink", circ(107, 132, 3)),
      line("ink", "M84 148C94 156 106 156 116 148", 4),
    ],
  },
  giraffe: {
    words: "giraffe giraffes | žiraf*",
    draw: () => [
      fill("main", rect(78, 110, 44, 90)),
      fill("accent", circ(90, 150, 9)),
      fill("accent", circ(112, 174, 8)),
      fill("accent", circ(110, 132, 6)),
      fill("accent", circ(88, 190, 6)),
      fill("main", poly(60, 64, 26, 50, 50, 80)),
      fill("main", poly(140, 64, 174, 50, 150, 80)),
      line("main", "M84 50L74 20", 8),
      line("main", "M116 50L126 20", 8),
      fill("accent2", circ(73, 17, 9)),
      fill("accent2", circ(127, 17, 9)),
      fill("main", ellipse(100, 84, 42, 46)),
      fill("light", ellipse(100, 122, 30, 24)),
      fill("accent", circ(100, 56, 8)),
      fill("ink", circ(82, 86, 6)),
      fill("ink", circ(118, 86, 6)),
      fill("ink", circ(92, 124, 3)),
      fill("ink", circ(108, 124, 3)),
    ],
  },
  hedgehog: {
    // Not "jež*": Ježíšek brings the Czech Christmas presents.
    words: "hedgehog hedgehogs | ježek ježka ježkem ježkovi ježku ježci ježky ježků ježčí ježeček ježečk*",
    draw: () => [
      fill(
        "accent",
        "M34 152L18 132L36 126L22 104L44 104L36 80L58 88L58 62L78 76L84 52L98 70L110 50L118 72L134 60L134 86L152 84L142 110Z",
      ),
      fill(
        "main",
        "M40 150C40 112 80 98 120 104C150 110 176 128 188 146C176 162 150 170 110 170C70 170 40 166 40 150Z",
      ),
      fill("light", "M130 108C156 114 176 130 188 146C172 156 148 158 130 150C122 136 122 120 130 108Z"),
      fill("ink", circ(186, 146, 7)),
      fill("ink", circ(150, 128, 5)),
      fill("ink", ellipse(72, 172, 12, 6)),
      fill("ink", ellipse(124, 172, 12, 6)),
    ],
  },
  squirrel: {
    words: "squirrel squirrels chipmunk chipmunks | veverk* veveruš*",
    draw: () => [
      fill(
        "accent",
        "M116 178C176 180 198 126 180 84C166 52 180 26 152 20C120 14 108 50 128 80C148 110 142 150 110 162Z",
      ),
      fill("main", ellipse(92, 140, 40, 44)),
      fill("main", poly(66, 62, 74, 34, 92, 58)),
      fill("main", circ(80, 86, 32)),
      fill("light", ellipse(80, 148, 20, 28)),
      fill("accent2", circ(56, 124, 11)),
      fill("ink", "M44 120C48 108 64 108 68 120Z"),
      fill("ink", circ(70, 80, 6)),
      fill("ink", circ(50, 92, 4)),
      fill("ink", ellipse(90, 182, 18, 6)),
    ],
  },
  crab: {
    // Not "krab*": a box is krabice.
    words: "crab crabs | krab kraba krabem krabovi krabi kraby krabů krabí",
    draw: () => [
      line("main", "M46 130L14 142M48 146L20 166M60 158L38 184", 8),
      line("main", "M154 130L186 142M152 146L180 166M140 158L162 184", 8),
      line("main", "M46 80L64 106M154 80L136 106", 10),
      fill("main", "M26 72C8 52 28 26 48 38L42 58L58 54C62 76 46 88 26 72Z"),
      fill("main", "M174 72C192 52 172 26 152 38L158 58L142 54C138 76 154 88 174 72Z"),
      line("ink", "M86 92V68M114 92V68", 5),
      fill("main", ellipse(100, 124, 62, 42)),
      fill("accent", ellipse(100, 112, 40, 16)),
      fill("light", circ(86, 64, 10)),
      fill("light", circ(114, 64, 10)),
      fill("ink", circ(86, 64, 5)),
      fill("ink", circ(114, 64, 5)),
      line("ink", "M86 138C94 146 106 146 114 138", 4),
    ],
  },
  koala: {
    // Not "koal*": a coalition is koalice.
    words: "koala koalas | koala koaly koalu koalou koale koal koalí koalka koalky koalku",
    draw: () => [
      fill("main", circ(44, 72, 36)),
      fill("main", circ(156, 72, 36)),
      fill("light", circ(46, 74, 20)),
      fill("light", circ(154, 74, 20)),
      fill("main", ellipse(100, 114, 62, 60)),
      fill("ink", ellipse(100, 122, 16, 22)),
      fill("ink", circ(70, 104, 7)),
      fill("ink", circ(130, 104, 7)),
      fill("accent", ellipse(100, 162, 16, 6)),
    ],
  },
  sloth: {
    words: "sloth sloths | lenochod*",
    draw: () => [
      fill("main", circ(100, 104, 74)),
      fill("light", "M100 58C142 58 162 84 162 110C162 142 134 166 100 166C66 166 38 142 38 110C38 84 58 58 100 58Z"),
      fill("accent", "M52 98C62 82 94 88 96 104C94 120 66 124 52 98Z"),
      fill("accent", "M148 98C138 82 106 88 104 104C106 120 134 124 148 98Z"),
      fill("ink", circ(80, 102, 6)),
      fill("ink", circ(120, 102, 6)),
      fill("ink", ellipse(100, 126, 12, 8)),
      line("ink", "M84 142C94 150 106 150 116 142", 4),
    ],
  },
};
