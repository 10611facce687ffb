/**
 * An e-mail address as two are compared (a deletion request, the confirmations one address has
 * received): Unicode-normalised and lower-cased, spaces trimmed. Compared in JavaScript rather
 * than with SQL lower(), which folds ASCII letters only.
 */
export function foldAddress(address: string): string {
  return address.trim().normalize('NFC').toLowerCase()
}
