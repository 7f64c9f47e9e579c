import { localized } from "./localized";

/**
 * /what-we-do: the four service groups (keyed, so the page can pair each with its icon), the range
 * of products and how a project runs.
 */
export const whatWeDo = localized({
  en: {
    meta: {
      title: "What We Do | Merchovna",
      description:
        "Merch strategy and budgets, brand-true design and samples, onboarding and event kits, client gifts and awards. 150+ product types, made in the Czech Republic.",
    },
    header: {
      eyebrow: "What we do",
      title: "Merch that earns its place, from plan to doorstep",
      lead: "We handle the whole job: deciding what is worth making, designing it so it looks like your brand, producing it from 150+ product types, and getting it into the right hands. Pick one part or hand us all four.",
    },
    groups: {
      title: "Four ways we help",
      intro:
        "Most clients start with one of these and end up using all of them. Each comes with one contact person who knows your brand and your deadlines.",
      servicesLabel: "What's included",
      strategy: {
        name: "Strategy & Planning",
        intro:
          "Before anything is printed, we work out who the merch is for, what they will actually use, and what it is allowed to cost.",
        services: [
          "Merch audit: what you have in storage, what gets worn and what gets binned",
          "Budget planning per year, per campaign or per head",
          "Audience and occasion mapping: new hires, clients, events, partners",
          "Supplier and material choices with lead times you can plan around",
        ],
      },
      design: {
        name: "Design & Creation",
        intro:
          "Our designers turn your brand guidelines into pieces people want to keep, then prove them with real samples before the full run.",
        services: [
          "Brand-true design: colours matched to your palette, logos placed to scale",
          "Tech packs with sizes, materials, print methods and Pantone references",
          "Physical sampling and pre-production proofs you can hold and approve",
          "Custom labels, tags and packaging that carry the brand to the last detail",
        ],
      },
      experiences: {
        name: "Experiences & Kits",
        intro:
          "Merch works best when it arrives at the right moment. We assemble, pack and ship kits and run merch at your events.",
        services: [
          "Onboarding kits waiting on a new hire's desk, or at their home, on day one",
          "Event and conference merch, with stock planned per size and per day",
          "Pop-up stores where your team or fans pick what they like",
          "Warehousing and shipping across the EU, one box or a thousand",
        ],
      },
      gifts: {
        name: "Gifts & Recognition",
        intro:
          "Saying thank you with something people keep: gifts for clients and partners, milestones for your own people.",
        services: [
          "Client and partner gifts, from Christmas boxes to deal-closing thank-yous",
          "Work anniversaries with pieces that change with the years served",
          "Awards and trophies for internal recognition programmes",
          "Personalised items with names, dates or initials, made in small runs",
        ],
      },
    },
    products: {
      title: "150+ product types to choose from",
      intro:
        "From everyday basics to pieces made only for you. We pick each product for how it lasts, not just for how it looks in a mock-up.",
      categories: [
        "T-shirts, hoodies, jackets and knitwear",
        "Caps, beanies, socks and scarves",
        "Tote bags, backpacks and laptop sleeves",
        "Mugs, bottles, tumblers and coffee gear",
        "Notebooks, pens and desk accessories",
        "Tech: chargers, speakers and cable organisers",
        "Outdoor and sports gear",
        "Enamel pins, patches, stickers and keyrings",
      ],
      methods:
        "Screen printing, embroidery, DTG, sublimation, laser engraving and debossing, in runs from a few dozen to several thousand pieces.",
    },
    process: {
      title: "How a project runs",
      steps: [
        {
          title: "Brief",
          text: "A short call or a filled-in form. Within 24 hours you get first ideas and a rough price.",
        },
        {
          title: "Design",
          text: "Concepts on the actual products, revised with you until they feel right.",
        },
        {
          title: "Sample",
          text: "A physical sample of every piece, so there are no surprises in the full run.",
        },
        {
          title: "Deliver",
          text: "Production, quality check, packing and delivery to one address or hundreds.",
        },
      ],
    },
  },
  cs: {
    meta: {
      title: "Co děláme | Merchovna",
      description:
        "Strategie a rozpočet merche, design věrný značce a vzorky, onboardingové a eventové sady, dárky a ocenění. Přes 150 typů produktů, vyrobeno v Česku.",
    },
    header: {
      eyebrow: "Co děláme",
      title: "Merch, který si své místo zaslouží, od plánu až ke dveřím",
      lead: "Postaráme se o celou práci: rozhodneme, co má smysl vyrobit, navrhneme to tak, aby to vypadalo jako vaše značka, vyrobíme to z více než 150 typů produktů a dostaneme to do správných rukou. Vyberte si jednu část, nebo nám svěřte všechny čtyři.",
    },
    groups: {
      title: "Čtyři způsoby, jak pomáháme",
      intro:
        "Většina klientů začne jednou z nich a nakonec využije všechny. Ke každé dostanete jednu kontaktní osobu, která zná vaši značku i vaše termíny.",
      servicesLabel: "Co zahrnuje",
      strategy: {
        name: "Strategie a plánování",
        intro: "Než se cokoli vytiskne, zjistíme, pro koho merch je, co lidé opravdu použijí a kolik smí stát.",
        services: [
          "Audit merche: co máte ve skladu, co se nosí a co končí v koši",
          "Plánování rozpočtu na rok, na kampaň nebo na osobu",
          "Mapa publika a příležitostí: noví kolegové, klienti, akce, partneři",
          "Výběr dodavatelů a materiálů s dodacími lhůtami, se kterými se dá plánovat",
        ],
      },
      design: {
        name: "Design a tvorba",
        intro:
          "Naši designéři promění váš brand manuál v kousky, které si lidé chtějí nechat, a před celou sérií je ověří na skutečných vzorcích.",
        services: [
          "Design věrný značce: barvy podle vaší palety, loga ve správném měřítku",
          "Technické listy s velikostmi, materiály, technikami potisku a odstíny Pantone",
          "Fyzické vzorky a předvýrobní nátisky, které si vezmete do ruky a schválíte",
          "Vlastní etikety, visačky a obaly, které nesou značku do posledního detailu",
        ],
      },
      experiences: {
        name: "Zážitky a sady",
        intro:
          "Merch funguje nejlépe, když dorazí ve správnou chvíli. Sady kompletujeme, balíme a rozesíláme a o merch se postaráme i na vašich akcích.",
        services: [
          "Onboardingové sady, které na nového kolegu první den čekají na stole nebo doma",
          "Merch na akce a konference, se zásobami naplánovanými podle velikostí a dnů",
          "Pop-up obchody, kde si váš tým nebo fanoušci vyberou, co se jim líbí",
          "Skladování a rozesílka po celé EU, jedna krabice nebo tisíc",
        ],
      },
      gifts: {
        name: "Dárky a ocenění",
        intro: "Poděkování něčím, co si lidé nechají: dárky pro klienty a partnery, milníky pro vaše vlastní lidi.",
        services: [
          "Dárky pro klienty a partnery, od vánočních boxů po poděkování za uzavřený obchod",
          "Pracovní výročí s kousky, které se mění podle odpracovaných let",
          "Ceny a trofeje pro interní programy ocenění",
          "Personalizované předměty se jmény, daty nebo iniciálami v malých sériích",
        ],
      },
    },
    products: {
      title: "Přes 150 typů produktů na výběr",
      intro:
        "Od každodenních základů po kousky vyrobené jen pro vás. Každý produkt vybíráme podle toho, jak vydrží, ne jen podle toho, jak vypadá na vizualizaci.",
      categories: [
        "Trička, mikiny, bundy a úplety",
        "Kšiltovky, čepice, ponožky a šály",
        "Tašky, batohy a obaly na notebook",
        "Hrnky, lahve, termohrnky a kávové doplňky",
        "Zápisníky, propisky a doplňky na stůl",
        "Technika: nabíječky, reproduktory a organizéry kabelů",
        "Outdoorové a sportovní vybavení",
        "Smaltované odznaky, nášivky, samolepky a klíčenky",
      ],
      methods:
        "Sítotisk, výšivka, DTG, sublimace, laserové gravírování a slepotisk, v sériích od několika desítek po několik tisíc kusů.",
    },
    process: {
      title: "Jak projekt probíhá",
      steps: [
        {
          title: "Zadání",
          text: "Krátký hovor nebo vyplněný formulář. Do 24 hodin máte první nápady a orientační cenu.",
        },
        {
          title: "Návrh",
          text: "Koncepty přímo na produktech, upravované s vámi, dokud nesedí.",
        },
        {
          title: "Vzorek",
          text: "Fyzický vzorek každého kusu, aby vás při výrobě celé série nic nepřekvapilo.",
        },
        {
          title: "Doručení",
          text: "Výroba, kontrola kvality, balení a doručení na jednu adresu nebo na stovky.",
        },
      ],
    },
  },
});
