import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import formatjs from "eslint-plugin-formatjs";

/**
 * formatjs's no-literal-string-in-jsx, quiet on text without a letter: a space
 * between two elements, "·", "—", "/" or a number is not something to translate.
 */
const noLiteralText = (() => {
  const rule = formatjs.rules["no-literal-string-in-jsx"];
  const hasLetter = (node) => {
    const text = node.type === "JSXAttribute" ? (node.value?.value ?? "x") : node.type === "TemplateLiteral" ? node.quasis.map((q) => q.value.raw).join("") : String(node.value ?? "");
    return /\p{L}/u.test(text);
  };
  return {
    meta: rule.meta,
    create(context) {
      const quiet = Object.create(context, { report: { value: (d) => (hasLetter(d.node) ? context.report(d) : undefined) } });
      return rule.create(quiet);
    },
  };
})();

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "src/server/db/migrations", "src/client/lib/api-schema.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // ADR 019: what a role may do is src/shared/permissions.ts, asked with can(role, action); a component
    // comparing roles by hand would drift from what the server enforces.
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(admin|editor|viewer)$/]",
          message: "Ask can(role, action) from @shared/permissions instead of comparing roles (ADR 019).",
        },
        {
          selector: "SwitchCase > Literal.test[value=/^(admin|editor|viewer)$/]",
          message: "Ask can(role, action) from @shared/permissions instead of switching on roles (ADR 019).",
        },
      ],
    },
  },
  {
    // An error reaches the log only as `{ err }`, which the logger's serializer (errors.ts loggableError)
    // reduces to kind, code and first line without URL secrets. pino logs an Error passed on its own with
    // its raw message, and any other key with every field, stack included: both could carry a query
    // string, a token or SQL parameters (docs/security.md, "Faults and logs").
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(trace|debug|info|warn|error|fatal)$/][arguments.0.type='Identifier'][arguments.0.name=/^(e|err|error|cause)$/]",
          message: "Log an error as log.x({ err }, \"what failed\"): only the err key goes through the safe serializer.",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(trace|debug|info|warn|error|fatal)$/] > ObjectExpression > Property[key.name=/^(e|error|cause|exception)$/]",
          message: "Log an error under the err key: only it goes through the safe serializer (errors.ts loggableError).",
        },
      ],
    },
  },
  {
    // ADR 026: every word a traveller reads comes from the message catalogue (src/shared/i18n/messages),
    // through t() / <FormattedMessage>, never typed into JSX. Also the text props of our own components.
    files: ["src/client/**/*.tsx"],
    ignores: ["src/client/**/*.test.tsx"],
    plugins: { roamwise: { rules: { "no-literal-text": noLiteralText } } },
    rules: {
      "roamwise/no-literal-text": [
        "error",
        {
          props: {
            include: [["*", "{label,title,description,placeholder,hint,text,heading,subtitle,emptyText,submitLabel,confirmLabel,cancelLabel,pendingLabel,alt,aria-label}"]],
          },
        },
      ],
    },
  },
);
