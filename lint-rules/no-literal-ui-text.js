/**
 * Flags text a user would see that is written into JSX instead of coming from the en/my
 * catalogues: JSX text with letters, and string literals in user-facing attributes
 * (alt, title, placeholder, aria-label, …). Punctuation, numbers and symbols are allowed.
 */
const USER_FACING_ATTRIBUTES = new Set([
  "alt",
  "title",
  "placeholder",
  "label",
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-valuetext",
  "aria-roledescription",
]);
const HAS_LETTER = /\p{L}/u;

/** @type {import("eslint").Rule.RuleModule} */
export const noLiteralUiText = {
  meta: {
    type: "problem",
    docs: { description: "User-visible text must come from the en/my catalogues (t('key'))." },
    messages: {
      text: 'Literal text "{{text}}" in JSX: put it in the en and my catalogues and use t().',
      attribute: 'Literal "{{text}}" in the {{name}} attribute: put it in the en and my catalogues and use t().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, "text", node.value);
      },
      JSXExpressionContainer(node) {
        // {"Some text"} or {`Some text`} directly as a child is still literal text.
        if (node.parent?.type !== "JSXElement" && node.parent?.type !== "JSXFragment") return;
        const { expression } = node;
        if (
          expression.type === "Literal" &&
          typeof expression.value === "string" &&
          HAS_LETTER.test(expression.value)
        ) {
          report(expression, "text", expression.value);
        }
        if (
          expression.type === "TemplateLiteral" &&
          expression.quasis.some((q) => HAS_LETTER.test(q.value.cooked ?? ""))
        ) {
          report(expression, "text", expression.quasis.map((q) => q.value.cooked).join("…"));
        }
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!USER_FACING_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === "JSXExpressionContainer" ? node.value.expression : node.value;
        if (value.type === "Literal" && typeof value.value === "string" && HAS_LETTER.test(value.value)) {
          report(value, "attribute", value.value, name);
        }
      },
    };
  },
};

export default { rules: { "no-literal-ui-text": noLiteralUiText } };
