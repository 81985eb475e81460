// @vitest-environment node
// D53: a household is its home address, compared as the Postal Service writes addresses
// (Publication 28); and the sandbox's own P.O. box rule for a home (D43).
import { describe, expect, it } from 'vitest';
import { type HomeAddress, homeKey, sameHome } from '../../sandbox/home-address.ts';
import { isPoBoxHome } from '../../sandbox/home-po-box.ts';
import { ONE_HOME_SPELLINGS, ONE_HOME_ZIP } from './home-spellings.ts';

const home = (address1: string, address2 = '', zipCode = ONE_HOME_ZIP): HomeAddress => ({
  address1,
  address2,
  zipCode,
});

describe('D53: one home, however it is spelled', () => {
  it(`gives ${ONE_HOME_SPELLINGS.length} spellings of one home one household`, () => {
    expect(ONE_HOME_SPELLINGS.length).toBeGreaterThanOrEqual(31);
    const first = homeKey(ONE_HOME_SPELLINGS[0] as HomeAddress);
    const apart = ONE_HOME_SPELLINGS.filter((spelling) => !sameHome(first, homeKey(spelling)));
    expect(apart).toEqual([]);
    // And each with each: the type left out matches the written one both ways.
    for (const a of ONE_HOME_SPELLINGS) {
      for (const b of ONE_HOME_SPELLINGS) {
        expect(sameHome(homeKey(a), homeKey(b)), `${a.address1} / ${b.address1}`).toBe(true);
      }
    }
  });

  it('keeps genuinely different homes apart', () => {
    const first = homeKey(home('1420 Saint Paul St NE Apt 4B'));
    for (const other of [
      home('1420 Saint Paul Ave NE Apt 4B'), // another street type
      home('1420 Saint Paul St NW Apt 4B'), // another direction
      home('1420 Saint Paul St NE Apt 4C'), // another door
      home('1420 Saint Paul St NE'), // the building, no door
      home('1421 Saint Paul St NE Apt 4B'),
      home('142 Saint Paul St NE Apt 4B'),
      home('1420 Paul St NE Apt 4B'), // no Saint
      home('1420 Saint Peter St NE Apt 4B'),
      home('1420 Saint Paul St NE Fl 4B'), // a floor is not an apartment
      home('1420 Saint Paul St NE Apt 4B', '', '57771'), // another zip code
    ]) {
      expect(sameHome(first, homeKey(other)), other.address1).toBe(false);
    }
    // A street without its type matches each written type, but they stay two streets.
    const bare = homeKey(home('12 Park'));
    const avenue = homeKey(home('12 Park Ave'));
    const street = homeKey(home('12 Park St'));
    expect(sameHome(bare, avenue)).toBe(true);
    expect(sameHome(bare, street)).toBe(true);
    expect(sameHome(avenue, street)).toBe(false);
  });

  it('writes numbers, ordinals, directions and rural routes one way', () => {
    const same = (a: string, b: string) =>
      expect(sameHome(homeKey(home(a)), homeKey(home(b))), `${a} / ${b}`).toBe(true);
    same('Twenty-One Fifth Avenue', '21 5th Ave');
    same('Fifty Second St', '52nd Street');
    same('1 23rd Avenue', 'One Twenty Third Ave');
    same('12 N Main St', '12 North Main Street');
    same('RR 2 Box 15', 'Rural Route 2 Box 15');
    same('HC 1 Box 5', 'Highway Contract Route 1 Box 5');
    same('#12 Main St', '12 Main St');
    same('12 Main Blvd', '12 Main Boulevard');
    same('12 Lake Shore Drive', '12 Lake Shore Dr');
    same('12 Meadows Pkwy', '12 Meadows Parkway');
    const differ = (a: string, b: string) =>
      expect(sameHome(homeKey(home(a)), homeKey(home(b))), `${a} / ${b}`).toBe(false);
    differ('1 Main St', '11 Main St');
    differ('12 Main St Apt 3', '12 Main St Apt 4');
    differ('12 Elm St', '12 Eim St');
    differ('12 N Main St', '12 S Main St');
  });

  it('keeps Puerto Rico’s urbanization: one spelling of it, and another one apart', () => {
    const withUrb = (urbanization: string) =>
      homeKey({ address1: 'Calle 5 #12', zipCode: '00926', urbanization });
    expect(sameHome(withUrb('Urb. Las Lomas'), withUrb('URBANIZACIÓN LAS LOMAS'))).toBe(true);
    expect(sameHome(withUrb('Las Lomas'), withUrb('urb las lomas'))).toBe(true);
    expect(sameHome(withUrb('Las Lomas'), withUrb('Villa Carolina'))).toBe(false);
  });
});

describe('D43: the sandbox’s own rule for a home that only receives mail', () => {
  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'P. O. Box 12',
    'POBox12',
    'P.0. Box 12',
    'POB 4',
    'Post Office Box 3',
    'Postal Box 12',
    'Box 123',
    'PMB 220',
    '123 Main St PMB 220',
    'Private Mailbox 4',
    'General Delivery',
    'Entrega General',
    'Caja Postal 12',
    'Caja 12',
    'Apartado 45',
    'Apartado Postal 45',
    'Apdo. 45',
    'Casilla 45',
    'Casilla de Correo 9',
    'PO Drawer 5',
  ])('refuses %s', (line) => {
    expect(isPoBoxHome(line)).toBe(true);
  });

  it.each([
    '12 Box Elder Rd',
    '4 Poblano St',
    '12 Postal Rd',
    '8 Post Rd',
    'RR 2 Box 15',
    'HC 1 Box 5',
    '3 Boxwood Ln',
    '7 Calle Casillas',
    '2 Pembroke Pl',
    '45 General Lee Ave',
    '1 Po Blvd',
  ])('takes %s', (line) => {
    expect(isPoBoxHome(line)).toBe(false);
  });
});
