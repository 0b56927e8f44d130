/**
 * Code 128 (ISO/IEC 15417), the symbology OXXO's scanners read on a payment voucher: the bars of a
 * numeric reference, as module widths the app draws as SVG (no barcode library for one symbology).
 * An even run of digits is written in code set C (two digits per symbol, the shortest); anything
 * else in code set B. Each symbol is three bars and three spaces, 11 modules wide; the stop is 13.
 */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
] as const;
const STOP = '2331112';
const START_B = 104;
const START_C = 105;

/** The symbol values of `text` after its start symbol, and that start. */
function symbols(text: string): { start: number; values: number[] } {
  if (/^(\d\d)+$/.test(text)) {
    const values: number[] = [];
    for (let index = 0; index < text.length; index += 2) values.push(Number(text.slice(index, index + 2)));
    return { start: START_C, values };
  }
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 127) throw new Error('Code 128 set B writes printable ASCII only');
    return code - 32;
  });
  return { start: START_B, values };
}

/** Module widths, bar first and alternating bar/space, quiet zones not included. */
export type BarcodeModules = readonly number[];

/** The symbol values with their check symbol: start + Σ position × value, mod 103. */
export function code128Symbols(text: string): number[] {
  const { start, values } = symbols(text);
  const check = values.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
  return [start, ...values, check];
}

export function code128Modules(text: string): BarcodeModules {
  const widths = [...code128Symbols(text).map((value) => PATTERNS[value] as string), STOP].join('');
  return [...widths].map(Number);
}
