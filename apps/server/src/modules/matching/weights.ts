/**
 * The matcher's numbers: how much each kind of evidence counts (log-odds), and the two
 * thresholds. Set on the tuning part of the labelled set (apps/server/test/matching/labelled-set.ts) and reported on its
 * held-out part by `npm run bench`; docs/matching.md has the figures that chose them.
 */
export const WEIGHTS = {
  /** Where every pair starts: two reports of one kind are rarely the same item. */
  prior: -4.2,
  sameKind: 1.8,
  /** One side's kind is named in the other's description ("found a tablet", filed as a laptop). */
  mentionedKind: 1.3,
  /** A family's general word and one of its members ("card" and "matric card"). */
  generalKind: 1.2,
  /** Kinds of one family: earbuds and earphones, a hoodie and a jacket. */
  similarKind: 0,
  /** Only the category is the same (a mug and a tumbler, a pouch and a sling bag). */
  sameCategory: -2,
  /** Neither side names a known kind and their words differ. */
  unknownKindDiffers: -2,
  /** One side names a kind the vocabulary does not know (not named in the other's words either): probably another thing, but who knows. */
  oneKindUnknown: -0.8,
  sameBrand: 1.7,
  brandDiffers: -3.3,
  /** A brand the vocabulary does not know counts this share of a known one. */
  unknownBrandShare: 0.85,
  unknownBrandDiffers: -1.5,
  /** The same base colour ("black" and "hitam"). */
  sameColour: 2.2,
  /** The same shade ("navy" and "biru tua"): rarer, so it says more. */
  sameShade: 3,
  /** A shade and its colour ("navy" and "blue"). */
  shadeOfColour: 2,
  /** Two shades of one colour ("navy" and "sky blue"). */
  siblingShades: -0.8,
  /** Colours people mix up (grey and silver). */
  nearColour: -0.4,
  colourDiffers: -4.1,
  /** A colour only named in the description counts this share. */
  textColourShare: 1,
  sameModelCode: 1.6,
  /** Two model codes that differ ("fx-570EX" and "fx-991EX") are read off two devices: as telling as two brands. */
  modelCodeDiffers: -3.3,
  sameModelWords: 0.5,
  modelInText: 1.2,
  /** Both descriptions give one identifier (a matric, plate or phone number): as telling as a serial number, short of one. */
  sameIdentifier: 3.2,
  /** Both descriptions give an identifier of one shape (two matric numbers, two plates), and they differ. */
  identifierDiffers: -3.5,
  /** Both descriptions give a key tag's room number ("tag C-3-12", "no bilik C-3-21"), and none the same. The same number adds nothing: many keys of a block share a tag's look. */
  roomDiffers: -3,
  /** Both give a measure in one unit (watts, mAh, ml, GB), and they differ: "65W" and "20W". */
  measureDiffers: -2,
  /** Both descriptions give a size ("saiz 9", "size M"), and none the same. */
  sizeDiffers: -3,
  /** Both descriptions count one part ("4 charm" and "2 charms"), and the numbers differ. */
  countDiffers: -2,
  /** Both descriptions give the colour of one part ("casing hitam", "black case"): the same colour, or none the same. */
  samePartColour: 1,
  /** A case is seldom changed: a black case and a pink one are two phones, nearly as surely as two colours (-4.1). */
  partColourDiffers: -3.5,
  /** One description says the thing has no such part ("no name", "no case") and the other names it. */
  saidAbsent: -2.5,
  /** Each kind of mark (a sticker or keychain, a name, an engraving, an identifier) the finder names and the owner, who describes the thing, does not. */
  markUnsaid: -0.7,
  /** Each description names figures on the thing (a cat sticker, a Doraemon keychain), none the same. */
  figureDiffers: -3.5,
  /** Each description names the thing's pattern (striped, floral, polka dots, plain), none the same: like a part's colour, a little less sure (a print may be on a part). */
  patternDiffers: -3,
  /** Each description names how the thing plugs in (USB-C, Lightning, micro-USB), none the same. */
  connectorDiffers: -2,
  /** One description gives one of two opposites (thin and thick, soft and hard), the other the other. */
  oppositeWords: -1.5,
  /** Each report gives a person's name, and they are not the same person's. */
  namesDiffer: -4.6,
  /**
   * Each report gives a person's name, one is the other or part of it, and they share parts few
   * names carry: this much for each such part, up to two ("Nurul Aisyah binti Rahim" twice: two).
   */
  sameNamePart: 1.5,
  /** Both descriptions give a student's faculty (a matric card's, a faculty shirt's), the same one. */
  sameFaculty: 1.5,
  /** Both give a student's faculty, and they differ: two students' things, like two sizes. */
  facultyDiffers: -3,
  /** Both descriptions give the same initials on the thing ("engraved with F.O." and "F & O engraved"): a person's mark, short of an identifier. */
  sameInitials: 2.5,
  /** Both give initials, and neither is part of the other ("AA" and "NA"): as telling as two identifiers that differ. */
  initialsDiffer: -3.5,
  /** Both descriptions quote text from the thing ("'FKE BATCH 22'", "'FKM BATCH 21'"), and neither is the other's. */
  quotedDiffers: -3,
  samePlace: 1.1,
  nearbyPlace: 0.8,
  otherPlace: -0.9,
  textPerWord: 0.7,
  /** What one shared word weighs: a describing word, any other word (a name), a word with digits. */
  describingWord: 0.7,
  otherWord: 1,
  codeWord: 2.2,
  /** A word that more than `commonShare` of the compared reports use (when there are `commonFromReports` or more) weighs this share. */
  commonFromReports: 8,
  commonShare: 0.2,
  commonDamping: 0.7,
  textMost: 2.5,
  /** Shared words (weighted) from which "similar description" is a reason. */
  textReasonFrom: 1.5,
  /**
   * Days from lost to found → log-odds, straight lines between the points. Found the day before
   * the recorded loss scores well below the same day but is not ruled out: owners often give the
   * day they noticed, not the day they lost it.
   */
  datePoints: [
    [-3, -3],
    [-1, 0.4],
    [0, 1.8],
    [2, 1.8],
    [4, 1],
    [7, 0.4],
    [14, -0.3],
    [30, -1.2],
    [60, -2.4],
  ] as Array<[number, number]>,
};

