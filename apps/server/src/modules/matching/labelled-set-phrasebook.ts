/**
 * The labelled set's phrasebook (data only): how students on a Malaysian campus describe the things
 * they lose and find, in English and Malay, written independently of the matcher's vocabulary.
 * Placeholders in braces ({name}, {motif}, ...) are filled per item from VARIABLES.
 */

/** Several ways to say one thing, in English and in Malay. */
export interface Words {
  en: string[];
  ms: string[];
}

/** A brand, with typical models and other ways people write it. */
export interface BrandEntry {
  name: string;
  models?: string[];
  aliases?: string[];
}

/** One kind of thing that gets lost. */
export interface KindEntry {
  id: string;
  itemType: "wallet" | "phone" | "laptop" | "other";
  /** Relative frequency among lost things. */
  weight: number;
  /** How much more often than its weight it lies around unclaimed (background, lost without a find). */
  common?: number;
  words: Words;
  /** Another form item type some people file it under. */
  altItemType?: "wallet" | "phone" | "laptop" | "other";
  brands: BrandEntry[];
  /** Probability that the thing has a brand someone would name. */
  branded: number;
  /** Colour ids (repeat one to weight it); empty when nobody names a colour. */
  colours: string[];
  /** Detail ids from DETAILS; ids sharing a prefix before ":" exclude each other. */
  details: string[];
  serial?: "imei" | "laptop" | "calc";
  /** Location ids where it is lost more often. */
  places?: string[];
  /** Kind words that name one brand (word -> brand); `generic` ones are still used by finders for any brand. */
  brandWords?: Record<string, { brand: string; generic?: boolean }>;
}

/** A colour word family; a shade names its base colour. */
export interface ColourEntry {
  base: string;
  en: string[];
  ms: string[];
}

export const COLOURS: Record<string, ColourEntry> = {
  black: { base: "black", en: ["black"], ms: ["hitam", "itam"] },
  white: { base: "white", en: ["white"], ms: ["putih", "puteh"] },
  grey: { base: "grey", en: ["grey", "gray"], ms: ["kelabu", "grey"] },
  silver: { base: "silver", en: ["silver"], ms: ["perak", "silver"] },
  gold: { base: "gold", en: ["gold"], ms: ["emas", "gold", "keemasan"] },
  blue: { base: "blue", en: ["blue"], ms: ["biru"] },
  red: { base: "red", en: ["red"], ms: ["merah"] },
  green: { base: "green", en: ["green"], ms: ["hijau"] },
  yellow: { base: "yellow", en: ["yellow"], ms: ["kuning"] },
  pink: { base: "pink", en: ["pink"], ms: ["merah jambu", "pink"] },
  purple: { base: "purple", en: ["purple"], ms: ["ungu"] },
  brown: { base: "brown", en: ["brown"], ms: ["coklat", "perang"] },
  orange: { base: "orange", en: ["orange"], ms: ["oren", "jingga"] },
  beige: { base: "beige", en: ["beige", "cream"], ms: ["krim", "beige"] },
  transparent: { base: "transparent", en: ["transparent", "clear"], ms: ["lutsinar", "jernih", "transparent"] },
  multi: { base: "multi", en: ["colourful", "multicolour", "rainbow"], ms: ["warna-warni", "pelbagai warna"] },
  navy: { base: "blue", en: ["navy blue", "navy", "dark blue"], ms: ["biru tua", "biru gelap", "navy"] },
  skyblue: { base: "blue", en: ["light blue", "sky blue", "baby blue"], ms: ["biru muda", "biru langit", "biru cair"] },
  maroon: { base: "red", en: ["maroon", "dark red", "burgundy"], ms: ["merah hati", "merah gelap", "maroon"] },
  darkgreen: { base: "green", en: ["dark green", "army green", "olive green"], ms: ["hijau tua", "hijau army", "hijau gelap"] },
  mint: { base: "green", en: ["mint green", "light green", "mint"], ms: ["hijau muda", "hijau pudina", "hijau cair"] },
  lightgrey: { base: "grey", en: ["light grey", "light gray", "ash grey"], ms: ["kelabu cerah", "kelabu muda", "abu-abu"] },
  darkgrey: { base: "grey", en: ["dark grey", "charcoal", "space grey"], ms: ["kelabu gelap", "kelabu tua", "space grey"] },
  babypink: { base: "pink", en: ["baby pink", "light pink", "pastel pink"], ms: ["pink lembut", "merah jambu muda", "pink cair"] },
  lilac: { base: "purple", en: ["lilac", "lavender", "light purple"], ms: ["ungu muda", "ungu lembut", "lavender"] },
  darkbrown: { base: "brown", en: ["dark brown", "chocolate brown"], ms: ["coklat gelap", "coklat tua"] },
  tan: { base: "brown", en: ["tan", "light brown", "camel"], ms: ["coklat cair", "coklat muda"] },
};

const PHONE_COLOURS = ["black", "black", "black", "white", "blue", "navy", "skyblue", "purple", "lilac", "green", "mint", "gold", "silver", "darkgrey", "pink", "babypink", "red"];
const WALLET_COLOURS = ["black", "black", "black", "brown", "darkbrown", "tan", "navy", "maroon", "pink", "babypink", "beige", "grey", "red", "white"];
const BAG_COLOURS = ["black", "black", "black", "navy", "grey", "darkgrey", "beige", "brown", "maroon", "darkgreen", "pink", "blue", "red", "lilac"];
const BOTTLE_COLOURS = [
  "black", "black", "white", "blue", "navy", "skyblue", "pink", "babypink", "green", "mint", "purple", "lilac", "transparent", "silver", "yellow", "orange", "red",
];
const UMBRELLA_COLOURS = ["black", "black", "black", "black", "navy", "maroon", "blue", "red", "pink", "transparent", "multi", "darkgreen", "grey", "yellow"];
const ACCESSORY_COLOURS = ["black", "black", "white", "silver", "gold", "brown", "darkbrown", "tan", "pink", "red", "blue"];
const CLOTH_COLOURS = [
  "black", "black", "black", "white", "grey", "lightgrey", "darkgrey", "navy", "maroon", "beige", "darkgreen", "blue", "brown", "pink", "babypink", "lilac", "mint",
];
const TUDUNG_COLOURS = ["black", "black", "navy", "beige", "babypink", "lilac", "mint", "maroon", "lightgrey", "white", "brown", "darkgreen", "skyblue", "purple"];
const GADGET_COLOURS = ["black", "black", "black", "white", "white", "grey", "silver", "darkgrey", "blue"];
const SHOE_COLOURS = ["black", "black", "white", "white", "grey", "navy", "beige", "brown", "red", "pink"];
const STATIONERY_COLOURS = ["black", "blue", "navy", "pink", "babypink", "purple", "lilac", "green", "mint", "yellow", "transparent", "multi", "grey", "red"];
const JEWEL_COLOURS = ["gold", "gold", "silver", "silver", "white", "pink"];

