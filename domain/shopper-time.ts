// Times told to a shopper away from the page (a mail: the time to pay by) are in their own clock,
// not the server's UTC (issue 53: "01:47 UTC" to a shopper in Montréal). The zone is their
// province's or state's, from the order's address, else Canada's Eastern time, where most of our
// shoppers are. A page rendered in the browser uses the browser's own clock instead.
import { LANGUAGE_TAGS, type Locale } from './i18n/locales.ts';

export const DEFAULT_SHOPPER_TIME_ZONE = 'America/Toronto';

/** Canada's provinces and territories, by their postal code and their names in both languages. */
const CANADA: Array<[zone: string, names: string[]]> = [
  ['America/Vancouver', ['BC', 'British Columbia', 'Colombie-Britannique']],
  ['America/Edmonton', ['AB', 'Alberta']],
  ['America/Regina', ['SK', 'Saskatchewan']],
  ['America/Winnipeg', ['MB', 'Manitoba']],
  ['America/Toronto', ['ON', 'Ontario', 'QC', 'Quebec', 'Québec']],
  ['America/Moncton', ['NB', 'New Brunswick', 'Nouveau-Brunswick']],
  ['America/Halifax', ['NS', 'Nova Scotia', 'Nouvelle-Écosse', 'PE', 'PEI', 'Prince Edward Island', 'Île-du-Prince-Édouard']],
  ['America/St_Johns', ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador']],
  ['America/Whitehorse', ['YT', 'Yukon']],
  ['America/Edmonton', ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest']],
  ['America/Iqaluit', ['NU', 'Nunavut']],
];

/** The USA's states by their postal code and English name, each in the zone most of its people live in. */
const USA: Array<[zone: string, names: string[]]> = [
  [
    'America/New_York',
    ['CT Connecticut', 'DC District of Columbia', 'DE Delaware', 'FL Florida', 'GA Georgia', 'IN Indiana', 'KY Kentucky', 'MA Massachusetts']
      .concat(['MD Maryland', 'ME Maine', 'MI Michigan', 'NC North Carolina', 'NH New Hampshire', 'NJ New Jersey', 'NY New York', 'OH Ohio'])
      .concat(['PA Pennsylvania', 'RI Rhode Island', 'SC South Carolina', 'VA Virginia', 'VT Vermont', 'WV West Virginia']),
  ],
  [
    'America/Chicago',
    ['AL Alabama', 'AR Arkansas', 'IA Iowa', 'IL Illinois', 'KS Kansas', 'LA Louisiana', 'MN Minnesota', 'MO Missouri', 'MS Mississippi'].concat([
      'ND North Dakota',
      'NE Nebraska',
      'OK Oklahoma',
      'SD South Dakota',
      'TN Tennessee',
      'TX Texas',
      'WI Wisconsin',
    ]),
  ],
  ['America/Denver', ['CO Colorado', 'ID Idaho', 'MT Montana', 'NM New Mexico', 'UT Utah', 'WY Wyoming']],
  ['America/Phoenix', ['AZ Arizona']],
  ['America/Los_Angeles', ['CA California', 'NV Nevada', 'OR Oregon', 'WA Washington']],
  ['America/Anchorage', ['AK Alaska']],
  ['Pacific/Honolulu', ['HI Hawaii']],
].map(([zone, states]) => [zone as string, (states as string[]).flatMap((state) => [state.slice(0, 2), state.slice(3)])]);

const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();

const zones = new Map<string, string>([
  ...CANADA.flatMap(([zone, names]) => names.map((name) => [`canada:${key(name)}`, zone] as [string, string])),
  ...USA.flatMap(([zone, names]) => names.map((name) => [`usa:${key(name)}`, zone] as [string, string])),
]);

/** The zone of an address's province or state (spec §5's countries: 'Canada' or 'USA'), else Eastern time. */
export function shopperTimeZone(country: string, state: string): string {
  const place = country === 'USA' ? 'usa' : 'canada';
  return zones.get(`${place}:${key(state)}`) ?? DEFAULT_SHOPPER_TIME_ZONE;
}

/** "December 7, 2026 at 8:47 p.m. EST", "7 décembre 2026 à 20 h 47 HNE": the date, the time and the zone's name. */
export function formatShopperTime(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/** The day a moment falls on in the shopper's zone, as the shop writes dates: YYYY-MM-DD. */
export function formatShopperDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
