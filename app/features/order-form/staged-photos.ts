// Which photos of a kept draft the server still holds (GET /order/photos?draftKey=): a draft a day
// old may name photos already deleted, which the form then shows no more.

export async function stagedPhotos(draftKey: string): Promise<string[]> {
  const response = await fetch(`/order/photos?draftKey=${encodeURIComponent(draftKey)}`);
  if (!response.ok) throw new Error(`staged photos: ${response.status}`);
  const body = (await response.json()) as { tokens?: unknown };
  return Array.isArray(body.tokens) ? body.tokens.filter((token) => typeof token === "string") : [];
}