/** Pairs from this score up are suggestions: listed on the lost report's page, best first. */
export const SUGGEST_THRESHOLD = 0.03;
/**
 * Evidence against a pair from this much down (log-odds), from what the two say of the thing
 * (another brand, colour, model, name, size, a part said absent...), marks the pair's details as
 * differing: however high the rest lifts it, it is listed, never shortlisted. Every "differs" weight
 * above is at least this strong; the small doubts (two shades, a mark the owner did not name) are not.
 */
export const DIFFERS_FROM = -1.5;

/**
 * Which reports are compared: found from this many days before the loss (the owner may have
 * noticed late; such pairs score low) to FOUND_WITHIN_DAYS after; an equal serial number at any
 * date. At most KEEP_PER_REPORT suggestions are kept per report per run: the best.
 */
export const FOUND_BEFORE_DAYS = 3;
export const FOUND_WITHIN_DAYS = 45;
export const KEEP_PER_REPORT = 20;

/**
 * Which candidates of a pending lost report its owner is told of (shortlist.ts): a shortlist of
 * at most `size` opens when its best candidate with no detail that differs scores from
 * `threshold`; the next ones join it from `floor` up when within `margin` log-odds of the best; a
 * pair from `nearCertain` up with nothing that differs (or with the same serial number) always.
 * `threshold` is chosen by SHORTLIST_CHOICE on the tuning part (`npm run bench` prints the sweep
 * and checks it); `margin` and `floor` were read off the tuning part and sets A and C
 * (docs/matching.md, "How the thresholds were chosen").
 */
export const SHORTLIST_RULE = { threshold: 0.5, floor: 0.1, size: 3, margin: 3, nearCertain: 0.99 };

/** How the shortlist's threshold is chosen: the lowest (in steps of 0.05) that tells at most this share of the owners whose item never turned up. */
export const SHORTLIST_CHOICE = { noPair: 0.5 };
