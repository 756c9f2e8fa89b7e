// The closed vocabularies of the shop. Client selects, server columns and validation all read
// these arrays, so adding a season or a country is a one-line change here.

export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const CONCENTRATIONS = ['Eau de Parfum', 'Eau de Toilette', 'Eau de Cologne', 'Parfum'] as const;
export type Concentration = (typeof CONCENTRATIONS)[number];

export const VIBES = ['Floral', 'Oriental', 'Woody', 'Fresh'] as const;
export type Vibe = (typeof VIBES)[number];

export const OCCASIONS = ['Night-Out', 'Everyday-Essentials', 'Elegant-Occasions', 'Professional-Aura'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const CATEGORIES = ['standard', 'premium'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PAYMENT_METHODS = ['PayPal', 'Credit Card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// Spec §9: we ship to the USA and Canada only (phone and postal rules depend on it).
export const COUNTRIES = ['USA', 'Canada'] as const;
export type Country = (typeof COUNTRIES)[number];

export const CURRENCY = 'CAD';
export type Currency = typeof CURRENCY;

// Page sizes are part of the REST contract (DESIGN §3), so client pagination and server
// queries must agree.
export const PRODUCTS_PER_PAGE = 8;
export const ORDERS_PER_PAGE = 20;

// Spec §9 "stock warning below 5": 1–4 left shows the hurry message.
export const LOW_STOCK_THRESHOLD = 5;
export const ACCOUNT_RECENT_PAID_ORDERS = 3;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const LONGEVITY_MIN = 1;
export const LONGEVITY_MAX = 5;

// Spec §1/§9: the home page offer, a chosen scent plus a complimentary surprise scent, 25% off
// for the month.
export const HERO_OFFER_PERCENT = 25;
