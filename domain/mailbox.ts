/**
 * The mailbox an address delivers to, for counting what the shop sends there (issue 49): a limit
 * on literal addresses is no limit, since `victim+1@…` to `victim+40@…` all land in one inbox.
 * Case never matters in practice; a plus-tag (`name+tag@`) is a sub-address of `name@` at the
 * common providers; Gmail also ignores dots in the local part and answers for googlemail.com.
 * Only ever a key to count by: mail still goes to the address as given.
 */

/** Domains whose local part ignores dots, each with the domain it is one with. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function mailboxOf(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0) return lowered;
  const domain = lowered.slice(at + 1).replace(/\.$/, '');
  const plus = lowered.indexOf('+');
  // `+tag@x` alone has nothing before its tag: that is the mailbox's name, not a sub-address.
  let local = plus > 0 && plus < at ? lowered.slice(0, plus) : lowered.slice(0, at);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless === undefined) return `${local}@${domain}`;
  local = local.replaceAll('.', '');
  return `${local}@${dotless}`;
}

/** The domains an address of this mailbox may be written with (`gmail.com`: googlemail.com too). */
export function domainsOf(mailbox: string): string[] {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  const spellings = Object.keys(DOTLESS_DOMAINS).filter((spelt) => DOTLESS_DOMAINS[spelt] === domain);
  return spellings.length > 0 ? spellings : [domain];
}
