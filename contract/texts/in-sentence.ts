/** A label inside a sentence ("Please fill in account holder name."): lower case, unless the word is a name (GCash, Landbank stay). */
export const inSentence = (name: string) => (/^[A-Z](?![A-Z])/.test(name) ? name[0].toLowerCase() + name.slice(1) : name);
