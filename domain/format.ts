// Display and as-you-type formatting shared by forms, lists and the server's echo of input.

const PHONE_DIGITS = 10; // NANP: 3-digit area code, 3-digit exchange, 4-digit line

/** '4165551234' -> '416-555-1234'; partial input formats as far as it goes ('41655' -> '416-55'). */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// A Canadian code is 6 characters (A1A1A1); a US ZIP is 5 or 9 digits (ZIP+4).
const CANADIAN_LENGTH = 6;
const US_MAX_LENGTH = 9;

/**
 * Upper-cases, drops everything but letters and digits, and spaces Canadian codes after the
 * forward sortation area, as Canada Post writes them: 'm5v-2t6' -> 'M5V 2T6' (issue 53; the spec
 * hyphenated them). US ZIPs are digits, ZIP+4 hyphenated: '90210', '90210-1234'.
 */
export function formatPostalCode(input: string): string {
  const clean = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (/^[A-Z]/.test(clean)) {
    const code = clean.slice(0, CANADIAN_LENGTH);
    return code.length > 3 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
  }
  const zip = clean.slice(0, US_MAX_LENGTH);
  // ZIP+4 as the USPS writes it: 12345-6789.
  return zip.length > 5 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;
}

/** 'YYYY-MM-DD' in UTC, so every viewer sees the same date for an order; '' when invalid. */
export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 10);
}
