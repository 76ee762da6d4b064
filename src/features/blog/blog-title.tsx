import { splitFirstWord } from '@/lib/format/text';

/** A title whose first word is emphasised, as the blog's banners show it. */
export function EmphasisedTitle({ text }: { text: string }) {
  const { first, rest } = splitFirstWord(text);
  return (
    <>
      <em>{first}</em>
      {rest}
    </>
  );
}
