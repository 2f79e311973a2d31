// Intl formatters take about a millisecond each to build on a slow phone, and the landing page asks
// for prices and plural forms dozens of times while it hydrates; they never change, so each locale
// builds its own once.
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
