import { RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import { noLiteralUiText } from "./no-literal-ui-text.js";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: "latest", sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("no-literal-ui-text", noLiteralUiText, {
  valid: [
    'const a = <h1>{t("welcome.title")}</h1>;',
    "const b = <p>{404}</p>;",
    "const c = <span> · </span>;",
    'const d = <img alt={t("profile.photo")} src="/a.png" />;',
    'const e = <div className="mx-auto flex" data-testid="card" />;',
    "const f = <title>{title ? `${title} · ${name}` : name}</title>;",
  ],
  invalid: [
    { code: "const a = <h1>Lost and found</h1>;", errors: [{ messageId: "text" }] },
    { code: 'const b = <p>{"Report submitted"}</p>;', errors: [{ messageId: "text" }] },
    { code: "const c = <p>{`Hello ${name}`}</p>;", errors: [{ messageId: "text" }] },
    { code: 'const d = <img alt="Profile photo" src="/a.png" />;', errors: [{ messageId: "attribute" }] },
    { code: 'const e = <button aria-label="Close">×</button>;', errors: [{ messageId: "attribute" }] },
    { code: 'const f = <input placeholder={"Search"} />;', errors: [{ messageId: "attribute" }] },
    { code: "const g = <p>Barang hilang</p>;", errors: [{ messageId: "text" }] },
  ],
});
