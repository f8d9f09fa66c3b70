/**
 * The matcher's bilingual vocabulary (English and Malay): kinds of item, colours, brands and
 * describing words, each with the spellings students type (plurals, short forms, joined and split
 * forms, common misspellings). Data only: lexicon.ts turns it into the lookup.
 *
 * Terms are written as people type them; lexicon.ts normalises them the same way as the text it
 * reads (lower case, accents removed, "-", "_", "&" and "'" handled), and also knows each
 * multi-word term with its spaces removed ("water bottle" is found typed "waterbottle"), so the
 * joined forms need not be listed. Typos within one edit (two for long words) are forgiven.
 *
 * Terms shared on purpose (the lexicon resolves them by field and context):
 * - "notebook": a laptop and a paper notebook (a laptop when the text names a computer brand);
 * - "hp": the Malay short form of handphone and the brand HP (the brand in the brand field or next to a computer kind);
 * - "card", "kad", "case", "cover", "casing", "sarung", "keychain", "rantai kunci"…: kinds in the kind field, describing words elsewhere;
 * - "thermos", "tupperware": the kind (a flask, a lunch box) except in the brand field.
 * Short kind terms that are other words too ("pb", "cas" to charge, "jam" an hour) are kinds in the
 * kind field, elsewhere only next to a brand or a colour ("pb romoss", "jam hitam").
 * Every kind has a category (CATEGORIES): the matcher compares reports only within one.
 *
 * Also here: STOPWORDS (never kept as words) and COMMON_WORDS (real words never taken for a typo).
 */

/**
 * The candidate pools of the matcher: a lost report is compared only with found reports whose
 * kind is of the same category, so a category holds every kind a finder and an owner may call
 * one physical object (a tablet filed as a laptop, a pouch as a sling bag, a stylus as a pen), and
 * no more, so the pools stay small (the commonest kinds, phone, wallet, keys, bottles, earbuds,
 * chargers, glasses, bags and laptop, are in different ones). Grouped by what a thing looks like,
 * not by what it is for: a Quran is with the books, a tasbih with the bracelets, a telekung and a
 * prayer mat with the clothes and cloth.
 */
export const CATEGORIES = [
  "phone", // phones and phone cases (a phone lost in its case is reported as either)
  "electronics", // laptops, tablets, computer accessories, storage, cameras, consoles, vapes: gadgets other than phones, audio and power
  "power", // chargers, adapters, cables and power banks (one family: finders name them loosely)
  "audio", // earbuds and their case, earphones, headphones, speakers
  "money_cards", // wallets, purses, card holders, lanyards, every card and ID, licences, passports
  "keys", // keys of every kind, keychains, padlocks (Malay "kunci" is both key and lock)
  "bags", // bags of every kind and pouches, pencil cases and makeup pouches included
  "drinkware", // bottles, tumblers, flasks, mugs and cups, lunch boxes and food containers ("bekas air", "bekas makanan")
  "eyewear", // glasses, sunglasses, their cases, contact lens cases
  "stationery", // books, notebooks, the Quran, files, documents, pens, pencils, styluses, rulers, drawing tools, calculators
  "clothing", // clothes, hijabs and scarves, telekung, sarong, belts, socks, gloves, towels and prayer mats
  "headwear", // caps, hats, songkok and kopiah, helmets
  "footwear", // shoes, sports shoes, sandals, slippers
  "watches_jewellery", // watches, smartwatches, fitness bands ("gelang pintar"), jewellery, hair clips, tasbih
  "personal_care", // perfume, lipstick, medicine, inhalers, stethoscopes
  "sports", // rackets, balls, bicycles and scooters
  "umbrella", // umbrellas
  "other", // things in no other category (soft toys)
] as const;

/** A kind of item. `family` groups near-synonyms a finder may use for the owner's thing. */
export interface KindEntry {
  id: string;
  /** Its candidate pool (CATEGORIES); every member of a family shares one. */
  category: string;
  family?: string;
  /** Set on the kinds the report form names (its item types). */
  itemType?: "wallet" | "phone" | "laptop";
  en: string[];
  my: string[];
}

/** A colour: a base colour (`id === base`) or a shade of one. */
export interface ColourEntry {
  id: string;
  base: string;
  en: string[];
  my: string[];
}

/** A brand: its names, and product names that imply it ("iphone" is Apple). */
export interface BrandEntry {
  id: string;
  names: string[];
  products?: string[];
}

/** A describing word: English and Malay spellings that mean one thing ("retak" and "cracked"). */
export interface DescriptorEntry {
  id: string;
  en: string[];
  my: string[];
}

