// One linter for the whole repository: TypeScript, React hooks, import direction and no UI literals.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import noUiLiterals from "./eslint/no-ui-literals.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // The direction of imports: domain uses nothing of ours; server never imports the app.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./domain",
              from: ["./app", "./server", "./render"],
              message: "domain/ is pure: no app or server code.",
            },
            { target: "./server", from: "./app", message: "server/ does not import the React app." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    plugins: { local: { rules: { "no-ui-literals": noUiLiterals } } },
    rules: { "local/no-ui-literals": "error" },
  },
);
