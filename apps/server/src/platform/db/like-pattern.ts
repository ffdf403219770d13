/** Escapes LIKE's wildcards so user text matches only itself (PostgreSQL's default escape character is `\`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern matching `text` anywhere, wildcards in `text` taken literally. */
export const likeSubstring = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE / ILIKE pattern matching values that start with `text`, wildcards in `text` taken literally. */
export const likePrefix = (text: string): string => `${escapeLike(text)}%`;
