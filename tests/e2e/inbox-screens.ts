/**
 * Screenshots of the inbox and a lead page with ~30 realistic leads, to look at (not a test).
 * Start `E2E_PORT=4710 bun tests/e2e/serve.ts` first, then `E2E_PORT=4710 bun tests/e2e/inbox-screens.ts`.
 * Leads are sent from other loopback addresses (the public forms are limited per IP).
 */
import { request as httpRequest } from "node:http";
import { chromium, request as pwRequest } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4710);
const base = `http://127.0.0.1:${port}`;
const inspector = `http://127.0.0.1:${port + 1}`;
const out = process.env.OUT ?? "/tmp/inbox-screens";

// biome-ignore lint/suspicious/noExplicitAny: a throwaway seeding script reads whatever the procedure answers.
function postFrom(localAddress: string, path: string, body: unknown): Promise<any> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: "POST", localAddress, headers: { "content-type": "application/json" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          if (res.statusCode !== 200) reject(new Error(`${path}: ${JSON.stringify(json)}`));
          else resolve(json.result.data);
        });
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

const people: [string, string, "en" | "cs"][] = [
  ["Jana Dvořáková", "jana.dvorakova@pekarna.cz", "cs"],
  ["Oliver Bennett", "oliver@bennett-studio.co.uk", "en"],
  ["Tomáš Procházka", "tomas@prochazka-sport.cz", "cs"],
  ["Emily Carter", "emily.carter@northwind.io", "en"],
  ["Lucie Černá", "lucie.cerna@seznam.cz", "cs"],
  ["Martin Kučera", "martin.kucera@brnoitfest.cz", "cs"],
  ["Sophie Müller", "sophie.mueller@berlin-run.de", "en"],
  ["Petr Veselý", "petr.vesely@vesely-stavby.cz", "cs"],
  ["James O'Connor", "james@oconnor-brewing.ie", "en"],
  ["Kateřina Horáková", "katerina@horakova-design.cz", "cs"],
  ["Daniel Fischer", "daniel.fischer@fintech-prague.com", "en"],
  ["Markéta Pokorná", "marketa.pokorna@skolka-slunicko.cz", "cs"],
  ["Hannah Schmidt", "hannah@schmidt-events.at", "en"],
  ["Jiří Novotný", "jiri.novotny@hcslavia.cz", "cs"],
  ["Aisha Rahman", "aisha.rahman@greenleaf.org", "en"],
  ["Veronika Marková", "veronika@markova-kavarna.cz", "cs"],
  ["Lukas Wagner", "lukas.wagner@wagner-gmbh.de", "en"],
  ["Eva Králová", "eva.kralova@knihovna-praha.cz", "cs"],
  ["Michael Brown", "m.brown@brownandco.com", "en"],
  ["Zuzana Benešová", "zuzana.benesova@yoga-vinohrady.cz", "cs"],
  ["Ondřej Fiala", "ondrej@fiala-cycling.cz", "cs"],
  ["Charlotte Davies", "charlotte@daviesmedia.co.uk", "en"],
  ["Pavel Sedláček", "pavel.sedlacek@startup-hub.cz", "cs"],
  ["Anna Kowalska", "anna.kowalska@krakowbooks.pl", "en"],
  ["Barbora Němcová", "barbora@nemcova-foto.cz", "cs"],
  ["Ethan Walker", "ethan.walker@walker-robotics.com", "en"],
  ["Kristýna Šimková", "kristyna.simkova@divadlo-ostrava.cz", "cs"],
  ["Liam Murphy", "liam@murphy-outdoor.ie", "en"],
  ["Adéla Pospíšilová", "adela@pospisilova-pekarna.cz", "cs"],
  ["Noah Schneider", "noah.schneider@zurich-climbing.ch", "en"],
];
const messages = {
  cs: [
    "Dobrý den, potřebujeme 150 triček s potiskem loga na firemní běh v květnu. Jaký je termín dodání?",
    "Chtěli bychom mikiny s výšivkou pro celý tým (asi 40 ks). Máte vzorník barev?",
    "Sháníme tašky z biobavlny s potiskem na veletrh. Stihnete to do konce měsíce?",
  ],
  en: [
    "Hi, we need 200 embroidered caps for our summer conference in Prague. Could you quote?",
    "Looking for branded water bottles and notebooks for new hires, around 60 sets a quarter.",
    "Do you ship to Vienna? We are planning a small run of tote bags with a two-colour print.",
  ],
};

