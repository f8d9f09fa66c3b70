import { describe, expect, it } from "vitest";
import { readNames } from "./names";

describe("readNames", () => {
  it("reads the name after a cue, in English and Malay", () => {
    expect(readNames("Name label 'Jun Hao' on it. Scratched.")).toEqual(["jun", "hao"]);
    expect(readNames("Belongs to Ooi Kah Wai, handed to security")).toEqual(["ooi", "kah", "wai"]);
    expect(readNames("name on card: Aiman")).toEqual(["aiman"]);
    expect(readNames("Kad milik Yap Kah Wai. Ada lanyard fakulti.")).toEqual(["yap", "kah", "wai"]);
    expect(readNames("ada IC atas nama Aisyah dalam tu")).toEqual(["aisyah"]);
  });

  it("reads the name before 'written' or 'sewn', and leaves out bin, binti and a/l", () => {
    expect(readNames("Koh Jun Hao written on the inside")).toEqual(["hao", "jun", "koh"]);
    expect(readNames("nama Nurul Zulaikha binti Othman dijahit kat dada")).toEqual(["nurul", "zulaikha", "othman"]);
    expect(readNames("tulis nama sharvin a/l ganesan guna marker")).toEqual(["sharvin", "ganesan"]);
  });

  it("reads the holder's name in brackets after a card", () => {
    expect(readNames("Inside: IC (Chong Mei Xuan), Public Bank card, some cash")).toEqual(["chong", "mei", "xuan"]);
    expect(readNames("has my student card (Arjun Nair) and RM30")).toEqual(["arjun", "nair"]);
    expect(readNames("kad matrik (nama Farah Nabilah binti Ismail)")).toEqual(["farah", "nabilah", "ismail"]);
    expect(readNames("kad matrik (A23KE4726) ada dalam")).toEqual([]);
    expect(readNames("a black wallet (leather) with cards")).toEqual([]);
  });

  it("stops at the end of the clause and at words of the vocabulary", () => {
    expect(readNames("Size XXL, Xin Yi sewn on the chest")).toEqual(["yi", "xin"]);
    expect(readNames("Name Sofea. Matric number A24KE2593.")).toEqual(["sofea"]);
    expect(readNames("name Chee Keong inside the black wallet")).toEqual(["chee", "keong"]);
  });

  it("finds no name where none is given", () => {
    expect(readNames("Tercicir bekas alat tulis, penuh pen")).toEqual([]);
    expect(readNames("Black wallet with a student card inside")).toEqual([]);
    expect(readNames(null)).toEqual([]);
  });
});
