/**
 * The shape every translation must have: the English namespace's keys, each value a string. Typing the Spanish,
 * French and German catalogues with it makes a missing or misspelt key a compile error.
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
