/** What a new administrator does at their first sign-in (printed by admin:create and the demo seed). */
export const secondFactorInstructions = [
  "At their first sign-in they turn on two-step sign-in: the admin panel opens only after they scan",
  "its QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...),",
  "save the 10 recovery codes it shows once, and enter the app's 6-digit code. Lost phone and codes:",
  "npm run admin:reset-second-factor -- <email>",
].join("\n");
