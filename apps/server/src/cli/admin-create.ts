import { z } from "zod";
import { adminPasswordSchema, LIMITS, loginSchema, nameSchema, translate, translateDynamic } from "@campus/shared";
import { createAdmin } from "../modules/users/service";
import { StartupError } from "../startup-error";
import { withCliContext } from "./open-for-cli";
import { ask, askSecret } from "./prompt";
import { runCli } from "./run-cli";
import { secondFactorInstructions } from "./second-factor-instructions";

const adminSchema = z.object({ name: nameSchema, email: loginSchema.shape.email, password: adminPasswordSchema });

/**
 * `npm run admin:create`: makes an administrator account. Asks for the name, email and
 * password (not echoed), or takes ADMIN_NAME, ADMIN_EMAIL and ADMIN_PASSWORD from the
 * environment for scripts.
 */
runCli(
  {
    usage: "npm run admin:create",
    about:
      "Makes an administrator account. Asks for the name, email and password on the terminal, or takes ADMIN_NAME, ADMIN_EMAIL and ADMIN_PASSWORD from the environment (for scripts).",
  },
  async () => {
    const fromEnv = process.env.ADMIN_EMAIL !== undefined;
    // The password is read without echo, which needs a terminal: without one nothing can be asked.
    if (!fromEnv && !process.stdin.isTTY)
      throw new StartupError(
        "No terminal to ask on: set ADMIN_EMAIL and ADMIN_PASSWORD (and ADMIN_NAME) to create an administrator from a script.",
      );
    const name = process.env.ADMIN_NAME ?? (fromEnv ? "Administrator" : await ask("Name: "));
    const email = process.env.ADMIN_EMAIL ?? (await ask("Email: "));
    let password = process.env.ADMIN_PASSWORD;
    if (password === undefined) {
      if (fromEnv) throw new StartupError("ADMIN_PASSWORD is required with ADMIN_EMAIL.");
      password = await askSecret(`Password (at least ${LIMITS.adminPasswordMin} characters): `);
      if ((await askSecret("Password again: ")) !== password)
        throw new StartupError(translate("en", "auth.errors.passwordsDoNotMatch"));
    }
    const parsed = adminSchema.safeParse({ name, email, password });
    if (!parsed.success)
      throw new StartupError(
        parsed.error.issues
          .map((issue) => `${String(issue.path[0])}: ${translateDynamic("en", issue.message)}`)
          .join("; "),
      );
    await withCliContext(async (ctx) => {
      try {
        await createAdmin(ctx, parsed.data);
      } catch (error) {
        throw new StartupError((error as Error).message);
      }
      console.log(`Administrator ${parsed.data.email} created. They can log in at /login.`);
      console.log(secondFactorInstructions);
    });
  },
);
