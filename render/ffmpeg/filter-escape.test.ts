import { describe, expect, it } from "vitest";
import { concatListLine, filterValue } from "./filter-escape.ts";

describe("filterValue", () => {
  it("leaves plain paths alone", () => {
    expect(filterValue("/data/work/title.txt")).toBe("/data/work/title.txt");
  });

  it("escapes quotes, colons and commas at both levels", () => {
    expect(filterValue("/tmp/it's:a,b")).toBe("/tmp/it\\\\\\'s\\\\:a\\,b");
    expect(filterValue("a\\b")).toBe("a\\\\\\\\b");
    expect(filterValue("[x];y")).toBe("\\[x\\]\\;y");
  });

  it("protects the commas of an expression", () => {
    expect(filterValue("min(1,max(0,t))")).toBe("min(1\\,max(0\\,t))");
  });
});

describe("concatListLine", () => {
  it("quotes the path and closes and reopens the quote around an apostrophe", () => {
    expect(concatListLine("/tmp/it's:a,b/seg.mp4")).toBe("file 'file:/tmp/it'\\''s:a,b/seg.mp4'");
  });
});
