// An order's history as its customer may read it (their data export): what happened to the order,
// without what the staff wrote about them nor which operator did it. The console keeps the whole.

/** Rows the staff write for each other: never the customer's to read. */
const STAFF_ONLY_EVENTS = new Set(["note_added"]);

/** Who did it, as the customer reads it: themselves, or the shop (never an operator's address). */
export type CustomerActor = "customer" | "shop";

interface HistoryRow {
  type: string;
  data: unknown;
}

function actorForCustomer(by: unknown): CustomerActor {
  return by === "customer" ? "customer" : "shop";
}

/** The rows the customer may see, each without the operator who acted. */
export function customerHistory<Row extends HistoryRow>(events: readonly Row[]): Row[] {
  return events
    .filter((event) => !STAFF_ONLY_EVENTS.has(event.type))
    .map((event) => {
      const data = event.data;
      if (!data || typeof data !== "object" || !("by" in data)) return event;
      return { ...event, data: { ...data, by: actorForCustomer(data.by) } };
    });
}
