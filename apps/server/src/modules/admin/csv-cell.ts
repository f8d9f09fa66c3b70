/**
 * What a spreadsheet would start a formula with: = + - @, their full-width forms, and a tab or
 * carriage return (some programs drop those and read what follows).
 */
const FORMULA_START = "=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20\\t\\r";
/** Characters a spreadsheet may split a cell on when it guesses the separator: , ; tab | and line breaks. */
const SEPARATORS = ",;\\t|\\r\\n";

const formulaAtStart = new RegExp(`^[${FORMULA_START}]`);
const formulaAfterSeparator = new RegExp(`([${SEPARATORS}])(\\s*)(?=[${FORMULA_START}])`, "g");

/**
 * One CSV cell, always quoted (RFC 4180), with every part a spreadsheet could read as a formula
 * made inert by a leading apostrophe: the start of the value, and whatever follows a character
 * a spreadsheet might split on (`x;=1+1` opened with ";" as the separator).
 */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  text = text.replace(formulaAfterSeparator, "$1$2'");
  if (formulaAtStart.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}
