const ONLY_DIGITS = /^\d+$/;

/** Luhn (mod 10) checksum. Anything but a non-empty run of ASCII digits fails. */
export const luhnCheck = (digits: string): boolean => {
  if (typeof digits !== 'string' || !ONLY_DIGITS.test(digits)) return false;
  let total = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
    double = !double;
  }
  return total % 10 === 0;
};
