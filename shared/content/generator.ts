import { localized } from "./localized";

export const generator = localized({
  en: {
    meta: {
      title: "AI Merch Design Generator | Merchovna",
      description:
        "Describe your idea and get a merch design in seconds: t-shirts, hoodies, mugs and totes. Free, no sign-up. Send the design to us and we'll turn it into real, premium merch.",
      keywords: "AI merch generator, custom t-shirt design, merch design tool, branded merchandise, AI design",
    },
    title: "AI Merch Generator",
    intro:
      "Describe the design you have in mind and see it in seconds. Like it? Send it to us and we'll turn it into real merch: printed, embroidered or engraved, in the quantity you need.",
    tips: {
      title: "How to get better results",
      specific: {
        title: "Be specific",
        text: 'Name the subject, the mood and the audience: "a fox in a running headband for a 10k race team".',
      },
      style: {
        title: "Specify the style",
        text: "Line art, vintage badge, bold typography, watercolour: a style word changes everything.",
      },
      colors: {
        title: "Choose colors",
        text: "Give two or three colours, ideally your brand's. Fewer colours also print better.",
      },
      usage: {
        title: "Think about usage",
        text: "A chest print, a mug wrap or a tote: say where the design goes, so it fits the space.",
      },
    },
  },
  cs: {
    meta: {
      title: "AI generátor merch designů | Merchovna",
      description:
        "Popište svůj nápad a za pár sekund máte návrh merche: trička, mikiny, hrnky i tašky. Zdarma a bez registrace. Pošlete nám návrh a my z něj uděláme skutečný prémiový merch.",
      keywords: "AI generátor merche, návrh trička, design merche, firemní merch, AI design",
    },
    title: "AI generátor merche",
    intro:
      "Popište design, který máte v hlavě, a za pár sekund ho uvidíte. Líbí se vám? Pošlete nám ho a my z něj uděláme skutečný merch: potištěný, vyšívaný nebo gravírovaný, v množství, které potřebujete.",
    tips: {
      title: "Jak dosáhnout lepších výsledků",
      specific: {
        title: "Buďte konkrétní",
        text: "Pojmenujte motiv, náladu a publikum: „liška s běžeckou čelenkou pro tým na desítku“.",
      },
      style: {
        title: "Určete styl",
        text: "Linkresba, vintage odznak, výrazná typografie, akvarel: jedno slovo o stylu změní všechno.",
      },
      colors: {
        title: "Vyberte barvy",
        text: "Uveďte dvě až tři barvy, ideálně ty vaší značky. Méně barev se také lépe tiskne.",
      },
      usage: {
        title: "Myslete na použití",
        text: "Potisk na hrudi, obtisk na hrnek nebo taška: napište, kam design patří, ať se do místa vejde.",
      },
    },
  },
});
