// The package ships no types; what the offline reader uses of it.
declare module "snowball-stemmers" {
  export function newStemmer(algorithm: string): { stem(word: string): string };
  export function algorithms(): string[];
}