/** Kinds of item lost on a Malaysian campus: the form's three item types first, then the rest. */
export const KINDS: KindEntry[] = [
  // The form's item types.
  {
    id: "wallet", category: "money_cards", family: "wallet", itemType: "wallet",
    en: ["wallet", "wallets", "purse", "purses", "card wallet", "billfold", "long wallet", "bifold wallet"],
    my: ["dompet", "dompet duit", "beg duit", "dompet panjang"],
  },
  {
    id: "phone", category: "phone",
    itemType: "phone",
    en: [
      "phone", "phones", "handphone", "handphones", "hand phone", "hp", "smartphone", "smartphones", "mobile", "mobile phone", "cellphone", "cell phone", "iphone",
      "android phone", "android",
    ],
    my: ["telefon", "telefon bimbit", "telefon pintar", "fon", "henfon", "hanfon", "handfon", "henpon", "handfone", "fone"],
  },
  {
    id: "laptop", category: "electronics", itemType: "laptop",
    en: ["laptop", "laptops", "notebook", "macbook", "chromebook", "ultrabook", "netbook", "gaming laptop"],
    my: ["komputer riba", "komputer laptop", "laptop"],
  },

  // Cards and papers.
  {
    id: "card", category: "money_cards", family: "card",
    en: ["card", "cards", "id card", "membership card", "loyalty card", "name card", "business card"],
    my: ["kad", "kad ahli", "kad nama"],
  },
  {
    id: "student_card", category: "money_cards", family: "card",
    en: ["student card", "student id", "student id card", "matric card", "matrix card", "university card", "campus card"],
    my: ["kad matrik", "kad matriks", "kad matric", "kad pelajar", "kad universiti", "kad siswa", "kad uni"],
  },
  {
    id: "ic", category: "money_cards", family: "card",
    en: ["identity card", "ic", "mykad", "nric", "identification card", "ic card"],
    my: ["kad pengenalan", "kad pengenalan diri", "kad ic"],
  },
  {
    id: "bank_card", category: "money_cards", family: "card",
    en: ["bank card", "atm card", "debit card", "credit card", "visa card", "mastercard"],
    my: ["kad bank", "kad atm", "kad debit", "kad kredit"],
  },
  {
    id: "access_card", category: "money_cards", family: "card",
    en: ["access card", "key card", "keycard", "door card", "room card", "hostel card", "security pass"],
    my: ["kad akses", "kad kunci", "kad pintu", "kad bilik", "kad asrama"],
  },
  {
    id: "tng_card", category: "money_cards", family: "card",
    en: ["touch n go", "touch 'n go", "touch and go", "touch n go card", "tng", "tng card", "transit card"],
    my: ["kad touch n go", "kad tng"],
  },
  {
    id: "driving_licence", category: "money_cards", family: "card",
    en: ["driving licence", "driving license", "driver's license", "drivers licence", "licence", "license"],
    my: ["lesen memandu", "lesen", "lesen kereta", "lesen motor"],
  },
  { id: "passport", category: "money_cards", en: ["passport", "passports"], my: ["pasport", "paspot"] },
  {
    id: "documents", category: "stationery",
    en: ["documents", "document", "papers", "certificate", "certificates", "transcript"],
    my: ["dokumen", "sijil", "transkrip", "surat"],
  },
  {
    id: "folder", category: "stationery",
    en: ["file", "files", "folder", "folders", "ring file", "binder", "clear folder", "clipboard", "document folder"],
    my: ["fail", "fail dokumen"],
  },

  // Keys and locks.
  { id: "key", category: "keys", family: "key", en: ["key", "keys", "spare key", "bunch of keys"], my: ["kunci", "anak kunci", "segugus kunci"] },
  {
    id: "car_key", category: "keys", family: "key",
    en: ["car key", "car keys", "car remote", "key fob", "car fob", "remote key", "car alarm remote"],
    my: ["kunci kereta", "kunci kete", "remote kereta", "alat kawalan kereta"],
  },
  {
    id: "motorcycle_key", category: "keys", family: "key",
    en: ["motorcycle key", "motorcycle keys", "motorbike key", "motorbike keys", "motor key", "scooter key"],
    my: ["kunci motor", "kunci motosikal", "kunci moto", "kunci skuter"],
  },
  {
    id: "house_key", category: "keys", family: "key",
    en: ["house key", "house keys", "room key", "room keys", "door key", "locker key", "hostel key", "home key"],
    my: ["kunci rumah", "kunci umah", "kunci bilik", "kunci pintu", "kunci loker", "kunci asrama", "kunci kolej"],
  },
  {
    id: "keychain", category: "keys", family: "key",
    en: ["keychain", "keychains", "key chain", "keyring", "key ring", "key holder"],
    my: ["rantai kunci", "gantungan kunci"],
  },
  {
    id: "padlock", category: "keys",
    en: ["padlock", "padlocks", "lock", "locks", "bike lock", "combination lock", "number lock"],
    my: ["mangga", "kunci mangga", "mangga kunci"],
  },
  {
    id: "lanyard", category: "money_cards",
    en: ["lanyard", "lanyards", "neck strap", "card lanyard", "id lanyard"],
    my: ["tali kad", "tali leher kad", "tali lanyard", "tali nametag", "tali name tag", "tali id", "tali matrik"],
  },

  // Bottles and food.
  {
    id: "water_bottle", category: "drinkware", family: "bottle",
    en: ["water bottle", "water bottles", "bottle", "bottles", "drink bottle", "drinking bottle", "sports bottle", "gym bottle", "hydro flask"],
    my: ["botol air", "botol", "botol minuman", "botol minum", "botol air minuman", "bekas air", "bekas air minuman"],
  },
  { id: "tumbler", category: "drinkware", family: "bottle", en: ["tumbler", "tumblers", "travel mug", "coffee tumbler"], my: ["tumbler", "tumbler kopi"] },
  {
    id: "flask", category: "drinkware", family: "bottle",
    en: ["flask", "flasks", "thermos", "vacuum flask", "thermal flask", "thermo flask", "insulated bottle"],
    my: ["termos", "kelalang", "botol termos", "botol panas"],
  },
  { id: "mug", category: "drinkware", en: ["mug", "mugs", "cup", "cups"], my: ["cawan", "gelas", "koleh", "mug kopi"] },
  {
    id: "lunch_box", category: "drinkware",
    en: ["lunch box", "lunchbox", "food container", "tupperware", "bento", "bento box", "food box"],
    my: ["bekas makanan", "bekas makan", "bekas bekal", "kotak makanan", "mangkuk tingkat", "bekas nasi", "bekal", "bekas tapau"],
  },

  // Eyewear.
  {
    id: "glasses", category: "eyewear", family: "eyewear",
    en: ["glasses", "spectacles", "eyeglasses", "specs", "spec", "eyewear", "reading glasses"],
    my: ["cermin mata", "spek", "spek mata", "kaca mata", "cermin mata rabun"],
  },
  {
    id: "sunglasses", category: "eyewear", family: "eyewear",
    en: ["sunglasses", "sunglass", "sun glasses", "sunnies"],
    my: ["cermin mata hitam", "kaca mata hitam", "spek hitam", "spek gelap"],
  },
  {
    id: "glasses_case", category: "eyewear",
    en: ["glasses case", "spectacle case", "spectacles case", "specs case", "eyeglasses case"],
    my: ["bekas cermin mata", "kotak cermin mata", "sarung cermin mata", "bekas spek"],
  },
  {
    id: "contact_lens_case", category: "eyewear",
    en: ["contact lens case", "lens case", "contact lens", "contact lenses", "contacts case"],
    my: ["bekas kanta lekap", "kanta lekap", "bekas lens", "bekas kanta"],
  },

  // Chargers and cables.
  {
    id: "phone_charger", category: "power", family: "charger",
    en: ["charger", "chargers", "phone charger", "wall charger", "fast charger", "charging brick", "charger head"],
    my: ["pengecas", "pengecaj", "cas", "charjer", "pengecas telefon", "pengecas hp", "kepala charger", "kepala cas"],
  },
  {
    id: "laptop_charger", category: "power", family: "charger",
    en: ["laptop charger", "laptop adapter", "laptop adaptor", "macbook charger", "laptop power supply"],
    my: ["pengecas laptop", "charger laptop", "pengecas komputer riba"],
  },
  {
    id: "adapter", category: "power", family: "charger",
    en: ["adapter", "adaptor", "adapters", "power adapter", "travel adapter", "plug", "plug adapter", "universal adapter"],
    my: ["penyesuai", "palam", "plug tiga pin", "palam tiga pin", "plag"],
  },
  {
    id: "cable", category: "power", family: "charger",
    en: ["cable", "cables", "charging cable", "usb cable", "charger cable", "type c cable", "usb c cable", "lightning cable", "wire", "cord", "hdmi cable"],
    my: ["kabel", "wayar", "kabel pengecas", "wayar charger", "wayar cas", "kabel cas", "kabel usb", "wayar usb", "kabel type c"],
  },
  {
    id: "power_bank", category: "power", family: "charger",
    en: ["power bank", "power banks", "powerbank", "pb", "portable charger", "battery pack"],
    my: ["bank kuasa", "pengecas mudah alih"],
  },

  // Audio and electronics.
  {
    id: "earbuds", category: "audio", family: "audio",
    en: ["earbuds", "earbud", "wireless earbuds", "wireless earphones", "bluetooth earphones", "tws", "airpods", "airpod", "galaxy buds", "freebuds", "redmi buds", "buds"],
    my: ["fon telinga tanpa wayar", "fon telinga wayarles", "earphone bluetooth", "earfon bluetooth"],
  },
  {
    id: "earbuds_case", category: "audio", family: "audio",
    en: ["earbuds case", "airpods case", "airpod case", "charging case", "earbud case"],
    my: ["bekas earbuds", "sarung airpods"],
  },
  {
    id: "earphones", category: "audio", family: "audio",
    en: ["earphones", "earphone", "earpiece", "handsfree", "hands free", "earpods", "wired earphones"],
    my: ["fon telinga", "earfon", "fon telinga berwayar", "earphone wayar", "earphone berwayar", "hensfree"],
  },
  {
    id: "headphones", category: "audio", family: "audio",
    en: ["headphones", "headphone", "headset", "headsets", "gaming headset"],
    my: ["fon kepala", "set kepala", "headfon"],
  },
  { id: "speaker", category: "audio", en: ["speaker", "speakers", "bluetooth speaker", "portable speaker"], my: ["pembesar suara", "spiker"] },
  {
    id: "smartwatch", category: "watches_jewellery", family: "watch",
    en: ["smartwatch", "smartwatches", "smart watch", "apple watch", "galaxy watch"],
    my: ["jam pintar", "jam tangan pintar"],
  },
  {
    id: "watch", category: "watches_jewellery", family: "watch",
    en: ["watch", "watches", "wristwatch", "wrist watch", "digital watch", "analog watch"],
    my: ["jam", "jam tangan"],
  },
  {
    id: "fitness_band", category: "watches_jewellery", family: "watch",
    en: ["fitness band", "fitness tracker", "smart band", "smartband", "activity tracker", "mi band", "fitbit"],
    my: ["jam kecergasan", "gelang pintar"],
  },
  {
    id: "calculator", category: "stationery",
    en: ["calculator", "calculators", "scientific calculator", "calc", "graphing calculator"],
    my: ["kalkulator", "mesin kira", "kalkulator saintifik"],
  },
  { id: "tablet", category: "electronics", en: ["tablet", "tablets", "ipad", "tab", "galaxy tab", "matepad"], my: ["komputer tablet", "tablet"] },
  { id: "stylus", category: "stationery", en: ["stylus", "stylus pen", "apple pencil", "s pen", "digital pen"], my: ["pen stilus", "stilus"] },
  { id: "mouse", category: "electronics", en: ["mouse", "mice", "wireless mouse", "computer mouse", "gaming mouse"], my: ["tetikus", "mouse komputer"] },
  { id: "keyboard", category: "electronics", en: ["keyboard", "keyboards", "wireless keyboard", "mechanical keyboard"], my: ["papan kekunci", "keyboard"] },
  {
    id: "usb_drive", category: "electronics", family: "storage",
    en: ["usb drive", "usb", "pendrive", "pen drive", "thumbdrive", "thumb drive", "flash drive", "usb stick", "memory stick"],
    my: ["pemacu kilat", "pemacu usb"],
  },
  {
    id: "hard_disk", category: "electronics", family: "storage",
    en: ["hard disk", "hard drive", "external hard disk", "external hard drive", "hdd", "ssd", "portable ssd"],
    my: ["cakera keras", "cakera luaran"],
  },
  { id: "memory_card", category: "electronics", family: "storage", en: ["memory card", "sd card", "microsd", "micro sd", "microsd card"], my: ["kad memori", "kad sd"] },
  {
    id: "camera", category: "electronics",
    en: ["camera", "cameras", "digital camera", "dslr", "mirrorless camera", "gopro", "instax", "action camera"],
    my: ["kamera", "kamera digital"],
  },
  {
    id: "game_console", category: "electronics",
    en: ["game console", "console", "nintendo switch", "playstation", "psp", "handheld console"],
    my: ["konsol", "konsol permainan", "konsol game"],
  },
  { id: "vape", category: "electronics", en: ["vape", "vapes", "vape pod", "e-cigarette", "pod"], my: ["rokok elektronik", "vape pen"] },

  // Bags.
  {
    id: "bag", category: "bags", family: "bag",
    en: ["bag", "bags", "paper bag", "plastic bag", "duffel bag", "gym bag", "sports bag"],
    my: ["beg", "beg sukan", "beg plastik", "beg kertas"],
  },
  {
    id: "backpack", category: "bags", family: "bag",
    en: ["backpack", "backpacks", "bagpack", "back pack", "rucksack", "school bag", "schoolbag", "laptop backpack"],
    my: ["beg galas", "beg sekolah", "beg belakang"],
  },
  {
    id: "handbag", category: "bags", family: "bag",
    en: ["handbag", "handbags", "hand bag", "ladies bag", "shoulder bag", "clutch"],
    my: ["beg tangan", "beg perempuan", "beg bahu"],
  },
  {
    id: "tote_bag", category: "bags", family: "bag",
    en: ["tote bag", "tote", "tote bags", "canvas bag", "shopping bag", "cloth bag", "recycle bag"],
    my: ["beg tote", "beg kain", "beg kanvas"],
  },
  {
    id: "sling_bag", category: "bags", family: "bag",
    en: ["sling bag", "sling bags", "crossbody bag", "cross body bag", "waist bag", "belt bag", "fanny pack", "chest bag", "messenger bag"],
    my: ["beg sandang", "beg sling", "beg silang", "beg pinggang", "beg dada"],
  },
  {
    id: "laptop_bag", category: "bags", family: "bag",
    en: ["laptop bag", "laptop sleeve", "laptop case", "laptop pouch", "notebook sleeve"],
    my: ["beg laptop", "sarung laptop", "beg komputer riba"],
  },
  { id: "luggage", category: "bags", family: "bag", en: ["luggage", "suitcase", "trolley bag", "travel bag"], my: ["bagasi", "beg pakaian", "beg troli"] },
  { id: "pouch", category: "bags", family: "pouch", en: ["pouch", "pouches", "zip pouch", "small pouch"], my: ["uncang", "pouch kecil"] },
  {
    id: "makeup_pouch", category: "bags", family: "pouch",
    en: ["makeup pouch", "makeup bag", "make up bag", "cosmetic bag", "cosmetic pouch", "toiletry bag"],
    my: ["beg solek", "beg mekap", "pouch mekap", "bekas alat solek"],
  },
  {
    id: "pencil_case", category: "bags", family: "pouch",
    en: ["pencil case", "pencil cases", "pencil box", "pencil pouch", "pen case", "stationery pouch"],
    my: ["bekas pensel", "kotak pensel", "bekas pensil", "bekas alat tulis", "kotak pensil", "tempat pensel", "tempat pensil"],
  },
  {
    id: "card_holder", category: "money_cards", family: "wallet",
    en: ["card holder", "cardholder", "card case", "card sleeve", "card pouch"],
    my: ["pemegang kad", "sarung kad", "bekas kad", "dompet kad", "holder kad", "kad holder"],
  },
  { id: "coin_purse", category: "money_cards", family: "wallet", en: ["coin purse", "coin pouch", "coin bag"], my: ["dompet syiling", "bekas syiling", "uncang duit"] },
  {
    id: "phone_case", category: "phone",
    en: ["phone case", "phone cover", "phone casing", "case", "cover", "casing", "handphone case"],
    my: ["sarung telefon", "sarung hp", "casing telefon", "casing hp", "sarung handphone", "kes telefon"],
  },

  // Books and stationery.
  { id: "book", category: "stationery", family: "book", en: ["book", "books", "novel", "novels", "storybook"], my: ["buku", "buku cerita"] },
  {
    id: "notebook", category: "stationery", family: "book",
    en: ["notebook", "notebooks", "exercise book", "notepad", "journal", "diary", "planner"],
    my: ["buku nota", "buku latihan", "buku catatan", "diari", "buku tulis"],
  },
  {
    id: "textbook", category: "stationery", family: "book",
    en: ["textbook", "textbooks", "text book", "reference book", "module", "lecture notes", "workbook"],
    my: ["buku teks", "buku rujukan", "modul", "nota kuliah"],
  },
  {
    id: "sketchbook", category: "stationery", family: "book",
    en: ["sketchbook", "sketch book", "sketchpad", "drawing book", "art book"],
    my: ["buku lukisan", "buku lakaran", "buku sketsa"],
  },
  {
    id: "pen", category: "stationery", family: "writing",
    en: ["pen", "pens", "ballpoint", "ball pen", "ballpen", "fountain pen", "marker", "highlighter"],
    my: ["pena", "pen marker", "penanda"],
  },
  {
    id: "pencil", category: "stationery", family: "writing",
    en: ["pencil", "pencils", "mechanical pencil", "pencil lead"],
    my: ["pensel", "pensil", "pensel mekanikal"],
  },
  { id: "ruler", category: "stationery", family: "drawing", en: ["ruler", "rulers", "steel ruler", "scale ruler"], my: ["pembaris", "pembaris besi"] },
  {
    id: "drawing_tools", category: "stationery", family: "drawing",
    en: ["drawing tools", "drafting tools", "protractor", "set square", "t square", "technical pen", "compass set", "stencil"],
    my: ["alat lukisan", "alat melukis", "jangka lukis", "protraktor", "sesiku"],
  },

  // Clothes.
  { id: "lab_coat", category: "clothing", en: ["lab coat", "labcoat", "lab coats", "white coat"], my: ["kot makmal", "baju makmal", "jubah makmal"] },
  {
    id: "jacket", category: "clothing", family: "outerwear",
    en: ["jacket", "jackets", "windbreaker", "blazer", "coat", "raincoat", "rain coat", "denim jacket", "varsity jacket"],
    my: ["jaket", "kot", "baju hujan"],
  },
  {
    id: "hoodie", category: "clothing", family: "outerwear",
    en: ["hoodie", "hoodies", "hoody", "hooded jacket", "hooded sweater"],
    my: ["baju berhud", "jaket berhud", "hudi", "baju hoodie"],
  },
  { id: "sweater", category: "clothing", family: "outerwear", en: ["sweater", "sweaters", "jumper", "pullover", "sweatshirt"], my: ["baju sejuk", "baju panas"] },
  { id: "cardigan", category: "clothing", family: "outerwear", en: ["cardigan", "cardigans"], my: ["kardigan"] },
  {
    id: "shirt", category: "clothing", family: "top",
    en: ["shirt", "shirts", "blouse", "polo shirt", "polo tee", "collared shirt"],
    my: ["baju", "kemeja", "blaus", "baju kemeja", "baju kurung", "baju melayu", "jubah", "kurta"],
  },
  { id: "t_shirt", category: "clothing", family: "top", en: ["t-shirt", "t-shirts", "tshirt", "tee", "tees"], my: ["baju t", "kemeja t", "baju tshirt"] },
  {
    id: "jersey", category: "clothing", family: "top",
    en: ["jersey", "jerseys", "sports jersey", "football jersey", "sports shirt"],
    my: ["jersi", "baju sukan", "baju jersi"],
  },
  {
    id: "trousers", category: "clothing",
    en: ["trousers", "pants", "track pants", "trackpants", "jeans", "shorts", "slacks"],
    my: ["seluar", "seluar panjang", "seluar pendek", "seluar trek", "seluar jeans"],
  },
  { id: "sarong", category: "clothing", en: ["sarong", "sarongs"], my: ["sarung", "kain sarung", "kain pelikat", "pelikat", "kain batik"] },
  { id: "necktie", category: "clothing", en: ["necktie", "neck tie", "tie", "ties"], my: ["tali leher"] },
  { id: "belt", category: "clothing", en: ["belt", "belts", "leather belt"], my: ["tali pinggang"] },
  { id: "gloves", category: "clothing", en: ["gloves", "glove", "riding gloves"], my: ["sarung tangan"] },
  { id: "socks", category: "clothing", en: ["socks", "sock", "stockings"], my: ["stokin", "sarung kaki"] },
  { id: "scarf", category: "clothing", family: "hijab", en: ["scarf", "scarves", "shawl", "shawls", "pashmina"], my: ["selendang", "skaf", "syal"] },
  {
    id: "tudung", category: "clothing", family: "hijab",
    en: ["hijab", "hijabs", "headscarf", "instant tudung"],
    my: ["tudung", "tudung bawal", "bawal", "tudung sarung", "tudung ekspres", "tudung labuh"],
  },
  { id: "cap", category: "headwear", family: "headwear", en: ["cap", "caps", "baseball cap", "hat", "hats", "bucket hat", "beanie"], my: ["topi", "topi besbol"] },
  { id: "songkok", category: "headwear", family: "headwear", en: ["songkok", "skullcap", "prayer cap"], my: ["kopiah", "ketayap", "serban"] },
  { id: "helmet", category: "headwear", en: ["helmet", "helmets", "motorcycle helmet", "bike helmet", "cycling helmet"], my: ["topi keledar", "helmet motor"] },

  // Footwear.
  {
    id: "shoes", category: "footwear", family: "footwear",
    en: ["shoes", "shoe", "sneakers", "sneaker", "trainers", "boots", "boot", "school shoes", "leather shoes", "heels", "loafers"],
    my: ["kasut", "kasut sekolah", "kasut kulit", "kasut tumit tinggi"],
  },
  {
    id: "sports_shoes", category: "footwear", family: "footwear",
    en: ["sports shoes", "running shoes", "football boots", "futsal shoes", "badminton shoes", "sport shoes"],
    my: ["kasut sukan", "kasut lari", "kasut bola", "kasut futsal"],
  },
  { id: "sandals", category: "footwear", family: "footwear", en: ["sandals", "sandal", "crocs"], my: ["kasut sandal", "sandal getah"] },
  {
    id: "slippers", category: "footwear", family: "footwear",
    en: ["slippers", "slipper", "flip flops", "flip-flops", "slides"],
    my: ["selipar", "selipar jepun", "capal"],
  },

  // Jewellery and accessories.
  { id: "ring", category: "watches_jewellery", family: "jewellery", en: ["ring", "rings", "wedding ring", "engagement ring"], my: ["cincin", "cincin kahwin"] },
  {
    id: "necklace", category: "watches_jewellery", family: "jewellery",
    en: ["necklace", "necklaces", "pendant", "locket", "chain necklace"],
    my: ["rantai leher", "kalung", "loket"],
  },
  {
    id: "bracelet", category: "watches_jewellery", family: "jewellery",
    en: ["bracelet", "bracelets", "bangle", "bangles", "anklet"],
    my: ["gelang", "gelang tangan", "gelang kaki"],
  },
  {
    id: "earrings", category: "watches_jewellery", family: "jewellery",
    en: ["earrings", "earring", "ear studs", "studs"],
    my: ["subang", "anting-anting", "anting", "kerabu"],
  },
  { id: "brooch", category: "watches_jewellery", family: "jewellery", en: ["brooch", "brooches", "hijab pin", "tudung pin"], my: ["kerongsang", "pin tudung"] },
  {
    id: "hair_clip", category: "watches_jewellery",
    en: ["hair clip", "hairclip", "hair clips", "hair tie", "scrunchie", "hairband", "hair band", "claw clip", "hairpin", "hair pin"],
    my: ["sepit rambut", "klip rambut", "getah rambut", "penyepit rambut"],
  },

  // Prayer things.
  { id: "prayer_mat", category: "clothing", en: ["prayer mat", "prayer rug", "sejadah"], my: ["tikar sembahyang", "tikar solat", "sajadah"] },
  { id: "telekung", category: "clothing", en: ["telekung", "prayer garment", "prayer robe", "prayer veil"], my: ["kain telekung", "mukena"] },
  {
    id: "quran", category: "stationery",
    en: ["quran", "koran", "al-quran", "holy quran", "mushaf", "quran book"],
    my: ["al quran", "mashaf", "muqaddam", "surah yasin", "yasin"],
  },
  { id: "tasbih", category: "watches_jewellery", en: ["tasbih", "prayer beads", "rosary", "tasbeeh"], my: ["biji tasbih", "tasbeh"] },

  // Health and personal care.
  { id: "perfume", category: "personal_care", en: ["perfume", "perfumes", "cologne", "fragrance", "body mist"], my: ["minyak wangi", "pewangi", "minyak atar"] },
  { id: "lipstick", category: "personal_care", en: ["lipstick", "lip balm", "lipbalm", "lip tint", "lip gloss", "lip stick"], my: ["gincu", "pelembap bibir"] },
  {
    id: "medicine", category: "personal_care",
    en: ["medicine", "medicines", "medication", "meds", "pills", "pill", "vitamins"],
    my: ["ubat", "ubat-ubatan", "pil", "vitamin"],
  },
  { id: "inhaler", category: "personal_care", en: ["inhaler", "inhalers", "asthma inhaler", "puffer"], my: ["alat sedut", "pam asma", "inhaler asma"] },
  { id: "stethoscope", category: "personal_care", en: ["stethoscope", "steth"], my: ["stetoskop"] },
  { id: "towel", category: "clothing", en: ["towel", "towels", "face towel", "hand towel", "sports towel"], my: ["tuala", "tuala mandi", "tuala muka", "tuala kecil"] },

  // Sport and getting around.
  { id: "racket", category: "sports", en: ["racket", "rackets", "racquet", "badminton racket", "tennis racket", "squash racket"], my: ["raket", "raket badminton"] },
  {
    id: "ball", category: "sports",
    en: ["ball", "balls", "football", "soccer ball", "basketball", "volleyball", "futsal ball", "netball"],
    my: ["bola", "bola sepak", "bola keranjang", "bola tampar", "bola jaring"],
  },
  { id: "bicycle", category: "sports", en: ["bicycle", "bicycles", "bike", "cycle", "scooter", "kick scooter"], my: ["basikal", "skuter"] },
  { id: "umbrella", category: "umbrella", en: ["umbrella", "umbrellas", "brolly", "foldable umbrella"], my: ["payung", "payong", "payung lipat"] },
  { id: "soft_toy", category: "other", en: ["soft toy", "plush", "plushie", "plush toy", "teddy bear", "stuffed toy", "doll"], my: ["anak patung", "patung", "teddy"] },
];

