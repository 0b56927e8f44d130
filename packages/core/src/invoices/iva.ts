/** Mexico's IVA: 16 % on top of the net price; consumer prices are shown with it included. */
export const IVA_RATE = 0.16;

/** The IVA inside a tax-included amount, rounded to the centavo (200 → 27.59). */
export const ivaIncludedIn = (gross: number): number =>
  Math.round((gross - gross / (1 + IVA_RATE)) * 100) / 100;
