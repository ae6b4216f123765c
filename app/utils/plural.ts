const NUMBER = new Intl.NumberFormat("en-US");

/** The English plural of a noun phrase's last word ("clinic" → "clinics", "city" → "cities"). */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/i.test(noun)) return noun.slice(0, -1) + "ies";
  if (/(s|x|z|ch|sh)$/i.test(noun)) return noun + "es";
  return noun + "s";
}

/** "1 verified clinic", "2 verified clinics", "1,200 reviews": the noun agrees with the count. */
export function countOf(n: number, singular: string, plural = pluralOf(singular)): string {
  return `${NUMBER.format(n)} ${n === 1 ? singular : plural}`;
}
