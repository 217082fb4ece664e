/**
 * A language's version of an English catalogue section (issue 19): the same keys; where English has
 * a text, a text; where it has a function of placeholders, a function of the same placeholders
 * answering a text; nested groups (a toast's title and description) keep their shape. A missing,
 * extra or differently-typed entry is a compile error.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Translation<T[K]>;
};
