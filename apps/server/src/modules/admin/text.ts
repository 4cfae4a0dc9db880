/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally (small tables only). */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
