/** One value per language, made on first use: Intl objects are costly to build and never change for a language. */
export function perLanguage<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
}
