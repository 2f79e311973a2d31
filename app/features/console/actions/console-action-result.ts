// What an operator's action on the order page answers, for the page to say (being built).
export type ConsoleActionResult = { intent: string; outcome: string };