/** Sentence fragments for distinguishing details (each with at least two phrasings per language). */
export const DETAILS: Record<string, Words> = {
  // Anything with a surface
  sticker: {
    en: ["{motif} sticker on the back", "has a {motif} sticker on it", "sticker of a {motif} at the back"],
    ms: ["ada sticker {motif} kat belakang", "belakang ada pelekat {motif}", "bertampal sticker {motif}"],
  },
  stickersMany: {
    en: ["covered in stickers, one of them a {motif}", "lots of stickers including a {motif} one"],
    ms: ["penuh sticker, ada satu {motif}", "banyak sticker termasuk {motif}"],
  },
  scratches: { en: ["quite scratched", "scratches all over", "a few scratches on the side"], ms: ["banyak calar", "calar-calar sikit", "ada calar kat tepi"] },
  nameLabel: {
    en: ["name label '{name}' on it", "{name} written on it with marker", "has a label with the name {name}"],
    ms: ["ada label nama {name}", "tulis nama {name} guna marker", "ada nama {name} tertulis"],
  },
  nameInside: {
    en: ["name {name} written inside", "{name} written on the inside", "has the name {name} inside"],
    ms: ["nama {name} tulis kat dalam", "ada nama {name} dalam", "bahagian dalam ada nama {name}"],
  },
  keychain: {
    en: ["{motif} keychain attached", "has a {motif} keyring hanging", "{motif} charm hanging on it"],
    ms: ["ada keychain {motif}", "tergantung keychain {motif}", "ada gantungan {motif}"],
  },
  // Phones and tablets
  "screen:cracked": {
    en: ["cracked screen", "screen is cracked at the corner", "small crack on the screen"],
    ms: ["skrin retak", "skrin pecah sikit", "ada retak kat skrin", "skrin dah crack"],
  },
  "screen:protector": { en: ["tempered glass is broken", "screen protector peeling off"], ms: ["tempered glass dah pecah", "screen protector tercabut sikit"] },
  "case:clear": { en: ["clear case", "transparent casing", "in a clear silicone case"], ms: ["casing lutsinar", "casing jernih", "pakai casing transparent"] },
  "case:glitter": { en: ["glitter case", "sparkly glitter casing"], ms: ["casing glitter", "casing berkilat-kilat"] },
  "case:wallet": { en: ["flip wallet case", "in a flip cover case"], ms: ["casing flip macam dompet", "pakai flip cover"] },
  "case:rugged": { en: ["thick rugged case", "heavy-duty bumper case"], ms: ["casing tebal jenis lasak", "casing bumper tebal"] },
  "case:motif": { en: ["{motif} case", "case with a {motif} print"], ms: ["casing {motif}", "casing bercorak {motif}"] },
  cardInCase: { en: ["matric card kept behind the case", "student card slipped in the case"], ms: ["kad matrik terselit belakang casing", "ada kad pelajar dalam casing"] },
  photoInCase: { en: ["a polaroid photo behind the case", "photo slipped inside the clear case"], ms: ["ada gambar polaroid belakang casing", "ada keping gambar dalam casing"] },
  strap: { en: ["has a wrist strap", "phone lanyard attached", "hanging strap on it"], ms: ["ada tali gantung", "bertali lanyard", "ada strap tangan"] },
  popsocket: {
    en: ["pop socket on the back", "phone grip at the back", "has a popsocket"],
    ms: ["ada popsocket belakang", "ada grip kat belakang", "belakang ada pemegang popsocket"],
  },
  lockscreen: { en: ["lock screen is {lock}", "wallpaper shows {lock}"], ms: ["lock screen gambar {lock}", "wallpaper {lock}"] },
  cameraScratch: { en: ["scratched camera lens", "camera glass is scratched"], ms: ["lensa kamera calar", "kamera belakang ada calar"] },
  ringHolder: { en: ["ring holder on the back", "has a finger ring stand"], ms: ["ada ring holder belakang", "ada cincin pemegang kat belakang"] },
  // Wallets and purses
  icInside: {
    en: ["IC inside, name {name}", "has {name}'s IC in it", "MyKad inside belonging to {name}"],
    ms: ["ada IC nama {name}", "dalam ada kad pengenalan {name}", "IC atas nama {name} dalam tu"],
  },
  matricInside: { en: ["student card inside ({name})", "matric card {matric} inside"], ms: ["ada kad pelajar {name} dalam", "kad matrik {matric} ada dalam"] },
  cash: {
    en: ["about RM{cash} cash inside", "some cash in it, around RM{cash}", "RM{cash} in the note slot"],
    ms: ["ada duit lebih kurang RM{cash}", "dalam ada RM{cash}", "duit dalam dalam RM{cash}"],
  },
  bankCards: { en: ["{bank} ATM card inside", "a {bank} debit card in it"], ms: ["ada kad ATM {bank}", "kad debit {bank} dalam"] },
  tngInside: { en: ["Touch 'n Go card inside", "TnG card in the slot"], ms: ["kad TnG ada dalam", "ada kad touch n go"] },
  "worn:edges": { en: ["worn out edges", "leather peeling at the corners", "quite old and worn"], ms: ["tepi dah lusuh", "kulit dah mengelupas sikit", "dah buruk sikit"] },
  "zip:broken": { en: ["zip is broken", "zip doesn't close properly"], ms: ["zip rosak", "zip tak boleh tutup elok"] },
  coinPocket: { en: ["coin pocket with a button", "has a small coin pouch"], ms: ["ada poket syiling berbutang", "ada tempat duit syiling"] },
  photoInside: { en: ["small family photo inside", "a photo in the clear slot"], ms: ["ada gambar keluarga dalam", "ada gambar kecil dalam slot"] },
  receipts: { en: ["full of receipts", "lots of old receipts inside"], ms: ["penuh resit", "banyak resit lama dalam"] },
  // Cards
  cardName: { en: ["name {name}", "belongs to {name}", "name on card: {name}"], ms: ["nama {name}", "atas nama {name}", "kad milik {name}"] },
  cardMatric: { en: ["matric no {matric}", "matric number {matric}"], ms: ["no matrik {matric}", "nombor matrik {matric}"] },
  faculty: { en: ["{faculty} faculty", "Faculty of {faculty}"], ms: ["fakulti {faculty}", "pelajar fakulti {faculty}"] },
  "holder:lanyard": { en: ["on a faculty lanyard", "hanging on a lanyard"], ms: ["ada lanyard fakulti", "bertali lanyard"] },
  "holder:clear": { en: ["in a clear card holder", "inside a plastic card sleeve"], ms: ["dalam card holder lutsinar", "dalam sarung plastik"] },
  "holder:yoyo": { en: ["on a retractable yoyo clip", "with a pull-out badge reel"], ms: ["ada klip yoyo", "pakai klip tarik"] },
  cardBent: { en: ["card slightly bent", "photo on it a bit faded"], ms: ["kad bengkok sikit", "gambar dah pudar sikit"] },
  bankName: { en: ["{bank} card", "issued by {bank}"], ms: ["kad {bank}", "bank {bank}"] },
  // Keys
  keyCount: { en: ["{n} keys on a ring", "a bunch of {n} keys"], ms: ["{n} batang kunci", "ada {n} anak kunci"] },
  roomTag: { en: ["tag with room number {room}", "tag says {room}"], ms: ["ada tag nombor bilik {room}", "tag tulis {room}"] },
  accessCard: { en: ["kolej access card attached", "with an access card"], ms: ["ada kad akses sekali", "bersama kad akses kolej"] },
  carabiner: { en: ["on a carabiner clip", "hooked on a small carabiner"], ms: ["ada cangkuk carabiner", "tersangkut kat carabiner"] },
  remote: { en: ["with the alarm remote", "remote key fob attached"], ms: ["ada remote alarm", "sekali dengan remote"] },
  plate: { en: ["plate number {plate} on the tag", "tag with {plate}"], ms: ["tag nombor plat {plate}", "ada tag plat {plate}"] },
  // Bottles, tumblers, containers
  dent: { en: ["dented at the bottom", "a big dent on the side"], ms: ["kemek kat bawah", "ada kemek kat tepi"] },
  "lid:straw": { en: ["straw lid", "with a flip straw cap"], ms: ["penutup straw", "ada straw kat penutup"] },
  "lid:handle": { en: ["carry handle on the lid", "lid has a loop handle"], ms: ["ada pemegang kat penutup", "penutup ada tali pegang"] },
  "lid:flip": { en: ["push button flip lid", "flip-top lid"], ms: ["penutup tekan butang", "penutup jenis flip"] },
  paintChipped: { en: ["paint chipped at the bottom", "paint scratched off a bit"], ms: ["cat tercabut kat bawah", "cat dah tercalar sikit"] },
  volume: { en: ["{vol} size", "about {vol}"], ms: ["saiz {vol}", "lebih kurang {vol}"] },
  sleeve: { en: ["in a knitted sleeve", "has a cloth cover"], ms: ["ada sarung kait", "bersarung kain"] },
  // Audio
  "case:cover": { en: ["{motif} silicone cover on the case", "case in a {motif} cover"], ms: ["casing silikon {motif}", "ada cover {motif} kat case"] },
  engraved: { en: ["engraved with {initials}", "{initials} engraved on it"], ms: ["ada ukiran {initials}", "terukir {initials}"] },
  oneBud: { en: ["left earbud missing", "only the right bud inside"], ms: ["yang kiri takde", "tinggal sebelah kanan je"] },
  caseHook: { en: ["case has a keyring hook", "clip hook on the case"], ms: ["ada cangkuk keychain kat case", "case ada klip"] },
  cushionPeel: { en: ["ear cushions peeling", "ear pads worn out"], ms: ["span telinga mengelupas", "kusyen telinga dah koyak"] },
  // Umbrellas
  "open:auto": { en: ["auto open button", "automatic one with a button"], ms: ["payung auto", "buka auto tekan butang"] },
  "type:fold": { en: ["foldable, 3-fold", "small folding type"], ms: ["jenis lipat", "payung lipat kecil"] },
  "type:long": { en: ["long type with a hook handle", "long one, J handle"], ms: ["payung panjang", "jenis panjang, hulu bengkok"] },
  brokenRib: { en: ["one rib is bent", "broken spoke on one side"], ms: ["satu rangka patah", "besi dia bengkok satu"] },
  pattern: { en: ["{pattern} pattern", "printed with {pattern}"], ms: ["corak {pattern}", "ada corak {pattern}"] },
  woodHandle: { en: ["wooden handle", "handle made of wood"], ms: ["pemegang kayu", "hulu kayu"] },
  logoPrint: { en: ["printed with a {bank} logo", "{bank} logo on the canopy"], ms: ["ada logo {bank}", "bercetak logo {bank}"] },
  // Chargers and cables
  cable: { en: ["Type-C cable included", "with a USB-C cable"], ms: ["ada wayar type C", "sekali dengan kabel type-C"] },
  watt: { en: ["{watt}W fast charger", "{watt}W brick"], ms: ["charger {watt}W", "cas laju {watt}W"] },
  frayed: { en: ["cable frayed near the end", "taped up with electrical tape"], ms: ["wayar dah koyak hujung", "berbalut tape hitam"] },
  capacity: { en: ["{mah}mAh", "capacity {mah}mAh"], ms: ["kapasiti {mah}mAh", "{mah} mAh"] },
  builtinCable: { en: ["with a built-in cable", "cable wrapped around it"], ms: ["ada kabel terbina", "wayar berlilit"] },
  // Glasses
  "frame:round": { en: ["round frame", "round shaped frame"], ms: ["frame bulat", "bingkai bulat"] },
  "frame:metal": { en: ["thin metal frame", "wire frame"], ms: ["frame besi nipis", "bingkai besi halus"] },
  "frame:thick": { en: ["thick plastic frame", "chunky frame"], ms: ["frame tebal", "bingkai plastik tebal"] },
  "lens:thick": { en: ["thick lenses, high power", "high minus lenses"], ms: ["kanta tebal, power tinggi", "rabun teruk, kanta tebal"] },
  "lens:photochromic": { en: ["transition lens, goes dark in the sun", "photochromic lenses"], ms: ["kanta jadi gelap bila panas", "kanta photochromic"] },
  "lens:bluecut": { en: ["blue light lens", "blue-cut lenses"], ms: ["kanta blue cut", "kanta anti cahaya biru"] },
  lensScratch: { en: ["left lens scratched", "scratch on the lens"], ms: ["kanta kiri calar", "kanta ada calar"] },
  bentArm: { en: ["one arm slightly bent", "temple a bit loose"], ms: ["kaki spek bengkok sikit", "kaki dia longgar"] },
  "store:hardcase": { en: ["inside a hard case", "in its hard case"], ms: ["dalam kotak spek", "dalam bekas keras"] },
  "store:pouch": { en: ["in a soft pouch", "inside a cloth pouch"], ms: ["dalam pouch kain", "dalam sarung lembut"] },
  // Calculators
  coverMissing: { en: ["slide cover missing", "no cover"], ms: ["takde penutup", "cover dah hilang"] },
  matricTape: { en: ["masking tape with matric no {matric}", "label with {matric} on the back"], ms: ["tape label no matrik {matric}", "belakang ada label {matric}"] },
  screenFaded: { en: ["display a bit faded", "screen scratched"], ms: ["skrin dah kabur sikit", "skrin calar"] },
  // Bags
  contents: {
    en: ["notes and a pencil case inside", "lecture notes and a file inside", "laptop charger and a notebook inside"],
    ms: ["dalam ada nota dan bekas pensel", "ada fail dan buku nota dalam", "dalam ada charger laptop dan buku"],
  },
  bagKeychain: { en: ["{motif} keychain on the zip", "{motif} plushie hanging on the bag"], ms: ["ada keychain {motif} kat zip", "tergantung anak patung {motif}"] },
  patch: { en: ["{motif} patch sewn on", "badge pins on the front including a {motif}"], ms: ["ada patch {motif}", "ada pin badge {motif} kat depan"] },
  zipPuller: { en: ["front pocket zip broken", "one zip puller missing"], ms: ["zip poket depan rosak", "kepala zip hilang satu"] },
  tear: { en: ["small tear at the bottom", "strap fraying"], ms: ["koyak sikit kat bawah", "tali dah reput sikit"] },
  sidePocket: { en: ["umbrella in the side pocket", "water bottle in the side pocket"], ms: ["ada payung dalam poket tepi", "botol air kat poket tepi"] },
  nameTag: { en: ["name tag {name}", "luggage tag with {name}"], ms: ["tag nama {name}", "ada tag tulis {name}"] },
  // Clothes
  size: { en: ["size {size}", "{size} size"], ms: ["saiz {size}", "size {size}"] },
  print: { en: ["'{print}' printed on the front", "has '{print}' on the back"], ms: ["ada tulisan {print} depan", "belakang tulis {print}"] },
  embroidered: { en: ["name {name} embroidered", "{name} sewn on the chest"], ms: ["ada sulaman nama {name}", "nama {name} dijahit kat dada"] },
  stain: { en: ["small stain on the sleeve", "ink stain near the pocket"], ms: ["ada kesan kotor kat lengan", "ada tompok dakwat dekat poket"] },
  pocketStuff: { en: ["pen and a face mask in the pocket", "a receipt in the pocket"], ms: ["ada pen dan mask dalam poket", "ada resit dalam poket"] },
  "fit:zip": { en: ["zip-up type", "with a front zip"], ms: ["jenis berzip", "ada zip depan"] },
  "fit:pullover": { en: ["pullover, no zip", "no zip, pull over type"], ms: ["jenis sarung, takde zip", "takde zip"] },
  "tudung:bawal": { en: ["bawal type", "square tudung"], ms: ["tudung bawal", "bawal empat segi"] },
  "tudung:instant": { en: ["instant tudung", "slip-on type"], ms: ["tudung sarung", "tudung instant"] },
  "tudung:shawl": { en: ["long shawl, chiffon", "chiffon shawl"], ms: ["shawl kain chiffon", "selendang panjang chiffon"] },
  brooch: { en: ["with a brooch pinned", "has a pearl pin on it"], ms: ["ada kerongsang", "ada pin mutiara"] },
  lace: { en: ["lace edge", "embroidered edges"], ms: ["tepi ada renda", "bersulam kat tepi"] },
  "brim:curved": { en: ["curved brim", "curved peak"], ms: ["brim bengkok", "muncung melengkung"] },
  "brim:flat": { en: ["flat brim", "straight peak"], ms: ["brim rata", "muncung lurus"] },
  logoFront: { en: ["logo embroidered on the front", "logo on the front"], ms: ["ada logo sulam depan", "logo kat depan"] },
  // Jewellery and watches
  stone: { en: ["small stone on it", "with a tiny diamond", "a pearl on it"], ms: ["ada batu kecil", "ada permata kecil", "ada mutiara"] },
  "band:rubber": { en: ["rubber strap", "silicone band"], ms: ["tali getah", "strap silikon"] },
  "band:leather": { en: ["leather strap", "brown leather band"], ms: ["tali kulit", "strap kulit"] },
  "band:metal": { en: ["metal strap", "steel bracelet band"], ms: ["tali besi", "strap logam"] },
  glassScratch: { en: ["scratch on the glass", "face is scratched"], ms: ["cermin jam calar", "muka jam ada calar"] },
  initialsPendant: { en: ["pendant with the letter {initials}", "letter {initials} pendant"], ms: ["loket huruf {initials}", "ada loket {initials}"] },
  // Electronics misc
  lidStickers: { en: ["{motif} sticker on the lid", "lid covered with stickers including {motif}"], ms: ["sticker {motif} atas lid", "penuh sticker kat cover, ada {motif}"] },
  keyboardCover: { en: ["has a keyboard cover", "silicone keyboard protector"], ms: ["ada keyboard protector", "ada penutup keyboard silikon"] },
  cornerDent: { en: ["a dent at one corner", "corner slightly dented"], ms: ["kemek sikit kat bucu", "bucu ada kemek"] },
  missingKey: { en: ["one key missing on the keyboard", "a keycap fell off"], ms: ["satu key tercabut", "ada butang keyboard hilang"] },
  inSleeve: { en: ["in a padded sleeve", "inside a laptop sleeve"], ms: ["dalam sarung laptop", "bersarung span"] },
  usbLabel: { en: ["labelled '{label}'", "marker writing '{label}' on it"], ms: ["tulis '{label}'", "ada tulisan '{label}'"] },
  lensCap: { en: ["lens cap missing", "no lens cap"], ms: ["penutup lensa takde", "tiada penutup lensa"] },
  sdCard: { en: ["SD card inside with convo photos", "memory card still inside"], ms: ["ada SD card dalam, gambar konvo", "memory card ada dalam"] },
  // Sports and shoes
  shoeSize: { en: ["size {shoe}", "UK {shoe}"], ms: ["saiz {shoe}", "size {shoe}"] },
  muddy: { en: ["muddy soles", "quite dirty, used for futsal"], ms: ["tapak berlumpur", "kotor sikit, guna main futsal"] },
  wornHeel: { en: ["worn heel", "sole worn out"], ms: ["tumit dah haus", "tapak dah nipis"] },
  strapTorn: { en: ["strap a bit torn", "one strap loose"], ms: ["tali dah koyak sikit", "tali sebelah longgar"] },
  gripTape: { en: ["new grip tape", "grip wrapped with towel grip"], ms: ["grip baru tukar", "balut towel grip"] },
  stringBroken: { en: ["string broken", "one string snapped"], ms: ["tali raket putus", "tali dah putus satu"] },
  racketBag: { en: ["in a racket bag", "inside its cover"], ms: ["dalam beg raket", "dalam sarung dia"] },
  flatBall: { en: ["a bit flat", "needs air"], ms: ["angin kurang", "dah kempis sikit"] },
  visorScratch: { en: ["visor scratched", "scratches on the visor"], ms: ["visor calar", "cermin visor ada calar"] },
  "helmet:open": { en: ["open face", "half face type"], ms: ["helmet separuh muka", "jenis open face"] },
  "helmet:full": { en: ["full face", "full face type"], ms: ["full face", "jenis tutup penuh"] },
  // Books and stationery
  title: { en: ["titled '{title}'", "the '{title}' book"], ms: ["tajuk '{title}'", "buku '{title}'"] },
  highlights: { en: ["lots of highlights inside", "full of sticky notes"], ms: ["banyak highlight dalam", "penuh sticky note"] },
  pencilStuff: {
    en: ["full of pens and a {motif} eraser", "highlighters and a {motif} eraser inside"],
    ms: ["penuh pen, ada pemadam {motif}", "ada highlighter dan pemadam {motif}"],
  },
  subjectLabel: { en: ["'{label}' written on the cover", "cover labelled '{label}'"], ms: ["tulis '{label}' kat cover", "cover ada label '{label}'"] },
  // Prayer things
  folded: { en: ["folded in a small bag", "kept in a drawstring pouch"], ms: ["berlipat dalam beg kecil", "dalam uncang bertali"] },
  embroideryFlower: { en: ["flower embroidery", "embroidered flowers at the edge"], ms: ["sulaman bunga", "ada sulam bunga kat tepi"] },
};

