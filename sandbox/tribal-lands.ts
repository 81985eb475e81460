// D54: the Tribal benefit is what the National Verifier confirms from the home address. The
// stand-in Verifier's rule: a home whose zip code is one of these towns on federally
// recognised Tribal lands (reservations and Alaska Native villages; places from the Census
// Bureau's American Indian and Alaska Native areas, zip codes as the Postal Service gives them
// for the town) is on Tribal lands; any other is not. A zip code is coarser than Tribal lands,
// so this is a stand-in to test with, not USAC's Tribal lands map. A Tribal ID says who the
// applicant is (D40), never where they live, so it confirms nothing by itself.

export type TribalLandsZip = { zipCode: string; place: string; lands: string };

export const TRIBAL_LANDS_ZIPS: readonly TribalLandsZip[] = [
  { zipCode: '86515', place: 'Window Rock, AZ', lands: 'Navajo Nation' },
  { zipCode: '86503', place: 'Chinle, AZ', lands: 'Navajo Nation' },
  { zipCode: '86045', place: 'Tuba City, AZ', lands: 'Navajo Nation' },
  { zipCode: '87420', place: 'Shiprock, NM', lands: 'Navajo Nation' },
  { zipCode: '86039', place: 'Kykotsmovi Village, AZ', lands: 'Hopi Reservation' },
  { zipCode: '87327', place: 'Zuni, NM', lands: 'Zuni Reservation' },
  { zipCode: '85634', place: 'Sells, AZ', lands: 'Tohono O’odham Nation Reservation' },
  { zipCode: '85147', place: 'Sacaton, AZ', lands: 'Gila River Indian Reservation' },
  { zipCode: '57770', place: 'Pine Ridge, SD', lands: 'Pine Ridge Reservation' },
  { zipCode: '57555', place: 'Mission, SD', lands: 'Rosebud Indian Reservation' },
  { zipCode: '57625', place: 'Eagle Butte, SD', lands: 'Cheyenne River Reservation' },
  { zipCode: '58538', place: 'Fort Yates, ND', lands: 'Standing Rock Reservation' },
  { zipCode: '59417', place: 'Browning, MT', lands: 'Blackfeet Indian Reservation' },
  { zipCode: '59043', place: 'Lame Deer, MT', lands: 'Northern Cheyenne Indian Reservation' },
  { zipCode: '99563', place: 'Chevak, AK', lands: 'Chevak Native Village' },
  { zipCode: '99604', place: 'Hooper Bay, AK', lands: 'Native Village of Hooper Bay' },
];

const ZIPS = new Set(TRIBAL_LANDS_ZIPS.map((row) => row.zipCode));

/** Whether the stand-in Verifier confirms a home in this zip code as on Tribal lands. */
export function onTribalLands(zipCode: string): boolean {
  return ZIPS.has(zipCode.trim());
}