/** Colours: the base colours (`id === base`), then shades pointing to their base. */
export const COLOURS: ColourEntry[] = [
  { id: "black", base: "black", en: ["black", "jet black", "matte black"], my: ["hitam", "itam", "hitam pekat", "hitam legam"] },
  { id: "white", base: "white", en: ["white", "pure white"], my: ["putih", "puteh"] },
  { id: "grey", base: "grey", en: ["grey", "gray", "greyish", "grayish"], my: ["kelabu", "abu-abu", "abu", "kelabu asap"] },
  { id: "silver", base: "silver", en: ["silver", "silvery", "metallic silver"], my: ["perak", "warna perak"] },
  { id: "gold", base: "gold", en: ["gold", "golden"], my: ["emas", "keemasan", "warna emas"] },
  { id: "red", base: "red", en: ["red", "reddish", "bright red"], my: ["merah", "merah terang"] },
  { id: "pink", base: "pink", en: ["pink", "pinkish", "pinky"], my: ["merah jambu", "jambu"] },
  { id: "orange", base: "orange", en: ["orange", "orangey"], my: ["oren", "jingga", "oranye"] },
  { id: "yellow", base: "yellow", en: ["yellow", "yellowish"], my: ["kuning", "kuneng"] },
  { id: "green", base: "green", en: ["green", "greenish"], my: ["hijau", "ijau"] },
  { id: "blue", base: "blue", en: ["blue", "bluish", "royal blue"], my: ["biru", "biru terang"] },
  { id: "purple", base: "purple", en: ["purple", "violet", "purplish"], my: ["ungu"] },
  { id: "brown", base: "brown", en: ["brown", "brownish"], my: ["coklat", "cokelat", "perang", "koko"] },
  { id: "beige", base: "beige", en: ["beige", "nude", "sand"], my: ["kuning air", "warna pasir"] },
  { id: "clear", base: "clear", en: ["clear", "transparent", "see-through", "see through", "translucent"], my: ["jernih", "lutsinar", "telus", "lut sinar"] },
  {
    id: "multicolour", base: "multicolour",
    en: ["multicolour", "multicolor", "multi-colour", "multi-color", "multicoloured", "colourful", "colorful", "rainbow"],
    my: ["warna-warni", "pelbagai warna", "berwarna-warni", "pelangi"],
  },
  // Shades.
  { id: "navy", base: "blue", en: ["navy", "navy blue", "dark blue", "midnight blue"], my: ["biru tua", "biru gelap", "biru laut", "biru navy"] },
  { id: "light_blue", base: "blue", en: ["light blue", "sky blue", "baby blue", "pale blue"], my: ["biru muda", "biru langit", "biru cair"] },
  { id: "teal", base: "blue", en: ["teal", "turquoise", "aqua", "cyan"], my: ["tosca", "biru kehijauan", "turkois"] },
  { id: "maroon", base: "red", en: ["maroon", "burgundy", "wine", "wine red", "dark red"], my: ["merah hati", "merah marun", "marun", "merah gelap", "merah tua"] },
  {
    id: "dark_green", base: "green",
    en: ["dark green", "olive", "olive green", "army green", "forest green", "emerald"],
    my: ["hijau tua", "hijau gelap", "hijau askar", "hijau lumut"],
  },
  { id: "light_green", base: "green", en: ["light green", "mint", "mint green", "lime", "lime green", "pastel green"], my: ["hijau muda", "hijau pucuk pisang", "hijau cair"] },
  {
    id: "dark_grey", base: "grey",
    en: ["dark grey", "dark gray", "charcoal", "gunmetal", "space grey", "space gray", "graphite"],
    my: ["kelabu gelap", "kelabu tua", "abu-abu gelap"],
  },
  { id: "light_grey", base: "grey", en: ["light grey", "light gray", "ash grey", "pale grey"], my: ["kelabu muda", "kelabu cair", "abu-abu muda"] },
  { id: "rose_gold", base: "gold", en: ["rose gold", "rosegold", "pink gold"], my: ["emas merah jambu", "emas rose"] },
  { id: "off_white", base: "white", en: ["off-white", "off white", "ivory", "eggshell"], my: ["putih tulang", "putih susu"] },
  { id: "cream", base: "beige", en: ["cream", "creamy", "cream colour"], my: ["krim", "warna krim"] },
  { id: "khaki", base: "beige", en: ["khaki", "khakis", "taupe"], my: ["kuning khaki"] },
  { id: "tan", base: "brown", en: ["tan", "camel", "caramel", "light brown"], my: ["coklat muda", "coklat cair", "perang muda"] },
  { id: "dark_brown", base: "brown", en: ["dark brown", "chocolate", "chocolate brown"], my: ["coklat gelap", "coklat tua", "perang gelap"] },
  { id: "bronze", base: "brown", en: ["bronze", "copper"], my: ["gangsa", "tembaga"] },
  { id: "peach", base: "orange", en: ["peach", "coral", "salmon"], my: ["oren muda", "jingga muda"] },
  { id: "mustard", base: "yellow", en: ["mustard", "mustard yellow", "dark yellow"], my: ["kuning mustard", "kuning tua", "kuning gelap"] },
  { id: "light_pink", base: "pink", en: ["light pink", "baby pink", "pastel pink", "soft pink", "blush"], my: ["merah jambu muda", "pink muda"] },
  { id: "magenta", base: "pink", en: ["magenta", "fuchsia", "fuschia", "hot pink"], my: ["merah jambu terang", "pink terang"] },
  { id: "lavender", base: "purple", en: ["lavender", "lilac", "light purple", "pastel purple"], my: ["ungu muda", "ungu lembut", "ungu cair"] },
  { id: "dark_purple", base: "purple", en: ["dark purple", "plum", "eggplant"], my: ["ungu tua", "ungu gelap", "ungu terung"] },
];

