import { describe, expect, it } from "vitest";
import { readFaculties } from "./faculties";
import { FACULTIES } from "./words";

describe("readFaculties", () => {
  it("reads a student's faculty in either language and either order", () => {
    expect(readFaculties("Matric no A20 EC 5162, Faculty of Education.")).toEqual(["education"]);
    expect(readFaculties("Student ID found near the study room. Education faculty.")).toEqual(["education"]);
    expect(readFaculties("Nama Zikri. Fakulti Pendidikan.")).toEqual(["education"]);
    expect(readFaculties("Kad ID pelajar dijumpai. Pelajar fakulti Perniagaan.")).toEqual(["business"]);
    expect(readFaculties("FAKULTI SAINS KOMPUTER, kad bengkok")).toEqual(["computing"]);
  });

  it("takes no faculty where the words say where, or without the word faculty", () => {
    expect(readFaculties("Hilang di fakulti sains semalam")).toEqual([]);
    expect(readFaculties("Picked up near the engineering faculty")).toEqual([]);
    expect(readFaculties("Found at the engineering lecture hall")).toEqual([]);
    expect(readFaculties(null)).toEqual([]);
  });
});

describe.each(FACULTIES.map((faculty) => [faculty.id, faculty] as const))("faculty %s", (id, faculty) => {
  it("reads every English and Malay name as the faculty", () => {
    for (const name of faculty.en) expect([name, readFaculties(`Faculty of ${name}`)]).toEqual([name, [id]]);
    for (const name of faculty.my) expect([name, readFaculties(`fakulti ${name}`)]).toEqual([name, [id]]);
  });
});
