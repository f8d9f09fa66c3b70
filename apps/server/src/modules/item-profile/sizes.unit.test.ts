import { describe, expect, it } from "vitest";
import { readSizes } from "./sizes";

describe("readSizes", () => {
  it("reads a size after 'size' or 'saiz', in numbers or letters", () => {
    expect(readSizes("Kasut Nike AF1 putih saiz 9, letak kat rak kasut")).toEqual(["9"]);
    expect(readSizes("Lab coat putih saiz M, nama dijahit")).toEqual(["m"]);
    expect(readSizes("black songkok size 23, name inside")).toEqual(["23"]);
    expect(readSizes("Size XXL, Xin Yi sewn on the chest")).toEqual(["xxl"]);
  });

  it("leaves out the country of a shoe size and writes a letter size one way", () => {
    expect(readSizes("white nike sneakers, size UK9")).toEqual(["9"]);
    expect(readSizes("size EU 42")).toEqual(["42"]);
    expect(readSizes("jersey size 2XL")).toEqual(["xxl"]);
    expect(readSizes("hoodie saiz large")).toEqual(["l"]);
  });

  it("reads a letter size before the word, and a size only within its clause", () => {
    expect(readSizes("Adidas hoodie. M size. Small stain on the sleeve.")).toEqual(["m"]);
    expect(readSizes("jaket XL saiz, ada zip")).toEqual(["xl"]);
    expect(readSizes("small size, fits in a pocket")).toEqual([]);
  });

  it("finds no size where none is given", () => {
    expect(readSizes("about the size of a phone")).toEqual([]);
    expect(readSizes("Black wallet with a student card inside")).toEqual([]);
    expect(readSizes(null)).toEqual([]);
  });
});
