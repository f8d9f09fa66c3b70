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

  it("reads the name after a name sticker, label or tag", () => {
    expect(readNames("thick black case, name sticker 'FARAH' on the back")).toEqual(["farah"]);
    expect(readNames("ada pelekat nama Aina")).toEqual(["aina"]);
    expect(readNames("name sticker on the back")).toEqual([]);
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
    // Tan is a colour and a surname; after a card or a cue it is the surname.
    expect(readNames("has my student card (Tan Mei Ling) and a Touch n Go card")).toEqual(["tan", "mei", "ling"]);
    expect(readNames("IC nama Abu Bakar")).toEqual(["abu", "bakar"]);
  });

  it("reads a name around bin, binti, a/l or s/o without a cue", () => {
    expect(readNames("kad matrik NUR AISYAH BINTI AHMAD jumpa dkt DK1")).toEqual(
      expect.arrayContaining(["nur", "aisyah", "ahmad"]),
    );
    expect(readNames("student card of Aravind S/O Krishnan inside")).toEqual(
      expect.arrayContaining(["aravind", "krishnan"]),
    );
  });

  it("reads two or more capitalised words right after a card as its holder's name, and a bank's name as none", () => {
    expect(readNames("matric card WONG XIN YI")).toEqual(["wong", "xin", "yi"]);
    expect(readNames("Matric card of WONG XIN YI, A23SC0091.")).toEqual(["wong", "xin", "yi"]);
    expect(readNames("has a TnG card and a student card for Lim Mei Yee.")).toEqual(["lim", "mei", "yee"]);
    expect(readNames("Black card holder, student ID Nur Iman S., plus a lab access card.")).toEqual(["nur", "iman"]);
    expect(readNames("Ada kad ATM Bank Islam.")).toEqual([]);
    expect(readNames("Kad ID pelajar dijumpai kat DK1.")).toEqual([]);
    // One capitalised word is too often a bank's or a card's name.
    expect(readNames("matric card TAN")).toEqual([]);
  });

  it("keeps how the name is put on the thing out of the name ('nama AFIQAH sulam', 'nama sulam AFIFAH')", () => {
    expect(readNames("ada nama AFIQAH sulam kat bucu")).toEqual(["afiqah"]);
    expect(readNames("ada nama sulam 'AFIFAH'")).toEqual(["afifah"]);
    expect(readNames("ada nama AINA tulis dengan marker")).toEqual(["aina"]);
  });

  it("marks a part read only in part, as the finder wrote it", () => {
    expect(readNames("Name: NUR AISYAH BT KAM...")).toEqual(["nur", "aisyah", "kam…"]);
    expect(readNames("safety goggles, name Hafiz.. on tape")).toEqual(["hafiz…"]);
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