/** Details only the owner can know (never in a finder's report). */
export const OWNER_ONLY: Words = {
  en: [
    "It has sentimental value.", "It was a birthday gift.", "Just bought it last month.", "Please, it's really important.", "My parents gave it to me.",
    "Lost it on my way to class.", "I've checked the counter already.",
  ],
  ms: [
    "Barang ni sangat penting bagi saya.", "Hadiah hari jadi.", "Baru beli bulan lepas.", "Tolong sangat-sangat.", "Barang kenangan arwah ayah.",
    "Hilang masa nak pergi kelas.", "Dah tanya kaunter, takde.",
  ],
};

/** Where exactly a finder picked it up. */
export const FINDER_SPOTS: Words = {
  en: [
    "left on a chair", "under a table", "on the bench outside", "near the toilet sink", "on the floor near the stairs", "on a shelf", "by the vending machine",
    "on the bus seat",
  ],
  ms: ["tertinggal atas kerusi", "bawah meja", "atas bangku luar", "tepi sinki tandas", "atas lantai dekat tangga", "atas rak", "tepi vending machine", "atas kerusi bas"],
};

/** Values for the placeholders in DETAILS; a Words value is said differently per language. */
export const VARIABLES: Record<string, Array<string | Words>> = {
  motif: [
    { en: ["cat", "kitty"], ms: ["kucing"] },
    { en: ["Doraemon"], ms: ["Doraemon"] },
    { en: ["Pikachu", "Pokemon"], ms: ["Pikachu"] },
    { en: ["Hello Kitty"], ms: ["Hello Kitty"] },
    { en: ["BTS"], ms: ["BTS"] },
    { en: ["Malaysian flag", "Jalur Gemilang"], ms: ["bendera Malaysia", "Jalur Gemilang"] },
    { en: ["university logo", "uni logo"], ms: ["logo universiti", "logo uni"] },
    { en: ["Upin Ipin"], ms: ["Upin Ipin"] },
    { en: ["strawberry"], ms: ["strawberi"] },
    { en: ["flower", "daisy"], ms: ["bunga", "bunga daisy"] },
    { en: ["Spider-Man", "Spiderman"], ms: ["Spiderman"] },
    { en: ["bear", "teddy bear"], ms: ["beruang", "teddy bear"] },
    { en: ["Kuromi"], ms: ["Kuromi"] },
    { en: ["cactus"], ms: ["kaktus"] },
    { en: ["Totoro"], ms: ["Totoro"] },
    { en: ["Mickey Mouse"], ms: ["Mickey Mouse"] },
    { en: ["rabbit", "bunny"], ms: ["arnab"] },
    { en: ["Luffy", "One Piece"], ms: ["One Piece", "Luffy"] },
  ],
  lock: [
    { en: ["a cat", "a ginger cat"], ms: ["kucing", "kucing oren"] },
    { en: ["a family photo", "the family"], ms: ["gambar keluarga", "family"] },
    { en: ["an anime character", "anime art"], ms: ["watak anime", "anime"] },
    { en: ["the Kaaba", "Mecca"], ms: ["Kaabah", "Mekah"] },
    { en: ["a couple photo"], ms: ["gambar couple"] },
    { en: ["a beach sunset", "sunset"], ms: ["matahari terbenam", "pantai"] },
    { en: ["a K-pop idol", "Jungkook"], ms: ["idol K-pop", "Jungkook"] },
  ],
  pattern: [
    { en: ["polka dot", "dotted"], ms: ["bintik-bintik", "polka dot"] },
    { en: ["floral", "flower"], ms: ["bunga-bunga", "bunga"] },
    { en: ["checkered", "plaid"], ms: ["petak-petak", "kotak-kotak"] },
    { en: ["star", "stars"], ms: ["bintang"] },
    { en: ["striped", "stripes"], ms: ["belang", "jalur"] },
  ],
  faculty: [
    { en: ["Engineering"], ms: ["Kejuruteraan"] },
    { en: ["Computing", "Computer Science"], ms: ["Komputeran", "Sains Komputer"] },
    { en: ["Science"], ms: ["Sains"] },
    { en: ["Business", "Management"], ms: ["Perniagaan", "Pengurusan"] },
    { en: ["Education"], ms: ["Pendidikan"] },
    { en: ["Built Environment", "Architecture"], ms: ["Alam Bina", "Senibina"] },
  ],
  bank: ["Maybank", "CIMB", "Bank Islam", "RHB", "Public Bank", "BSN", "Bank Rakyat", "AmBank", "Hong Leong"],
  vol: ["500ml", "750ml", "1L", "1.2L", "1.5L", "40oz", "2L"],
  watt: ["18", "20", "25", "33", "45", "65"],
  mah: ["10000", "20000", "5000", "30000"],
  size: ["S", "M", "L", "XL", "XXL"],
  shoe: ["6", "7", "8", "9", "10", "38", "41", "43"],
  print: [
    "Engineering Society", "Kelab Robotik", "Class of 2026", "IEEE Student Branch", "Mechanical '24", "Karnival Sukan", "Minggu Destini Siswa", "FYP Team",
    "Kolej Tun Fatimah", "Run for Palestine",
  ],
  title: [
    "Engineering Mathematics",
    "Calculus: Early Transcendentals",
    "Principles of Economics",
    "Organic Chemistry",
    "Introduction to Algorithms",
    "Fizik Asas",
    "Kimia Organik",
    "Pengantar Pengurusan",
    "Statics and Dynamics",
    "Thermodynamics",
    "Sejarah Malaysia",
    "Financial Accounting",
  ],
  label: ["FYP", "Assignment", "DATA", "Thermo notes", "BIO 101", "Lab report", "SEM 2", "Circuit", "Tutorial"],
  room: ["B-2-14", "A-1-07", "K3-210", "C-4-03", "D-G-11", "KTF 2-19"],
  plate: ["JQK 2231", "WXY 8812", "BMR 4410", "VCF 123", "PNA 7789", "JRT 5531"],
  cash: ["20", "30", "50", "80", "100", "150"],
  n: ["2", "3", "4", "5"],
};

