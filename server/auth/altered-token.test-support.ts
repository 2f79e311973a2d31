// A token one character off, for tests that a tampered link is refused. The first character changes:
// in base64url every bit of it counts (the last one's low bits may be padding, so changing it can
// decode to the same bytes), and it is replaced by one it cannot already be, so the result always
// differs from the token.
export const alteredToken = (token: string) => `${token.startsWith("a") ? "b" : "a"}${token.slice(1)}`;
