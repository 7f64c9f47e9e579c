import { localized } from "./localized";

export const ourMission = localized({
  en: {
    meta: {
      title: "Our Mission | Merchovna",
      description:
        "Merch people keep, not throw away: fewer, better pieces, durable materials, responsible production in Czechia and nearby Europe, and design worth wearing.",
    },
    header: {
      eyebrow: "Our mission",
      title: "Merch people keep, not merch people throw away.",
      lead: "Every piece we make should still be worn, used or proudly on a desk years from now. That one test decides what we recommend, what we produce and what we talk you out of.",
    },
    problem: {
      title: "Why this matters",
      paragraphs: [
        "Most promotional merch has a life of days. It is bought by the thousand because it is cheap, handed out without a thought, and ends up in a drawer or a landfill. Nobody remembers the brand on it — or worse, they remember it for the wrong reasons.",
        "We think merch can do the opposite: a jacket someone reaches for every morning, a bottle that goes to every training session, a tote that lasts ten summers. That kind of merch carries your brand for years, and it takes fewer pieces to get there.",
      ],
      artAlt:
        "A well-worn black hoodie with a yellow logo hanging on a hook, its tag showing a Czech flag, next to a loop of thread shaped like a circular arrow",
    },
    principles: {
      title: "What we stand for",
      intro: "Four principles behind every project, whether it's a run of thirty caps or a year-long merch programme.",
      items: [
        {
          title: "Fewer, better pieces",
          text: "We'd rather make one thing people love than five they forget. A smaller range with a better product costs less per piece actually worn.",
        },
        {
          title: "Materials that last",
          text: "Heavyweight and organic cotton, recycled fibres, solid stitching, prints and embroidery tested in the wash. If it falls apart, it was never a saving.",
        },
        {
          title: "Made close to home",
          text: "We produce with workshops in Czechia and nearby Europe that we know by name and visit in person: fair wages, shorter transport and problems solved in a day, not a month.",
        },
        {
          title: "Design worth wearing",
          text: "A logo slapped on a chest is not design. We create pieces people would buy for themselves — and the brand comes along with them.",
        },
      ],
    },
    order: {
      title: "What this means for your order",
      intro: "Principles only count if you can see them in the quote. Here is what to expect when you work with us.",
      items: [
        "We'll sometimes suggest ordering less. Honest quantities beat a cupboard of leftovers.",
        "We plan sizes from your team's real numbers, not a standard split that leaves a box of XXLs.",
        "You hold a physical sample and approve it before we produce a single piece.",
        "You know where every piece is made and by whom — we tell you the workshop and the country.",
        "We pack without single-use plastic wherever we can, and ship in as few boxes as possible.",
        "If something we'd never keep ourselves is on your list, we'll tell you, and offer a better alternative.",
      ],
    },
  },
  cs: {
    meta: {
      title: "Naše mise | Merchovna",
      description:
        "Merch, který si lidé nechají: méně a lepších kusů, odolné materiály, odpovědná výroba v Česku a blízké Evropě, poctivé počty a design, který stojí za nošení.",
    },
    header: {
      eyebrow: "Naše mise",
      title: "Merch, který si lidé nechají, ne který vyhodí.",
      lead: "Každý kus, který vyrobíme, by se měl nosit, používat nebo hrdě stát na stole ještě za několik let. Tenhle jediný test rozhoduje o tom, co doporučíme, co vyrobíme a co vám rozmluvíme.",
    },
    problem: {
      title: "Proč na tom záleží",
      paragraphs: [
        "Většina reklamních předmětů žije jen pár dní. Kupují se po tisících, protože jsou levné, rozdávají se bez rozmyslu a končí v šuplíku nebo na skládce. Na značku na nich si nikdo nevzpomene — nebo hůř, vzpomene si z těch špatných důvodů.",
        "Věříme, že merch může fungovat opačně: bunda, po které člověk sáhne každé ráno, láhev, která jde na každý trénink, taška, která vydrží deset let. Takový merch nese vaši značku roky a stačí k tomu méně kusů.",
      ],
      artAlt:
        "Obnošená černá mikina se žlutým logem na věšáku, na visačce česká vlajka, vedle ní smyčka nitě ve tvaru kruhové šipky",
    },
    principles: {
      title: "Za čím si stojíme",
      intro: "Čtyři zásady, které platí pro každý projekt, ať jde o třicet kšiltovek, nebo o celoroční merch program.",
      items: [
        {
          title: "Méně, ale lepších kusů",
          text: "Raději vyrobíme jednu věc, kterou lidé milují, než pět, na které zapomenou. Menší sortiment s lepším produktem vyjde levněji na každý kus, který se opravdu nosí.",
        },
        {
          title: "Materiály, které vydrží",
          text: "Silná a organická bavlna, recyklovaná vlákna, pevné švy, potisky i výšivky ověřené v pračce. Co se rozpadne, nikdy nebylo úsporou.",
        },
        {
          title: "Vyrobeno blízko",
          text: "Vyrábíme s dílnami v Česku a blízké Evropě, které známe jménem a osobně navštěvujeme: férové mzdy, kratší doprava a problémy vyřešené za den, ne za měsíc.",
        },
        {
          title: "Design, který stojí za nošení",
          text: "Logo plácnuté na hrudník není design. Tvoříme kusy, které by si lidé koupili i sami pro sebe — a značka jde s nimi.",
        },
      ],
    },
    order: {
      title: "Co to znamená pro vaši objednávku",
      intro: "Zásady mají smysl, jen když je vidíte i v nabídce. Tohle můžete čekat, když s námi budete spolupracovat.",
      items: [
        "Občas vám navrhneme objednat méně. Poctivé počty jsou lepší než skříň plná zbytků.",
        "Velikosti plánujeme podle skutečných čísel vašeho týmu, ne podle standardního rozpisu, po kterém zbude krabice XXL.",
        "Než vyrobíme jediný kus, dostanete do ruky fyzický vzorek a schválíte ho.",
        "Víte, kde a kdo každý kus vyrobil — řekneme vám dílnu i zemi.",
        "Kde to jde, balíme bez jednorázových plastů a posíláme v co nejmenším počtu krabic.",
        "Pokud je na vašem seznamu něco, co bychom si sami nenechali, řekneme vám to a nabídneme lepší alternativu.",
      ],
    },
  },
});
