import { localized } from "./localized";

export const home = localized({
  en: {
    meta: {
      title: "Merchovna | Premium custom merch for brands and teams",
      description:
        "Merch is broken. We're fixing it. Premium branded merchandise for brands and teams, designed and produced in the Czech Republic: 150+ product types, from first idea to delivery.",
    },
    hero: {
      eyebrow: "Custom merch studio · Prague",
      headline: "Merch is broken. We're fixing it.",
      tagline:
        "Most branded merch ends up in a drawer. We design and produce pieces your team and clients actually wear, use and keep — from the first sketch to the box on their doorstep.",
      cta: "Start a project",
      secondary: "See what we do",
      showcaseAlt:
        "A black hoodie, a cream tote bag, an enamel mug and a cap, each printed with a bold yellow logo, laid out on a sand-coloured background",
      /** The two lines printed on the drawn tote bag. */
      showcaseTote: ["MERCH", "THAT STAYS"],
    },
    proof: {
      productTypes: "150+",
      productTypesLabel: "product types, from embroidered hoodies to engraved bottles",
      rating: "4.9 / 5",
      ratingLabel: "average rating from 50 client reviews",
      reply: "24 h",
      replyLabel: "to a first answer and a rough quote",
    },
    contact: {
      title: "Tell us what you want to make",
      subtitle:
        "Three short steps: who you are, what you have in mind, and any logos or briefs. We'll come back with ideas, samples and a price.",
      responseTime: "We'll get back to you within 24 hours.",
      directEmail: "Prefer e-mail? Write to us directly at {email}.",
    },
    waitlist: {
      title: "Get first dibs on our drops",
      text: "Limited runs, new materials and the occasional studio sale. One e-mail when there's something worth seeing.",
      microtext: "No spam, only relevant content. Unsubscribe any time.",
    },
  },
  cs: {
    meta: {
      title: "Merchovna | Prémiový merch na míru pro značky a týmy",
      description:
        "Merch je rozbitý. My ho opravujeme. Prémiové značkové předměty pro firmy a týmy, navržené a vyrobené v Česku: přes 150 typů produktů, od prvního nápadu po doručení.",
    },
    hero: {
      eyebrow: "Studio merche na míru · Praha",
      headline: "Merch je rozbitý. My ho opravujeme.",
      tagline:
        "Většina firemního merche skončí v šuplíku. My navrhujeme a vyrábíme kousky, které váš tým i klienti opravdu nosí, používají a schovávají si — od první skici po krabici u jejich dveří.",
      cta: "Začít projekt",
      secondary: "Co děláme",
      showcaseAlt:
        "Černá mikina, krémová taška, smaltovaný hrnek a kšiltovka, každý kus s výrazným žlutým logem, na pískovém pozadí",
      showcaseTote: ["MERCH,", "CO ZŮSTANE"],
    },
    proof: {
      productTypes: "150+",
      productTypesLabel: "typů produktů, od vyšívaných mikin po gravírované lahve",
      rating: "4,9 / 5",
      ratingLabel: "průměrné hodnocení z 50 recenzí klientů",
      reply: "24 h",
      replyLabel: "do první odpovědi a orientační ceny",
    },
    contact: {
      title: "Řekněte nám, co chcete vyrobit",
      subtitle:
        "Tři krátké kroky: kdo jste, co máte v hlavě a případně loga nebo zadání. Ozveme se s nápady, vzorky a cenou.",
      responseTime: "Ozveme se vám do 24 hodin.",
      directEmail: "Raději e-mailem? Napište nám přímo na {email}.",
    },
    waitlist: {
      title: "Buďte u našich kolekcí první",
      text: "Limitované série, nové materiály a občas výprodej ze studia. Jeden e-mail, až bude na co se dívat.",
      microtext: "Žádný spam, jen relevantní obsah. Odhlásit se můžete kdykoli.",
    },
  },
});
