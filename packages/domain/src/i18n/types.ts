/**
 * The shape of a message catalogue with every leaf widened to `string`: the English catalogue is typed
 * with the German one's shape, so a key missing (or added) in one language is a compile error.
 */
export type DeepStringRecord<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};

/** A nested catalogue as the lookup walks it, independent of its concrete keys. */
export type MessageTree = { readonly [key: string]: string | MessageTree };
