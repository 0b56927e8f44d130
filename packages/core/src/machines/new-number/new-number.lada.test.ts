import { describe, expect, it } from 'vitest';
import { isListedLada } from '../../i18n/mexican-ladas.ts';
import { ladaForPostalCode, startingLada } from './new-number.lada.ts';

describe('ladaForPostalCode: the main lada of the zone a código postal is in', () => {
  it.each([
    ['06700', '55'], // Roma Norte, CDMX
    ['01000', '55'], // Álvaro Obregón, CDMX
    ['16000', '55'], // Xochimilco, CDMX
    ['53100', '55'], // Naucalpan, Estado de México (Valle de México)
    ['57000', '55'], // Nezahualcóyotl
    ['50000', '722'], // Toluca
    ['44100', '33'], // Guadalajara centro
    ['45050', '33'], // Zapopan
    ['64000', '81'], // Monterrey centro
    ['66220', '81'], // San Pedro Garza García
    ['72000', '222'], // Puebla
    ['76000', '442'], // Querétaro
    ['37000', '477'], // León
    ['22000', '664'], // Tijuana
    ['77500', '998'], // Cancún
    ['97000', '999'], // Mérida
  ])('%s → %s', (postalCode, lada) => {
    expect(ladaForPostalCode(postalCode)).toBe(lada);
  });

  it.each([
    ['20000'],
    ['21100'],
    ['99000'],
    [''],
    ['0670'],
    ['067000'],
    ['abcde'],
  ])('%j: no listed lada serves it (or it is no código postal)', (postalCode) => {
    expect(ladaForPostalCode(postalCode)).toBeUndefined();
  });

  it('gives only ladas on the list, for every 2-digit zone', () => {
    for (let zone = 0; zone < 100; zone++) {
      const lada = ladaForPostalCode(`${String(zone).padStart(2, '0')}000`);
      if (lada !== undefined) expect(isListedLada(lada)).toBe(true);
    }
  });
});

describe('startingLada: the city a search starts in when none was picked', () => {
  it('takes the first postal code a listed lada serves, then the number’s lada, then Mexico City', () => {
    expect(startingLada({ postalCodes: ['44100', '06700'] })).toBe('33');
    expect(startingLada({ postalCodes: ['', '20000', '77500'] })).toBe('998');
    expect(startingLada({ postalCodes: [null, undefined], number: '8112345678' })).toBe('81');
    expect(startingLada({ postalCodes: ['64000'], number: '3312345678' })).toBe('81');
    expect(startingLada({ number: '+52 222 295 6076' })).toBe('222');
    // Mexicali's 686 is not on the list.
    expect(startingLada({ number: '6861234567' })).toBe('55');
    expect(startingLada({})).toBe('55');
  });
});