/**
 * Brands of things students lose in Malaysia. Sub-brands are products of their brand: Redmi and
 * POCO are Xiaomi, G-Shock and Baby-G are Casio, Soundcore is Anker (a lost "Redmi" and a found
 * "Xiaomi phone" share a brand). A product that is also a kind term ("iphone", "airpods") names both.
 */
export const BRANDS: BrandEntry[] = [
  // Phones, tablets, computers.
  {
    id: "apple",
    names: ["apple"],
    products: ["iphone", "ipad", "macbook", "imac", "airpods", "airpod", "airpods case", "airpod case", "apple watch", "apple pencil", "ipod", "earpods", "macbook charger"],
  },
  { id: "samsung", names: ["samsung"], products: ["galaxy", "galaxy buds", "galaxy tab", "galaxy watch"] },
  { id: "xiaomi", names: ["xiaomi"], products: ["redmi", "poco", "mi band", "redmi buds"] },
  { id: "oppo", names: ["oppo"], products: ["reno"] },
  { id: "vivo", names: ["vivo"] },
  { id: "realme", names: ["realme", "real me"] },
  { id: "huawei", names: ["huawei"], products: ["matebook", "matepad", "freebuds", "nova"] },
  { id: "honor", names: ["honor", "honour"] },
  { id: "nokia", names: ["nokia"] },
  { id: "infinix", names: ["infinix"] },
  { id: "oneplus", names: ["oneplus", "one plus"] },
  { id: "google", names: ["google"], products: ["pixel", "google pixel"] },
  { id: "motorola", names: ["motorola"] },
  { id: "tecno", names: ["tecno"] },
  { id: "lenovo", names: ["lenovo"], products: ["thinkpad", "ideapad", "thinkbook", "legion"] },
  { id: "dell", names: ["dell"], products: ["inspiron", "vostro", "xps", "alienware"] },
  { id: "hp", names: ["hp", "hewlett packard", "hewlett-packard"], products: ["pavilion", "elitebook", "probook", "victus"] },
  { id: "asus", names: ["asus"], products: ["zenbook", "vivobook", "rog", "tuf", "zenfone"] },
  { id: "acer", names: ["acer"], products: ["aspire", "nitro"] },
  { id: "msi", names: ["msi"] },
  { id: "microsoft", names: ["microsoft"], products: ["surface pro", "xbox"] },
  { id: "toshiba", names: ["toshiba"] },
  { id: "razer", names: ["razer"] },
  { id: "logitech", names: ["logitech", "logi"] },
  { id: "lg", names: ["lg"] },
  { id: "nintendo", names: ["nintendo"], products: ["nintendo switch"] },
  { id: "sony", names: ["sony"], products: ["xperia", "walkman", "playstation", "psp"] },
  // Audio and power.
  { id: "jbl", names: ["jbl"] },
  { id: "beats", names: ["beats", "beats by dre"] },
  { id: "bose", names: ["bose"] },
  { id: "sennheiser", names: ["sennheiser"] },
  { id: "marshall", names: ["marshall"] },
  { id: "audio_technica", names: ["audio-technica", "audio technica"] },
  { id: "skullcandy", names: ["skullcandy", "skull candy"] },
  { id: "edifier", names: ["edifier"] },
  { id: "qcy", names: ["qcy"] },
  { id: "anker", names: ["anker"], products: ["soundcore", "powercore"] },
  { id: "baseus", names: ["baseus"] },
  { id: "ugreen", names: ["ugreen"] },
  { id: "pineng", names: ["pineng"] },
  { id: "romoss", names: ["romoss"] },
  { id: "aukey", names: ["aukey"] },
  { id: "remax", names: ["remax"] },
  { id: "belkin", names: ["belkin"] },
  // Storage and cameras.
  { id: "sandisk", names: ["sandisk", "san disk"] },
  { id: "kingston", names: ["kingston"] },
  { id: "seagate", names: ["seagate"] },
  { id: "western_digital", names: ["western digital"] },
  { id: "transcend", names: ["transcend"] },
  { id: "canon", names: ["canon"] },
  { id: "nikon", names: ["nikon"] },
  { id: "fujifilm", names: ["fujifilm", "fuji"], products: ["instax"] },
  { id: "gopro", names: ["gopro", "go pro"], products: ["gopro"] },
  { id: "dji", names: ["dji"] },
  // Watches and calculators.
  { id: "casio", names: ["casio"], products: ["g-shock", "baby-g", "classwiz", "edifice"] },
  { id: "seiko", names: ["seiko"] },
  { id: "fossil", names: ["fossil"] },
  { id: "garmin", names: ["garmin"] },
  { id: "fitbit", names: ["fitbit"], products: ["fitbit"] },
  { id: "daniel_wellington", names: ["daniel wellington"] },
  { id: "swatch", names: ["swatch"] },
  { id: "citizen", names: ["citizen"] },
  { id: "timex", names: ["timex"] },
  { id: "amazfit", names: ["amazfit"] },
  { id: "sharp", names: ["sharp"] },
  { id: "texas_instruments", names: ["texas instruments"] },
  // Bags, wallets, clothes, shoes.
  { id: "bonia", names: ["bonia"] },
  { id: "sembonia", names: ["sembonia"] },
  { id: "braun_buffel", names: ["braun buffel"] },
  { id: "guess", names: ["guess"] },
  { id: "coach", names: ["coach"] },
  { id: "michael_kors", names: ["michael kors"] },
  { id: "charles_keith", names: ["charles & keith", "charles and keith", "charles n keith"] },
  { id: "pedro", names: ["pedro"] },
  { id: "longchamp", names: ["longchamp"] },
  { id: "carlo_rino", names: ["carlo rino"] },
  { id: "vincci", names: ["vincci"] },
  { id: "kipling", names: ["kipling"] },
  { id: "levis", names: ["levi's", "levi", "levi strauss"] },
  { id: "polo", names: ["polo", "polo ralph lauren", "ralph lauren"] },
  { id: "nike", names: ["nike"] },
  { id: "adidas", names: ["adidas"] },
  { id: "puma", names: ["puma"] },
  { id: "jansport", names: ["jansport", "jan sport"] },
  { id: "herschel", names: ["herschel"] },
  { id: "anello", names: ["anello"] },
  { id: "north_face", names: ["the north face", "north face", "tnf"] },
  { id: "uniqlo", names: ["uniqlo"] },
  { id: "hm", names: ["h&m", "h and m"] },
  { id: "zara", names: ["zara"] },
  { id: "padini", names: ["padini"] },
  { id: "cotton_on", names: ["cotton on", "cottonon"] },
  { id: "giordano", names: ["giordano"] },
  { id: "vans", names: ["vans"] },
  { id: "converse", names: ["converse"] },
  { id: "skechers", names: ["skechers", "sketchers"] },
  { id: "crocs", names: ["crocs"], products: ["crocs"] },
  { id: "bata", names: ["bata"] },
  { id: "fila", names: ["fila"] },
  { id: "under_armour", names: ["under armour", "under armor"] },
  { id: "new_balance", names: ["new balance"] },
  { id: "asics", names: ["asics"] },
  { id: "reebok", names: ["reebok"] },
  // Sport.
  { id: "yonex", names: ["yonex"] },
  { id: "li_ning", names: ["li-ning", "li ning"] },
  { id: "victor", names: ["victor"] },
  { id: "apacs", names: ["apacs"] },
  { id: "mizuno", names: ["mizuno"] },
  { id: "molten", names: ["molten"] },
  { id: "mikasa", names: ["mikasa"] },
  // Bottles and umbrellas.
  { id: "hydro_flask", names: ["hydro flask", "hydroflask"], products: ["hydro flask"] },
  { id: "tupperware", names: ["tupperware"] },
  { id: "lock_and_lock", names: ["lock&lock", "lock n lock", "lock and lock"] },
  { id: "zojirushi", names: ["zojirushi"] },
  { id: "thermos", names: ["thermos"] },
  { id: "stanley", names: ["stanley"] },
  { id: "tiger", names: ["tiger"] },
  { id: "klean_kanteen", names: ["klean kanteen"] },
  { id: "contigo", names: ["contigo"] },
  { id: "camelbak", names: ["camelbak", "camel bak"] },
  { id: "nalgene", names: ["nalgene"] },
  { id: "totes", names: ["totes"] },
  { id: "fibrella", names: ["fibrella"] },
  // Eyewear and stationery.
  { id: "ray_ban", names: ["ray-ban", "rayban", "ray ban"] },
  { id: "oakley", names: ["oakley"] },
  { id: "owndays", names: ["owndays"] },
  { id: "faber_castell", names: ["faber-castell", "faber castell", "faber"] },
  { id: "staedtler", names: ["staedtler"] },
  { id: "pilot", names: ["pilot"] },
  { id: "muji", names: ["muji"] },
  { id: "stabilo", names: ["stabilo"] },
  { id: "pentel", names: ["pentel"] },
  { id: "zebra", names: ["zebra"] },
  { id: "uni_ball", names: ["uni-ball", "uni ball", "uniball"] },
  { id: "campap", names: ["campap"] },
  // Banks (their cards).
  { id: "maybank", names: ["maybank"] },
  { id: "cimb", names: ["cimb"] },
  { id: "bank_islam", names: ["bank islam"] },
  { id: "rhb", names: ["rhb"] },
  { id: "public_bank", names: ["public bank"] },
  { id: "bsn", names: ["bsn", "bank simpanan nasional"] },
  { id: "bank_rakyat", names: ["bank rakyat"] },
  { id: "ambank", names: ["ambank"] },
  { id: "hong_leong", names: ["hong leong", "hong leong bank"] },
  // Motorcycles and cars (their keys).
  { id: "honda", names: ["honda"], products: ["civic", "ex5", "rs150", "vario"] },
  { id: "yamaha", names: ["yamaha"], products: ["lc135", "y15zr", "nmax", "aerox"] },
  { id: "modenas", names: ["modenas"], products: ["kriss"] },
  { id: "proton", names: ["proton"], products: ["saga", "iriz", "x50", "x70", "wira"] },
  { id: "perodua", names: ["perodua"], products: ["myvi", "axia", "bezza", "alza", "aruz", "ativa"] },
  { id: "toyota", names: ["toyota"], products: ["vios", "camry", "hilux"] },
  { id: "nissan", names: ["nissan"] },
  { id: "suzuki", names: ["suzuki"] },
  { id: "kawasaki", names: ["kawasaki"] },
  { id: "mazda", names: ["mazda"] },
  { id: "hyundai", names: ["hyundai"] },
  { id: "kia", names: ["kia"] },
  { id: "bmw", names: ["bmw"] },
  { id: "mercedes", names: ["mercedes", "mercedes-benz", "benz"] },
  { id: "sym", names: ["sym"] },
];

