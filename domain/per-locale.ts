// Intl objects are slow to build (the first of its kind loads locale data: ~10 ms on a phone) and
// never change, so each locale builds its own once.
export function perLocale<T>(build: (locale: string) => T): (locale: string) => T {
  const built = new Map<string, T>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) {
      value = build(locale);
      built.set(locale, value);
    }
    return value;
  };
}
