import { describe, expect, it } from "vitest";
import { matchableReport } from "../../../test/matchable-report";
import { matchProfile, type MatchableReport } from "../item-profile/profile";
import { rankMatches, rankMatchesInSlices, scorePair, type MatchReason, type Nearby } from "./score";
import { shortlist } from "./shortlist";
import { SHORTLIST_RULE, SUGGEST_THRESHOLD, WEIGHTS } from "./weights";

const nearby: Nearby = (a, b) =>
  [a, b].every((id) => id.startsWith("library")) || [a, b].every((id) => id.startsWith("sports"));

const report = matchableReport;
const score = (lost: Partial<MatchableReport>, found: Partial<MatchableReport>) =>
  scorePair(matchProfile(report("lost", lost)), matchProfile(report("found", found)), nearby);
const value = (lost: Partial<MatchableReport>, found: Partial<MatchableReport>) => score(lost, found)?.score ?? 0;
/** A report of a kind the form has no item type for ("other"), with its fields. */
const other = (kind: string, fields: Partial<MatchableReport> = {}): Partial<MatchableReport> => ({
  itemType: "other",
  itemTypeOther: kind,
  ...fields,
});
const codes = (lost: Partial<MatchableReport>, found: Partial<MatchableReport>) =>
  score(lost, found)?.reasons.map((reason) => reason.code) ?? [];

