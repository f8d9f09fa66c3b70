import { loginSchema, translate, translateDynamic } from "@campus/shared";
import { resetSecondFactor } from "../modules/auth/second-factor";
import { findUserByEmail } from "../modules/users/repository";
import { StartupError } from "../startup-error";
import { withCliContext } from "./open-for-cli";
import { runCli } from "./run-cli";

/**
 * `npm run admin:reset-second-factor -- <email>`: for someone who lost both the phone with the
 * authenticator app and the recovery codes. Turns two-step sign-in off for the account and ends
 * its sessions; an administrator sets it up again at the next sign-in. Check who is asking
 * first: this is what an attacker with a stolen password would ask for.
 */
runCli(
  {
    usage: "npm run admin:reset-second-factor -- <email>",
    about:
      "Turns two-step sign-in off for the account and ends its sessions, for someone who lost both the authenticator app and the recovery codes. Check who is asking first.",
    maxArgs: 1,
  },
  async ([email]) => {
    const parsed = loginSchema.shape.email.safeParse(email ?? "");
    if (!parsed.success)
      throw new StartupError(
        `Usage: npm run admin:reset-second-factor -- <email> (${translateDynamic("en", parsed.error.issues[0]!.message)})`,
      );
    await withCliContext(async (ctx) => {
      const user = await findUserByEmail(ctx.database.db, parsed.data);
      if (!user) throw new StartupError(translate("en", "auth.errors.noUser"));
      await resetSecondFactor(ctx, user.id);
      console.log(`Two-step sign-in is off for ${user.email} and every session of the account has ended.`);
      console.log(
        user.role === "admin"
          ? "At their next sign-in they set it up again before the admin panel opens."
          : "They sign in with their password alone until they turn it on again.",
      );
    });
  },
);
