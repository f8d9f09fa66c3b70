import { isLanguage, type SessionUser } from "@campus/shared";
import type { UserRow } from "../../db/schema";

/** The fields of a user row the owner sees about themselves (what leaves the server). */
export function presentUser(user: {
  id: string;
  name: string;
  email: string;
  matrixNo?: string | null;
  phoneNo?: string | null;
  language?: string | null;
  role?: string | null;
  image?: string | null;
  twoFactorEnabled?: boolean | number | null;
}): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    matrixNo: user.matrixNo ?? null,
    phone: user.phoneNo ?? null,
    language: isLanguage(user.language) ? user.language : "en",
    role: user.role === "admin" ? "admin" : "student",
    profileImage: user.image ?? null,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/** The same from a row of the users table (the profile, the fast session read). */
export function presentUserRow(
  row: Pick<
    UserRow,
    "id" | "name" | "email" | "matrix_no" | "phone_no" | "language" | "role" | "profile_image" | "two_factor_enabled"
  >,
): SessionUser {
  return presentUser({
    id: row.id,
    name: row.name,
    email: row.email,
    matrixNo: row.matrix_no,
    phoneNo: row.phone_no,
    language: row.language,
    role: row.role,
    image: row.profile_image,
    twoFactorEnabled: row.two_factor_enabled,
  });
}
