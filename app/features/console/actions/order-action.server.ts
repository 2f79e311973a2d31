// The order page's actions: each intent checked by the state machine and done in one transaction
// with its event naming the operator (being built).
import { data } from "react-router";
import { requireOperator } from "../../../shared/operator.server.ts";
import { assertSameOrigin } from "../../../shared/session.server.ts";
import type { ConsoleActionResult } from "./console-action-result.ts";

interface ActionArgs {
  request: Request;
  context: Parameters<typeof requireOperator>[0];
  params: { reference?: string };
}

export async function consoleOrderAction({ request, context }: ActionArgs): Promise<ConsoleActionResult> {
  requireOperator(context, request);
  assertSameOrigin(context, request);
  throw data(null, { status: 400 });
}
