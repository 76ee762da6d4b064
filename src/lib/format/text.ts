/** Blog card descriptions are cut at 60 characters, the header's blog description at 130. */
export const cardDescriptionLength = 60;
export const headerDescriptionLength = 130;

/** `text` cut to `max` characters plus an ellipsis; shorter text is returned whole. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  // Count characters, not UTF-16 units, so Armenian and emoji are never split.
  const characters = Array.from(value);
  if (characters.length <= max) return value;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** Splits a title so its first word can be emphasised. */
export function splitFirstWord(title: string): { first: string; rest: string } {
  const match = /^(\s*\S+)(.*)$/su.exec(title);
  return match ? { first: match[1] ?? '', rest: match[2] ?? '' } : { first: '', rest: '' };
}
