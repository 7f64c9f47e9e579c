import { localized } from "./localized";

export const aboutUs = localized({
  en: {
    meta: {
      title: "About Us | Merchovna",
      description:
        "Meet Merchovna, a six-person merch studio in Holešovice, Prague: our team, how we go from brief to delivery, and the partner workshops that make it all.",
    },
    header: {
      eyebrow: "About us",
      title: "A small studio in Prague with a network of workshops behind it.",
      lead: "Six people in Holešovice who plan, design and produce merch for brands and teams — working with a network of partner workshops we know by name.",
    },
    studio: {
      title: "The studio",
      paragraphs: [
        "We work from a former factory hall in Holešovice, a few streets from the Vltava. Half of it is desks and a big table for briefs; the other half is our sample library: fabrics, threads, print tests and finished pieces from more than 150 product types.",
        "That's where clients come to touch the materials, try on sizes and compare embroidery with print before deciding anything. Studio visits are by appointment, and the coffee is good.",
      ],
      visitCta: "Book a studio visit",
      artAlt:
        "A brick factory hall with large windows; inside, a long table with fabric swatches, a hoodie on a hanger and shelves of samples",
    },
    team: {
      title: "The team",
      intro: "Small on purpose: the person you brief is the person who sees your project through.",
      members: [
        {
          name: "Tereza",
          role: "Co-founder & creative director",
          text: "Sets the look of every project and says no to logos that are too big.",
        },
        {
          name: "Ondřej",
          role: "Co-founder & head of production",
          text: "Runs the workshop network, drives to every new partner and knows every stitch count by heart.",
        },
        {
          name: "Klára",
          role: "Client lead",
          text: "Your first call and your one contact, from the first brief to the last box delivered.",
        },
        {
          name: "Marek",
          role: "Graphic designer",
          text: "Turns briefs into designs, and designs into print-ready files that work on fabric, metal and ceramic.",
        },
        {
          name: "Lucie",
          role: "Materials & sourcing",
          text: "Finds fabrics and blanks that last, checks certificates and keeps the sample library in order.",
        },
        {
          name: "Jakub",
          role: "Logistics & fulfilment",
          text: "Packs kits, stores stock and gets everything to offices and homes across Europe on time.",
        },
      ],
    },
    process: {
      title: "How we work with you",
      intro:
        "Five steps, usually four to six weeks from the first call to delivery. You always know which step we're on.",
      steps: [
        {
          title: "Brief",
          when: "Day 1",
          text: "Tell us who the merch is for, when you need it and your budget. You get a first answer and a rough quote within 24 hours.",
        },
        {
          title: "Design",
          when: "Week 1",
          text: "We propose a few pieces and designs that fit the occasion, with materials, techniques and prices side by side.",
        },
        {
          title: "Samples",
          when: "Weeks 2–3",
          text: "You hold real samples, try the sizes and make changes. Nothing goes into production until you approve it.",
        },
        {
          title: "Production",
          when: "Weeks 3–5",
          text: "Our partner workshops produce the run, and we check quality on site before anything is packed.",
        },
        {
          title: "Delivery",
          when: "Weeks 5–6",
          text: "To your office, your event or straight to people's homes, packed without single-use plastic wherever we can.",
        },
      ],
    },
    partners: {
      title: "Our partner workshops",
      intro:
        "We don't own a factory, and that's deliberate. We work with specialist workshops in Czechia and nearby Europe, each the best at one craft, and we visit every one of them.",
      items: [
        { craft: "Screen printing", place: "Prague", text: "A family print shop a tram ride from our studio." },
        {
          craft: "Embroidery",
          place: "South Moravia",
          text: "Our partner since 2019, for badges, caps and chest logos.",
        },
        { craft: "Knitwear", place: "Zlín Region", text: "Beanies, scarves and jumpers knitted to order." },
        { craft: "Ceramics", place: "Karlovy Vary Region", text: "Mugs and porcelain with glazes fired to last." },
        { craft: "Cut & sew", place: "Łódź, Poland", text: "Custom garments sewn from our own patterns." },
        {
          craft: "Leather & engraving",
          place: "Central Slovakia",
          text: "Notebooks, keyrings and laser-engraved metal.",
        },
      ],
    },
  },
  cs: {
    meta: {
      title: "O nás | Merchovna",
      description:
        "Seznamte se s Merchovnou, šestičlenným merch studiem v pražských Holešovicích: náš tým, cesta od zadání po doručení a partnerské dílny, které vše vyrábějí.",
    },
    header: {
      eyebrow: "O nás",
      title: "Malé studio v Praze, za kterým stojí celá síť dílen.",
      lead: "Šest lidí v Holešovicích, kteří plánují, navrhují a vyrábějí merch pro značky a týmy — ve spolupráci se sítí partnerských dílen, které známe jménem.",
    },
    studio: {
      title: "Studio",
      paragraphs: [
        "Pracujeme v bývalé tovární hale v Holešovicích, pár ulic od Vltavy. V jedné polovině jsou stoly a velký stůl na porady nad zadáním, v druhé naše vzorkovna: látky, nitě, zkoušky potisku a hotové kusy z více než 150 typů produktů.",
        "Sem k nám klienti chodí osahat si materiály, vyzkoušet velikosti a porovnat výšivku s potiskem dřív, než se pro cokoli rozhodnou. Návštěvy studia jsou po domluvě a káva je dobrá.",
      ],
      visitCta: "Domluvit návštěvu studia",
      artAlt:
        "Cihlová tovární hala s velkými okny; uvnitř dlouhý stůl se vzorky látek, mikina na ramínku a police se vzorky",
    },
    team: {
      title: "Tým",
      intro: "Schválně malý: kdo od vás převezme zadání, ten váš projekt dotáhne do konce.",
      members: [
        {
          name: "Tereza",
          role: "Spoluzakladatelka a kreativní ředitelka",
          text: "Udává vizuální směr každého projektu a říká ne příliš velkým logům.",
        },
        {
          name: "Ondřej",
          role: "Spoluzakladatel a vedoucí výroby",
          text: "Řídí síť dílen, za každým novým partnerem jede osobně a počty stehů zná zpaměti.",
        },
        {
          name: "Klára",
          role: "Vedoucí klientských projektů",
          text: "Váš první hovor a jediný kontakt, od prvního zadání po poslední doručenou krabici.",
        },
        {
          name: "Marek",
          role: "Grafický designér",
          text: "Ze zadání dělá návrhy a z návrhů tiskové podklady, které fungují na látce, kovu i keramice.",
        },
        {
          name: "Lucie",
          role: "Materiály a nákup",
          text: "Hledá látky a polotovary, které vydrží, kontroluje certifikáty a udržuje pořádek ve vzorkovně.",
        },
        {
          name: "Jakub",
          role: "Logistika a expedice",
          text: "Balí balíčky, skladuje zásoby a včas doručí všechno do kanceláří i domácností po celé Evropě.",
        },
      ],
    },
    process: {
      title: "Jak s vámi pracujeme",
      intro:
        "Pět kroků, obvykle čtyři až šest týdnů od prvního hovoru po doručení. Vždycky víte, ve kterém kroku jsme.",
      steps: [
        {
          title: "Zadání",
          when: "1. den",
          text: "Řekněte nám, pro koho merch je, kdy ho potřebujete a jaký máte rozpočet. Do 24 hodin dostanete první odpověď a orientační cenu.",
        },
        {
          title: "Návrh",
          when: "1. týden",
          text: "Navrhneme několik kusů a designů, které sednou k příležitosti, s materiály, technikami a cenami vedle sebe.",
        },
        {
          title: "Vzorky",
          when: "2.–3. týden",
          text: "Skutečné vzorky dostanete do ruky, vyzkoušíte velikosti a uděláte změny. Bez vašeho schválení nic nejde do výroby.",
        },
        {
          title: "Výroba",
          when: "3.–5. týden",
          text: "Partnerské dílny vyrobí celou sérii a my kvalitu kontrolujeme přímo na místě, ještě než se cokoli zabalí.",
        },
        {
          title: "Doručení",
          when: "5.–6. týden",
          text: "Do kanceláře, na akci nebo rovnou lidem domů, a kde to jde, bez jednorázových plastů.",
        },
      ],
    },
    partners: {
      title: "Naše partnerské dílny",
      intro:
        "Vlastní továrnu nemáme, a to schválně. Spolupracujeme se specializovanými dílnami v Česku a blízké Evropě, z nichž každá je nejlepší v jednom řemesle, a každou z nich osobně navštěvujeme.",
      items: [
        { craft: "Sítotisk", place: "Praha", text: "Rodinná tiskárna, kousek tramvají od našeho studia." },
        {
          craft: "Výšivka",
          place: "Jižní Morava",
          text: "Náš partner od roku 2019, na nášivky, kšiltovky i loga na hruď.",
        },
        { craft: "Pletení", place: "Zlínský kraj", text: "Čepice, šály a svetry pletené na zakázku." },
        {
          craft: "Keramika",
          place: "Karlovarský kraj",
          text: "Hrnky a porcelán s glazurou vypálenou tak, aby vydržela.",
        },
        {
          craft: "Šití na míru",
          place: "Lodž, Polsko",
          text: "Oblečení na zakázku šité podle našich vlastních střihů.",
        },
        {
          craft: "Kůže a gravírování",
          place: "Střední Slovensko",
          text: "Zápisníky, klíčenky a laserem gravírovaný kov.",
        },
      ],
    },
  },
});