/** Parts of people's names on a Malaysian campus, combined per item (short: as they sign; full: as on a card). */
export const NAME_PARTS = {
  malayMale: [
    "Hafiz", "Amirul", "Farhan", "Danial", "Haziq", "Irfan", "Hakim", "Aiman", "Syahmi", "Firdaus", "Izzat", "Zikri", "Faris", "Luqman", "Adib", "Arif", "Khairul",
    "Naim", "Syafiq", "Akmal",
  ],
  malayFemale: [
    "Aisyah", "Aina", "Syafiqah", "Nabilah", "Alya", "Zulaikha", "Izzati", "Amira", "Farah", "Hani", "Balqis", "Husna", "Insyirah", "Damia", "Sofea", "Afiqah",
    "Batrisyia", "Qistina", "Adlina", "Atiqah",
  ],
  malayFathers: [
    "Rahman", "Ahmad", "Zulkifli", "Roslan", "Azman", "Ismail", "Yusof", "Kamarudin", "Othman", "Hashim", "Mohd Noor", "Salleh", "Jamal", "Aziz", "Ibrahim", "Abdullah",
    "Razak", "Hamzah",
  ],
  malayMalePrefix: ["Muhammad", "Ahmad", "Mohd", "", "", ""],
  malayFemalePrefix: ["Nur", "Nurul", "Siti", "", ""],
  chineseSurnames: ["Tan", "Lim", "Lee", "Ong", "Wong", "Chong", "Ng", "Teh", "Goh", "Chan", "Yap", "Low", "Koh", "Ooi"],
  chineseGiven: ["Wei Ling", "Jia Hui", "Kah Wai", "Mei Xuan", "Jun Hao", "Zi Xuan", "Yi Wen", "Kar Lok", "Hui Min", "Wen Jie", "Xin Yi", "Chee Keong", "Shu Fen", "Jia Jun"],
  indianMale: ["Kumaresan", "Arvind", "Kishen", "Darshan", "Vikneswaran", "Sharvin", "Thinesh", "Harish"],
  indianFemale: ["Priya", "Thivya", "Kavitha", "Sangeetha", "Nisha", "Revathi", "Shalini", "Divya"],
  indianFathers: ["Muthu", "Ramasamy", "Selvam", "Krishnan", "Subramaniam", "Rajendran", "Ganesan", "Murugan"],
};

/** Campus places: id, display name, area (null: on its own), and how people say them. */
export const LOCATIONS: Array<{ id: string; nameEn: string; area: string | null; words: Words }> = [
  {
    id: "loc-library",
    nameEn: "Main Library",
    area: "Library precinct",
    words: { en: ["the main library", "the library", "library lobby"], ms: ["perpustakaan", "perpus", "library", "perpustakaan utama"] },
  },
  {
    id: "loc-library-cafe",
    nameEn: "Library Cafe",
    area: "Library precinct",
    words: { en: ["the library cafe", "the cafe at the library"], ms: ["kafe perpustakaan", "cafe library", "kafe perpus"] },
  },
  {
    id: "loc-study-room",
    nameEn: "24-hour Study Room",
    area: "Library precinct",
    words: { en: ["the 24-hour study room", "the study room"], ms: ["bilik study 24 jam", "bilik belajar 24 jam"] },
  },
  {
    id: "loc-lecture-complex",
    nameEn: "Engineering Lecture Complex",
    area: "Engineering",
    words: { en: ["the engineering lecture hall", "DK1", "the lecture complex"], ms: ["dewan kuliah kejuruteraan", "DK1", "kompleks kuliah"] },
  },
  {
    id: "loc-eng-labs",
    nameEn: "Engineering Labs Block",
    area: "Engineering",
    words: { en: ["the engineering labs", "the lab block"], ms: ["makmal kejuruteraan", "blok makmal"] },
  },
  {
    id: "loc-eng-cafe",
    nameEn: "Engineering Cafeteria",
    area: "Engineering",
    words: { en: ["the engineering cafeteria", "the FKE cafe"], ms: ["kafe kejuruteraan", "kafeteria fakulti", "kafe FKE"] },
  },
  { id: "loc-science-block", nameEn: "Science Faculty Block", area: "Science", words: { en: ["the science faculty", "science block"], ms: ["fakulti sains", "blok sains"] } },
  { id: "loc-chem-lab", nameEn: "Chemistry Teaching Lab", area: "Science", words: { en: ["the chemistry lab", "chem lab"], ms: ["makmal kimia", "lab kimia"] } },
  { id: "loc-main-hall", nameEn: "Dewan Tuanku Canselor", area: "Campus centre", words: { en: ["the main hall", "DTC"], ms: ["dewan besar", "DTC", "Dewan Tuanku Canselor"] } },
  {
    id: "loc-student-centre",
    nameEn: "Student Centre",
    area: "Campus centre",
    words: { en: ["the student centre", "the student center"], ms: ["pusat pelajar", "student centre"] },
  },
  {
    id: "loc-bus-hub",
    nameEn: "Central Bus Stop",
    area: "Campus centre",
    words: { en: ["the bus stop", "the central bus hub"], ms: ["perhentian bas", "bus stop", "hentian bas utama"] },
  },
  {
    id: "loc-kolej-tf",
    nameEn: "Kolej Tun Fatimah",
    area: "Residential colleges",
    words: { en: ["Kolej Tun Fatimah", "KTF"], ms: ["Kolej Tun Fatimah", "KTF", "kolej kediaman"] },
  },
  { id: "loc-kolej-za", nameEn: "Kolej Pendeta Za'ba", area: "Residential colleges", words: { en: ["Kolej Za'ba", "KPZ"], ms: ["Kolej Za'ba", "KPZ"] } },
  {
    id: "loc-kolej-cafe",
    nameEn: "Kolej Cafeteria",
    area: "Residential colleges",
    words: { en: ["the kolej cafeteria", "the kolej cafe"], ms: ["kafe kolej", "dewan makan kolej"] },
  },
  { id: "loc-sports-complex", nameEn: "Sports Complex", area: "Sports", words: { en: ["the sports complex", "the gym"], ms: ["kompleks sukan", "gym"] } },
  { id: "loc-stadium", nameEn: "Stadium & Track", area: "Sports", words: { en: ["the stadium", "the running track"], ms: ["stadium", "trek larian"] } },
  { id: "loc-mosque", nameEn: "Campus Mosque", area: null, words: { en: ["the mosque", "the campus mosque"], ms: ["masjid", "masjid kampus"] } },
  { id: "loc-chancellery", nameEn: "Chancellery", area: null, words: { en: ["the chancellery", "the admin building"], ms: ["canselori", "bangunan pentadbiran"] } },
  {
    id: "loc-car-park",
    nameEn: "Main Car Park",
    area: null,
    words: { en: ["the main car park", "the parking lot"], ms: ["tempat letak kereta utama", "parking", "tempat parking"] },
  },
];

/** How busy each location is (relative chance of a loss there). */
export const LOCATION_WEIGHTS: Record<string, number> = {
  "loc-library": 10, "loc-library-cafe": 6, "loc-study-room": 4, "loc-lecture-complex": 8, "loc-eng-labs": 4, "loc-eng-cafe": 6, "loc-science-block": 5,
  "loc-chem-lab": 2, "loc-main-hall": 3, "loc-student-centre": 6, "loc-bus-hub": 6, "loc-kolej-tf": 5, "loc-kolej-za": 5, "loc-kolej-cafe": 5,
  "loc-sports-complex": 4, "loc-stadium": 2, "loc-mosque": 4, "loc-chancellery": 2, "loc-car-park": 3,
};

const PHONE_DETAILS = [
  "screen:cracked", "screen:protector", "case:clear", "case:glitter", "case:wallet", "case:rugged", "case:motif", "sticker", "cardInCase", "photoInCase", "strap",
  "popsocket", "lockscreen", "cameraScratch", "ringHolder",
];
const WALLET_DETAILS = ["icInside", "matricInside", "cash", "bankCards", "tngInside", "worn:edges", "zip:broken", "coinPocket", "photoInside", "receipts", "keychain"];
const CARD_DETAILS = ["cardName", "holder:lanyard", "holder:clear", "holder:yoyo", "cardBent"];
const BAG_DETAILS = ["contents", "bagKeychain", "patch", "zipPuller", "tear", "sidePocket", "nameTag"];
const CLOTH_DETAILS = ["size", "print", "embroidered", "stain", "pocketStuff"];
const BOTTLE_DETAILS = ["dent", "sticker", "stickersMany", "lid:straw", "lid:handle", "lid:flip", "paintChipped", "volume", "nameLabel", "sleeve"];

const k = (entry: KindEntry): KindEntry => entry;

