// The shape a translation of an English dictionary part must have: every key, any text.

export type Translation<T> = { readonly [K in keyof T]: string };
