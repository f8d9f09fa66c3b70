import { z } from "zod";
import { LIMITS } from "../constants";
import { isStudentEmail, matrixNoSchema } from "./auth";

/** One row of the roster CSV: matrix number, optional email, optional name. */
export function rosterRowSchema(studentEmailDomain: string) {
  return z.object({
    matrixNo: matrixNoSchema,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => value || null)
      .pipe(
        z
          .email("auth.errors.invalidEmail")
          .refine((value) => isStudentEmail(value, studentEmailDomain), "auth.errors.notStudentEmail")
          .nullable(),
      ),
    name: z
      .string()
      .trim()
      .max(LIMITS.nameMax, "auth.errors.nameTooLong")
      .transform((value) => value || null),
  });
}
export type RosterRow = z.infer<ReturnType<typeof rosterRowSchema>>;