/** Describing words, one canonical id each, so "skrin retak" and "cracked screen" share words. */
export const DESCRIPTORS: DescriptorEntry[] = [
  { id: "cracked", en: ["cracked", "crack", "cracks", "shattered"], my: ["retak", "rekah", "retak seribu"] },
  { id: "scratched", en: ["scratched", "scratch", "scratches", "scratchy"], my: ["calar", "bercalar", "tercalar", "calar-calar"] },
  { id: "broken", en: ["broken", "damaged", "smashed", "spoilt"], my: ["rosak", "pecah", "patah"] },
  { id: "dented", en: ["dented", "dent", "dents"], my: ["kemek", "kemik", "penyek"] },
  { id: "torn", en: ["torn", "ripped"], my: ["koyak", "terkoyak"] },
  { id: "faded", en: ["faded", "discoloured", "discolored"], my: ["pudar", "luntur"] },
  { id: "screen", en: ["screen", "display", "screen protector"], my: ["skrin", "paparan", "pelindung skrin"] },
  { id: "case", en: ["case", "cases", "cover", "casing", "casings"], my: ["sarung", "kes", "bersarung"] },
  { id: "sticker", en: ["sticker", "stickers", "decal"], my: ["pelekat", "stiker", "pelekat kecil"] },
  { id: "strap", en: ["strap", "straps", "string"], my: ["tali"] },
  { id: "keychain", en: ["keychain", "keychains", "key chain", "keyring", "key ring"], my: ["rantai kunci", "gantungan kunci"] },
  { id: "chain", en: ["chain", "chains"], my: ["rantai"] },
  { id: "charm", en: ["charm", "charms", "pendant charm"], my: ["loket kecil", "azimat"] },
  { id: "name", en: ["name", "named", "initials"], my: ["nama", "bernama"] },
  { id: "label", en: ["label", "labels", "labelled", "labeled"], my: ["berlabel", "label nama"] },
  { id: "tag", en: ["tag", "tags", "tagged"], my: ["tanda nama", "tanda"] },
  { id: "card", en: ["card", "cards"], my: ["kad"] },
  { id: "cash", en: ["cash", "money", "ringgit", "banknotes"], my: ["duit", "wang", "tunai", "wang tunai"] },
  { id: "zip", en: ["zip", "zipper", "zips", "zipped", "zippers"], my: ["berzip", "zip tarik"] },
  { id: "pocket", en: ["pocket", "pockets", "compartment", "compartments"], my: ["poket", "kocek", "petak"] },
  { id: "button", en: ["button", "buttons"], my: ["butang"] },
  { id: "leather", en: ["leather", "faux leather", "pu leather"], my: ["kulit", "kulit tiruan"] },
  { id: "plastic", en: ["plastic"], my: ["plastik"] },
  { id: "metal", en: ["metal", "metallic", "aluminium", "aluminum"], my: ["besi", "logam", "aluminium"] },
  { id: "steel", en: ["steel", "stainless", "stainless steel"], my: ["keluli", "keluli tahan karat"] },
  { id: "fabric", en: ["fabric", "cloth", "canvas", "cotton", "nylon", "denim", "wool", "woollen"], my: ["kain", "fabrik", "kanvas", "kapas"] },
  { id: "wooden", en: ["wooden", "wood"], my: ["kayu"] },
  { id: "rubber", en: ["rubber", "silicone", "silicon"], my: ["getah", "silikon"] },
  { id: "glass", en: ["glass"], my: ["kaca"] },
  { id: "small", en: ["small", "little", "mini", "tiny"], my: ["kecil", "kecik"] },
  { id: "big", en: ["big", "large", "huge"], my: ["besar", "besaq"] },
  { id: "long", en: ["long"], my: ["panjang"] },
  { id: "short", en: ["short"], my: ["pendek"] },
  { id: "old", en: ["old", "worn", "used", "worn out"], my: ["lama", "lusuh", "buruk"] },
  { id: "new", en: ["new", "brand new"], my: ["baru", "baharu"] },
  { id: "foldable", en: ["foldable", "folding", "folded"], my: ["lipat", "boleh lipat", "berlipat"] },
  { id: "striped", en: ["striped", "stripes", "stripe", "stripy"], my: ["berjalur", "jalur", "belang", "berbelang"] },
  { id: "pattern", en: ["pattern", "patterned", "printed", "motif"], my: ["corak", "bercorak"] },
  { id: "flower", en: ["flower", "flowers", "floral", "flowery"], my: ["bunga", "berbunga", "bunga-bunga"] },
  { id: "cartoon", en: ["cartoon", "cartoons", "character"], my: ["kartun", "watak kartun"] },
  { id: "logo", en: ["logo", "logos"], my: ["lambang", "berlogo"] },
  { id: "picture", en: ["picture", "photo", "photos", "image"], my: ["gambar", "foto"] },
  { id: "heart", en: ["heart", "hearts"], my: ["hati", "bentuk hati"] },
  { id: "star", en: ["star", "stars"], my: ["bintang"] },
  { id: "round", en: ["round", "circular"], my: ["bulat", "bentuk bulat"] },
  { id: "square", en: ["square", "rectangular"], my: ["segi empat", "empat segi"] },
  { id: "glitter", en: ["glitter", "glittery", "sparkly", "shiny"], my: ["berkilat", "berkilauan", "gliter"] },
  { id: "engraved", en: ["engraved", "engraving"], my: ["terukir", "ukiran"] },
  { id: "ribbon", en: ["ribbon", "ribbons", "bow"], my: ["reben"] },
  { id: "inside", en: ["inside", "contains", "containing", "within"], my: ["dalam", "di dalam", "didalam", "dlm"] },
  { id: "back", en: ["back", "rear"], my: ["belakang"] },
  { id: "front", en: ["front"], my: ["depan", "hadapan"] },
  { id: "lid", en: ["lid", "lids"], my: ["penutup", "tudung botol"] },
  { id: "handle", en: ["handle", "handles"], my: ["pemegang", "pemegang botol"] },
  { id: "dark", en: ["dark"], my: ["gelap"] },
  { id: "light", en: ["light", "pastel", "pale"], my: ["cerah", "terang"] },
];

