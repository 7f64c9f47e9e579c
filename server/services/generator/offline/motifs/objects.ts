import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

/** Everyday objects and tools. */
/** The tooth's outline, filled and then stroked. */
const TOOTH =
  "M62 28C38 28 28 50 32 80C36 110 46 132 52 168C55 184 70 184 74 168L86 124C90 112 110 112 114 124L126 168C130 184 145 184 148 168C154 132 164 110 168 80C172 50 162 28 138 28C122 28 114 38 100 38C86 38 78 28 62 28Z";

export const OBJECTS: Record<string, MotifDef> = {
  anchor: {
    words: "anchor nautical sailor marine | kotv* námořník*",
    draw: () => [
      line("main", "M100 50V180M60 80H140M30 120C30 170 80 184 100 184C120 184 170 170 170 120", 14),
      line("main", circ(100, 30, 18), 12),
      fill("accent", poly(20, 130, 30, 110, 40, 130)),
      fill("accent", poly(160, 130, 170, 110, 180, 130)),
    ],
  },
  key: {
    words: "key keys | klíč* klíček",
    draw: () => [
      fill("main", circ(56, 100, 44)),
      fill("light", circ(56, 100, 18)),
      fill("main", rect(90, 90, 100, 20, 4)),
      fill("main", rect(150, 110, 14, 26)),
      fill("main", rect(172, 110, 14, 20)),
    ],
  },
  lock: {
    words: "lock padlock security secure privacy | zámek zámku zámkem visací bezpečn*",
    draw: () => [
      line("ink", "M60 90V60C60 10 140 10 140 60V90", 16),
      fill("main", rect(36, 84, 128, 100, 14)),
      fill("ink", circ(100, 124, 14)),
      fill("ink", rect(94, 128, 12, 30, 4)),
    ],
  },
  book: {
    // School in its forms, not "škol*": a kindergarten (školka) is no book.
    words:
      "book books reading library literature school | knih* knížk* čten* knihovn* škola školy školu školou škole školní školák* literatur*",
    draw: () => [
      fill("main", "M100 40C70 20 40 20 10 30V170C40 160 70 160 100 180Z"),
      fill("accent", "M100 40C130 20 160 20 190 30V170C160 160 130 160 100 180Z"),
      line(
        "light",
        "M30 60C50 56 70 56 86 64M30 90C50 86 70 86 86 94M114 64C130 56 150 56 170 60M114 94C130 86 150 86 170 90",
        5,
      ),
    ],
  },
  pencil: {
    words: "pencil pen pencils artist | tužk* pastelk* pero kreslen* výtvarn*",
    draw: () => [
      fill("main", poly(40, 150, 140, 50, 170, 80, 70, 180)),
      fill("light", poly(40, 150, 70, 180, 20, 196)),
      fill("ink", poly(20, 196, 30, 170, 44, 184)),
      fill("accent", poly(140, 50, 156, 34, 186, 64, 170, 80)),
    ],
  },
  scissors: {
    words: "scissors barber hairdresser haircut tailor | nůžk* holič* kadeřn* krejč* barber*",
    draw: () => [
      line("ink", "M70 130L170 30M130 130L30 30", 12),
      line("main", circ(56, 150, 26), 12),
      line("main", circ(144, 150, 26), 12),
      fill("accent", circ(100, 80, 8)),
    ],
  },
  hammer: {
    words: "hammer build builder construction carpenter diy | kladiv* stavb* stavař* stavebn* truhlář* tesař*",
    draw: () => [
      line("accent2", "M110 70L40 180", 18),
      fill("main", poly(60, 40, 130, 20, 170, 60, 150, 80, 120, 70, 90, 90)),
    ],
  },
  wrench: {
    words:
      "wrench spanner tools tool repair mechanic service garage | klíč*maticov* nářad* oprava opravy opravu opravou opravě opravář* opravn* mechanik* servis* autoservis*",
    draw: () => [
      line("main", "M60 140L130 70", 24),
      fill("main", "M130 30C150 20 180 30 180 60L160 60L150 80L170 90C160 110 140 110 120 100Z"),
      fill("main", "M70 170C50 180 20 170 20 140L40 140L50 120L30 110C40 90 60 90 80 100Z"),
    ],
  },
  umbrella: {
    words: "umbrella parasol | deštník* slunečník*",
    draw: () => [
      fill("main", "M10 100C10 40 190 40 190 100C170 86 150 86 130 100C110 86 90 86 70 100C50 86 30 86 10 100Z"),
      line("ink", "M100 40V170C100 190 70 190 70 170", 8),
      fill("accent", poly(96, 40, 100, 20, 104, 40)),
    ],
  },
  clock: {
    words: "clock watch timer | hodin* hodink* čas času časem stopk*",
    draw: () => [
      fill("main", circ(100, 100, 86)),
      fill("light", circ(100, 100, 70)),
      line("ink", "M100 100V52M100 100L134 120", 10),
      fill("accent", circ(100, 100, 8)),
      line("ink", "M100 36V44M164 100H156M100 164V156M36 100H44", 6),
    ],
  },
  glasses: {
    words: "glasses sunglasses spectacles shades | brýl* slunečn*brýl*",
    draw: () => [
      fill("ink", "M14 80H90V110C90 140 20 140 16 110ZM110 80H186L184 110C180 140 110 140 110 110Z"),
      line("ink", "M90 86C96 80 104 80 110 86M14 84L4 70M186 84L196 70", 8),
      fill("light", poly(30, 90, 50, 90, 34, 110)),
      fill("light", poly(126, 90, 146, 90, 130, 110)),
    ],
  },
  chess: {
    // A king: the piece everyone reads as chess. "šachov*" (šachový, šachovnice), not "šach*": šachta is a mine shaft.
    words: "chess checkmate chessboard | šachy šachů šachům šachách šachov* šachist* šachmat*",
    draw: () => [
      fill("main", rect(40, 162, 120, 18, 6)),
      fill("main", rect(54, 146, 92, 18, 6)),
      fill("main", poly(72, 148, 128, 148, 116, 86, 84, 86)),
      fill("accent", rect(64, 72, 72, 16, 8)),
      fill("main", "M76 74C76 40 124 40 124 74Z"),
      line("ink", "M100 8V44M86 22H114", 10),
      line("light", "M92 98L86 138", 6),
    ],
  },
  tooth: {
    // Explicit Czech forms: "zub*" would take zubr (a bison, and a beer).
    words:
      "tooth teeth dental dentist dentistry | zub zubu zuby zubem zubů zubní zubař zubaře zubaři zubařka zubařku stomatolog*",
    draw: () => [
      fill("light", TOOTH),
      line("ink", TOOTH, 8),
      line("main", "M56 56C64 48 76 48 82 54", 8),
      fill("accent", poly(160, 12, 166, 28, 182, 34, 166, 40, 160, 56, 154, 40, 138, 34, 154, 28)),
    ],
  },
  compass: {
    words:
      "compass navigation explorer adventure expedition orienteering | kompas* navigac* dobrodruž* expedic* orientační*",
    draw: () => [
      fill("main", circ(100, 100, 86)),
      fill("light", circ(100, 100, 70)),
      fill("accent", poly(100, 34, 116, 100, 84, 100)),
      fill("ink", poly(100, 166, 116, 100, 84, 100)),
      fill("main", circ(100, 100, 8)),
    ],
  },
  tent: {
    words:
      "tent tents camping campsite scout scouts | stan stanu stanem stany stanech stanový stanová stanové stanovém stanovým stanovat stanování skaut* junák*",
    draw: () => [
      fill("main", poly(100, 30, 186, 170, 14, 170)),
      fill("ink", poly(100, 90, 130, 170, 70, 170)),
      line("accent", "M100 30L90 10M100 30L110 10", 6),
      fill("accent2", rect(4, 170, 192, 10, 4)),
    ],
  },
  backpack: {
    words: "backpack rucksack travel-bag | batoh* batůžk* ruksak*",
    draw: () => [
      line("ink", "M70 40C70 10 130 10 130 40", 10),
      fill("main", rect(40, 36, 120, 150, 30)),
      fill("accent", rect(60, 110, 80, 56, 10)),
      line("light", "M60 130H140", 5),
    ],
  },
  candle: {
    words: "candle candles | svíčk* svíc*",
    draw: () => [
      fill("main", rect(70, 80, 60, 110, 6)),
      fill("accent", "M100 20C116 40 118 60 100 70C82 60 84 40 100 20Z"),
      line("ink", "M100 70V80", 4),
    ],
  },
  gift: {
    words: "gift gifts present presents | dárek dárku dárky dárkem dárkov*",
    draw: () => [
      fill("main", rect(30, 80, 140, 110, 6)),
      fill("accent", rect(20, 60, 160, 30, 6)),
      fill("accent2", rect(90, 60, 20, 130)),
      fill("accent2", "M100 60C70 20 40 40 60 60ZM100 60C130 20 160 40 140 60Z"),
    ],
  },
  balloon: {
    words: "balloon balloons celebration | balónk* balon* oslav*",
    draw: () => [
      fill("main", ellipse(80, 70, 46, 56)),
      fill("accent", ellipse(130, 90, 40, 50)),
      line("ink", "M80 126C80 150 100 160 100 196M130 140C130 160 110 170 100 196", 4),
      fill("light", ellipse(64, 52, 8, 14)),
    ],
  },
  sneaker: {
    words: "sneaker sneakers shoe shoes trainers | bota boty botou botu botk* tenisk* obuv*",
    draw: () => [
      fill("main", "M20 150V80C40 80 60 60 70 50L100 90C130 100 170 110 180 140V150Z"),
      fill("light", rect(14, 150, 176, 22, 8)),
      line("accent", "M70 80L90 70M80 94L100 84M90 108L110 98", 6),
    ],
  },
  hat: {
    words: "hat hats cowboy fedora | klobouk*",
    draw: () => [
      fill("main", "M50 120C50 60 60 40 100 40C140 40 150 60 150 120Z"),
      fill("accent", rect(50, 100, 100, 20)),
      fill("main", ellipse(100, 130, 94, 20)),
    ],
  },
  house: {
    words:
      "house houses home real-estate realtor | dům domu domem domě domy domů domek domku domečk* domov domova domovem domově nemovitost*",
    draw: () => [
      fill("main", rect(124, 44, 18, 40)),
      fill("main", poly(42, 96, 100, 46, 158, 96, 158, 180, 42, 180)),
      fill("accent", poly(26, 102, 100, 34, 174, 102, 162, 112, 100, 56, 38, 112)),
      fill("light", rect(58, 112, 26, 26, 3)),
      fill("light", rect(116, 112, 26, 26, 3)),
      fill("ink", rect(88, 128, 26, 52, 4)),
    ],
  },
  coins: {
    // "mince" is English minced meat too (context.ts reads it as no coin in an English prompt).
    words:
      "coin coins money cash savings | mince mincí mincemi mincím mincích mincička mincičky peníze peněz penězi penízek penízky",
    draw: () => [
      fill("accent", rect(14, 160, 100, 22, 10)),
      fill("main", rect(20, 136, 100, 22, 10)),
      fill("accent", rect(12, 112, 100, 22, 10)),
      fill("accent", circ(136, 92, 56)),
      fill("main", circ(136, 92, 44)),
      line("light", "M136 60V124", 6),
      line("light", "M152 76C152 66 120 64 120 78C120 92 152 90 152 106C152 120 120 120 120 108", 6),
    ],
  },
};
