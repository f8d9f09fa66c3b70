import { describe, expect, it } from "vitest";
import { readRoomCodes } from "./room-codes";

describe("readRoomCodes", () => {
  it("reads a key tag's room number however it is written", () => {
    expect(readRoomCodes("Single key with yellow plastic tag C-3-12")).toEqual(["c312"]);
    expect(readRoomCodes("kunci bilik KPZ blok C, no bilik C-3-12, ada tag plastik kuning")).toEqual(["c312"]);
    expect(readRoomCodes("key with yellow tag C 3 21")).toEqual(["c321"]);
    expect(readRoomCodes("Keyring with my KTF room key (A-2-07), a padlock key")).toEqual(["a207"]);
    expect(readRoomCodes("Tag says KTF 2-19.")).toEqual(["219"]);
    expect(readRoomCodes("tag with room number D-G-11")).toEqual(["dg11"]);
    expect(readRoomCodes("K3-210 room key")).toEqual(["k3210"]);
  });

  it("reads a locker's or a room's bare number on a key", () => {
    expect(readRoomCodes("kunci loker sports complex no 47, ada gelang getah oren")).toEqual(["47"]);
    expect(readRoomCodes("locker key #12")).toEqual(["12"]);
    expect(readRoomCodes("kunci bilik no 215")).toEqual(["215"]);
    // Not without a key, nor a number of something else.
    expect(readRoomCodes("lost in room no 3")).toEqual([]);
    expect(readRoomCodes("room key, size no 8")).toEqual([]);
  });

  it("reads no room where a thing was left, and no count, time or model", () => {
    expect(readRoomCodes("Lost in Science block lecture room SB-1-03")).toEqual([]);
    expect(readRoomCodes("ada 2-3 kunci, hilang 10-11am")).toEqual([]);
    expect(readRoomCodes("Casio fx-570 with its key cover")).toEqual([]);
    expect(readRoomCodes(null)).toEqual([]);
  });
});
