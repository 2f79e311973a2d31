// One linter for the whole repository: TypeScript, React hooks, import direction and no UI literals.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import { readdirSync } from "node:fs";
import noUiLiterals from "./eslint/no-ui-literals.js";

// Each capability under app/features may use shared code, never another capability's internals.
const FEATURES = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message: "A feature does not import another feature: move what both need to app/shared or app/components.",
}));

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
            {
              target: "./art",
              from: ["./app", "./server", "./render", "./scripts", "./domain"],
              message:
                "art/ is drawing code (SVG built as text): the scripts and the server use it, it uses nothing of ours.",
            },
            {
              // Tests may use a script (the test database's setup starts PostgreSQL with one).
              target: ["app", "server", "render", "domain"].map(
                (folder) => `./${folder}/**/!(*.test|*.test-support).{ts,tsx}`,
              ),
              from: "./scripts",
              message: "scripts/ are tools run by hand or by the build: nothing the shop runs imports them.",
            },
            {
              target: ["app", "server", "render", "domain", "art"].map(
                (folder) => `./${folder}/**/!(*.test|*.test-support).{ts,tsx}`,
              ),
              from: ["./**/*.test-support.ts", "./**/*.test-support.tsx"],
              message: "A *.test-support file helps tests only: nothing the shop runs imports one.",
            },
            { target: "./server", from: "./app", message: "server/ does not import the React app." },
            {
              target: "./render",
              from: ["./app", "./server"],
              message: "render/ is the film renderer: it uses domain/ only, and the server calls it.",
            },
            {
              target: "./app",
              from: "./server/db/schema.ts",
              message: "The app reads and writes orders through server/ modules, never the tables.",
            },
            {
              // Tests and their support files seed and inspect rows directly, so they stay outside.
              target: "./app/**/!(*.test|*.test-support).{ts,tsx}",
              from: ["./server/db/**", "./server/**/*.repository.ts"],
              message:
                "The app reaches the server through use-cases only: no repository and nothing under server/db/. Import the use-case (or the type it re-exports).",
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // Queries live in repositories, by what a module imports rather than by its name: only a
    // *.repository.ts or server/db/ may import Drizzle or the database's schema (decision 069).
    files: ["{app,server,domain,render,art}/**/*.{ts,tsx}"],
    ignores: ["**/*.repository.ts", "server/db/**", "**/*.test.{ts,tsx}", "**/*.test-support.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^drizzle-orm(/.*)?$",
              message:
                "Queries live in *.repository.ts (or server/db/): put this query in the use-case's repository and call it.",
            },
            {
              regex: "(^|/)db/schema(\\.ts)?$",
              message:
                "Only a *.repository.ts (or server/db/) reads the tables: import the row types and queries from a repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // A repository answers questions and writes rows inside the transaction its use-case opened.
    files: ["**/*.repository.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)order-transition(\\.ts)?$",
              message: "A repository does not move an order's state: the use-case calls transition.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: "A repository opens no transaction: the use-case opens it and passes the tx.",
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
