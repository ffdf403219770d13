/** Keywords typed or imported as one text: split on ',' or ';', trimmed, blanks and repeats dropped. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(/[,;]/)) {
    const keyword = part.trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    keywords.push(keyword);
  }
  return keywords;
}

export const formatKeywords = (keywords: readonly string[]) => keywords.join(', ');
