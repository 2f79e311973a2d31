// The buyer's private links to an order: its page, and where a checkout returns to.
export function orderLinks(publicUrl: string, accessToken: string) {
  const order = `${publicUrl}/orders/${accessToken}`;
  return { order, success: `${order}?paid=1`, cancel: `${order}?cancelled=1` };
}
