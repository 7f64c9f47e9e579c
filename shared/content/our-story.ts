import { localized } from "./localized";

export const ourStory = localized({
  en: {
    meta: {
      title: "Our Story | Merchovna",
      description:
        "How a Prague studio tired of forgettable promo junk grew from screen-printing runs for startups to full merch programmes for brands and teams.",
    },
    header: {
      eyebrow: "Our story",
      title: "We started Merchovna because we were tired of merch nobody keeps.",
      lead: "Prague, 2017: a drawer full of conference lanyards, stress balls and T-shirts that shrank after one wash. We thought branded things could be made so well that people choose to wear and use them. We still think so.",
    },
    beginning: {
      title: "It started with a drawer full of junk",
      paragraphs: [
        "Before Merchovna, we worked in Prague startups and agencies, on the side that ordered the merch. Every event meant another box of cheap pens and scratchy shirts with a logo that peeled off. Most of it went straight from the box into a drawer, and from the drawer into the bin.",
        "So we borrowed a screen-printing press, set it up in a shared basement and printed our first run: 120 heavy-cotton T-shirts for a friend's startup. They were simple, well cut and printed to last. A year later people were still wearing them to the office, and their friends were asking where to get one.",
      ],
      artAlt:
        "A screen-printing press pulling a yellow print onto a black T-shirt, with a stack of finished shirts and a shipping box beside it, in front of the Prague skyline",
    },
    growth: {
      title: "From screen-printing runs to full merch programmes",
      intro:
        "Our first clients were startups who needed fifty good shirts by Friday. As they grew, so did what they asked of us.",
      paragraphs: [
        "Fifty shirts became onboarding kits for every new hire, gifts for clients, uniforms for event crews and limited drops for communities. We added embroidery, engraving, knitwear and ceramics, and built a network of workshops in Czechia and nearby Europe that we visit in person.",
        "Today we run whole merch programmes: we help brands decide what is worth making, design it, sample it, produce it and get it to people's doors — and then keep sizes, stock and re-orders in check, so the next batch is as good as the first.",
      ],
    },
    timeline: {
      title: "Milestones",
      intro: "Eight years, from one borrowed press to more than 150 product types.",
      items: [
        {
          year: "2017",
          title: "The first print run",
          text: "120 T-shirts for a Prague startup, printed by hand in a shared basement in Karlín. Merchovna gets its name.",
        },
        {
          year: "2019",
          title: "Our own studio in Holešovice",
          text: "We move into a former factory hall, take on our first designer and add embroidery with a workshop in South Moravia.",
        },
        {
          year: "2021",
          title: "Kits that travel",
          text: "With teams working from home, we start packing welcome kits and shipping them to people's homes across Europe.",
        },
        {
          year: "2023",
          title: "Full merch programmes",
          text: "Strategy, design, storage and re-orders under one roof. Brands stop ordering merch event by event and start planning it.",
        },
        {
          year: "2025",
          title: "150+ product types",
          text: "A network of partner workshops across Czechia, Slovakia and Poland, and an AI generator to sketch ideas in seconds.",
        },
      ],
    },
    lessons: {
      title: "What we learned",
      intro: "Eight years of making merch taught us a few things we now tell every client.",
      items: [
        {
          title: "Fewer pieces, more wear",
          text: "One hoodie people love does more for a brand than five giveaways they forget. The budget goes further when it goes into less.",
        },
        {
          title: "A sample beats a mock-up",
          text: "Fabric weight, print feel and colour never look the same on a screen. We don't start production until you have held the real thing.",
        },
        {
          title: "Close to home is better",
          text: "Workshops we can drive to mean faster fixes, honest conversations and production we can vouch for.",
        },
        {
          title: "Good design is generous",
          text: "The logo doesn't always need to be big. Merch people actually wear is designed for them first, and for the brand second.",
        },
      ],
    },
  },
  cs: {
    meta: {
      title: "Náš příběh | Merchovna",
      description:
        "Jak pražské studio, které už nebavil zapomenutelný reklamní šunt, vyrostlo od sítotisku pro startupy ke kompletním merch programům pro značky a týmy.",
    },
    header: {
      eyebrow: "Náš příběh",
      title: "Merchovnu jsme založili, protože nás štval merch, který si nikdo nenechá.",
      lead: "Praha, 2017: šuplík plný konferenčních šňůrek, antistresových míčků a triček, která se po prvním praní srazila. Věřili jsme, že značkové věci jde udělat tak dobře, že je lidé budou nosit a používat rádi. Věříme tomu dodnes.",
    },
    beginning: {
      title: "Začalo to šuplíkem plným harampádí",
      paragraphs: [
        "Než vznikla Merchovna, pracovali jsme v pražských startupech a agenturách — na té straně, která merch objednávala. Každá akce znamenala další krabici levných propisek a kousavých triček s logem, které se odlupovalo. Většina z toho putovala z krabice rovnou do šuplíku a ze šuplíku do koše.",
        "Půjčili jsme si tedy sítotiskový stroj, postavili ho ve sdíleném sklepě a natiskli první sérii: 120 triček z pevné bavlny pro startup kamarádů. Byla jednoduchá, dobře střižená a potištěná tak, aby vydržela. O rok později v nich lidé pořád chodili do kanceláře a jejich známí se ptali, kde je sehnat.",
      ],
      artAlt:
        "Sítotiskový stroj, který tiskne žlutý motiv na černé tričko, vedle něj hromádka hotových triček a přepravní krabice, v pozadí panorama Prahy",
    },
    growth: {
      title: "Od sítotiskových sérií ke kompletním merch programům",
      intro:
        "Našimi prvními klienty byly startupy, které do pátku potřebovaly padesát pořádných triček. S tím, jak rostly, rostly i jejich požadavky.",
      paragraphs: [
        "Z padesáti triček se staly onboardingové balíčky pro každého nového kolegu, dárky pro klienty, uniformy pro eventové týmy a limitované kolekce pro komunity. Přidali jsme výšivku, gravírování, pleteniny i keramiku a vybudovali síť dílen v Česku a blízké Evropě, které osobně navštěvujeme.",
        "Dnes vedeme celé merch programy: pomáháme značkám rozhodnout, co má smysl vyrobit, navrhneme to, připravíme vzorky, vyrobíme a doručíme až ke dveřím — a pak hlídáme velikosti, zásoby i doobjednávky, aby další várka byla stejně dobrá jako ta první.",
      ],
    },
    timeline: {
      title: "Milníky",
      intro: "Osm let, od jednoho půjčeného stroje k více než 150 typům produktů.",
      items: [
        {
          year: "2017",
          title: "První tisk",
          text: "120 triček pro pražský startup, tištěných ručně ve sdíleném sklepě v Karlíně. Merchovna dostává své jméno.",
        },
        {
          year: "2019",
          title: "Vlastní studio v Holešovicích",
          text: "Stěhujeme se do bývalé tovární haly, bereme prvního grafika a s dílnou na jižní Moravě přidáváme výšivku.",
        },
        {
          year: "2021",
          title: "Balíčky, které cestují",
          text: "Týmy pracují z domova, a tak začínáme balit uvítací balíčky a posílat je lidem domů po celé Evropě.",
        },
        {
          year: "2023",
          title: "Kompletní merch programy",
          text: "Strategie, design, skladování i doobjednávky pod jednou střechou. Značky přestávají objednávat merch akci od akce a začínají ho plánovat.",
        },
        {
          year: "2025",
          title: "Přes 150 typů produktů",
          text: "Síť partnerských dílen v Česku, na Slovensku a v Polsku a AI generátor, který nápad načrtne za pár sekund.",
        },
      ],
    },
    lessons: {
      title: "Co jsme se naučili",
      intro: "Osm let výroby merche nás naučilo pár věcí, které dnes říkáme každému klientovi.",
      items: [
        {
          title: "Méně kusů, víc nošení",
          text: "Jedna mikina, kterou lidé milují, udělá pro značku víc než pět dárečků, na které zapomenou. Rozpočet vydá na víc, když jde do méně věcí.",
        },
        {
          title: "Vzorek porazí vizualizaci",
          text: "Gramáž látky, omak potisku ani barva nikdy nevypadají na obrazovce stejně. Výrobu nespustíme, dokud skutečný kus nedržíte v ruce.",
        },
        {
          title: "Blízko je lépe",
          text: "Dílny, kam můžeme dojet autem, znamenají rychlejší opravy, upřímné rozhovory a výrobu, za kterou se můžeme zaručit.",
        },
        {
          title: "Dobrý design je velkorysý",
          text: "Logo nemusí být vždycky velké. Merch, který lidé opravdu nosí, je navržený nejdřív pro ně a až potom pro značku.",
        },
      ],
    },
  },
});
