import { describe, expect, it } from "vitest";
import { safeNextPath, signInSchema } from "./account.ts";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeNextPath("/account?tab=profile")).toBe("/account?tab=profile");
    expect(safeNextPath("/order?lang=es")).toBe("/order?lang=es");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "account",
    "/\tevil",
    "",
    undefined,
    42,
  ])("sends %j to the account page instead", (next) => {
    expect(safeNextPath(next)).toBe("/account");
  });
});

describe("signInSchema", () => {
  it("reads an address in any case as lower case", () => {
    expect(signInSchema.parse({ email: "  Ana@Example.COM " }).email).toBe("ana@example.com");
  });

  it("refuses what is not an address, with a translated key", () => {
    const result = signInSchema.safeParse({ email: "ana@" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("account.signIn.error.email");
  });
});
