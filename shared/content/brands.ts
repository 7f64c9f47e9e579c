import { localized } from "./localized";

/**
 * /brands: three case studies, keyed so the page can pair each with its artwork. The client
 * websites live here too. A case shows a video (behind a facade) only when one is configured
 * (SITE_VIDEO_<CASE>, shared/site.ts); otherwise its drawn artwork.
 */
export const brands = localized({
  en: {
    meta: {
      title: "Brands We Helped | Merchovna",
      description:
        "How we made merch for Make, Stride and Productboard: the challenge, what we designed and produced, and what it changed for their teams and communities.",
    },
    header: {
      eyebrow: "Case studies",
      title: "Brands We Helped",
      lead: "Three teams, three different problems. A community that deserved better than generic swag, new hires who started with nothing but a login, and a company event that needed to feel like one team.",
    },
    labels: {
      challenge: "The challenge",
      made: "What we made",
      result: "The result",
      visit: "Visit {site}",
      newTab: "(opens in a new tab)",
      playVideo: "Play video: {title}",
    },
    cases: {
      make: {
        name: "Make",
        sector: "Visual automation platform",
        challenge:
          "Make's community of builders meets at meetups, partner events and conferences around the world. The merch they handed out was the same stock T-shirt everyone else had, and nobody wore it twice.",
        made: [
          "A community merch line built around the product's visual language of connected modules",
          "Heavyweight hoodies, embroidered caps and enamel pins for meetup hosts and partners",
          "A small, numbered run of jackets for the most active community members",
        ],
        result:
          "The pieces became something people earn rather than grab from a table. Community members now ask how to get the next one, and partners reorder for their own events.",
        website: "https://www.make.com",
        websiteLabel: "make.com",
        artAlt: "A hoodie and a cap in deep violet with a pattern of connected circles, next to a row of enamel pins",
        video: {
          title: "Make × Merchovna: the community merch line",
          caption: "The community line, from the first sketches to a meetup.",
        },
      },
      stride: {
        name: "Stride",
        sector: "Growing team across several countries",
        challenge:
          "Stride was hiring fast and across borders. New people got a laptop and a login on day one, and nothing that said they had joined a team.",
        made: [
          "An onboarding kit: a hoodie in the hire's size, a bottle, a notebook and a handwritten welcome card",
          "A simple order flow: HR sends a name, size and address, we pack and ship",
          "Stock held in our warehouse, so every kit leaves within two working days",
        ],
        result:
          "Every new hire now has their kit before their first day, wherever they live. The welcome photos in the company chat became a tradition of their own.",
        website: "https://www.stride.com",
        websiteLabel: "stride.com",
        artAlt: "An open onboarding box with a folded hoodie, a bottle, a notebook and a welcome card",
        video: {
          title: "Stride × Merchovna: the onboarding box",
          caption: "How a new starter's box is packed and shipped.",
        },
      },
      productboard: {
        name: "Productboard",
        sector: "Product management platform",
        challenge:
          "Productboard brought its teams together for a company-wide event and wanted merch that people would still use long after the last session, not a bag of freebies left in the hotel room.",
        made: [
          "An event collection designed around the brand's colours, tested on samples with the team",
          "Hoodies, totes and bottles produced in the exact size mix for every attendee",
          "On-site pick-up stand run by our crew, with spare sizes ready for swaps",
        ],
        result:
          "Every attendee left with the collection in the right size, and the pieces kept turning up on video calls for months afterwards.",
        website: "https://www.productboard.com",
        websiteLabel: "productboard.com",
        artAlt: "An event table with the collection on it: a sand hoodie with a red patch, a tote and bottles",
        video: {
          title: "Productboard × Merchovna: making the event collection",
          caption: "The event collection, from first samples to the pick-up stand.",
        },
      },
    },
    more: {
      title: "More Stories Coming Soon",
      text: "We are finishing projects with several teams right now, and their stories will follow. Yours could be the next one.",
      cta: "Be our next story",
    },
  },
  cs: {
    meta: {
      title: "Značky, kterým jsme pomohli | Merchovna",
      description:
        "Jak jsme vytvořili merch pro Make, Stride a Productboard: výzva, co jsme navrhli a vyrobili a co to změnilo pro jejich týmy a komunity.",
    },
    header: {
      eyebrow: "Případové studie",
      title: "Značky, kterým jsme pomohli",
      lead: "Tři týmy, tři různé problémy. Komunita, která si zasloužila víc než obyčejné reklamní předměty, noví kolegové, kteří začínali jen s přihlašovacími údaji, a firemní akce, na které se měl celý tým cítit jako jeden.",
    },
    labels: {
      challenge: "Výzva",
      made: "Co jsme vyrobili",
      result: "Výsledek",
      visit: "Navštívit {site}",
      newTab: "(otevře se v novém panelu)",
      playVideo: "Přehrát video: {title}",
    },
    cases: {
      make: {
        name: "Make",
        sector: "Vizuální platforma pro automatizaci",
        challenge:
          "Komunita tvůrců kolem Make se potkává na meetupech, partnerských akcích a konferencích po celém světě. Merch, který se tam rozdával, bylo stejné obyčejné tričko jako všude jinde a nikdo ho nevzal na sebe dvakrát.",
        made: [
          "Komunitní kolekci vycházející z vizuálního jazyka produktu: propojených modulů",
          "Mikiny z těžké bavlny, vyšívané kšiltovky a smaltované odznaky pro pořadatele meetupů a partnery",
          "Malou číslovanou sérii bund pro nejaktivnější členy komunity",
        ],
        result:
          "Z merche se stalo něco, co si lidé zaslouží, ne co seberou ze stolu. Členové komunity se ptají, jak získat další kousek, a partneři si ho objednávají i na vlastní akce.",
        website: "https://www.make.com",
        websiteLabel: "make.com",
        artAlt: "Mikina a kšiltovka v tmavě fialové barvě se vzorem propojených kruhů, vedle řada smaltovaných odznaků",
        video: {
          title: "Make × Merchovna: komunitní kolekce",
          caption: "Komunitní kolekce od prvních skic po meetup.",
        },
      },
      stride: {
        name: "Stride",
        sector: "Rostoucí tým v několika zemích",
        challenge:
          "Stride nabíral rychle a napříč hranicemi. Noví lidé dostali první den notebook a přihlašovací údaje, ale nic, co by říkalo, že se stali součástí týmu.",
        made: [
          "Onboardingovou sadu: mikinu ve správné velikosti, lahev, zápisník a ručně psané přivítání",
          "Jednoduchý postup objednávky: HR pošle jméno, velikost a adresu, my zabalíme a odešleme",
          "Zásoby v našem skladu, takže každá sada odchází do dvou pracovních dnů",
        ],
        result:
          "Každý nový kolega má teď svou sadu ještě před prvním dnem, ať bydlí kdekoli. Uvítací fotky ve firemním chatu se staly samostatnou tradicí.",
        website: "https://www.stride.com",
        websiteLabel: "stride.com",
        artAlt: "Otevřená onboardingová krabice se složenou mikinou, lahví, zápisníkem a uvítací kartičkou",
        video: {
          title: "Stride × Merchovna: uvítací balíček",
          caption: "Jak se balí a posílá balíček pro nového kolegu.",
        },
      },
      productboard: {
        name: "Productboard",
        sector: "Platforma pro produktový management",
        challenge:
          "Productboard svolal své týmy na celofiremní akci a chtěl merch, který lidé budou používat ještě dlouho po poslední přednášce, ne tašku drobností zapomenutou na hotelovém pokoji.",
        made: [
          "Eventovou kolekci navrženou v barvách značky a vyzkoušenou s týmem na vzorcích",
          "Mikiny, tašky a lahve vyrobené v přesném rozložení velikostí pro každého účastníka",
          "Výdejní stánek na místě s naší obsluhou a náhradními velikostmi na výměnu",
        ],
        result:
          "Každý účastník odjížděl s kolekcí ve své velikosti a kousky z ní se ještě měsíce objevovaly na videohovorech.",
        website: "https://www.productboard.com",
        websiteLabel: "productboard.com",
        artAlt: "Stůl na akci s kolekcí: pískově béžová mikina s červenou nášivkou, taška a lahve",
        video: {
          title: "Productboard × Merchovna: jak vznikala eventová kolekce",
          caption: "Eventová kolekce od prvních vzorků po výdejní stánek.",
        },
      },
    },
    more: {
      title: "Další příběhy už brzy",
      text: "Právě dokončujeme projekty s několika týmy a jejich příběhy budou následovat. Tím dalším můžete být vy.",
      cta: "Staňte se naším dalším příběhem",
    },
  },
});
