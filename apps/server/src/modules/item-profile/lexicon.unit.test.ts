import { describe, expect, it } from "vitest";
import { colourBase, kindCategory, kindFamily, kindItemType, kindOfItemType, readText } from "./lexicon";

/** What a text that names nothing reads as. */
const NOTHING = { kinds: [], colours: [], brands: [], words: [], partColours: [], kindColours: [] };

describe("readText", () => {
  it("reads nothing from nothing", () => {
    expect(readText(null)).toEqual(NOTHING);
    expect(readText("  ,. ")).toEqual(NOTHING);
  });

  it("prefers the longest phrase to its words", () => {
    expect(readText("cermin mata hitam")).toMatchObject({ kinds: ["sunglasses"], colours: [] });
    expect(readText("cermin mata hitam", "kind").kinds).toEqual(["sunglasses"]);
    expect(readText("cermin mata warna hitam")).toMatchObject({ kinds: ["glasses"], colours: ["black"] });
    expect(readText("merah jambu", "colour").colours).toEqual(["pink"]);
    expect(readText("merah", "colour").colours).toEqual(["red"]);
    expect(readText("kunci motor", "kind").kinds).toEqual(["motorcycle_key"]);
    expect(readText("kunci", "kind").kinds).toEqual(["key"]);
    expect(readText("biru tua", "colour").colours).toEqual(["navy"]);
  });

  it("gives up a phrase's last word to the term it opens with the next word, when the rest is a term", () => {
    // "wayar usb" is a cable, but in "wayar usb-c" the usb belongs to the connector.
    expect(readText("wayar usb-c putih")).toMatchObject({ kinds: ["cable"], words: ["usb_c"] });
    expect(readText("kabel usb")).toMatchObject({ kinds: ["cable"], words: [] });
    expect(readText("charger with a type c cable")).toMatchObject({
      kinds: ["phone_charger", "cable"],
      words: ["usb_c"],
    });
    expect(readText("payung lipat merah")).toMatchObject({ kinds: ["umbrella"], words: ["foldable"] });
  });

  it("reads a kind before a word naming a thing for it as a word, not as a second thing", () => {
    expect(readText("casing hitam, ada ring holder belakang")).toMatchObject({
      kinds: [],
      words: ["case", "ring", "holder", "back"],
    });
    expect(readText("finger ring stand")).toMatchObject({ kinds: [] });
    expect(readText("gold ring with a small stone")).toMatchObject({ kinds: ["ring"] });
  });

  it("drops places whose words would name the item ('pusat pelajar', 'kedai buku', 'Student Centre')", () => {
    expect(readText("jumpa kad pelajar dekat pusat pelajar")).toMatchObject({ kinds: ["student_card"], words: [] });
    expect(readText("Found near the kedai buku")).toMatchObject({ kinds: [], words: [] });
    expect(readText("lost in the Student Centre food court")).toMatchObject({ words: [] });
    expect(readText("buku teks kimia")).toMatchObject({ kinds: ["textbook"] });
    expect(readText("gelang perak, tertinggal kat makmal kimia")).toMatchObject({ kinds: ["bracelet"], words: [] });
  });

  it("keeps kinds in order of appearance and each once", () => {
    expect(readText("Dompet hitam, ada kad matrik dan kunci. The wallet is black.")).toMatchObject({
      kinds: ["wallet", "student_card", "key"],
      colours: ["black"],
    });
  });

  it("finds joined and split forms", () => {
    expect(readText("waterbottle").kinds).toEqual(["water_bottle"]);
    expect(readText("water bottle").kinds).toEqual(["water_bottle"]);
    expect(readText("air pods")).toMatchObject({ kinds: ["earbuds"], brands: ["apple"] });
    expect(readText("power bank").kinds).toEqual(["power_bank"]);
    expect(readText("powerbank").kinds).toEqual(["power_bank"]);
    expect(readText("pen drive").kinds).toEqual(["usb_drive"]);
    expect(readText("cerminmata").kinds).toEqual(["glasses"]);
    expect(readText("T-shirt").kinds).toEqual(["t_shirt"]);
    expect(readText("tshirt").kinds).toEqual(["t_shirt"]);
  });

  it("handles apostrophes, ampersands and dashes", () => {
    expect(readText("Levi's", "brand").brands).toEqual(["levis"]);
    expect(readText("Lock&Lock", "brand").brands).toEqual(["lock_and_lock"]);
    expect(readText("lock & lock tumbler")).toMatchObject({ kinds: ["tumbler"], brands: ["lock_and_lock"] });
    expect(readText("H&M", "brand").brands).toEqual(["hm"]);
    expect(readText("G-Shock watch")).toMatchObject({ kinds: ["watch"], brands: ["casio"] });
    expect(readText("Touch 'n Go card", "kind").kinds).toEqual(["tng_card"]);
    expect(readText("Crème brûlée").words).toEqual(["creme", "brulee"]);
  });

  it("forgives typos in words of four letters or more", () => {
    expect(readText("umbrela").kinds).toEqual(["umbrella"]);
    expect(readText("payong").kinds).toEqual(["umbrella"]);
    expect(readText("headphnoes").kinds).toEqual(["headphones"]);
    expect(readText("kalkulatr").kinds).toEqual(["calculator"]);
    expect(readText("walet").kinds).toEqual(["wallet"]);
    expect(readText("botle biru").kinds).toEqual(["water_bottle"]);
    expect(readText("cremin mata").kinds).toEqual(["glasses"]);
    expect(readText("kunci motosikl").kinds).toEqual(["motorcycle_key"]);
    expect(readText("hand fone").kinds).toEqual(["phone"]);
    expect(readText("samsng", "brand").brands).toEqual(["samsung"]);
    expect(readText("hitma", "colour").colours).toEqual(["black"]);
  });

  it("allows two edits only in long words", () => {
    expect(readText("kalkulatorr").kinds).toEqual(["calculator"]);
    expect(readText("headfones").kinds).toEqual(["headphones"]);
    expect(readText("walettt").kinds).toEqual([]);
  });

  it("keeps no words that say where on campus (the location field compares the place), but still reads kinds named with them", () => {
    expect(readText("Left it at the library cafe, under the table near the bus stop").words).toEqual([]);
    expect(readText("tertinggal atas meja kafe fakulti, tepi dewan kuliah").words).toEqual([]);
    expect(readText("white lab coat, name sewn on").kinds).toEqual(["lab_coat"]);
  });

  it("never corrects short words, numbers, stopwords or common words", () => {
    expect(readText("bg").kinds).toEqual([]);
    expect(readText("hpp").kinds).toEqual([]);
    expect(readText("kot").kinds).toEqual(["jacket"]);
    expect(readText("kut").kinds).toEqual([]);
    expect(readText("1234").words).toEqual(["1234"]);
    expect(readText("near block A, on the table").colours).toEqual([]);
    expect(readText("near block A, on the table")).toMatchObject({ kinds: [], words: [] });
    expect(readText("in good condition").colours).toEqual([]);
  });

  it("refuses a typo as near to two things", () => {
    // "shrt" is one edit from "shirt" (a kind) and "short" (a describing word).
    expect(readText("shrt")).toEqual({ ...NOTHING, words: ["shrt"] });
  });

  it("corrects only typos people make: in 4 letters a swap, from 5 a missing, extra or neighbouring letter", () => {
    expect(readText("pnik bleu", "colour").colours).toEqual(["pink", "blue"]);
    expect(readText("bake cave grab")).toMatchObject({ kinds: [], colours: [], words: ["bake", "cave", "grab"] });
    expect(readText("payunh").kinds).toEqual(["umbrella"]);
    expect(readText("payunx").kinds).toEqual([]);
    expect(readText("chase").words).toEqual(["chase"]);
  });

  it("keeps the first letter when correcting", () => {
    expect(readText("classes").kinds).toEqual([]);
    expect(readText("classes").words).toEqual(["classes"]);
  });

  it("reads hp by field and context", () => {
    expect(readText("hp", "kind").kinds).toEqual(["phone"]);
    expect(readText("hp samsung hilang")).toMatchObject({ kinds: ["phone"], brands: ["samsung"] });
    expect(readText("hp", "brand")).toMatchObject({ kinds: [], brands: ["hp"] });
    expect(readText("HP laptop")).toMatchObject({ kinds: ["laptop"], brands: ["hp"] });
    expect(readText("laptop HP")).toMatchObject({ kinds: ["laptop"], brands: ["hp"] });
    expect(readText("hp pavilion", "model")).toMatchObject({ kinds: [], brands: ["hp"], words: ["pavilion"] });
  });

  it("reads the names students give their student and college cards", () => {
    for (const name of ["Kad ID pelajar", "Uni card", "kad pengenalan pelajar"])
      expect([name, readText(name, "kind").kinds]).toEqual([name, ["student_card"]]);
    for (const name of ["Kolej card", "kad kolej"])
      expect([name, readText(name, "kind").kinds]).toEqual([name, ["access_card"]]);
  });

  it("reads card, case and keychain as kinds in the kind field and describing words elsewhere", () => {
    expect(readText("kad", "kind")).toMatchObject({ kinds: ["card"], words: [] });
    expect(readText("dompet ada kad")).toMatchObject({ kinds: ["wallet"], words: ["card"] });
    expect(readText("case", "kind").kinds).toEqual(["phone_case"]);
    expect(readText("phone with a blue case")).toMatchObject({
      kinds: ["phone"],
      colours: [],
      partColours: ["case:blue"],
      words: ["case"],
    });
    expect(readText("sarung", "kind").kinds).toEqual(["sarong"]);
    expect(readText("sarung telefon", "kind").kinds).toEqual(["phone_case"]);
    expect(readText("keys with a doraemon keychain")).toMatchObject({
      kinds: ["key"],
      words: ["doraemon", "keychain"],
    });
  });

  it("reads notebook as a laptop only with a computer brand", () => {
    expect(readText("notebook", "kind").kinds).toEqual(["notebook"]);
    expect(readText("buku nota", "kind").kinds).toEqual(["notebook"]);
    expect(readText("Asus notebook")).toMatchObject({ kinds: ["laptop"], brands: ["asus"] });
    expect(readText("muji notebook")).toMatchObject({ kinds: ["notebook"], brands: ["muji"] });
    // And the colour beside it is that notebook's, not a laptop's.
    expect(readText("Light purple notebook.")).toMatchObject({
      colours: ["lavender"],
      kindColours: ["notebook:lavender"],
    });
    expect(readText("Dell, black notebook").kindColours).toEqual(["laptop:black"]);
  });

  it("reads jam as a watch, and gold and silver as colours", () => {
    expect(readText("jam tangan", "kind").kinds).toEqual(["watch"]);
    expect(readText("jam", "kind").kinds).toEqual(["watch"]);
    expect(readText("cincin emas").colours).toEqual(["gold"]);
    expect(readText("silver ring")).toMatchObject({ kinds: ["ring"], colours: ["silver"] });
  });

  it("reads the brand a model typed glued names by its product line, in the model field", () => {
    expect(readText("AirPodsPro2", "model").brands).toEqual(["apple"]);
    expect(readText("galaxys23", "model").brands).toEqual(["samsung"]);
    expect(readText("Magic6Lite", "model").brands).toEqual(["honor"]);
    expect(readText("Hot40", "model").brands).toEqual(["infinix"]);
    expect(readText("PocoX6", "model").brands).toEqual(["xiaomi"]);
    // A code that starts with no product line names no brand, and free text is never read this way.
    expect(readText("A54", "model").brands).toEqual([]);
    expect(readText("hot40 degrees").brands).toEqual([]);
  });

  it("reads Mi as Xiaomi in the brand field or beside a kind, and as a word elsewhere", () => {
    expect(readText("Mi", "brand").brands).toEqual(["xiaomi"]);
    expect(readText("jumpa hp Mi gold").brands).toEqual(["xiaomi"]);
    expect(readText("tertinggal mi goreng").brands).toEqual([]);
  });

  it("reads a slip in the brand field as the brand it is one edit from, when only one is that near", () => {
    expect(readText("Hnor", "brand").brands).toEqual(["honor"]);
    expect(readText("adus", "brand").brands).toEqual(["asus"]);
    // Too short to tell, or a word of its own: kept as typed.
    expect(readText("Ass", "brand")).toMatchObject({ brands: [], words: ["ass"] });
    expect(readText("Kedai", "brand").brands).toEqual([]);
  });

  it("reads a short word one letter off two things as neither", () => {
    // "boto" is "boot" with two letters swapped and "botol" cut short.
    expect(readText("Boto Thermos", "kind").kinds).toEqual(["flask"]);
    expect(readText("boto", "kind").kinds).toEqual([]);
  });

  it("reads a short word typed with a letter doubled, and 'blu' for blue", () => {
    expect(readText("Found this black hatt near the stairs").kinds).toEqual(["cap"]);
    expect(readText("capp hitam")).toMatchObject({ kinds: ["cap"], colours: ["black"] });
    expect(readText("a blu TWS")).toMatchObject({ kinds: ["earbuds"], colours: ["blue"] });
    expect(readText("bikke", "kind").kinds).toEqual(["bicycle"]);
    expect(readText("keyy", "kind").kinds).toEqual(["key"]);
  });

  it("reads Malay 'cat dah…' as paint, and a cat elsewhere", () => {
    expect(readText("Cat dah tercalar sikit").words).toEqual(["paint", "scratched", "sikit"]);
    expect(readText("Paint chipped at the bottom").words).toEqual(["paint", "chipped", "bottom"]);
    expect(readText("sticker cat").words).toEqual(["sticker", "cat"]);
  });

  it("reads an ink stain in either language", () => {
    expect(readText("Ink stain near the pocket.").words).toEqual(["ink", "stain", "pocket"]);
    expect(readText("ada tompok dakwat dekat poket").words).toEqual(["stain", "ink", "pocket"]);
  });

  it("reads a phone maker's colour names as the colour they are", () => {
    expect(readText("black titanium", "colour").colours).toEqual(["black"]);
    expect(readText("Blue Titanium", "colour").colours).toEqual(["blue"]);
    expect(readText("desert titanium", "colour").colours).toEqual(["khaki"]);
    expect(readText("champagne gold", "colour").colours).toEqual(["gold"]);
  });

  it("reads a colour typed a letter off in the colour field, and only there", () => {
    expect(readText("pera", "colour").colours).toEqual(["silver"]);
    expect(readText("hitm", "colour").colours).toEqual(["black"]);
    expect(readText("merh", "colour").colours).toEqual(["red"]);
    expect(readText("Blck", "colour").colours).toEqual(["black"]);
    // Three letters a letter short of a four-letter colour.
    expect(readText("bue", "colour").colours).toEqual(["blue"]);
    expect(readText("pnk", "colour").colours).toEqual(["pink"]);
    // One letter off two colours (green, grey): neither.
    expect(readText("gren", "colour").colours).toEqual([]);
    // In free text a short word a letter off a colour is as likely another word.
    expect(readText("kunci pera").colours).toEqual([]);
  });

  it("reads brands that are everyday words as brands only next to a kind, or in the brand field", () => {
    expect(readText("coach wallet")).toMatchObject({ kinds: ["wallet"], brands: ["coach"] });
    expect(readText("I guess it was black").brands).toEqual([]);
    expect(readText("botol tiger")).toMatchObject({ kinds: ["water_bottle"], brands: ["tiger"] });
    expect(readText("Guess", "brand").brands).toEqual(["guess"]);
    // Names and words too: Habib is a jeweller and a man, Nothing makes earbuds, Popular sells pencil cases.
    expect(readText("cincin Habib emas")).toMatchObject({ kinds: ["ring"], brands: ["habib"] });
    expect(readText("cincin milik Habib Rahman").brands).toEqual([]);
    expect(readText("Nothing Ear earbuds putih").brands).toEqual(["nothing"]);
    expect(readText("nothing inside the case").brands).toEqual([]);
    expect(readText("found near the arena").brands).toEqual([]);
    expect(readText("Arena goggles")).toMatchObject({ kinds: ["goggles"], brands: ["arena"] });
  });

  it("reads thermos and tupperware as kinds, and as brands in the brand field or next to a kind", () => {
    expect(readText("thermos")).toMatchObject({ kinds: ["flask"], brands: [] });
    expect(readText("botol air Tupperware")).toMatchObject({ kinds: ["water_bottle"], brands: ["tupperware"] });
    expect(readText("charger hp")).toMatchObject({ kinds: ["phone_charger", "phone"], brands: [] });
    expect(readText("HP notebook")).toMatchObject({ kinds: ["laptop"], brands: ["hp"] });
    expect(readText("Thermos", "brand")).toMatchObject({ brands: ["thermos"] });
    expect(readText("tupperware", "kind").kinds).toEqual(["lunch_box"]);
  });

  it("reads product names as their brand, and their kind when they are one", () => {
    expect(readText("iPhone 13 Pro")).toMatchObject({ kinds: ["phone"], brands: ["apple"], words: ["13", "pro"] });
    expect(readText("ipad", "kind")).toMatchObject({ kinds: ["tablet"], brands: ["apple"] });
    expect(readText("Redmi Note 12", "model")).toMatchObject({ brands: ["xiaomi"], words: ["redmi", "note", "12"] });
    expect(readText("Galaxy A54", "model")).toMatchObject({ kinds: [], brands: ["samsung"], words: ["galaxy", "a54"] });
    expect(readText("kunci myvi")).toMatchObject({ kinds: ["key"], brands: ["perodua"] });
  });

  it("reads a product name beside another brand as that brand's thing (people say airpods for any earbuds)", () => {
    expect(readText("earpod wayarless JBL hijau")).toMatchObject({ kinds: ["earphones"], brands: ["jbl"] });
    // "Earpods" is what Malaysians call any earphones: no brand of its own, Apple's only when named.
    expect(readText("Earpod wayarless dijumpai")).toMatchObject({ kinds: ["earphones"], brands: [] });
    expect(readText("Apple EarPods putih")).toMatchObject({ kinds: ["earphones"], brands: ["apple"] });
    expect(readText("Samsung airpods")).toMatchObject({ brands: ["samsung"] });
    expect(readText("AirPods Pro, Apple")).toMatchObject({ brands: ["apple"] });
    expect(readText("iPhone 13 hitam, ada powerbank Xiaomi")).toMatchObject({ brands: ["apple", "xiaomi"] });
  });

  it("keeps numbers and model codes", () => {
    expect(readText("Casio fx-570EX calculator")).toMatchObject({
      kinds: ["calculator"],
      brands: ["casio"],
      words: ["fx570ex"],
    });
    expect(readText("WH-1000XM4", "model").words).toEqual(["wh1000xm4"]);
    expect(readText("sticker no 23").words).toEqual(["sticker", "23"]);
  });

  it("reads initials written with dots as people also write them without", () => {
    expect(readText("Ada ukiran L.S.").words).toContain("ls");
    expect(readText("LS engraved on it").words).toContain("ls");
  });

  it("reads mixed English and Malay text", () => {
    const reading = readText(
      "Hilang beg galas hitam Jansport, ada laptop Lenovo dan botol air biru muda inside, zip rosak",
    );
    expect(reading.kinds).toEqual(["backpack", "laptop", "water_bottle"]);
    expect(reading.colours).toEqual(["black", "light_blue"]);
    expect(reading.brands).toEqual(["jansport", "lenovo"]);
    expect(reading.words).toEqual(["inside", "zip", "broken"]);
  });

  it("reads the colour of a part as the part's, not the thing's: after a Malay colour's noun, before an English colour's", () => {
    expect(readText("iphone 14 ungu, casing MagSafe kulit coklat")).toMatchObject({
      colours: ["purple"],
      partColours: ["case:brown"],
    });
    expect(readText("black graduation robe with a blue hood")).toMatchObject({
      colours: ["black"],
      partColours: ["hood:blue"],
    });
    expect(readText("Apple Pencil, ada grip silicone biru")).toMatchObject({ colours: [], partColours: ["grip:blue"] });
    // In the Malay order a charger, cable or bag is named before what it is for; a thing after another is its own.
    expect(readText("charger fon putih").kindColours).toEqual(["phone_charger:white"]);
    expect(readText("kabel charger putih").kindColours).toEqual(["cable:white"]);
    expect(readText("kunci loker gelang getah oren").kindColours).toEqual(["bracelet:orange"]);
    // A racket's towel grip is its grip; a watch's face (muka, dial) has a colour of its own, a page none.
    expect(readText("Yonex racket, white towel grip")).toMatchObject({
      kinds: ["racket"],
      partColours: ["grip:white"],
    });
    expect(readText("jam DW strap kulit hitam, muka putih").partColours).toEqual(["strap:black", "dial:white"]);
    expect(readText("Casio watch with a blue dial").partColours).toEqual(["dial:blue"]);
    expect(readText("buku nota, muka surat 5 koyak")).toMatchObject({ partColours: [], words: ["page", "5", "torn"] });
    expect(readText("brown patterned frame glasses in a black case")).toMatchObject({
      colours: ["brown"],
      partColours: ["case:black"],
    });
    // An English colour in the Malay order, right after its part, with nothing after it to go with.
    expect(readText("hp oppo hitam, casing silicone pink. tertinggal kat tandas")).toMatchObject({
      colours: ["black"],
      partColours: ["case:pink"],
    });
    expect(readText("realme c55 hitam, casing clear")).toMatchObject({ partColours: ["case:clear"] });
    // A word or two in brackets goes with what stands before it; "hard" may stand between a colour and its part.
    expect(readText("spectacles in a Focus Point case (blue)")).toMatchObject({ partColours: ["case:blue"] });
    expect(readText("glasses in a brown hard case")).toMatchObject({ colours: [], partColours: ["case:brown"] });
    // Words that link a part to its colour: "warna", "dah tukar", "is", "changed to".
    expect(readText("casing warna hitam")).toMatchObject({ colours: [], partColours: ["case:black"] });
    expect(readText("mi band 7 hitam, strap dah tukar warna hijau army")).toMatchObject({
      colours: ["black"],
      partColours: ["strap:dark_green"],
    });
    expect(readText("case is clear with dried flowers inside")).toMatchObject({ partColours: ["case:clear"] });
    expect(readText("strap changed to green")).toMatchObject({ partColours: ["strap:green"] });
    expect(readText("phone warna hitam")).toMatchObject({ colours: ["black"], partColours: [] });
    // An English colour before a word that is no part is the thing's, whatever follows.
    expect(readText("Samsung phone black colour, casing hitam tebal")).toMatchObject({
      colours: ["black"],
      partColours: ["case:black"],
    });
    // A colour goes with a part only within its clause: "(white). Sticker" is the earbuds' white.
    expect(readText("Found earbuds (white). Sticker of a flag at the back")).toMatchObject({
      colours: ["white"],
      partColours: [],
    });
    // A colour beside a kind is kept among the colours and noted as that thing's, for the report to place.
    expect(readText("Debit card in a clear card holder")).toMatchObject({
      colours: ["clear"],
      kindColours: ["card_holder:clear"],
    });
    // Only free text: in the colour field every colour is the thing's.
    expect(readText("hitam casing biru", "colour").colours).toEqual(["black", "blue"]);
  });

  it("maps describing words in either language to one word", () => {
    expect(readText("skrin retak").words).toEqual(["screen", "cracked"]);
    expect(readText("cracked screen").words).toEqual(["cracked", "screen"]);
    expect(readText("calar sikit di belakang").words).toEqual(["scratched", "sikit", "back"]);
  });

  it("reads a Malay plural as one word", () => {
    expect(readText("kunci-kunci rumah").kinds).toEqual(["house_key"]);
    expect(readText("abu-abu", "colour").colours).toEqual(["grey"]);
  });

  it("reads a Malay plural typed with a 2 as one word, but not a brand's model", () => {
    expect(readText("kunci2 rumah").kinds).toEqual(["house_key"]);
    expect(readText("abu2", "colour").colours).toEqual(["grey"]);
    expect(readText("iphone2")).toMatchObject({ kinds: [], words: ["iphone2"] });
  });

  it("reads the informal spellings and short forms students type", () => {
    expect(readText("warna itam, ada sticker")).toMatchObject({ colours: ["black"], words: ["sticker"] });
    expect(readText("kaler pinky")).toEqual({ ...NOTHING, colours: ["pink"] });
    expect(readText("botol minum warna puteh")).toMatchObject({
      kinds: ["water_bottle"],
      colours: ["white"],
      words: [],
    });
    expect(readText("bekas air tupperware")).toMatchObject({ kinds: ["water_bottle"], brands: ["tupperware"] });
    expect(readText("handfon oppo")).toMatchObject({ kinds: ["phone"], brands: ["oppo"] });
    expect(readText("spec hitam")).toMatchObject({ kinds: ["glasses"], colours: ["black"] });
    expect(readText("airpod case putih")).toMatchObject({ kinds: ["earbuds_case"], brands: ["apple"] });
    expect(readText("tempat pensel biru").kinds).toEqual(["pencil_case"]);
  });

  it("reads pb, cas, jam and battery as kinds only in the kind field or next to a brand or a colour", () => {
    expect(readText("pb", "kind").kinds).toEqual(["power_bank"]);
    expect(readText("pb romoss")).toMatchObject({ kinds: ["power_bank"], brands: ["romoss"] });
    expect(readText("tertinggal dekat blok pb")).toEqual(NOTHING);
    expect(readText("cas", "kind").kinds).toEqual(["phone_charger"]);
    expect(readText("bateri habis cas")).toMatchObject({ kinds: [], words: ["habis"] });
    expect(readText("iphone 13, battery health 85%").kinds).toEqual(["phone"]);
    expect(readText("bateri", "kind").kinds).toEqual(["battery"]);
    expect(readText("sepasang bateri energizer").kinds).toEqual(["battery"]);
    expect(readText("jam hitam")).toMatchObject({ kinds: ["watch"], colours: ["black"] });
    expect(readText("lebih kurang jam 3 petang")).toMatchObject({ kinds: [], words: ["lebih", "kurang", "3"] });
  });

  it("keeps report filler out of the words, in Malay and English", () => {
    expect(readText("Kali terakhir nampak kat kaunter pejabat, sesiapa jumpa tolong pm, terima kasih")).toEqual(
      NOTHING,
    );
    expect(readText("tertinggal dekat tepi surau masa nak pergi kelas, dah hantar ke kaunter?")).toEqual(NOTHING);
    expect(
      readText("Picked up near the counter, someone left it. Please PM, thanks in advance, really need it"),
    ).toEqual(NOTHING);
    expect(readText("dijumpai di area kantin, sila hubungi")).toEqual(NOTHING);
    expect(readText("kehilangan terjumpa serah pejabat office").words).toEqual([]);
    expect(readText("crack at the back").words).toEqual(["cracked", "back"]);
  });

  it("keeps the parts of Malay names that many names share out of the words", () => {
    expect(readText("nama Nurul binti Othman, Amir bin Salleh").words).toEqual([
      "name",
      "nurul",
      "othman",
      "amir",
      "salleh",
    ]);
  });

  it("does not take ordinary words for a kind, a colour or a brand", () => {
    for (const word of [
      "boost",
      "shift",
      "charge",
      "charged",
      "carton",
      "paste",
      "tables",
      "watched",
      "terbang",
      "insta",
      "lg",
    ]) {
      expect(readText(word)).toEqual({ ...NOTHING, words: [word] });
    }
    expect(readText("LG", "brand").brands).toEqual(["lg"]);
    expect(readText("LG earphones")).toMatchObject({ kinds: ["earphones"], brands: ["lg"] });
  });

  it("strips the Malay -nya from known words", () => {
    expect(readText("dompetnya warna coklat")).toMatchObject({ kinds: ["wallet"], colours: ["brown"] });
  });
});

describe("vocabulary helpers", () => {
  it("gives shades their base colour", () => {
    expect(colourBase("navy")).toBe("blue");
    expect(colourBase("blue")).toBe("blue");
    expect(colourBase("maroon")).toBe("red");
    expect(colourBase("unknown")).toBe("unknown");
  });

  it("gives kinds their family and item type", () => {
    expect(kindFamily("earbuds")).toBe("audio");
    expect(kindFamily("headphones")).toBe("audio");
    // A student's lost "mug" is mostly a travel mug: a finder may call it a tumbler or a bottle.
    expect(kindFamily("mug")).toBe(kindFamily("tumbler"));
    expect(kindFamily("umbrella")).toBeUndefined();
    expect(kindOfItemType("phone")).toBe("phone");
    expect(kindItemType("wallet")).toBe("wallet");
    expect(kindItemType("umbrella")).toBeUndefined();
  });

  it("gives kinds their category", () => {
    expect(kindCategory("tablet")).toBe(kindCategory("laptop"));
    expect(kindCategory("power_bank")).toBe("power");
    expect(kindCategory("phone")).not.toBe(kindCategory("wallet"));
    expect(kindCategory("unknown")).toBeUndefined();
  });
});
