import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import rule from "./no-ui-literals.js";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("no-ui-literals", rule, {
  valid: [
    "const a = <p>{t('hero.title')}</p>;",
    "const a = <p className='text-lg'>{count}</p>;",
    "const a = <span aria-hidden='true'>|</span>;",
    "const a = <img alt='' src='/a.webp' />;",
    "const a = <p>{index + 1}. {title}</p>;",
  ],
  invalid: [
    { code: "const a = <p>Order now</p>;", errors: [{ messageId: "literal" }] },
    { code: "const a = <img alt='A gift' />;", errors: [{ messageId: "literal" }] },
    { code: "const a = <button aria-label='Close' />;", errors: [{ messageId: "literal" }] },
    { code: "const a = <p>{'Feliz Navidad'}</p>;", errors: [{ messageId: "literal" }] },
  ],
});