/** The kinds of things people lose, roughly in order of how often. */
export const KINDS: KindEntry[] = [
  k({
    id: "phone", itemType: "phone", weight: 12, altItemType: "other",
    words: { en: ["phone", "handphone", "hp", "smartphone", "mobile phone", "cellphone", "fon"], ms: ["telefon", "telefon bimbit", "hp", "handphone", "fon", "phone"] },
    brands: [
      { name: "Samsung", models: ["Galaxy A54", "Galaxy A15", "Galaxy S23", "Galaxy A34", "Galaxy Z Flip5", "Galaxy S24 Ultra"] },
      { name: "Apple", models: ["iPhone 13", "iPhone 14 Pro", "iPhone 15", "iPhone 11", "iPhone 12", "iPhone 15 Pro Max"], aliases: ["iPhone"] },
      { name: "Xiaomi", models: ["Redmi Note 12", "Redmi Note 13 Pro", "Poco X6", "Xiaomi 13T", "Redmi 13C"], aliases: ["Redmi", "Mi"] },
      { name: "Oppo", models: ["A78", "Reno 10", "A58", "Reno 11F"] },
      { name: "Vivo", models: ["Y36", "V29", "Y17s", "V30e"] },
      { name: "Huawei", models: ["Nova 11", "Nova 12i", "P60"] },
      { name: "Realme", models: ["C55", "11 Pro", "Note 50"] },
      { name: "Honor", models: ["X9b", "90 Lite", "Magic 6 Lite"] },
      { name: "Infinix", models: ["Hot 40", "Note 30"] },
    ],
    branded: 0.98, colours: PHONE_COLOURS, details: PHONE_DETAILS, serial: "imei",
  }),
  k({
    id: "wallet", itemType: "wallet", weight: 10, altItemType: "other",
    words: { en: ["wallet", "purse", "billfold", "long wallet"], ms: ["dompet", "dompet duit", "wallet", "purse"] },
    brands: [
      { name: "Braun Buffel", aliases: ["Braun"] }, { name: "Bonia" }, { name: "Levi's", aliases: ["Levis"] }, { name: "Guess" }, { name: "Coach" },
      { name: "Tommy Hilfiger", aliases: ["Tommy"] },
      { name: "Padini" },
      { name: "Charles & Keith", aliases: ["Charles and Keith", "C&K"] },
      { name: "Fossil" },
      { name: "Polo Haus" },
      { name: "Carlo Rino" },
    ],
    branded: 0.7, colours: WALLET_COLOURS, details: WALLET_DETAILS,
  }),
  k({
    id: "studentCard", itemType: "other", weight: 9, common: 1.6,
    words: { en: ["student card", "matric card", "student ID", "ID card", "uni card"], ms: ["kad pelajar", "kad matrik", "kad matriks", "kad ID pelajar", "matric card"] },
    brands: [], branded: 0, colours: [], details: [...CARD_DETAILS, "cardMatric", "faculty"],
  }),
  k({
    id: "keys", itemType: "other", weight: 8,
    words: { en: ["keys", "set of keys", "bunch of keys", "room key", "house keys"], ms: ["kunci", "kunci bilik", "segugus kunci", "set kunci", "kunci rumah"] },
    brands: [], branded: 0, colours: ["silver", "silver", "gold", "black"], details: ["keychain", "keyCount", "roomTag", "accessCard", "carabiner"],
  }),
  k({
    id: "bottle", itemType: "other", weight: 8, common: 1.8,
    words: { en: ["water bottle", "bottle", "tumbler", "drink bottle", "flask"], ms: ["botol air", "botol", "tumbler", "bekas air", "botol minuman"] },
    brands: [
      { name: "Tupperware" },
      { name: "Lock&Lock", aliases: ["Lock n Lock", "LocknLock"] },
      { name: "Hydro Flask", aliases: ["Hydroflask"] },
      { name: "Stanley" },
      { name: "Zojirushi" },
      { name: "Thermos" }, { name: "Decathlon" }, { name: "Milton" }, { name: "Owala" }, { name: "Kinyo" },
    ],
    branded: 0.7, colours: BOTTLE_COLOURS, details: BOTTLE_DETAILS,
  }),
  k({
    id: "earbuds", itemType: "other", weight: 7,
    words: { en: ["earbuds", "earphones", "wireless earbuds", "AirPods", "earpods", "TWS"], ms: ["earphone", "earbud", "fon telinga", "airpod", "earpod wayarless"] },
    brands: [
      { name: "Apple", models: ["AirPods Pro 2", "AirPods 3", "AirPods 2"] }, { name: "Samsung", models: ["Galaxy Buds2", "Galaxy Buds FE", "Galaxy Buds2 Pro"] },
      { name: "Soundpeats", models: ["Air3", "Life"] },
      { name: "JBL", models: ["Tune 230NC", "Wave Buds"] },
      { name: "Xiaomi", models: ["Redmi Buds 4", "Redmi Buds 5"], aliases: ["Redmi"] },
      { name: "Sony", models: ["WF-1000XM4", "WF-C500"] }, { name: "QCY", models: ["T13", "HT05"] }, { name: "Baseus" }, { name: "Nothing", models: ["Ear (2)", "Ear (a)"] },
    ],
    brandWords: { AirPods: { brand: "Apple", generic: true }, earpods: { brand: "Apple", generic: true }, airpod: { brand: "Apple", generic: true } },
    branded: 0.9,
    colours: ["white", "white", "white", "black", "black", "grey", "blue", "lilac", "mint"],
    details: ["case:cover", "engraved", "oneBud", "caseHook", "scratches", "sticker"],
  }),
  k({
    id: "umbrella", itemType: "other", weight: 7, common: 2.2,
    words: { en: ["umbrella", "brolly", "folding umbrella"], ms: ["payung", "payung lipat"] },
    brands: [{ name: "Fibrella" }, { name: "Totes" }, { name: "Daiso" }, { name: "Fulton" }, { name: "Knirps" }],
    branded: 0.25, colours: UMBRELLA_COLOURS, details: ["open:auto", "type:fold", "type:long", "brokenRib", "pattern", "woodHandle", "logoPrint"],
  }),
  k({
    id: "charger", itemType: "other", weight: 5, common: 1.3,
    words: { en: ["charger", "phone charger", "charging cable", "adapter", "charger plug"], ms: ["pengecas", "charger", "kepala cas", "wayar cas", "charger fon"] },
    brands: [{ name: "Anker" }, { name: "Baseus" }, { name: "Samsung" }, { name: "Apple" }, { name: "Ugreen" }, { name: "Xiaomi" }, { name: "Oppo", aliases: ["VOOC"] }],
    branded: 0.75, colours: ["white", "white", "white", "black", "black", "grey"], details: ["cable", "watt", "frayed", "nameLabel"],
  }),
  k({
    id: "glasses", itemType: "other", weight: 4,
    words: { en: ["glasses", "spectacles", "specs", "eyeglasses"], ms: ["cermin mata", "spek", "kaca mata", "spec"] },
    brands: [{ name: "Owndays" }, { name: "Ray-Ban", aliases: ["Rayban"] }, { name: "Focus Point" }, { name: "Oakley" }, { name: "JINS" }, { name: "Zeiss" }],
    branded: 0.4,
    colours: ["black", "black", "black", "silver", "gold", "brown", "transparent", "navy"],
    details: ["frame:round", "frame:metal", "frame:thick", "lens:thick", "lens:photochromic", "lens:bluecut", "lensScratch", "bentArm", "store:hardcase", "store:pouch"],
  }),
  k({
    id: "calculator", itemType: "other", weight: 4,
    words: { en: ["calculator", "scientific calculator", "calc"], ms: ["kalkulator", "mesin kira", "calculator", "kalkulator saintifik"] },
    brands: [
      { name: "Casio", models: ["fx-570EX", "fx-991EX", "fx-570MS", "fx-350MS", "fx-991ES Plus"] },
      { name: "Canon", models: ["F-789SGA", "F-718SGA"] },
      { name: "Sharp", models: ["EL-W506X"] },
    ],
    branded: 0.95,
    colours: ["black", "black", "black", "navy", "darkgrey", "white", "blue"],
    details: ["nameLabel", "sticker", "coverMissing", "matricTape", "screenFaded", "scratches"],
    serial: "calc",
  }),
  k({
    id: "backpack", itemType: "other", weight: 4,
    words: { en: ["backpack", "bag", "school bag", "rucksack"], ms: ["beg galas", "beg", "backpack", "beg sekolah"] },
    brands: [
      { name: "JanSport", aliases: ["Jansport"] },
      { name: "Nike" },
      { name: "Adidas" },
      { name: "Anello" },
      { name: "Herschel" },
      { name: "Samsonite" },
      { name: "Targus" },
      { name: "Fjallraven Kanken", aliases: ["Kanken"] },
      { name: "Under Armour" },
    ],
    branded: 0.75, colours: BAG_COLOURS, details: BAG_DETAILS,
  }),
  k({
    id: "hoodie", itemType: "other", weight: 3.5,
    words: { en: ["hoodie", "sweater", "jumper", "sweatshirt"], ms: ["hoodie", "baju sejuk", "sweater", "baju hoodie"] },
    brands: [{ name: "Uniqlo" }, { name: "Nike" }, { name: "Adidas" }, { name: "H&M" }, { name: "Padini" }, { name: "Cotton On" }],
    branded: 0.5, colours: CLOTH_COLOURS, details: [...CLOTH_DETAILS, "fit:zip", "fit:pullover"],
  }),
  k({
    id: "tudung", itemType: "other", weight: 3,
    words: { en: ["tudung", "hijab", "headscarf", "shawl"], ms: ["tudung", "tudung bawal", "selendang", "shawl", "hijab"] },
    brands: [{ name: "Naelofar" }, { name: "dUCk", aliases: ["duck"] }, { name: "Bokitta" }, { name: "Tudung People" }, { name: "Ariani" }, { name: "Fareda" }],
    branded: 0.45, colours: TUDUNG_COLOURS, details: ["tudung:bawal", "tudung:instant", "tudung:shawl", "brooch", "lace", "stain"], places: ["loc-mosque", "loc-kolej-tf"],
  }),
  k({
    id: "laptop", itemType: "laptop", weight: 3, altItemType: "other",
    words: { en: ["laptop", "notebook computer", "macbook"], ms: ["laptop", "komputer riba", "lappy"] },
    brands: [
      { name: "Apple", models: ["MacBook Air M1", "MacBook Air M2", "MacBook Pro 14"], aliases: ["MacBook"] },
      { name: "Asus", models: ["Vivobook 15", "TUF Gaming F15", "ROG Zephyrus G14", "Zenbook 14"] },
      { name: "Lenovo", models: ["IdeaPad Slim 3", "ThinkPad E14", "Legion 5", "IdeaPad Gaming 3"] },
      { name: "HP", models: ["Pavilion 14", "Victus 15", "Envy x360"] },
      { name: "Acer", models: ["Aspire 5", "Nitro 5", "Swift 3"] },
      { name: "Dell", models: ["Inspiron 14", "XPS 13", "Vostro 3420"] },
      { name: "MSI", models: ["Modern 14", "GF63 Thin"] },
      { name: "Huawei", models: ["MateBook D15", "MateBook 14"] },
    ],
    brandWords: { macbook: { brand: "Apple" } },
    branded: 0.97,
    colours: ["black", "black", "silver", "silver", "darkgrey", "grey", "white", "gold", "navy"],
    details: ["lidStickers", "keyboardCover", "cornerDent", "missingKey", "inSleeve", "nameLabel", "scratches"],
    serial: "laptop",
  }),
  k({
    id: "powerbank", itemType: "other", weight: 3,
    words: { en: ["power bank", "powerbank", "portable charger"], ms: ["power bank", "powerbank", "bateri simpanan", "pb"] },
    brands: [{ name: "Xiaomi", aliases: ["Mi"] }, { name: "Anker" }, { name: "Baseus" }, { name: "Romoss" }, { name: "Pisen" }, { name: "Eloop" }, { name: "Samsung" }],
    branded: 0.85, colours: GADGET_COLOURS, details: ["capacity", "builtinCable", "sticker", "scratches", "nameLabel"],
  }),
  k({
    id: "cap", itemType: "other", weight: 2.5,
    words: { en: ["cap", "baseball cap", "hat"], ms: ["topi", "cap", "topi cap"] },
    brands: [{ name: "New Era" }, { name: "Nike" }, { name: "Adidas" }, { name: "Puma" }, { name: "MLB" }, { name: "Uniqlo" }],
    branded: 0.6, colours: CLOTH_COLOURS, details: ["brim:curved", "brim:flat", "logoFront", "stain", "print"], places: ["loc-stadium", "loc-sports-complex"],
  }),
  k({
    id: "textbook", itemType: "other", weight: 2.5,
    words: { en: ["textbook", "book", "reference book"], ms: ["buku teks", "buku", "buku rujukan"] },
    brands: [], branded: 0, colours: ["blue", "red", "white", "green", "orange", "black", "yellow"], details: ["title", "nameInside", "highlights"],
  }),
  k({
    id: "watch", itemType: "other", weight: 2.5,
    words: { en: ["watch", "wristwatch", "smartwatch"], ms: ["jam tangan", "jam", "smartwatch"] },
    brands: [
      { name: "Casio", models: ["G-Shock GA-2100", "Baby-G", "F-91W"] },
      { name: "Apple", models: ["Apple Watch SE", "Apple Watch Series 8"] },
      { name: "Huawei", models: ["Watch Fit 3", "Band 8"] },
      { name: "Xiaomi", models: ["Mi Band 8", "Redmi Watch 3"], aliases: ["Mi"] },
      { name: "Garmin", models: ["Forerunner 55"] },
      { name: "Fossil" },
      { name: "Seiko" },
      { name: "Daniel Wellington", aliases: ["DW"] },
    ],
    branded: 0.85, colours: ACCESSORY_COLOURS, details: ["band:rubber", "band:leather", "band:metal", "glassScratch", "engraved"], places: ["loc-sports-complex", "loc-mosque"],
  }),
  k({
    id: "pencilCase", itemType: "other", weight: 2.5,
    words: { en: ["pencil case", "pencil box", "stationery pouch"], ms: ["bekas pensel", "kotak pensel", "pencil case", "bekas alat tulis"] },
    brands: [{ name: "Smiggle" }, { name: "Muji" }, { name: "Faber-Castell" }, { name: "Popular" }, { name: "Daiso" }],
    branded: 0.4, colours: STATIONERY_COLOURS, details: ["pencilStuff", "nameLabel", "keychain", "sticker", "zip:broken"],
  }),
  k({
    id: "cardHolder", itemType: "other", weight: 2.2, altItemType: "wallet",
    words: { en: ["card holder", "card case", "lanyard with card holder"], ms: ["card holder", "pemegang kad", "bekas kad"] },
    brands: [{ name: "Coach" }, { name: "Charles & Keith", aliases: ["C&K"] }, { name: "Bonia" }, { name: "Anello" }, { name: "Typo" }],
    branded: 0.45, colours: WALLET_COLOURS, details: ["icInside", "matricInside", "tngInside", "bankCards", "keychain", "worn:edges"],
  }),
  // Outside the commonest twenty
  k({
    id: "icCard", itemType: "other", weight: 1.8,
    words: { en: ["IC", "MyKad", "identity card", "IC card"], ms: ["kad pengenalan", "IC", "mykad", "kad IC"] },
    brands: [], branded: 0, colours: [], details: ["cardName", "holder:clear", "cardBent"],
  }),
  k({
    id: "tablet", itemType: "other", weight: 1.8, altItemType: "laptop",
    words: { en: ["tablet", "iPad", "tab"], ms: ["tablet", "ipad", "tab"] },
    brands: [
      { name: "Apple", models: ["iPad Air 5", "iPad 9th gen", "iPad Pro 11", "iPad 10th gen"], aliases: ["iPad"] },
      { name: "Samsung", models: ["Galaxy Tab S9 FE", "Galaxy Tab A8", "Galaxy Tab S6 Lite"] },
      { name: "Xiaomi", models: ["Pad 6", "Redmi Pad SE"] }, { name: "Lenovo", models: ["Tab M10", "Tab P11"] }, { name: "Huawei", models: ["MatePad 11"] },
    ],
    brandWords: { iPad: { brand: "Apple" }, ipad: { brand: "Apple" } },
    branded: 0.97, colours: GADGET_COLOURS, details: ["screen:cracked", "case:motif", "case:clear", "sticker", "keyboardCover", "scratches"], serial: "laptop",
  }),
  k({
    id: "motorKey", itemType: "other", weight: 1.8,
    words: { en: ["motorcycle key", "motor key", "bike key"], ms: ["kunci moto", "kunci motor", "kunci motosikal"] },
    brands: [
      { name: "Yamaha", models: ["Y15ZR", "Ego Avantiz", "NVX"] },
      { name: "Honda", models: ["EX5", "Wave 125", "RS150R"] },
      { name: "Modenas", models: ["Kriss", "Dominar"] },
      { name: "SYM" },
    ],
    branded: 0.6, colours: ["black", "silver"], details: ["keychain", "plate", "carabiner", "keyCount"], places: ["loc-car-park", "loc-kolej-tf", "loc-kolej-za"],
  }),
  k({
    id: "carKey", itemType: "other", weight: 1.2,
    words: { en: ["car key", "car keys", "car remote"], ms: ["kunci kereta", "remote kereta"] },
    brands: [
      { name: "Perodua", models: ["Myvi", "Axia", "Bezza", "Ativa"] },
      { name: "Proton", models: ["Saga", "X50", "Persona", "X70"] },
      { name: "Honda", models: ["City", "Civic", "HR-V"] },
      { name: "Toyota", models: ["Vios", "Yaris"] },
    ],
    branded: 0.85, colours: ["black", "black", "silver"], details: ["remote", "plate", "keychain", "keyCount"], places: ["loc-car-park"],
  }),
  k({
    id: "accessCard", itemType: "other", weight: 1.5,
    words: { en: ["access card", "room access card", "kolej card"], ms: ["kad akses", "kad bilik", "kad akses kolej"] },
    brands: [],
    branded: 0,
    colours: [],
    details: ["roomTag", "holder:lanyard", "holder:clear", "holder:yoyo", "cardName"],
    places: ["loc-kolej-tf", "loc-kolej-za", "loc-kolej-cafe"],
  }),
  k({
    id: "bankCard", itemType: "other", weight: 1.4,
    words: { en: ["ATM card", "debit card", "bank card"], ms: ["kad ATM", "kad bank", "kad debit"] },
    brands: [], branded: 0, colours: [], details: ["bankName", "cardName", "holder:clear"],
  }),
  k({
    id: "tngCard", itemType: "other", weight: 1.2, common: 1.3,
    words: { en: ["Touch n Go card", "TnG card", "touch n go"], ms: ["kad TnG", "kad touch n go", "kad tng"] },
    brands: [], branded: 0, colours: [], details: ["sticker", "nameLabel", "holder:clear"],
  }),
  k({
    id: "labCoat", itemType: "other", weight: 1.6,
    words: { en: ["lab coat", "white coat", "lab gown"], ms: ["kot makmal", "baju makmal", "lab coat"] },
    brands: [],
    branded: 0,
    colours: ["white"],
    details: ["size", "embroidered", "stain", "pocketStuff", "nameLabel"],
    places: ["loc-chem-lab", "loc-eng-labs", "loc-science-block"],
  }),
  k({
    id: "helmet", itemType: "other", weight: 1.5,
    words: { en: ["helmet", "motorcycle helmet", "motor helmet"], ms: ["topi keledar", "helmet", "helmet motor"] },
    brands: [{ name: "MHR" }, { name: "KHI" }, { name: "Arai" }, { name: "LS2" }, { name: "Shoei" }, { name: "Zeus" }],
    branded: 0.7,
    colours: ["black", "black", "white", "red", "navy", "darkgrey", "yellow"],
    details: ["visorScratch", "helmet:open", "helmet:full", "sticker", "scratches"],
    places: ["loc-car-park", "loc-kolej-tf", "loc-kolej-za", "loc-bus-hub"],
  }),
  k({
    id: "jacket", itemType: "other", weight: 1.6,
    words: { en: ["jacket", "windbreaker", "varsity jacket", "denim jacket"], ms: ["jaket", "baju jaket", "windbreaker"] },
    brands: [{ name: "Uniqlo" }, { name: "Nike" }, { name: "Adidas" }, { name: "Levi's" }, { name: "The North Face", aliases: ["North Face", "TNF"] }, { name: "Puma" }],
    branded: 0.5, colours: CLOTH_COLOURS, details: [...CLOTH_DETAILS, "fit:zip"],
  }),
  k({
    id: "headphones", itemType: "other", weight: 1.3,
    words: { en: ["headphones", "headset", "over-ear headphones"], ms: ["headphone", "fon kepala", "headset"] },
    brands: [
      { name: "Sony", models: ["WH-1000XM5", "WH-CH520"] },
      { name: "JBL", models: ["Tune 510BT", "Tune 760NC"] },
      { name: "Beats", models: ["Solo 3", "Studio Pro"] },
      { name: "Marshall", models: ["Major IV"] },
      { name: "Logitech", models: ["G435"] },
    ],
    branded: 0.9, colours: GADGET_COLOURS, details: ["cushionPeel", "sticker", "scratches", "nameLabel"],
  }),
  k({
    id: "shoes", itemType: "other", weight: 1.2,
    words: { en: ["shoes", "sneakers", "sports shoes", "running shoes"], ms: ["kasut", "kasut sukan", "sneakers", "kasut lari"] },
    brands: [
      { name: "Nike" },
      { name: "Adidas" },
      { name: "Bata" },
      { name: "Converse" },
      { name: "Vans" },
      { name: "Skechers" },
      { name: "New Balance", aliases: ["NB"] },
      { name: "Asics" },
    ],
    branded: 0.8, colours: SHOE_COLOURS, details: ["shoeSize", "muddy", "wornHeel"], places: ["loc-mosque", "loc-sports-complex", "loc-stadium"],
  }),
  k({
    id: "slippers", itemType: "other", weight: 1.1, common: 1.4,
    words: { en: ["slippers", "flip flops", "sandals"], ms: ["selipar", "sandal", "capal", "selipar jepun"] },
    brands: [{ name: "Fipper" }, { name: "Crocs" }, { name: "Adidas" }, { name: "Bata" }, { name: "Nike" }],
    branded: 0.6, colours: SHOE_COLOURS, details: ["shoeSize", "strapTorn", "wornHeel"], places: ["loc-mosque", "loc-kolej-tf", "loc-kolej-za"],
  }),
  k({
    id: "ring", itemType: "other", weight: 1.3,
    words: { en: ["ring", "silver ring", "wedding ring"], ms: ["cincin", "cincin perak", "cincin kahwin"] },
    brands: [{ name: "Pandora" }, { name: "Habib" }, { name: "Poh Kong" }],
    branded: 0.25,
    colours: JEWEL_COLOURS,
    details: ["engraved", "stone"],
    places: ["loc-mosque", "loc-sports-complex"],
  }),
  k({
    id: "bracelet", itemType: "other", weight: 1,
    words: { en: ["bracelet", "bangle", "charm bracelet"], ms: ["gelang", "gelang tangan", "rantai tangan"] },
    brands: [{ name: "Pandora" }, { name: "Habib" }, { name: "Poh Kong" }], branded: 0.3, colours: JEWEL_COLOURS, details: ["engraved", "stone", "initialsPendant"],
  }),
  k({
    id: "necklace", itemType: "other", weight: 0.9,
    words: { en: ["necklace", "chain", "pendant necklace"], ms: ["rantai leher", "kalung", "rantai"] },
    brands: [{ name: "Pandora" }, { name: "Habib" }, { name: "Poh Kong" }], branded: 0.25, colours: JEWEL_COLOURS, details: ["initialsPendant", "stone", "engraved"],
  }),
  k({
    id: "earrings", itemType: "other", weight: 0.7,
    words: { en: ["earring", "earrings", "stud earring"], ms: ["anting-anting", "subang", "anting"] },
    brands: [], branded: 0, colours: JEWEL_COLOURS, details: ["stone", "engraved"],
  }),
  k({
    id: "mouse", itemType: "other", weight: 1,
    words: { en: ["mouse", "wireless mouse", "computer mouse"], ms: ["tetikus", "mouse", "mouse wayarles"] },
    brands: [{ name: "Logitech", models: ["M331", "M185", "MX Master 3S", "Pebble M350"] }, { name: "Razer", models: ["DeathAdder"] }, { name: "HP" }, { name: "Xiaomi" }],
    branded: 0.85, colours: GADGET_COLOURS, details: ["sticker", "scratches", "nameLabel"], places: ["loc-library", "loc-study-room", "loc-eng-labs"],
  }),
  k({
    id: "usbDrive", itemType: "other", weight: 1.2,
    words: { en: ["pendrive", "thumbdrive", "USB drive", "flash drive"], ms: ["pendrive", "thumbdrive", "pemacu USB"] },
    brands: [{ name: "SanDisk", aliases: ["Sandisk"] }, { name: "Kingston" }, { name: "Toshiba" }, { name: "HP" }, { name: "Samsung" }],
    branded: 0.75,
    colours: ["black", "black", "silver", "red", "blue", "white"],
    details: ["usbLabel", "keychain", "nameLabel"],
    places: ["loc-library", "loc-eng-labs", "loc-study-room"],
  }),
  k({
    id: "lunchBox", itemType: "other", weight: 1,
    words: { en: ["lunch box", "food container", "lunchbox"], ms: ["bekas makanan", "tupperware", "bekal"] },
    brands: [{ name: "Tupperware" }, { name: "Lock&Lock", aliases: ["Lock n Lock"] }, { name: "Daiso" }],
    branded: 0.6, colours: BOTTLE_COLOURS, details: ["nameLabel", "sticker", "lid:handle", "dent"],
  }),
  k({
    id: "coffeeTumbler", itemType: "other", weight: 1,
    words: { en: ["coffee tumbler", "coffee cup", "travel mug"], ms: ["tumbler kopi", "cawan kopi", "mug"] },
    brands: [
      { name: "Starbucks" },
      { name: "ZUS Coffee", aliases: ["Zus"] },
      { name: "Tealive" },
      { name: "Kenangan Coffee", aliases: ["Kopi Kenangan"] },
      { name: "Gigi Coffee" },
    ],
    branded: 0.8, colours: BOTTLE_COLOURS, details: ["sticker", "lid:flip", "paintChipped", "nameLabel", "volume"],
  }),
  k({
    id: "sunglasses", itemType: "other", weight: 0.8,
    words: { en: ["sunglasses", "shades", "sunnies"], ms: ["cermin mata hitam", "spek hitam", "sunglasses"] },
    brands: [{ name: "Ray-Ban", aliases: ["Rayban"] }, { name: "Oakley" }, { name: "Owndays" }],
    branded: 0.6,
    colours: ["black", "black", "brown", "gold", "silver"],
    details: ["frame:round", "frame:metal", "lensScratch", "store:hardcase", "bentArm"],
  }),
  k({
    id: "toteBag", itemType: "other", weight: 1.2,
    words: { en: ["tote bag", "canvas bag", "tote"], ms: ["beg tote", "tote bag", "beg kain"] },
    brands: [{ name: "Uniqlo" }, { name: "Muji" }, { name: "Kinokuniya" }], branded: 0.3, colours: BAG_COLOURS, details: ["contents", "print", "bagKeychain", "patch", "stain"],
  }),
  k({
    id: "slingBag", itemType: "other", weight: 1.1,
    words: { en: ["sling bag", "crossbody bag", "waist pouch"], ms: ["beg silang", "sling bag", "pouch bag"] },
    brands: [{ name: "Anello" }, { name: "Coach" }, { name: "Charles & Keith" }, { name: "Nike" }, { name: "Adidas" }, { name: "Bonia" }],
    branded: 0.6, colours: BAG_COLOURS, details: BAG_DETAILS,
  }),
  k({
    id: "laptopBag", itemType: "other", weight: 0.6,
    words: { en: ["laptop bag", "laptop sleeve", "laptop case"], ms: ["beg laptop", "sarung laptop"] },
    brands: [{ name: "Targus" }, { name: "Tomtoc" }, { name: "Samsonite" }], branded: 0.55, colours: BAG_COLOURS, details: ["contents", "nameTag", "tear", "zipPuller"],
  }),
  k({
    id: "handbag", itemType: "other", weight: 0.6,
    words: { en: ["handbag", "purse bag", "shoulder bag"], ms: ["beg tangan", "handbag", "beg bahu"] },
    brands: [{ name: "Charles & Keith", aliases: ["C&K"] }, { name: "Coach" }, { name: "Bonia" }, { name: "Vincci" }, { name: "Guess" }],
    branded: 0.8,
    colours: BAG_COLOURS,
    details: ["contents", "bagKeychain", "worn:edges", "zipPuller"],
  }),
  k({
    id: "gymBag", itemType: "other", weight: 0.5,
    words: { en: ["gym bag", "duffel bag", "sports bag"], ms: ["beg sukan", "beg gym", "duffel bag"] },
    brands: [{ name: "Nike" }, { name: "Adidas" }, { name: "Puma" }, { name: "Under Armour" }],
    branded: 0.8,
    colours: BAG_COLOURS,
    details: ["contents", "nameTag", "tear"],
    places: ["loc-sports-complex", "loc-stadium"],
  }),
  k({
    id: "camera", itemType: "other", weight: 0.5,
    words: { en: ["camera", "digital camera", "instant camera"], ms: ["kamera", "kamera digital"] },
    brands: [
      { name: "Canon", models: ["EOS M50", "EOS 200D"] },
      { name: "Sony", models: ["ZV-E10", "A6400"] },
      { name: "Fujifilm", models: ["X-T30", "Instax Mini 12"], aliases: ["Fuji"] },
      { name: "GoPro", models: ["Hero 11", "Hero 12"] },
    ],
    branded: 0.95,
    colours: ["black", "black", "silver", "white", "babypink", "skyblue"],
    details: ["lensCap", "sdCard", "sticker", "scratches"],
    places: ["loc-main-hall", "loc-student-centre"],
  }),
  k({
    id: "stylus", itemType: "other", weight: 0.6,
    words: { en: ["Apple Pencil", "stylus", "stylus pen"], ms: ["apple pencil", "stylus", "pen tablet"] },
    brands: [{ name: "Apple", models: ["Apple Pencil 2", "Apple Pencil 1"] }, { name: "Samsung", models: ["S Pen"] }, { name: "Xiaomi" }],
    branded: 0.8,
    colours: ["white", "white", "black"],
    brandWords: { "Apple Pencil": { brand: "Apple" }, "apple pencil": { brand: "Apple" } }, details: ["sticker", "nameLabel", "scratches"],
  }),
  k({
    id: "fitnessBand", itemType: "other", weight: 0.6,
    words: { en: ["fitness band", "smart band", "fitness tracker"], ms: ["smart band", "jam pintar", "fitness band"] },
    brands: [{ name: "Xiaomi", models: ["Mi Band 7", "Mi Band 8"], aliases: ["Mi"] }, { name: "Huawei", models: ["Band 8", "Band 9"] }, { name: "Fitbit", models: ["Inspire 3"] }],
    branded: 0.9, colours: ["black", "black", "pink", "mint", "navy", "white"], details: ["band:rubber", "glassScratch"], places: ["loc-sports-complex", "loc-stadium"],
  }),
  k({
    id: "notebook", itemType: "other", weight: 1.2,
    words: { en: ["notebook", "exercise book", "note book"], ms: ["buku nota", "buku latihan", "notebook"] },
    brands: [{ name: "Campap" }, { name: "Muji" }, { name: "Moleskine" }, { name: "Kiki" }],
    branded: 0.3,
    colours: STATIONERY_COLOURS,
    details: ["subjectLabel", "nameInside", "sticker", "highlights"],
  }),
  k({
    id: "file", itemType: "other", weight: 0.9,
    words: { en: ["file", "folder", "ring file", "document folder"], ms: ["fail", "folder", "fail dokumen"] },
    brands: [], branded: 0, colours: STATIONERY_COLOURS, details: ["subjectLabel", "nameInside", "sticker"],
  }),
  k({
    id: "drivingLicence", itemType: "other", weight: 0.7,
    words: { en: ["driving licence", "driving license", "licence"], ms: ["lesen memandu", "lesen", "lesen kereta"] },
    brands: [], branded: 0, colours: [], details: ["cardName", "holder:clear"],
  }),
  k({
    id: "passport", itemType: "other", weight: 0.4,
    words: { en: ["passport"], ms: ["pasport", "passport"] },
    brands: [], branded: 0, colours: ["maroon", "navy", "darkgreen"], details: ["cardName", "holder:clear", "photoInside"],
  }),
  k({
    id: "telekung", itemType: "other", weight: 0.7,
    words: { en: ["telekung", "prayer garment", "prayer robe"], ms: ["telekung", "kain telekung"] },
    brands: [{ name: "Siti Khadijah" }, { name: "Telekung Sulam" }],
    branded: 0.4,
    colours: ["white", "white", "beige", "babypink", "lilac", "mint"],
    details: ["folded", "embroideryFlower", "lace"],
    places: ["loc-mosque"],
  }),
  k({
    id: "songkok", itemType: "other", weight: 0.4,
    words: { en: ["songkok", "kopiah", "skull cap"], ms: ["songkok", "kopiah", "ketayap"] },
    brands: [], branded: 0, colours: ["black", "black", "white"], details: ["size", "nameInside"], places: ["loc-mosque", "loc-main-hall"],
  }),
  k({
    id: "prayerMat", itemType: "other", weight: 0.3,
    words: { en: ["prayer mat", "sejadah"], ms: ["sejadah", "tikar sembahyang"] },
    brands: [], branded: 0, colours: ["maroon", "darkgreen", "navy", "beige"], details: ["folded", "pattern"], places: ["loc-mosque"],
  }),
  k({
    id: "towel", itemType: "other", weight: 0.6,
    words: { en: ["towel", "face towel", "gym towel"], ms: ["tuala", "tuala muka", "towel"] },
    brands: [], branded: 0, colours: CLOTH_COLOURS, details: ["embroidered", "stain", "pattern"], places: ["loc-sports-complex", "loc-stadium"],
  }),
  k({
    id: "racket", itemType: "other", weight: 0.7,
    words: { en: ["badminton racket", "racket", "racquet"], ms: ["raket", "raket badminton"] },
    brands: [{ name: "Yonex", models: ["Astrox 88D", "Nanoflare 700", "Arcsaber 11"] }, { name: "Li-Ning", aliases: ["Lining"] }, { name: "Victor" }, { name: "Apacs" }],
    branded: 0.9, colours: ["black", "red", "navy", "white", "yellow", "blue"], details: ["gripTape", "stringBroken", "racketBag", "nameLabel"], places: ["loc-sports-complex"],
  }),
  k({
    id: "ball", itemType: "other", weight: 0.4,
    words: { en: ["football", "futsal ball", "ball", "basketball"], ms: ["bola", "bola futsal", "bola sepak"] },
    brands: [{ name: "Molten" }, { name: "Mikasa" }, { name: "Adidas" }, { name: "Nike" }],
    branded: 0.8,
    colours: ["white", "orange", "yellow", "multi"],
    details: ["nameLabel", "flatBall"],
    places: ["loc-stadium", "loc-sports-complex"],
  }),
  k({
    id: "jersey", itemType: "other", weight: 0.5,
    words: { en: ["jersey", "sports jersey", "football jersey"], ms: ["jersi", "baju jersi", "jersey"] },
    brands: [{ name: "Nike" }, { name: "Adidas" }, { name: "Puma" }, { name: "Kelme" }],
    branded: 0.6,
    colours: CLOTH_COLOURS,
    details: ["size", "print", "embroidered"],
    places: ["loc-stadium", "loc-sports-complex"],
  }),
  k({
    id: "goggles", itemType: "other", weight: 0.4,
    words: { en: ["safety goggles", "lab goggles", "goggles"], ms: ["goggle makmal", "cermin mata keselamatan", "goggle"] },
    brands: [{ name: "3M" }], branded: 0.3, colours: ["transparent", "transparent", "white"], details: ["nameLabel", "scratches"], places: ["loc-chem-lab", "loc-eng-labs"],
  }),
  k({
    id: "swimGoggles", itemType: "other", weight: 0.3,
    words: { en: ["swimming goggles", "swim goggles"], ms: ["goggle renang", "cermin mata renang"] },
    brands: [{ name: "Speedo" }, { name: "Arena" }],
    branded: 0.7,
    colours: ["black", "blue", "transparent", "pink"],
    details: ["scratches", "strapTorn"],
    places: ["loc-sports-complex"],
  }),
  k({
    id: "makeupPouch", itemType: "other", weight: 0.5,
    words: { en: ["makeup pouch", "cosmetic bag", "toiletry pouch"], ms: ["pouch makeup", "beg solek", "pouch"] },
    brands: [], branded: 0, colours: ["babypink", "pink", "black", "beige", "lilac", "transparent"], details: ["contents", "zip:broken", "keychain"],
  }),
  k({
    id: "perfume", itemType: "other", weight: 0.4,
    words: { en: ["perfume", "fragrance bottle"], ms: ["minyak wangi", "perfume", "botol perfume"] },
    brands: [{ name: "Zara" }, { name: "Bath & Body Works", aliases: ["BBW"] }, { name: "Dior" }, { name: "Hugo Boss" }],
    branded: 0.8,
    colours: ["transparent", "black", "gold", "pink"],
    details: ["volume", "scratches"],
  }),
  k({
    id: "inhaler", itemType: "other", weight: 0.4,
    words: { en: ["inhaler", "asthma inhaler"], ms: ["inhaler", "ubat semput", "pam asma"] },
    brands: [{ name: "Ventolin" }, { name: "Seretide" }], branded: 0.8, colours: ["blue", "skyblue", "lilac"], details: ["nameLabel", "keychain"],
  }),
  k({
    id: "keychainOnly", itemType: "other", weight: 0.5,
    words: { en: ["keychain", "keyring", "key chain"], ms: ["keychain", "rantai kunci", "gantungan kunci"] },
    brands: [], branded: 0, colours: ["multi", "pink", "black", "silver", "yellow"], details: ["keychain", "engraved"],
  }),
  k({
    id: "portableFan", itemType: "other", weight: 0.6,
    words: { en: ["mini fan", "handheld fan", "portable fan"], ms: ["kipas kecil", "kipas tangan", "kipas mini"] },
    brands: [{ name: "Jisulife" }, { name: "Xiaomi" }, { name: "Daiso" }],
    branded: 0.4,
    colours: ["white", "babypink", "mint", "skyblue", "lilac", "yellow"],
    details: ["sticker", "strap", "nameLabel"],
  }),
  k({
    id: "speaker", itemType: "other", weight: 0.3,
    words: { en: ["bluetooth speaker", "speaker", "portable speaker"], ms: ["speaker", "speaker bluetooth", "pembesar suara"] },
    brands: [{ name: "JBL", models: ["Flip 6", "Go 3", "Charge 5"] }, { name: "Marshall", models: ["Emberton", "Willen"] }, { name: "Sony", models: ["SRS-XB13"] }],
    branded: 0.9,
    colours: GADGET_COLOURS,
    details: ["sticker", "scratches"],
  }),
  k({
    id: "console", itemType: "other", weight: 0.3,
    words: { en: ["Nintendo Switch", "game console", "Switch"], ms: ["nintendo switch", "konsol game", "switch"] },
    brands: [{ name: "Nintendo", models: ["Switch OLED", "Switch Lite"] }, { name: "Steam", models: ["Steam Deck"] }], branded: 0.95,
    brandWords: { "Nintendo Switch": { brand: "Nintendo" }, Switch: { brand: "Nintendo" }, "nintendo switch": { brand: "Nintendo" }, switch: { brand: "Nintendo" } },
    colours: ["black", "white", "multi", "grey"],
    details: ["case:motif", "screen:cracked", "sticker"],
  }),
  k({
    id: "tSquare", itemType: "other", weight: 0.3,
    words: { en: ["T-square", "drafting ruler", "set square"], ms: ["pembaris T", "T-square", "pembaris lukisan"] },
    brands: [{ name: "Staedtler" }, { name: "Rotring" }],
    branded: 0.4,
    colours: ["transparent", "white", "black"],
    details: ["nameLabel", "sticker"],
    places: ["loc-eng-labs", "loc-lecture-complex"],
  }),
  k({
    id: "pen", itemType: "other", weight: 0.3,
    words: { en: ["pen", "fountain pen", "ballpoint pen"], ms: ["pen", "pen dakwat", "pen mata bulat"] },
    brands: [{ name: "Parker" }, { name: "Pilot" }, { name: "Lamy" }, { name: "Cross" }],
    branded: 0.9,
    colours: ["black", "navy", "silver", "gold", "maroon"],
    details: ["engraved", "scratches"],
  }),
  k({
    id: "tasbih", itemType: "other", weight: 0.2,
    words: { en: ["prayer beads", "tasbih"], ms: ["tasbih", "biji tasbih"] },
    brands: [], branded: 0, colours: ["brown", "black", "white", "darkgreen"], details: ["stone", "keychain"], places: ["loc-mosque"],
  }),
  k({
    id: "coinPurse", itemType: "other", weight: 0.7, altItemType: "wallet",
    words: { en: ["coin purse", "small purse", "coin pouch"], ms: ["dompet syiling", "purse kecil", "dompet kecil"] },
    brands: [{ name: "Sanrio" }, { name: "Daiso" }], branded: 0.3, colours: WALLET_COLOURS, details: ["cash", "keychain", "zip:broken", "tngInside"],
  }),
];

