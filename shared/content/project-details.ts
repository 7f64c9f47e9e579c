import type { BudgetRange, ProductType } from "../limits";
import { localized } from "./localized";

/**
 * The enquiry's optional project details (step 2): labels of the fields and of their choices, used
 * by the form, its summary, the admin list and (in English) the staff mail.
 */
export const projectDetails = localized({
  en: {
    heading: "Project details",
    legend: "Project details (optional)",
    intro: "Whatever you already know helps us quote faster. Skip anything you haven't decided yet.",
    productTypes: "What should we make?",
    products: "Products",
    productTypeNames: {
      "t-shirts": "T-shirts",
      hoodies: "Hoodies",
      caps: "Caps",
      bags: "Bags and totes",
      mugs: "Mugs",
      bottles: "Bottles",
      stickers: "Stickers",
      notebooks: "Notebooks",
      socks: "Socks",
      other: "Something else",
    } satisfies Record<ProductType, string>,
    quantity: "Quantity",
    quantityHint: "Roughly how many pieces in total, e.g. 250.",
    quantityValue: "{count} pcs",
    deadline: "Deadline",
    deadlineHint: "When do you need it in hand?",
    budget: "Budget",
    // The empty choice (no answer), worded apart from "Not sure yet" (an answer): both read as one.
    budgetNone: "Choose a range (optional)",
    budgetNames: {
      "under-25k": "Under CZK 25,000",
      "25k-50k": "CZK 25,000–50,000",
      "50k-100k": "CZK 50,000–100,000",
      "100k-250k": "CZK 100,000–250,000",
      "over-250k": "Over CZK 250,000",
      "not-sure": "Not sure yet",
    } satisfies Record<BudgetRange, string>,
    company: "Company",
    phone: "Phone",
    phoneHint: "If you'd rather talk it through, e.g. +420 603 555 210.",
    errors: {
      quantityInvalid: "Please enter the number of pieces as a whole number from 1 to 1,000,000, e.g. 250",
      deadlineInvalid: "Please enter the deadline as a date",
      deadlineRange: "Please pick a deadline from today to three years ahead",
      phoneInvalid: "Please enter a phone number of 6 to 15 digits, e.g. +420 603 555 210",
      companyTooLong: "The company name is too long",
      choiceInvalid: "Please choose from the list",
    },
  },
  cs: {
    heading: "Podrobnosti projektu",
    legend: "Podrobnosti projektu (nepovinné)",
    intro: "Cokoli už víte, nám pomůže připravit nabídku rychleji. Co ještě nemáte rozhodnuté, přeskočte.",
    productTypes: "Co máme vyrobit?",
    products: "Produkty",
    productTypeNames: {
      "t-shirts": "Trička",
      hoodies: "Mikiny",
      caps: "Kšiltovky",
      bags: "Tašky",
      mugs: "Hrnky",
      bottles: "Láhve",
      stickers: "Samolepky",
      notebooks: "Zápisníky",
      socks: "Ponožky",
      other: "Něco jiného",
    },
    quantity: "Počet kusů",
    quantityHint: "Zhruba kolik kusů celkem, např. 250.",
    quantityValue: "{count} ks",
    deadline: "Termín",
    deadlineHint: "Kdy merch potřebujete mít v rukou?",
    budget: "Rozpočet",
    budgetNone: "Vyberte rozpětí (nepovinné)",
    budgetNames: {
      "under-25k": "Do 25 000 Kč",
      "25k-50k": "25 000–50 000 Kč",
      "50k-100k": "50 000–100 000 Kč",
      "100k-250k": "100 000–250 000 Kč",
      "over-250k": "Nad 250 000 Kč",
      "not-sure": "Zatím nevím",
    },
    company: "Firma",
    phone: "Telefon",
    phoneHint: "Pokud to radši probereme po telefonu, např. +420 603 555 210.",
    errors: {
      quantityInvalid: "Zadejte počet kusů jako celé číslo od 1 do 1 000 000, např. 250",
      deadlineInvalid: "Zadejte termín jako datum",
      deadlineRange: "Vyberte termín od dneška do tří let",
      phoneInvalid: "Zadejte telefonní číslo o 6 až 15 číslicích, např. +420 603 555 210",
      companyTooLong: "Název firmy je příliš dlouhý",
      choiceInvalid: "Vyberte prosím z nabídky",
    },
  },
});

export type ProjectDetailTexts = (typeof projectDetails)["en" | "cs"];

/** The details as text rows (label, value) in a language; fields left out are skipped. */
export function projectDetailRows(
  d: {
    productTypes?: readonly string[] | null;
    quantity?: number | null;
    deadline?: string | null;
    budget?: string | null;
    company?: string | null;
    phone?: string | null;
  },
  locale: "en" | "cs",
): [label: string, value: string][] {
  const t: ProjectDetailTexts = projectDetails[locale];
  const tag = locale === "cs" ? "cs-CZ" : "en-GB";
  const rows: [string, string][] = [];
  if (d.company) rows.push([t.company, d.company]);
  if (d.phone) rows.push([t.phone, d.phone]);
  if (d.productTypes?.length) {
    const names = t.productTypeNames as Record<string, string>;
    rows.push([t.products, d.productTypes.map((p) => names[p] ?? p).join(", ")]);
  }
  if (d.quantity != null) {
    rows.push([t.quantity, t.quantityValue.replace("{count}", new Intl.NumberFormat(tag).format(d.quantity))]);
  }
  if (d.deadline) {
    const date = new Date(`${d.deadline}T00:00:00Z`);
    const text = Number.isNaN(date.getTime())
      ? d.deadline
      : new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
    rows.push([t.deadline, text]);
  }
  if (d.budget) rows.push([t.budget, (t.budgetNames as Record<string, string>)[d.budget] ?? d.budget]);
  return rows;
}