describe("scoring a lost and a found report", () => {
  it("never pairs another kind of item", () => {
    expect(score({ itemType: "phone" }, { itemType: "wallet" })).toBeNull();
    expect(
      score({ itemType: "other", itemTypeOther: "umbrella" }, { itemType: "other", itemTypeOther: "calculator" }),
    ).toBeNull();
  });

  it("counts a thing both reports name with the item, in either language, for the pair but as no reason to tell", () => {
    const lost = other("kunci rumah", { color: "hitam", description: "Bersama kad akses kolej." });
    const found = other("keys", { color: "black" });
    const withCard = { ...found, description: "With an access card." };
    expect(value(lost, withCard)).toBeGreaterThan(value(lost, { ...found, description: "With a receipt." }) + 0.02);
    expect(codes(lost, withCard)).not.toContain("similarDescription");
    // The item itself named again is no such thing.
    expect(value(other("kad akses"), other("access card", { description: "An access card." }))).toBe(
      value(other("kad akses"), other("access card")),
    );
  });

  it("counts two different people's names written on the thing against the pair, and the same name for it", () => {
    const lost = {
      itemType: "other" as const,
      itemTypeOther: "book",
      color: "black",
      description: "Koh Jun Hao written inside.",
    };
    const found = { itemType: "other" as const, itemTypeOther: "buku", color: "hitam" };
    const unnamed = value(lost, found);
    expect(value(lost, { ...found, description: "Bahagian dalam ada nama Chee Keong." })).toBeLessThan(unnamed - 0.3);
    expect(value(lost, { ...found, description: "ada nama Jun Hao dalam" })).toBeGreaterThan(unnamed);
    // The owner naming someone the finder does not mention is no evidence either way (the finder may not have looked).
    expect(value(lost, { ...found, description: "On a desk." })).toBe(
      value({ ...lost, description: "Lots of highlights inside." }, { ...found, description: "On a desk." }),
    );
    // A finder's name where the owner, describing the thing, named nobody counts a little against, less than two names.
    const owner = { ...lost, description: "Lots of highlights inside." };
    expect(value(owner, { ...found, description: "Nama Ali." })).toBeLessThan(value(owner, found));
    expect(value(owner, { ...found, description: "Nama Ali." })).toBeGreaterThan(
      value(
        { ...owner, description: "Lots of highlights inside, name Chee Keong." },
        { ...found, description: "Nama Ali." },
      ),
    );
  });

  it("counts two names that share a part but each have a part of their own against the pair, and a part of one name for it", () => {
    const lost = {
      itemType: "wallet" as const,
      color: "black",
      description: "Coach wallet, zip around. Inside: IC (Chong Mei Xuan), Public Bank card.",
    };
    const found = { itemType: "wallet" as const, color: "hitam" };
    const unnamed = value(lost, found);
    // Another person of the same family name: Chong Mei Ling is not Chong Mei Xuan.
    expect(value(lost, { ...found, description: "IC nama Chong Mei Ling" })).toBeLessThan(unnamed - 0.3);
    // The finder copied part of the name: the same person.
    expect(value(lost, { ...found, description: "ada IC nama Mei Xuan" })).toBeGreaterThan(unnamed);
    // Parts that many names share do not make two people: Mohd Akmal and Muhammad Akmal may be one.
    const akmal = { ...lost, description: "MyKad, name Mohd Akmal bin Roslan" };
    expect(value(akmal, { ...found, description: "IC nama Muhammad Akmal Roslan" })).toBeGreaterThan(
      value(akmal, found),
    );
    expect(value(akmal, { ...found, description: "IC nama Ahmad Akmal bin Rahman" })).toBeLessThan(
      value(akmal, found) - 0.3,
    );
  });

  it("counts one person's name on both sides for the pair, beyond the shared words, the more so the more rare parts they share", () => {
    const details = "leather, zip broken, RM50 cash, IC inside";
    const lost = {
      itemType: "wallet" as const,
      color: "brown",
      description: `${details}, name Nurul Aisyah binti Rahim`,
    };
    const found = { itemType: "wallet" as const, color: "coklat" };
    // The shared details alone already give all that shared words can.
    const unnamed = value(lost, { ...found, description: details });
    const part = value(lost, { ...found, description: `${details}, atas nama Aisyah` });
    const whole = value(lost, { ...found, description: `${details}, nama NURUL AISYAH BINTI RAHIM` });
    expect(part).toBeGreaterThan(unnamed);
    expect(whole).toBeGreaterThan(part);
    // Parts many names carry say nothing: "Nurul" alone is no one in particular.
    expect(
      value({ ...lost, description: `${details}, name Nurul` }, { ...found, description: `${details}, nama Nurul` }),
    ).toBe(value({ ...lost, description: `${details}, name Nurul` }, { ...found, description: details }));
  });

  it("weighs a model code both model fields give once, as the model, not again as a shared word", () => {
    const logit = (p: number) => Math.log(p / (1 - p));
    const lost = { itemType: "phone" as const, brand: "Samsung", description: "hp samsung ungu" };
    const found = { itemType: "phone" as const, locationId: "hall", description: "found at the cafe" };
    const withModels = value({ ...lost, model: "Galaxy A54" }, { ...found, model: "A54" });
    expect(logit(withModels) - logit(value(lost, found))).toBeCloseTo(WEIGHTS.sameModelCode, 2);
  });

  it("does not count a colour against a pair when it is the colour either report gives a part of the thing", () => {
    const lost = { itemType: "phone" as const, brand: "Oppo", color: "hitam", description: "oppo a78, casing pink" };
    const found = { itemType: "phone" as const, brand: "Oppo", locationId: "hall" };
    expect(value(lost, { ...found, color: "pink" })).toBeGreaterThan(value(lost, { ...found, color: "green" }) * 3);
    const band = other("smartwatch", { brand: "Xiaomi", color: "black", description: "strap changed to army green" });
    const found2 = other("watch", { brand: "Xiaomi", description: "fitness band, olive green strap" });
    expect(value(band, { ...found2, color: "green" })).toBeGreaterThan(value(band, { ...found2, color: "red" }) * 3);
  });

  it("counts a finder's 'no damage' or 'like new' against an owner who names a crack, a dent or a scratch", () => {
    const lost = { itemType: "laptop" as const, brand: "Dell", color: "black", description: "crack on the hinge" };
    const found = { itemType: "laptop" as const, brand: "Dell", color: "black", locationId: "hall" };
    const unsaid = value(lost, { ...found, description: "left after the fair" });
    expect(value(lost, { ...found, description: "no damage, left after the fair" })).toBeLessThan(unsaid - 0.1);
    expect(value(lost, { ...found, description: "looks new, left after the fair" })).toBeLessThan(unsaid - 0.1);
    // "Elok" alone is also "properly": a zip that does not close properly says nothing of damage.
    expect(value(lost, { ...found, description: "zip tak boleh tutup elok" })).toBeGreaterThanOrEqual(unsaid - 0.01);
  });

  it("counts a finder's 'no markings' against an owner who names what is written on it", () => {
    const lost = other("laptop charger", { brand: "Lenovo", description: "the brick has 'DANIEL 012' written on it" });
    const found = other("charger", { brand: "Lenovo", locationId: "hall" });
    expect(value(lost, { ...found, description: "no markings, left in DK3" })).toBeLessThan(
      value(lost, { ...found, description: "left in DK3" }) - 0.1,
    );
  });

  it("counts an empty one against one with things found inside it, in either language", () => {
    const lost = other("laptop sleeve", { color: "grey", description: "13 inch felt sleeve, empty" });
    const found = other("laptop sleeve", { color: "kelabu", locationId: "hall" });
    expect(value(lost, { ...found, description: "sarung laptop, ada charger macbook dalam" })).toBeLessThan(
      value(lost, { ...found, description: "sarung laptop, ada tag kulit" }) - 0.1,
    );
    const wallet = other("dompet", { description: "dompet kosong" });
    expect(codes(wallet, other("wallet", { description: "wallet with an IC inside" }))).toContain("detailsDiffer");
    expect(codes(wallet, other("wallet", { description: "a plain wallet" }))).not.toContain("detailsDiffer");
  });

  it("counts a plain one against an owner who names words or a logo printed on it", () => {
    const lost = other("hoodie", { color: "maroon", description: "'ENGINEERING WEEK 2025' print at the back" });
    const found = other("hoodie", { color: "maroon", locationId: "hall" });
    expect(value(lost, { ...found, description: "plain hoodie, left in DK3" })).toBeLessThan(
      value(lost, { ...found, description: "hoodie, left in DK3" }) - 0.1,
    );
    expect(
      codes(other("beg", { description: "beg polos" }), other("bag", { description: "bag with a logo" })),
    ).toContain("detailsDiffer");
  });

  it("counts a finder's 'no accessories' against an owner who names a sticker, keychain or phone grip on it", () => {
    const lost = {
      itemType: "phone" as const,
      brand: "Poco",
      color: "black",
      description: "got a pop socket with a panda",
    };
    const found = { itemType: "phone" as const, brand: "Poco", color: "black", locationId: "hall" };
    expect(value(lost, { ...found, description: "found at eng cafe, no accessories" })).toBeLessThan(
      value(lost, { ...found, description: "found at eng cafe" }) - 0.1,
    );
    expect(codes(lost, { ...found, description: "takde aksesori" })).toContain("detailsDiffer");
  });

  it("counts a round frame against a square one, and a crescent moon against a star", () => {
    const spek = other("spek", { color: "merah", description: "spek mata frame merah bulat" });
    const glasses = other("glasses", { color: "red" });
    expect(value(spek, { ...glasses, description: "rectangular frame" })).toBeLessThan(
      value(spek, { ...glasses, description: "round frame" }) - 0.1,
    );
    const subang = other("subang", { color: "emas", description: "subang bentuk bulan sabit, sebelah je" });
    const earring = other("earring", { color: "gold" });
    expect(value(subang, { ...earring, description: "crescent moon earring" })).toBeGreaterThan(
      value(subang, { ...earring, description: "star-shaped stud earring" }),
    );
  });

  it("counts two key tags of two rooms against the pair, and the same room as no more than a shared word", () => {
    const lost = other("room key", { description: "kunci bilik, no bilik C-3-12, tag plastik kuning" });
    const found = other("key", { locationId: "hall" });
    const untagged = value(lost, { ...found, description: "key with a yellow tag" });
    expect(value(lost, { ...found, description: "key with a yellow tag C-3-21" })).toBeLessThan(untagged / 3);
    expect(value(lost, { ...found, description: "key with a yellow tag C-3-12" })).toBeGreaterThanOrEqual(untagged);
  });

  it("counts two model codes that differ against the pair as much as two brands", () => {
    const lost = other("calculator", { brand: "Casio", model: "fx-570EX", color: "grey" });
    const found = other("kalkulator", { brand: "Casio", color: "kelabu", locationId: "hall" });
    const logit = (p: number) => Math.log(p / (1 - p));
    const unsaid = value(lost, found);
    expect(logit(unsaid) - logit(value(lost, { ...found, model: "fx-991EX" }))).toBeGreaterThan(3);
    expect(logit(unsaid) - logit(value(lost, { ...found, brand: "Sharp" }))).toBeGreaterThan(3);
    expect(value(lost, { ...found, model: "FX570 EX" })).toBeGreaterThan(unsaid);
  });

  it("takes two names a letter apart as neither the same person nor two: a slip, or another student", () => {
    const lost = other("sejadah", { color: "maroon", description: "ada nama AFIQAH sulam kat bucu" });
    const found = other("prayer mat", { color: "maroon", locationId: "hall" });
    const unnamed = value(lost, { ...found, description: "ada nama sulam" });
    expect(value(lost, { ...found, description: "ada nama sulam 'AFIFAH'" })).toBe(unnamed);
    expect(value(lost, { ...found, description: "nama sulam 'AFIQAH'" })).toBeGreaterThan(unnamed);
    expect(value(lost, { ...found, description: "nama sulam 'SYAZWANI'" })).toBeLessThan(unnamed);
  });

  it("takes a name the finder could read only in part as the owner's when it starts the same", () => {
    const lost = other("kad matrik", { description: "hilang kad matrik, nama NUR AISYAH BINTI KAMAL" });
    const found = other("student card", { eventDate: "2026-03-20" });
    expect(value(lost, { ...found, description: "Student ID. Name: NUR AISYAH BT KAM..." })).toBeGreaterThan(
      value(lost, { ...found, description: "Student ID. Name: NUR AISYAH BT AHMAD" }) * 2,
    );
  });

  it("counts the same engraved initials for the pair and other initials against it, however they are written", () => {
    const lost = other("ring", { description: "Small stone on it, F & O engraved on it." });
    const found = other("cincin", { locationId: "hall", eventDate: "2026-03-20" });
    // The finder saw an engraving but gave no letters: the baseline.
    const plain = value(lost, { ...found, description: "ada batu kecil, ada ukiran" });
    expect(value(lost, { ...found, description: "ada batu kecil, terukir f.o." })).toBeGreaterThan(plain * 2);
    expect(value(lost, { ...found, description: "ada batu kecil, terukir n.a." })).toBeLessThan(plain / 2);
  });

  it("counts two patterns that differ against the pair, and the same pattern in either language as agreeing", () => {
    const lost = other("payung", { color: "hitam", description: "payung lipat, corak polka dot" });
    const found = other("umbrella", { color: "black" });
    const unsaid = value(lost, { ...found, description: "folding umbrella" });
    expect(value(lost, { ...found, description: "folding umbrella, plaid" })).toBeLessThan(unsaid - 0.1);
    expect(value(lost, { ...found, description: "folding umbrella, plain" })).toBeLessThan(unsaid - 0.1);
    expect(value(lost, { ...found, description: "folding umbrella, ada corak bintik-bintik" })).toBeGreaterThanOrEqual(
      unsaid,
    );
  });

  it("reads what a sticker or a photo shows in either language", () => {
    const lost = other("tumbler", { color: "silver", description: "sticker 'Kopi O Kaw' separuh tertanggal" });
    const flask = other("flask", { color: "silver" });
    const unsaid = value(lost, { ...flask, description: "steel flask" });
    expect(value(lost, { ...flask, description: "steel flask with a coffee sticker" })).toBeGreaterThan(unsaid);
    const wallet = other("dompet", { color: "hitam", description: "ada gambar keluarga dalam" });
    const found = { ...other("wallet", { color: "black" }) };
    expect(value(wallet, { ...found, description: "a family photo inside" })).toBeGreaterThan(
      value(wallet, { ...found, description: "a photo inside" }),
    );
    // A photo inside is no figure on it: a bear keychain on the other does not count against it.
    expect(codes(wallet, { ...found, description: "a bear keychain" })).not.toContain("detailsDiffer");
  });

  it("counts a student's faculty given by both for the pair in either language, and two faculties against it", () => {
    const lost = other("kad matrik", { description: "Hilang kad matrik. Fakulti Pendidikan." });
    const found = other("student card", { eventDate: "2026-03-20" });
    const unsaid = value(lost, { ...found, description: "Student card found." });
    expect(value(lost, { ...found, description: "Student card found. Faculty of Education." })).toBeGreaterThan(
      unsaid * 1.5,
    );
    expect(value(lost, { ...found, description: "Student card found. Faculty of Business." })).toBeLessThan(unsaid / 2);
  });

  it("compares a laptop's bag with the bag its owner described, not with the laptop's own colour", () => {
    const lost = {
      itemType: "laptop" as const,
      brand: "Asus",
      color: "hitam",
      description: "Asus laptop hitam dalam beg galas kelabu",
    };
    const bag = (color: string) => other("backpack", { color, description: "backpack with an Asus laptop inside" });
    expect(value(lost, bag("grey"))).toBeGreaterThan(value(lost, bag("black")) + 0.1);
  });

  it("counts two opposites of one property against the pair, in either language", () => {
    const lost = other("gelang", { color: "emas", description: "Gelang emas 916, halus, hadiah mak" });
    const found = other("bracelet", { color: "gold" });
    const unsaid = value(lost, { ...found, description: "gold bracelet on the walkway" });
    expect(value(lost, { ...found, description: "gelang emas tebal" })).toBeLessThan(unsaid - 0.05);
    expect(value(lost, { ...found, description: "thin gold bracelet" })).toBeGreaterThanOrEqual(unsaid);
  });

  it("counts two ways of plugging in against a charger pair, and the same one however it is written as agreeing", () => {
    const lost = other("charger", { color: "white", description: "Charger putih 20W, kabel type-C" });
    const found = other("pengecas", { color: "putih" });
    const unsaid = value(lost, { ...found, description: "found at the cafe" });
    expect(value(lost, { ...found, description: "with a lightning cable" })).toBeLessThan(unsaid - 0.1);
    expect(value(lost, { ...found, description: "ada wayar micro usb" })).toBeLessThan(unsaid - 0.1);
    expect(value(lost, { ...found, description: "with a USB-C cable" })).toBeGreaterThanOrEqual(unsaid);
  });

  it("counts a folding umbrella against a long one, and a full-face helmet against an open-face one", () => {
    const lost = other("payung", { color: "hitam", description: "payung lipat, hulu ada tali" });
    const found = other("umbrella", { color: "black" });
    const unsaid = value(lost, { ...found, description: "left at the bus stop" });
    expect(value(lost, { ...found, description: "long umbrella with a J handle" })).toBeLessThan(unsaid - 0.05);
    expect(value(lost, { ...found, description: "small folding umbrella" })).toBeGreaterThanOrEqual(unsaid);
    const helmet = other("helmet", { color: "white", description: "Full face helmet, visor smoke" });
    const topi = other("topi keledar", { color: "putih" });
    expect(value(helmet, { ...topi, description: "helmet separuh muka" })).toBeLessThan(
      value(helmet, { ...topi, description: "jenis muka penuh" }) - 0.1,
    );
  });

  it("counts a curved peak against a straight one, and an automatic umbrella against a manual one, in either language", () => {
    const cap = other("cap", { color: "black", description: "New Era cap, curved brim" });
    const topi = other("topi", { color: "hitam" });
    expect(value(cap, { ...topi, description: "muncung lurus" })).toBeLessThan(
      value(cap, { ...topi, description: "muncung melengkung" }) - 0.1,
    );
    const payung = other("payung", { color: "biru", description: "payung auto, tekan butang terus buka" });
    const umbrella = other("umbrella", { color: "blue" });
    expect(value(payung, { ...umbrella, description: "manual open umbrella" })).toBeLessThan(
      value(payung, { ...umbrella, description: "automatic umbrella" }) - 0.1,
    );
  });

  it("counts quoted texts that differ against the pair, and a finder who copies part of one as agreeing", () => {
    const lost = other("hoodie", { color: "maroon", description: "tulisan 'FKE BATCH 22' belakang" });
    const found = other("hoodie", { color: "maroon" });
    const plain = value(lost, { ...found, description: "left in the lab" });
    expect(value(lost, { ...found, description: "printed 'FKM BATCH 21' on the back" })).toBeLessThan(plain - 0.1);
    expect(value(lost, { ...found, description: "printed 'FKE Batch 22' on the back" })).toBeGreaterThan(plain);
    const laptop = { itemType: "laptop" as const, brand: "Apple", description: "sticker 'Keep Calm and Code On'" };
    expect(value(laptop, { itemType: "laptop", brand: "Apple", description: "sticker 'Keep Calm'" })).toBeGreaterThan(
      value(laptop, { itemType: "laptop", brand: "Apple", description: "sticker 'Kopi Dulu'" }) + 0.1,
    );
  });

  it("counts two sizes that differ against the pair, and leaves a size one side does not give alone", () => {
    const lost = other("kasut", { brand: "Nike", color: "putih", description: "Kasut Nike AF1 putih saiz 9" });
    const found = other("shoes", { brand: "Nike", color: "white" });
    const unsized = value(lost, { ...found, description: "left on the shoe rack" });
    expect(value(lost, { ...found, description: "white sneakers, size UK9" })).toBeGreaterThanOrEqual(unsized);
    expect(value(lost, { ...found, description: "white sneakers, size 7" })).toBeLessThan(unsized - 0.1);
    const coat = other("lab coat", { color: "white", description: "saiz M, tertinggal lepas amali" });
    expect(value(coat, other("labcoat", { color: "putih", description: "size L" }))).toBeLessThan(
      value(coat, other("labcoat", { color: "putih", description: "size M" })) - 0.3,
    );
  });

  it("counts a part one side says is not there and the other names against the pair, and never as shared", () => {
    const lost = other("botol air", {
      brand: "Tupperware",
      color: "pink",
      description: "ada nama Mira tulis pakai marker",
    });
    const found = other("bottle", { brand: "Tupperware", color: "pink" });
    const silent = value(lost, { ...found, description: "found at the gym" });
    expect(value(lost, { ...found, description: "no name, found at the gym" })).toBeLessThan(silent);
    expect(codes(lost, { ...found, description: "no name, found at the gym" })).not.toContain("similarDescription");
    // Both say the cover is gone: no conflict.
    const calculator = other("kalkulator", { color: "biru", description: "Casio, cover dah hilang" });
    const calc = other("calculator", { color: "blue" });
    expect(value(calculator, { ...calc, description: "without cover" })).toBeGreaterThan(
      value(calculator, { ...calc, description: "with its cover" }),
    );
  });

  it("compares the colours of one part, and never takes a case's colour for the thing's", () => {
    const lost = {
      itemType: "phone" as const,
      brand: "Apple",
      color: "purple",
      description: "casing MagSafe kulit coklat",
    };
    const found = { itemType: "phone" as const, brand: "Apple" };
    // The finder saw only the brown case: that is no colour of the phone against its purple.
    expect(value(lost, { ...found, description: "Jumpa iphone dengan casing coklat" })).toBeGreaterThan(
      value(lost, { ...found, description: "Jumpa iphone" }),
    );
    expect(value(lost, { ...found, description: "Jumpa iphone, casing hitam" })).toBeLessThan(
      value(lost, { ...found, description: "Jumpa iphone" }),
    );
    // A case is seldom changed: two cases of two colours are two phones, nearly as surely as two colours.
    const logit = (p: number) => Math.log(p / (1 - p));
    expect(
      logit(value(lost, { ...found, description: "Jumpa iphone" })) -
        logit(value(lost, { ...found, description: "Jumpa iphone, casing hitam" })),
    ).toBeGreaterThan(3);
    // One part that differs outweighs another that agrees.
    const strapped = { ...lost, description: "casing MagSafe kulit coklat, strap biru" };
    expect(value(strapped, { ...found, description: "iphone, casing coklat, strap merah" })).toBeLessThan(
      value(strapped, { ...found, description: "iphone, casing coklat, strap biru" }) / 2,
    );
    const gown = other("jubah graduasi", { color: "hitam", description: "hood biru" });
    expect(value(gown, other("graduation gown", { color: "black", description: "with a blue hood" }))).toBeGreaterThan(
      value(gown, other("graduation gown", { color: "black", description: "hood merah" })),
    );
  });

  it("counts two counts of one part that differ against the pair", () => {
    const lost = other("gelang", { brand: "Pandora", color: "silver", description: "ada 4 charm, hati dan bintang" });
    const found = other("bracelet", { brand: "Pandora", color: "silver" });
    expect(value(lost, { ...found, description: "with 2 charms" })).toBeLessThan(
      value(lost, { ...found, description: "with charms" }),
    );
    expect(value(lost, { ...found, description: "with 4 charms" })).toBeGreaterThanOrEqual(
      value(lost, { ...found, description: "with charms" }),
    );
  });

  it("reads a kind through typos and either language, before comparing", () => {
    expect(
      codes({ itemType: "other", itemTypeOther: "umbrela" }, { itemType: "other", itemTypeOther: "payung" }),
    ).toContain("sameKind");
    expect(
      codes({ itemType: "other", itemTypeOther: "botol air" }, { itemType: "other", itemTypeOther: "water bottel" }),
    ).toContain("sameKind");
    // A phone the finder filed as "other".
    expect(codes({ itemType: "phone" }, { itemType: "other", itemTypeOther: "handphone" })).toContain("sameKind");
  });

  it("matches a report written in Malay with one written in English, with the reasons", () => {
    const pair = score(
      {
        itemType: "other",
        itemTypeOther: "payung",
        brand: "Totes",
        color: "Hitam",
        description: "payung hitam boleh lipat",
        locationId: "library-1",
        eventDate: "2026-05-04",
      },
      {
        itemType: "other",
        itemTypeOther: "umbrella",
        brand: "totes",
        color: "black",
        description: "black foldable umbrella",
        locationId: "library-1",
        eventDate: "2026-05-05",
      },
    );
    expect(pair!.score).toBeGreaterThanOrEqual(SHORTLIST_RULE.threshold);
    expect(pair!.score).toBeLessThan(1);
    expect(pair!.reasons.map((reason) => reason.code)).toEqual(
      expect.arrayContaining(["sameKind", "sameBrand", "sameColour", "sameLocation"]),
    );
    expect(pair!.reasons).toContainEqual({ code: "foundDaysAfter", days: 1 });
  });

  it("counts a field one side left out as unknown, not as a mismatch", () => {
    const lost = { brand: "Samsung", color: "Black", model: "Galaxy A54" };
    expect(value(lost, { brand: "Samsung" })).toBeGreaterThan(value(lost, { brand: "Samsung", color: "White" }));
    expect(value(lost, { color: "hitam" })).toBeGreaterThan(value(lost, { color: "hitam", brand: "Oppo" }));
    expect(value(lost, { brand: "Samsung" })).toBeGreaterThan(value(lost, { brand: "Samsung", model: "Galaxy A14" }));
  });

  it("meets a brand it does not know, typed in one brand field, in the other's description", () => {
    const lost = other("earbuds", { description: "Soundpeats wireless earbuds, quite scratched" });
    expect(codes(lost, other("earphones", { brand: "Soundpeats" }))).toContain("sameBrand");
    expect(value(lost, other("earphones", { brand: "Soundpeats" }))).toBeGreaterThan(value(lost, other("earphones")));
    expect(codes(lost, other("earphones", { brand: "Kinyo" }))).not.toContain("sameBrand");
  });

  it("tells shades apart: the same shade, a shade of the colour, and another shade", () => {
    const navy = { color: "navy blue" };
    const same = value(navy, { color: "biru tua" });
    const base = value(navy, { color: "blue" });
    const sibling = value(navy, { color: "sky blue" });
    const other = value(navy, { color: "black" });
    expect(same).toBeGreaterThan(base);
    expect(base).toBeGreaterThan(sibling);
    expect(sibling).toBeGreaterThan(other);
    expect(codes(navy, { color: "biru" })).toContain("similarColour");
  });

  it("prefers an item found shortly after the loss, and says so truthfully when found before", () => {
    const nextDay = value({}, { eventDate: "2026-05-05" });
    expect(nextDay).toBeGreaterThan(value({}, { eventDate: "2026-05-25" }));
    const before = score({}, { eventDate: "2026-05-02" })!;
    expect(before.reasons).toContainEqual({ code: "foundDaysBefore", days: 2 });
    expect(before.score).toBeLessThan(value({}, { eventDate: "2026-05-04" }));
    expect(before.score).toBeLessThan(nextDay);
  });

  it("compares a kind the vocabulary does not know with any kind, but lists it only when something about the item agrees", () => {
    const unknown = { itemType: "other" as const, itemTypeOther: "zorbix", color: "Red", brand: "Acme" };
    // Only the day and the place: not worth listing.
    expect(
      score({ itemType: "other", itemTypeOther: "zorbix" }, { itemType: "other", itemTypeOther: "umbrella" }),
    ).toBeNull();
    // The same colour and brand: listed, without a "same kind" reason.
    const pair = score(unknown, { itemType: "other", itemTypeOther: "umbrella", color: "merah", brand: "acme" })!;
    expect(pair.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(["sameColour", "sameBrand"]));
    expect(pair.reasons.map((reason) => reason.code)).not.toContain("sameKind");
    // The other side names the unknown word in its own text: the same kind.
    expect(codes(unknown, { itemType: "other", itemTypeOther: "umbrella", description: "red zorbix found" })).toContain(
      "sameKind",
    );
  });

  it("meets the describing words a finder writes in the other language, and never takes another amount for a typo", () => {
    const glasses = { itemType: "other" as const, itemTypeOther: "spectacles" };
    const lost = { ...glasses, description: "Thick lenses, the frame is a bit loose" };
    expect(value(lost, { ...glasses, description: "Cermin mata, kanta tebal, bingkai longgar" })).toBeGreaterThan(
      value(lost, { ...glasses, description: "Cermin mata, kanta nipis" }),
    );
    const wallet = { itemType: "wallet" as const, description: "about RM150 inside" };
    expect(codes(wallet, { itemType: "wallet", description: "RM100 dalam" })).not.toContain("similarDescription");
  });

  it("weighs a shared small count like a describing word, and a code with digits like a name", () => {
    const words = (description: string) =>
      value(other("keys", { description: "5 keys on a ring, tag A25KE3645" }), other("kunci", { description }));
    // "5" (five keys) is a detail many items share; a matric number on a tag is not.
    expect(words("a bunch of 5 keys")).toBeLessThan(words("tag says A25KE3645"));
    expect(words("a bunch of 5 keys")).toBeLessThanOrEqual(words("tag attached"));
  });

  it("counts one identifier both descriptions give, however it was spaced", () => {
    const lost = { itemType: "other" as const, itemTypeOther: "matric card", description: "matric number A24 SC 4968" };
    const same = value(lost, { itemType: "other", itemTypeOther: "ID card", description: "matric no A24SC4968" });
    const other = value(lost, { itemType: "other", itemTypeOther: "ID card", description: "matric no A21BP3598" });
    expect(same).toBeGreaterThan(SHORTLIST_RULE.threshold);
    expect(same - other).toBeGreaterThan(0.15);
    expect(codes(lost, { itemType: "other", itemTypeOther: "ID card", description: "A24-SC-4968" })).toContain(
      "similarDescription",
    );
  });

  it("counts two identifiers of one kind that differ against the pair, but not a phone number to call", () => {
    const lost = other("matric card", { description: "matric number A24 SC 4968" });
    const found = other("ID card");
    const silent = value(lost, { ...found, description: "found near the stairs" });
    expect(value(lost, { ...found, description: "matric no A21BP3598" })).toBeLessThan(silent - 0.1);
    // A plate is another kind of identifier: no evidence either way.
    expect(value(lost, { ...found, description: "beside car WXY 1234" })).toBe(silent);
    // The finder's own number is how to reach them, not the card's.
    expect(value(lost, { ...found, description: "whatsapp 012-345 6789" })).toBe(silent);
  });

  it("counts figures on the thing that differ against the pair, and the same figure for it", () => {
    const lost = other("water bottle", { color: "blue", description: "Doraemon sticker on it" });
    const found = other("botol air", { color: "biru" });
    const plain = value(lost, { ...found, description: "found at the bench" });
    expect(value(lost, { ...found, description: "ada sticker arnab" })).toBeLessThan(plain - 0.1);
    expect(value(lost, { ...found, description: "ada sticker Doraemon" })).toBeGreaterThan(plain);
    // A finder who does not know the character names its animal: Doraemon is a cat, Rilakkuma a bear.
    expect(value(lost, { ...found, description: "ada sticker kucing" })).toBeGreaterThanOrEqual(plain);
    expect(value(lost, { ...found, description: "ada sticker Hello Kitty" })).toBeLessThan(plain - 0.1);
    // Two characters of one kind are two figures, though the finder also names the kind.
    const bag = other("backpack", { brand: "Jansport", color: "black", description: "keychain pikachu" });
    const found2 = other("beg galas", { brand: "JanSport", color: "hitam" });
    expect(value(bag, { ...found2, description: "pokemon keychain (Eevee)" })).toBeLessThan(
      value(bag, { ...found2, description: "pokemon keychain" }) - 0.1,
    );
    // Luffy is One Piece's: a finder who names the character agrees with an owner who names the series.
    const box = other("kotak pensel", { brand: "Smiggle", description: "bertampal sticker One Piece" });
    expect(value(box, other("pencil case", { brand: "Smiggle", description: "pelekat luffy" }))).toBeGreaterThan(
      value(box, other("pencil case", { brand: "Smiggle", description: "pelekat naruto" })) + 0.1,
    );
    // A football club on a sticker is a figure too.
    const laptop = { itemType: "laptop" as const, brand: "Acer", description: "sticker Manchester United" };
    expect(value(laptop, { itemType: "laptop", brand: "Acer", description: "Liverpool sticker" })).toBeLessThan(
      value(laptop, { itemType: "laptop", brand: "Acer", description: "Man Utd sticker" }) - 0.1,
    );
    const pouch = other("pencil case", { color: "grey", description: "Rilakkuma keychain on the zip" });
    expect(
      value(pouch, other("kotak pensel", { color: "kelabu", description: "ada keychain beruang" })),
    ).toBeGreaterThan(
      value(pouch, other("kotak pensel", { color: "kelabu", description: "ada keychain arnab" })) + 0.1,
    );
    // A finder's cat beside the owner's cat and Doraemon is no conflict.
    expect(
      value({ ...lost, description: "Doraemon sticker, cat keychain" }, { ...found, description: "keychain kucing" }),
    ).toBeGreaterThan(
      value({ ...lost, description: "Doraemon sticker, cat keychain" }, { ...found, description: "found it" }),
    );
    // A flower is a figure too, however it is named: a rose keychain is no strawberry, and is a flower.
    const key = other("kunci", { description: "keychain bunga ros merah" });
    const keys = other("room key");
    expect(value(key, { ...keys, description: "red strawberry keychain" })).toBeLessThan(
      value(key, { ...keys, description: "red keychain" }) - 0.05,
    );
    expect(value(key, { ...keys, description: "red flower keychain" })).toBeGreaterThan(
      value(key, { ...keys, description: "red strawberry keychain" }),
    );
  });

  it("counts a mark the finder saw against the pair when the owner, describing the thing, never named one", () => {
    const lost = other("tumbler", { color: "black", description: "Scratched at the bottom." });
    const found = other("tumbler", { color: "hitam" });
    const plain = value(lost, { ...found, description: "Calar kat bawah." });
    expect(value(lost, { ...found, description: "Calar kat bawah, ada keychain arnab." })).toBeLessThan(plain);
    expect(value(lost, { ...found, description: "Calar kat bawah, nama Siti Aminah ditulis." })).toBeLessThan(plain);
    // An owner who wrote nothing has said nothing either way.
    expect(value({ ...lost, description: null }, { ...found, description: "ada keychain arnab" })).toBe(
      value({ ...lost, description: null }, { ...found, description: "jumpa tepi tangga" }),
    );
  });

  it("counts a measure in one unit that differs against the pair, unless another is the same", () => {
    const lost = other("charger", { color: "white", description: "65W brick" });
    const found = other("pengecas", { color: "putih" });
    const silent = value(lost, { ...found, description: "tepi tangga" });
    expect(value(lost, { ...found, description: "charger 20W" })).toBeLessThan(silent - 0.1);
    expect(value(lost, { ...found, description: "cas laju 65w" })).toBeGreaterThan(silent);
    // Another unit says nothing; a phone's memory beside its storage is no conflict.
    expect(value(lost, { ...found, description: "10000mah" })).toBe(silent);
    const phone = { brand: "Samsung", description: "8GB RAM, 256GB" };
    expect(value(phone, { brand: "Samsung", description: "256GB" })).toBeGreaterThan(
      value(phone, { brand: "Samsung" }),
    );
  });

  it("finds a model code joined to its name in the other's description", () => {
    const lost = { itemType: "other" as const, itemTypeOther: "tablet", brand: "Lenovo", model: "Tab P11" };
    expect(codes(lost, { itemType: "other", itemTypeOther: "tablet", description: "lenovo TabP11, grey" })).toContain(
      "sameModel",
    );
    // Another code ending the same digits is another model.
    expect(codes(lost, { itemType: "other", itemTypeOther: "tablet", description: "lenovo M9P11" })).not.toContain(
      "sameModel",
    );
    // A model typed glued that the other spaced: "fx-991ESPlus" and "fx-991ES Plus".
    const calc = other("scientific calculator", { model: "fx-991ESPlus" });
    expect(codes(calc, other("calc", { description: "left a fx-991ES Plus calc" }))).toContain("sameModel");
    expect(codes(calc, other("calc", { model: "fx-991ES Plus" }))).toContain("sameModel");
    expect(codes(calc, other("calc", { model: "fx-570ES Plus" }))).not.toContain("sameModel");
    // The product line glued to its code: "ThinkPadE14" and "ThinkPad E14".
    const laptop = { itemType: "laptop" as const, brand: "Lenovo", model: "ThinkPad E14" };
    expect(codes(laptop, { itemType: "laptop", brand: "Lenovo", model: "ThinkPadE14" })).toContain("sameModel");
    expect(codes(laptop, { itemType: "laptop", brand: "Lenovo", model: "ThinkPadE16" })).not.toContain("sameModel");
  });

  it("counts a nearby place, less than the same place", () => {
    const same = value({ locationId: "library-1" }, { locationId: "library-1" });
    const near = value({ locationId: "library-1" }, { locationId: "library-2" });
    const far = value({ locationId: "library-1" }, { locationId: "sports-1" });
    expect(same).toBeGreaterThan(near);
    expect(near).toBeGreaterThan(far);
    expect(codes({ locationId: "library-1" }, { locationId: "library-2" })).toContain("nearbyLocation");
  });

  it("never shortlists a pair that something about the thing tells apart, however much else agrees, and says so", () => {
    const lost = {
      itemType: "other" as const,
      itemTypeOther: "calculator",
      brand: "Casio",
      color: "pink",
      description: "sticker nama ANIS belakang, tertinggal kat science block",
    };
    // The same calculator, but another name on it: listed, with "some details differ", and no notice.
    const otherName = score(lost, { ...lost, description: "pink casio, sticker nama 'AINUL' kat belakang" })!;
    expect(otherName.score).toBeGreaterThanOrEqual(SUGGEST_THRESHOLD);
    expect(otherName.reasons.map((reason) => reason.code)).toContain("detailsDiffer");
    const told = (pair: { score: number; reasons: Array<{ code: MatchReason["code"] }> }) =>
      shortlist([{ foundReportId: "found", ...pair }]).length > 0;
    expect(told({ ...otherName, score: 0.99 })).toBe(false);
    // Another model code.
    const otherModel = score({ ...lost, model: "fx-570MS" }, { ...lost, model: "fx-350MS" })!;
    expect(otherModel.reasons.map((reason) => reason.code)).toContain("detailsDiffer");
    expect(told({ ...otherModel, score: 0.99 })).toBe(false);
    // The owner's own, told in other words: shortlisted, nothing said to differ.
    const same = score(lost, { ...lost, description: "kalkulator casio pink, ada sticker nama ANIS" })!;
    expect(same.reasons.map((reason) => reason.code)).not.toContain("detailsDiffer");
    expect(told(same)).toBe(true);
    // Small doubts are no such detail: two shades of one colour.
    expect(codes({ ...lost, color: "pink" }, { ...lost, color: "light pink" })).not.toContain("detailsDiffer");
  });

  it("ranks the item above decoys that differ in colour or brand, even when it left out the model", () => {
    const lost = matchProfile(
      report("lost", { brand: "Apple", color: "Silver", model: "iPhone 13", locationId: "sports-1" }),
    );
    const candidates = [
      report("found-colour", { brand: "Apple", color: "Gold", model: "iPhone 13", locationId: "sports-1" }),
      report("found-brand", { brand: "Xiaomi", color: "Silver", locationId: "sports-1" }),
      report("found-true", { brand: "apple", color: "perak", locationId: "sports-2", eventDate: "2026-05-06" }),
    ].map(matchProfile);
    const ranked = rankMatches(lost, "lost", candidates, nearby, 0);
    expect(ranked[0]!.report.id).toBe("found-true");
  });

  it("ranks from either side: a new found report finds its lost report", () => {
    const found = matchProfile(report("found", { brand: "Dell", color: "black", model: "XPS 13", itemType: "laptop" }));
    const lost = [
      report("lost-a", { brand: "Dell", color: "hitam", itemType: "laptop" }),
      report("lost-b", { brand: "Dell", itemType: "phone" }),
    ].map(matchProfile);
    expect(rankMatches(found, "found", lost, nearby, SUGGEST_THRESHOLD).map((match) => match.report.id)).toEqual([
      "lost-a",
    ]);
  });

  it("ranks the same a slice at a time, letting other work run in between once a slice has taken its time", async () => {
    const lost = matchProfile(
      report("lost", { brand: "Apple", color: "Silver", model: "iPhone 13", locationId: "sports-1" }),
    );
    const brands = ["Apple", "Samsung", "Xiaomi", "Oppo"];
    const colours = ["Silver", "Black", "perak", "Gold", "Blue"];
    const candidates = Array.from({ length: 23 }, (_, i) =>
      matchProfile(
        report(`found-${i}`, {
          brand: brands[i % 4],
          color: colours[i % 5],
          locationId: i % 2 ? "sports-1" : "sports-2",
        }),
      ),
    );
    const ranked = rankMatches(lost, "lost", candidates, nearby, SUGGEST_THRESHOLD);
    expect(ranked.length).toBeGreaterThan(3);
    // Every slice of five has used up its (zero) time: the others get their turn in between.
    let ranAlongside = false;
    setImmediate(() => (ranAlongside = true));
    const sliced = await rankMatchesInSlices(lost, "lost", candidates, nearby, SUGGEST_THRESHOLD, {
      sliceMs: 0,
      checkEvery: 5,
    });
    expect(ranAlongside).toBe(true);
    expect(sliced).toEqual(ranked);
    // A match within its time does not let go: it is over before the others' turn comes.
    let ranDuring = false;
    setImmediate(() => (ranDuring = true));
    const whole = await rankMatchesInSlices(lost, "lost", candidates, nearby, SUGGEST_THRESHOLD, {
      sliceMs: 1_000,
      checkEvery: 5,
    });
    expect(ranDuring).toBe(false);
    expect(whole).toEqual(ranked);
  });
});
