/**
 * The faculty a description gives its student's: "Faculty of Education", "Education faculty",
 * "pelajar fakulti Pendidikan", "FAKULTI KEJURUTERAAN". A matric card or a faculty T-shirt shows
 * one, and two cards of two faculties are two students'. Read only beside "faculty" or "fakulti",
 * and never where the words say where ("depan fakulti sains", "near the engineering faculty"):
 * the location field compares the place. Ids of FACULTIES (words/faculties.json).
 */
import { clauseTokens, tokenize } from "./lexicon";
import { FACULTIES, FACULTY_WORDS } from "./words";

const CUES = new Set(FACULTY_WORDS.cues);
/** Words before a faculty that make it a place: "di fakulti sains", "near the engineering faculty". */
const WHERE = new Set(FACULTY_WORDS.where);
/** Small words between a place word and the faculty ("near the engineering faculty"). */
const ARTICLES = new Set(FACULTY_WORDS.articles);

/** Each faculty's names as token lists, longest first ("sains komputer" before "sains"). */
const NAMES = FACULTIES.flatMap((faculty) =>
  [...faculty.en, ...faculty.my].map((name) => ({ id: faculty.id, tokens: tokenize(name) })),
).sort((a, b) => b.tokens.length - a.tokens.length);

/** The faculty whose name starts at `at` (or ends at `at`, reading backwards), if any. */
function facultyAt(tokens: string[], at: number, backwards: boolean): { id: string; start: number } | undefined {
  for (const name of NAMES) {
    const start = backwards ? at - name.tokens.length + 1 : at;
    if (start < 0 || start + name.tokens.length > tokens.length) continue;
    if (name.tokens.every((token, index) => tokens[start + index] === token)) return { id: name.id, start };
  }
  return undefined;
}

/** Whether the words before `start` say where ("di", "near the"). */
function isPlace(tokens: string[], start: number): boolean {
  let before = start - 1;
  while (before >= 0 && ARTICLES.has(tokens[before]!)) before--;
  return before >= 0 && WHERE.has(tokens[before]!);
}

/** The faculties a description gives its student's, unique. */
export function readFaculties(text: string | null | undefined): string[] {
  const faculties = new Set<string>();
  for (const tokens of clauseTokens(text))
    tokens.forEach((token, at) => {
      if (!CUES.has(token)) return;
      // "Faculty of Education", "fakulti Pendidikan": the name follows; "Education faculty": it precedes.
      const after = facultyAt(tokens, tokens[at + 1] === "of" ? at + 2 : at + 1, false);
      const before = after ? undefined : facultyAt(tokens, at - 1, true);
      const faculty = after ?? before;
      if (faculty && !isPlace(tokens, after ? at : faculty.start)) faculties.add(faculty.id);
    });
  return [...faculties];
}