/** Sentence frames for an owner's report; {Item}/{item}, {place}, {time}, {details}, {closer}. */
export const LOST_FRAMES: Words = {
  en: [
    "Lost my {item} {place}. {details}. {closer}",
    "{Item}. {details}. Last seen {place} {time}.",
    "I think I left my {item} {place} {time}. {details}. {closer}",
    "Missing: {item}. {details}. {closer}",
    "Has anyone found a {item}? Lost it {place} {time}. {details}.",
    "Dropped my {item} somewhere {place}. {details}. {closer}",
    "Lost {item} {time}, probably {place}. {details}.",
  ],
  ms: [
    "Hilang {item} {place}. {details}. {closer}",
    "Tercicir {item} {place} {time}. {details}.",
    "Saya kehilangan {item}. {details}. Kali terakhir nampak {place}. {closer}",
    "Sesiapa ada jumpa {item}? {details}. Hilang {place} {time}.",
    "{Item} saya hilang {place}. {details}. {closer}",
    "Tertinggal {item} {place} {time}. {details}. {closer}",
  ],
};

/** Sentence frames for a finder's report. */
export const FOUND_FRAMES: Words = {
  en: [
    "Found a {item} {place}. {details}.",
    "{Item} found {place}, {spot}. {details}. {handover}",
    "Someone left a {item} {place}. {details}. {handover}",
    "Picked up a {item} {place} {time}. {details}.",
    "{Item}, {details}. {spot}.",
    "Found this {item} {spot} {place}. {handover}",
  ],
  ms: [
    "Jumpa {item} {place}. {details}.",
    "Terjumpa {item} {place} {time}. {details}. {handover}",
    "Ada orang tertinggal {item} {place}, {spot}. {details}.",
    "{Item} dijumpai {place}. {details}. {handover}",
    "Sesiapa hilang {item}, saya jumpa {place}. {details}. {handover}",
    "jumpa {item} {spot} {place}, {details}",
  ],
};

