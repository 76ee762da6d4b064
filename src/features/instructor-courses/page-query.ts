/** The `page` query parameter as a page number: a whole number from 1, else null. */
export function parsePageQuery(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}
