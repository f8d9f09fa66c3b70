import { describe, expect, it } from "vitest";
import { csvCell } from "./csv-cell";

describe("csvCell", () => {
  it("quotes every cell, doubling quotes inside", () => {
    expect(csvCell("Wallet")).toBe('"Wallet"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('White, "pearl"')).toBe('"White, ""pearl"""');
  });

  it("makes a formula at the start inert, whatever character starts it", () => {
    for (const start of ["=", "+", "-", "@", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20", "\t", "\r"]) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
  });

  it("makes a formula after any separator a spreadsheet may split on inert", () => {
    expect(csvCell("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(csvCell("x\t=2+2")).toBe(`"x\t'=2+2"`);
    expect(csvCell("x| @SUM(A1)")).toBe(`"x| '@SUM(A1)"`);
    expect(csvCell("a,+cmd")).toBe(`"a,'+cmd"`);
    expect(csvCell("line one\n-2+3")).toBe(`"line one\n'-2+3"`);
    expect(csvCell("x;\t=1")).toBe(`"x;\t'=1"`);
  });

  it("leaves ordinary text as it is", () => {
    expect(csvCell("2026-11-23")).toBe('"2026-11-23"');
    expect(csvCell("Black - leather, worn")).toBe('"Black - leather, worn"');
    expect(csvCell("siti@student.demo.edu.my")).toBe('"siti@student.demo.edu.my"');
  });
});
