import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads quoted cells with commas, quotes and line breaks, CRLF and a byte-order mark, with line numbers", () => {
    const text = '\uFEFFmatrix,email,name\r\nA1,a@x.my,"Tan, Wei ""Jay"""\r\n\r\nA2,,"Two\nlines"\nA3';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["matrix", "email", "name"] },
      { line: 2, cells: ["A1", "a@x.my", 'Tan, Wei "Jay"'] },
      { line: 4, cells: ["A2", "", "Two\nlines"] },
      { line: 6, cells: ["A3"] },
    ]);
  });

  it("keeps an empty last cell and skips blank lines", () => {
    expect(parseCsv("A1,\n\n\nA2,b@x.my,\n")).toEqual([
      { line: 1, cells: ["A1", ""] },
      { line: 4, cells: ["A2", "b@x.my", ""] },
    ]);
  });
});
