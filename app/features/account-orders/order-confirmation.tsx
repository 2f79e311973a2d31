// The pieces My Orders' actions share: a form posting one intent for one order to the orders tab
// (it works without JavaScript), and the "Are you sure?" step a lasting change asks first.
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useArrivalFocus } from "../../shared/use-arrival-focus.ts";

export const ORDERS_TAB = "/account?tab=orders";
export const buttonClass =
  "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-bold disabled:opacity-60";

export function OrderForm({
  reference,
  intent,
  children,
}: {
  reference: string;
  intent: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={ORDERS_TAB} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={reference} />
      {children}
    </Form>
  );
}

/**
 * "Are you sure?": the same intent again with confirm=yes, or back to the tab. The heading takes
 * the focus, so keyboard and screen reader users land on it.
 */
export function OrderConfirmation({
  reference,
  intent,
  title,
  yes,
  no,
  testId,
  children,
}: {
  reference: string;
  intent: string;
  title: string;
  yes: string;
  no: string;
  testId: string;
  /** What the change will do, in a paragraph or two. */
  children: ReactNode;
}) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  const submitting = useNavigation().state === "submitting";
  const headingId = `${testId}-${reference}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 w-full rounded-xl bg-berry-900/40 p-4 ring-1 ring-berry-500"
      data-testid={testId}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} autoFocus className="text-lg font-extrabold">
        {title}
      </h3>
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <OrderForm reference={reference} intent={intent}>
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" disabled={submitting} className={`${buttonClass} ${buttonStyles.primary}`}>
            {yes}
          </button>
        </OrderForm>
        <Link to={ORDERS_TAB} preventScrollReset className={`${buttonClass} ${buttonStyles.secondary}`}>
          {no}
        </Link>
      </div>
    </section>
  );
}
