/**
 * As-you-type masks of the buyer's page. A few lines of our own instead of a mask library: the page
 * is opened on phones and must stay under 100 KB of script before the buyer types
 * (docs/hosted-checkout.md); the rules themselves are the contract's, checked on submit.
 */
function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const symbol of pattern) {
    if (index >= digits.length) break;
    if (symbol === '0') out += digits[index++] ?? '';
    else out += symbol;
  }
  return out;
}

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '52998224725' → '529.982.247-25'; fourteen digits → '11.222.333/0001-81'. */
export function maskDocument(value: string): string {
  const digits = digitsOf(value, 14);
  return digits.length <= 11 ? applyPattern(digits, '000.000.000-00') : applyPattern(digits, '00.000.000/0000-00');
}

/** '11987654321' → '(11) 98765-4321'; ten digits → '(11) 3456-7890'. */
export function maskPhone(value: string): string {
  const digits = digitsOf(value, 11);
  return digits.length <= 10 ? applyPattern(digits, '(00) 0000-0000') : applyPattern(digits, '(00) 00000-0000');
}

/** Groups of four, up to 19 digits. */
export function maskCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'. */
export function maskExpiry(value: string): string {
  return applyPattern(digitsOf(value, 4), '00/00');
}

export function maskCvv(value: string): string {
  return digitsOf(value, 4);
}