/** English and Malay function words: never kept as words, never corrected. */
export const STOPWORDS: string[] = [
  // Report filler ("left it behind", "tengah hari", "rasanya"): says nothing about the item.
  "behind", "tengah", "hari", "rasa",
  "a", "an", "the", "my", "mine", "your", "yours", "his", "her", "hers", "their", "our", "i", "im", "me", "we", "you", "he", "she", "they", "them", "it", "its",
  "with", "without", "of", "in", "on", "at", "near", "from", "by", "as", "into", "onto", "about", "under", "over", "is", "was", "were", "are", "am", "be", "been",
  "have", "has", "had", "do", "does", "did", "and", "or", "but", "so", "to", "for", "some", "one", "any", "all", "no", "not", "very", "quite", "just", "also", "too",
  "only", "like", "then", "than", "if", "when", "can", "could", "would", "should", "will", "may", "got", "get", "pair", "colour", "color", "coloured", "colored",
  "brand", "model", "type", "kind", "yang", "dan", "atau", "dengan", "di", "ke", "dari", "daripada", "saya", "aku", "ini", "itu", "ada", "pada", "untuk", "sebuah",
  "sebiji", "sekeping", "seutas", "sepasang", "satu", "sedikit", "beberapa", "telah", "sudah", "tidak", "bukan", "ia", "dia", "mereka", "kami", "kita", "anda",
  "awak", "bagi", "oleh", "juga", "lagi", "sangat", "amat", "agak", "atas", "seperti", "macam", "warna", "jenama", "jenis", "punya", "milik", "sahaja", "saja",
  "hanya", "kepada", "tersebut", "iaitu", "ialah", "adalah", "akan", "masih", "mahu", "nak", "boleh",
  // Parts of Malay names ("Nurul binti Othman"): shared by many names, so they say nothing.
  "bin", "binti", "bte", "bt",
  // Short forms and particles of typed Malay.
  "yg", "dgn", "utk", "sy", "sye", "aq", "nk", "dh", "tu", "ni", "je", "jer", "pun", "lah", "la", "tak", "x", "sbb", "sebab", "kerana", "tp", "tapi", "bila",
  "mana", "ya", "yer", "ok", "okay", "tau", "tahu", "tlg", "pls", "plz", "tq", "ty", "thx", "kaler", "colours", "colors",
  // Report filler, Malay: losing, finding, where and when, asking and thanking.
  "hilang", "kehilangan", "jumpa", "jumpe", "berjumpa", "dijumpai", "terjumpa", "ternampak", "nampak", "tertinggal", "tinggal", "ditinggalkan", "tercicir",
  "terjatuh", "jatuh", "lupa", "terlupa", "barang", "kali", "terakhir", "sesiapa", "siapa", "sape", "sesape", "tolong", "sila", "harap", "harapnya", "semoga",
  "mohon", "hubungi", "hubungilah", "contact", "pm", "dm", "whatsapp", "wasap", "ws", "wa", "terima", "kasih", "area", "kawasan", "kat", "kt", "dekat", "dkt",
  "tepi", "sebelah", "berhampiran", "sekitar", "sini", "sana", "situ", "tempat", "masa", "waktu", "semalam", "tadi", "pagi", "petang", "malam", "pergi", "pegi",
  "dah", "hantar", "dihantar", "serah", "serahkan", "diserahkan", "letak", "diletakkan", "simpan", "disimpan", "ambil", "tuntut", "kaunter", "pejabat",
  "pemilik", "tuan", "empunya", "mungkin", "rasanya", "beritahu", "bagitahu", "bagitau", "maklumkan", "penting", "segera", "admin", "min", "share", "kongsi",
  // Report filler, English.
  "lost", "found", "missing", "dropped", "left", "forgot", "forgotten", "misplaced", "picked", "pick", "up", "someone", "somebody", "anyone", "anybody", "everyone",
  "whoever", "please", "kindly", "thanks", "thank", "advance", "really", "need", "needed", "urgent", "urgently", "asap", "help", "call", "text", "message",
  "owner", "belongs", "belonging", "item", "items", "thing", "things", "yesterday", "today", "tonight", "morning", "afternoon", "evening", "night", "last",
  "seen", "saw", "maybe", "probably", "think", "there", "here", "this", "that", "these", "those", "which", "who", "where", "what", "somewhere", "around",
  "counter", "office", "went", "after", "before", "reward", "hi", "hello", "guys",
];

