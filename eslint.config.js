import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "src/server/db/migrations"] },
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
);
