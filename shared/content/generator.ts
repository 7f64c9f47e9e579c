import { localized } from "./localized";

/**
 * Texts of the AI generator page (/ai-merch-generator). The English texts the product spec quotes
 * (sections 2, 5 and 8) are the product's behaviour: keep them word for word.
 */
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
    /** The visually hidden button of the prerendered placeholder (see LazyMount). */
    loader: "Show the design generator",
    form: {
      title: "Create Your Design",
      label: "Describe your merch design",
      hint: "Subject, style, colours and where it goes. Ctrl+Enter generates too.",
      placeholder: "e.g. A minimalist mountain badge in navy and orange for a hiking club t-shirt",
      counter: "{count}/{max} characters",
      generate: "Generate Design",
      generating: "Creating design...",
    },
    result: {
      title: "Your Generated Design",
      placeholder: "Your generated design will appear here",
      working: "Creating design...",
      imageAlt: "Generated design: {prompt}",
      download: "Download",
      send: "Send to us",
      /** Who drew the design: honest about it not being AI when no AI provider is configured. */
      drawnBy: {
        offline: "Drawn by our built-in design generator (not AI) from the words of your description.",
        openai: "Drawn by AI (OpenAI) from your description.",
      },
    },
    /** The live region that tells screen reader users what the generator is doing. */
    status: {
      generating: "Creating your design. This can take a few seconds.",
    },
    mockups: {
      view: "Preview on",
      design: "Design",
      products: {
        tshirt: "T-shirt",
        hoodie: "Hoodie",
        mug: "Mug",
        tote: "Tote",
      },
      colour: "Colour",
      colours: {
        white: "White",
        black: "Black",
        navy: "Navy",
        natural: "Natural",
        mustard: "Mustard",
      },
      stageLabel: "{product} in {colour} with your design",
      note: "Mockups are an illustration. Before anything is made, we send you a real proof.",
    },
    recent: {
      title: "Your Recent Designs",
      intro: "The last five designs of this visit. They are not saved anywhere, so download the ones you like.",
      show: "Show in preview",
      current: "In preview",
      download: "Download",
    },
    dialog: {
      title: "Send Design to {company}",
      intro: "Tell us about your project and we'll get back to you with options and a quote.",
      required: "Fields marked * are required.",
      designLabel: "The design you are sending",
      name: "Name",
      company: "Company",
      email: "Email",
      message: "Tell us more about your project",
      messagePlaceholder: "Products, quantities, deadline, budget...",
      counter: "{count}/{max} characters",
      honeypot: "Leave this field empty",
      cancel: "Cancel",
      close: "Close",
      send: "Send Inquiry",
      sending: "Sending...",
      errors: {
        name: "Please enter your name",
        email: "Please enter your e-mail",
        emailInvalid: "Please enter a valid e-mail address",
        message: "Please tell us about your project",
        messageTooLong: "Your message is too long",
      },
    },
    toasts: {
      close: "Dismiss notification",
      error: "Error",
      success: "Success!",
      promptRequired: "Please describe your merch design",
      generated: "Your merch design has been generated",
      generateFailed: "Failed to generate image. Please try again.",
      tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
      dailyLimit: "Our design generator has reached its limit for today. Please try again tomorrow.",
      downloaded: "Downloaded!",
      downloadedText: "Image saved to your downloads",
      downloadFailed: "Failed to download image",
      required: "Please fill in all required fields",
      emailInvalid: "Please enter a valid e-mail address",
      noDesign: "No design to send",
      sent: "Your design inquiry has been sent. We'll get back to you within 24-48 hours!",
      sendFailed: "Failed to send inquiry. Please try again or contact us directly.",
    },
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
    loader: "Zobrazit generátor designů",
    form: {
      title: "Vytvořte svůj design",
      label: "Popište svůj merch design",
      hint: "Motiv, styl, barvy a kam design patří. Generovat můžete i zkratkou Ctrl+Enter.",
      placeholder: "např. Minimalistický odznak s horami v námořnické modré a oranžové na tričko turistického klubu",
      counter: "{count}/{max} znaků",
      generate: "Vygenerovat design",
      generating: "Vytvářím design...",
    },
    result: {
      title: "Váš vygenerovaný design",
      placeholder: "Tady se objeví váš vygenerovaný design",
      working: "Vytvářím design...",
      imageAlt: "Vygenerovaný design: {prompt}",
      download: "Stáhnout",
      send: "Poslat nám",
      drawnBy: {
        offline: "Nakreslil náš vestavěný generátor návrhů (ne AI) podle slov vašeho popisu.",
        openai: "Nakreslila AI (OpenAI) podle vašeho popisu.",
      },
    },
    status: {
      generating: "Vytváříme váš design. Může to trvat několik sekund.",
    },
    mockups: {
      view: "Náhled na",
      design: "Návrh",
      products: {
        tshirt: "Tričko",
        hoodie: "Mikina",
        mug: "Hrnek",
        tote: "Taška",
      },
      colour: "Barva",
      colours: {
        white: "Bílá",
        black: "Černá",
        navy: "Námořnická modrá",
        natural: "Přírodní",
        mustard: "Hořčicová",
      },
      stageLabel: "{product} s vaším designem, barva: {colour}",
      note: "Náhledy jsou ilustrační. Než cokoli vyrobíme, pošleme vám skutečný nátisk.",
    },
    recent: {
      title: "Vaše poslední designy",
      intro: "Posledních pět designů z této návštěvy. Nikam se neukládají, takže si ty povedené stáhněte.",
      show: "Zobrazit v náhledu",
      current: "V náhledu",
      download: "Stáhnout",
    },
    dialog: {
      title: "Poslat design týmu {company}",
      intro: "Napište nám o svém projektu a ozveme se vám s možnostmi a cenovou nabídkou.",
      required: "Pole označená * jsou povinná.",
      designLabel: "Design, který posíláte",
      name: "Jméno",
      company: "Firma",
      email: "E-mail",
      message: "Řekněte nám víc o svém projektu",
      messagePlaceholder: "Produkty, počty kusů, termín, rozpočet...",
      counter: "{count}/{max} znaků",
      honeypot: "Toto pole nechte prázdné",
      cancel: "Zrušit",
      close: "Zavřít",
      send: "Odeslat poptávku",
      sending: "Odesílám...",
      errors: {
        name: "Vyplňte prosím své jméno",
        email: "Vyplňte prosím svůj e-mail",
        emailInvalid: "Zadejte prosím platnou e-mailovou adresu",
        message: "Napište nám prosím něco o svém projektu",
        messageTooLong: "Vaše zpráva je příliš dlouhá",
      },
    },
    toasts: {
      close: "Zavřít oznámení",
      error: "Chyba",
      success: "Hotovo!",
      promptRequired: "Popište prosím svůj merch design",
      generated: "Váš merch design je vygenerovaný",
      generateFailed: "Obrázek se nepodařilo vygenerovat. Zkuste to prosím znovu.",
      tooManyRequests: "Příliš mnoho požadavků. Počkejte prosím pár minut a zkuste to znovu.",
      dailyLimit: "Náš generátor designů pro dnešek vyčerpal svůj limit. Zkuste to prosím zítra.",
      downloaded: "Staženo!",
      downloadedText: "Obrázek je uložený ve stažených souborech",
      downloadFailed: "Obrázek se nepodařilo stáhnout",
      required: "Vyplňte prosím všechna povinná pole",
      emailInvalid: "Zadejte prosím platnou e-mailovou adresu",
      noDesign: "Není co odeslat: nejdřív si vygenerujte design",
      sent: "Vaše poptávka s designem byla odeslána. Ozveme se vám do 24–48 hodin!",
      sendFailed: "Poptávku se nepodařilo odeslat. Zkuste to prosím znovu nebo nás kontaktujte přímo.",
    },
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