/** Common words a typo away from a vocabulary word ("block" and "black", "orang" and "orange"): never corrected. */
export const COMMON_WORDS: string[] = [
  "block", "blok", "blank", "write", "while", "good", "golf", "grew", "mind", "line", "live", "life", "wide", "wife", "wise", "said", "send", "plus", "team", "tell",
  "peace", "clean", "rang", "bell", "bill", "look", "lack", "lick", "cold", "wore", "best", "sick", "show", "shop", "shot", "shows", "shops", "shots", "came", "cafe",
  "cake", "care", "cart", "cars", "stay", "stair", "start", "stir", "hear", "heard", "read", "real", "rare", "work", "word", "warn", "worm", "sport", "sports", "sporty",
  "stall", "smell", "page", "pole", "palm", "pile", "gloss", "grass", "medal", "steal", "turn", "chair", "strong", "printer", "table", "tower", "fine", "five", "fire",
  "cost", "class", "classes", "hall", "room", "floor", "level", "library", "toilet", "canteen", "parking", "lecture", "gate", "marah", "murah", "emak", "open", "opened",
  "buka", "kamu", "lima", "surau", "tandas", "kata", "hari", "terus", "dewan", "lantai", "kelas", "kuliah", "fakulti", "kafe", "kantin", "padang", "foot", "market",
  "stairs", "orang", "khamis", "ankle", "globe", "steep", "sting", "tail", "binatang", "harapan", "tebal", "kucing", "anjing", "benang", "battle", "bagus", "minta",
  "mental", "monkey", "kelab", "kering", "sejarah", "sumbang", "boost", "shift", "charge", "charged", "carton", "paste", "tables", "watched", "terbang", "insta",
];