/** Place prepositions. */
export const PLACE_WORDS: Words = { en: ["at", "near", "in", "around", "outside"], ms: ["kat", "dekat", "di", "area", "depan"] };

/** Times of day. */
export const TIMES: Words = {
  en: ["this morning", "around 3pm", "after my 10am class", "yesterday evening", "during lunch", "last night", "around noon", "after the lab session"],
  ms: ["pagi tadi", "dalam pukul 3 petang", "lepas kelas pagi", "semalam petang", "masa lunch", "malam tadi", "waktu zohor", "lepas lab"],
};

/** Endings of an owner's report. */
export const CLOSERS: Words = {
  en: ["Please contact me if found, thanks!", "Reward given.", "Please PM me, thank you!", "Really need it back.", "Thanks in advance.", ""],
  ms: ["Sesiapa jumpa tolong contact saya, terima kasih.", "Ada upah.", "Tolong PM ya, terima kasih!", "Sangat perlukan, tolong.", "Terima kasih.", ""],
};

/** Endings of a finder's report. */
export const HANDOVERS: Words = {
  en: ["Handed it to the security office.", "Left it at the library counter.", "It's with me, PM to claim.", "Passed to the faculty office.", "Please describe it to claim.", ""],
  ms: [
    "Dah serah kat pejabat keselamatan.", "Dah hantar ke kaunter perpustakaan.", "Ada dengan saya, PM untuk tuntut.", "Dah bagi pejabat fakulti.",
    "Sila nyatakan ciri-ciri untuk tuntut.", "",
  ],
};
