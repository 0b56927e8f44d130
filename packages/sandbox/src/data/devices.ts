/** Phones sold in Mexico that take an eSIM, by brand (for the compatibility check). */
export const ESIM_DEVICES: Readonly<Record<string, readonly string[]>> = {
  Apple: [
    'iPhone XS',
    'iPhone XR',
    'iPhone 11',
    'iPhone SE (2.ª generación)',
    'iPhone 12',
    'iPhone 13',
    'iPhone 14',
    'iPhone 15',
    'iPhone 15 Pro',
    'iPhone 16',
  ],
  Samsung: [
    'Galaxy S21',
    'Galaxy S22',
    'Galaxy S23',
    'Galaxy S24',
    'Galaxy Z Flip5',
    'Galaxy Z Fold5',
    'Galaxy A54',
  ],
  Google: ['Pixel 6', 'Pixel 7', 'Pixel 7a', 'Pixel 8', 'Pixel 8 Pro'],
  Motorola: ['razr 40', 'razr 40 ultra', 'edge 40', 'edge 50 pro'],
  Xiaomi: ['Xiaomi 13', 'Xiaomi 13 Pro', 'Xiaomi 14'],
  Huawei: ['P40', 'P40 Pro', 'Mate 40 Pro'],
};