async function main() {
  // Admins: Petra (signs in here) and Tomáš (invited).
  const admin = await pwRequest.newContext({ baseURL: base });
  await admin.post("/api/auth/sign-up/email", {
    data: { email: "petra@merchovna.cz", password: "Merch-Shop42!", name: "Petra Svobodová" },
  });
  await admin.post("/trpc/admin.setup", { data: {} });
  await admin.post("/trpc/admin.invites.create", { data: { email: "tomas@merchovna.cz", locale: "cs" } });
  const mails = (await (await fetch(`${inspector}/outbox`)).json()) as { to: string; text: string }[];
  const token = /invite=([A-Za-z0-9_-]{43})/.exec(mails.find((m) => m.to === "tomas@merchovna.cz")?.text ?? "")?.[1];
  const tomas = await pwRequest.newContext({ baseURL: base });
  await tomas.post("/api/auth/sign-up/email", {
    data: { email: "tomas@merchovna.cz", password: "Merch-Shop42!", name: "Tomáš Beneš" },
  });
  await tomas.post("/trpc/admin.acceptInvite", { data: { token } });
  const owners = (await (await admin.get("/trpc/admin.leads.owners")).json()).result.data as { id: string }[];

  // 30 leads: every 5th a design inquiry, every 3rd a contact message, the rest enquiries.
  for (const [i, [name, email, locale]] of people.entries()) {
    const ip = `127.0.60.${i + 1}`;
    const message = messages[locale][i % 3] as string;
    if (i % 5 === 4) {
      const prompt = [
        "a fox wearing sunglasses",
        "a mountain bike in bold style",
        "a coffee cup with steam, hand-drawn",
      ][i % 3] as string;
      const design = await postFrom(ip, "/trpc/generator.generate", { prompt, locale });
      await postFrom(ip, "/trpc/generator.sendInquiry", {
        name,
        email,
        message,
        designPrompt: prompt,
        image: design.id,
        locale,
        company: i % 2 ? "Studio s.r.o." : undefined,
      });
    } else {
      await postFrom(ip, "/trpc/contact.submit", {
        name,
        email,
        message,
        locale,
        source: i % 3 === 0 ? "contact-page" : "enquiry",
        quantity: i % 3 === 0 ? undefined : 50 + i * 10,
      });
    }
  }
  const leads = (await (await fetch(`${inspector}/leads`)).json()) as { id: string; email: string }[];
  const statuses = ["new", "new", "in_progress", "quoted", "won", "lost", "new", "in_progress", "spam", "new"];
  for (const [i, lead] of leads.entries()) {
    const status = statuses[i % statuses.length] as string;
    if (i % 3 !== 2) {
      const owner = owners[i % owners.length]?.id ?? null;
      await admin.post("/trpc/admin.leads.setOwner", { data: { id: lead.id, ownerId: owner } });
    }
    if (status !== "new") await admin.post("/trpc/admin.leads.setStatus", { data: { id: lead.id, status } });
    if (i % 4 === 1) {
      await admin.post("/trpc/admin.leads.addNote", {
        data: { id: lead.id, text: "Volala jsem, pošle logo ve vektorech do pátku." },
      });
      await admin.post("/trpc/admin.leads.reply", {
        data: {
          id: lead.id,
          text: "Dobrý den,\n\nděkujeme za poptávku. **Termín zvládneme**, vzorky najdete na https://merchovna.cz/vzorky\n\n*Petra*",
        },
      });
    }
    // Spread arrival times over the last days; some unanswered ones run past their promise.
    const hours = (i * 7) % 60;
    if (hours > 0) await fetch(`${inspector}/leads/${lead.id}/age?hours=${hours}`, { method: "POST" });
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const replied = leads[1]?.id;
  const design = leads.find((_, i) => i % 5 === 4)?.id;
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
    const page = await context.newPage();
    await page.request.post("/api/auth/sign-in/email", {
      data: { email: "petra@merchovna.cz", password: "Merch-Shop42!" },
    });
    for (const prefix of ["", "/cs"]) {
      const tag = `${width}-${prefix ? "cs" : "en"}`;
      await page.goto(`${prefix}/admin`);
      await page.getByRole("article").first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/inbox-${tag}.png`, fullPage: true });
      await page.goto(`${prefix}/admin?overdue=true&owner=none`);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/inbox-filtered-${tag}.png`, fullPage: true });
      for (const [name, id] of [
        ["lead", replied],
        ["design", design],
      ] as const) {
        await page.goto(`${prefix}/admin/leads/${id}`);
        await page.getByRole("heading", { level: 2 }).first().waitFor();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${out}/${name}-${tag}.png`, fullPage: true });
      }
    }
    await context.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}`);
}

await main();
process.exit(0);
