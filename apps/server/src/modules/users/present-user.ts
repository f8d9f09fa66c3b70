import { isLanguage, type SessionUser } from "@campus/shared";

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
