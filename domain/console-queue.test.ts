import { describe, expect, it } from "vitest";
import {
  createdRange,
  DEFAULT_QUEUE_QUERY,
  pageCount,
  parseQueueQuery,
  QUEUE_SEARCH_MAX,
  queueFilters,
  queueSearch,
  sortedBy,
} from "./console-queue.ts";

const parse = (search: string) => parseQueueQuery(new URLSearchParams(search));

describe("parseQueueQuery", () => {
  it("reads every filter, the sort and the page", () => {
    expect(
      parse(
        "state=paid&from=2026-12-01&to=2026-12-24&language=es&mode=manual&q=Jos%C3%A9&sort=total&direction=asc&page=3",
      ),
    ).toEqual({
      state: "paid",
      from: "2026-12-01",
      to: "2026-12-24",
      language: "es",
      mode: "manual",
      q: "José",
      sort: "total",
      direction: "asc",
      page: 3,
    });
  });

  it("gives the newest orders first, page 1, when the URL says nothing", () => {
    expect(parse("")).toEqual(DEFAULT_QUEUE_QUERY);
    expect(DEFAULT_QUEUE_QUERY).toEqual({ sort: "created", direction: "desc", page: 1 });
  });

  it("drops a bad value and keeps the others", () => {
    expect(
      parse(
        "state=lost&from=2026-13-01&to=yesterday&language=fr&mode=magic&sort=colour&direction=up&page=-2&q=Mia",
      ),
    ).toEqual({ ...DEFAULT_QUEUE_QUERY, q: "Mia" });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("from=2026-02-30").from).toBeUndefined();
  });

  it("trims the search, forgets a blank one and cuts a long one", () => {
    expect(parse("q=%20%20ada%40example.com%20").q).toBe("ada@example.com");
    expect(parse("q=%20%20").q).toBeUndefined();
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(QUEUE_SEARCH_MAX);
  });

  it("reads a date range typed backwards as the same days", () => {
    expect(parse("from=2026-12-24&to=2026-12-01")).toMatchObject({ from: "2026-12-01", to: "2026-12-24" });
  });

  it("sorts a column first the way an operator expects: newest and largest first, words A to Z", () => {
    expect(parse("sort=reference").direction).toBe("asc");
    expect(parse("sort=total").direction).toBe("desc");
  });
});

describe("queueSearch", () => {
  it("leaves out what is the default, so the plain queue is a plain link", () => {
    expect(queueSearch(DEFAULT_QUEUE_QUERY)).toBe("");
    expect(queueSearch({ ...DEFAULT_QUEUE_QUERY, sort: "reference", direction: "asc" })).toBe(
      "?sort=reference",
    );
  });

  it("round-trips through parseQueueQuery", () => {
    const query = parse(
      "q=Le%C3%B3n&state=ready&from=2026-11-01&to=2026-11-30&language=en&mode=automatic&sort=buyer&direction=desc&page=4",
    );
    expect(parse(queueSearch(query).slice(1))).toEqual(query);
  });
});

describe("sortedBy", () => {
  it("turns the current column's direction round and goes back to page 1", () => {
    const query = parse("sort=total&direction=desc&page=3&state=paid");
    expect(sortedBy(query, "total")).toEqual({ ...query, direction: "asc", page: 1 });
  });

  it("starts another column in its own first direction", () => {
    expect(sortedBy(parse("sort=total&direction=asc"), "reference")).toMatchObject({
      sort: "reference",
      direction: "asc",
    });
    expect(sortedBy(DEFAULT_QUEUE_QUERY, "created")).toMatchObject({ direction: "asc" });
  });
});

describe("queueFilters", () => {
  it("keeps which orders, not how they are shown", () => {
    expect(queueFilters(parse("q=Mia&state=paid&sort=total&page=3&language=es"))).toEqual({
      q: "Mia",
      state: "paid",
      language: "es",
      from: undefined,
      to: undefined,
      mode: undefined,
    });
  });
});

describe("createdRange", () => {
  it("covers whole days in UTC, the end day included", () => {
    expect(createdRange({ from: "2026-12-01", to: "2026-12-24" })).toEqual({
      since: new Date("2026-12-01T00:00:00Z"),
      before: new Date("2026-12-25T00:00:00Z"),
    });
    expect(createdRange({})).toEqual({});
  });
});

describe("pageCount", () => {
  it("counts pages of 50, one page at least", () => {
    expect([0, 1, 50, 51, 10_000].map(pageCount)).toEqual([1, 1, 1, 2, 200]);
  });
});
