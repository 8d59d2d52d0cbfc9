/**
 * The lead's pixel block { fbp, fbc, ttp, ttclid } (spec section 3).
 * fbc is the Facebook click id formed as fb.<domain depth>.<timestamp>.<fbclid> (spec section 9), from the
 * landing URL's fbclid; without one, the _fbc cookie the pixel set on an earlier page is used. fbp and ttp
 * are the pixels' own browser-id cookies (_fbp, _ttp); ttclid comes from the landing URL, else its cookie.
 */
export interface PixelBlock {
  fbp?: string;
  fbc?: string;
  ttp?: string;
  ttclid?: string;
}

/** How many labels sit above the top-level domain: 'com' 0, 'example.com' 1, 'www.example.com' 2. */
export function domainDepth(hostname: string): number {
  const labels = hostname.split('.').filter(Boolean);
  return Math.max(labels.length - 1, 0);
}

export function facebookClickId(input: { fbclid: string; hostname: string; now: Date }): string {
  return `fb.${domainDepth(input.hostname)}.${input.now.getTime()}.${input.fbclid}`;
}

/** Cookie values by name from a document.cookie string; malformed pairs are skipped. */
export function parseCookies(cookieHeader: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 1) continue;
    const name = pair.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(pair.slice(index + 1).trim()));
    } catch {
      // A value that is not valid percent-encoding is not ours to read.
    }
  }
  return cookies;
}

export function buildPixelBlock(input: {
  fbclid?: string;
  ttclid?: string;
  hostname: string;
  now: Date;
  cookies?: string;
}): PixelBlock {
  const cookies = parseCookies(input.cookies);
  const fbc = input.fbclid
    ? facebookClickId({ fbclid: input.fbclid, hostname: input.hostname, now: input.now })
    : cookies.get('_fbc');
  const fbp = cookies.get('_fbp');
  const ttp = cookies.get('_ttp');
  const ttclid = input.ttclid ?? cookies.get('ttclid');
  // Only the values there are: an empty or missing one is left out, not sent as a key without a value.
  return {
    ...(fbp ? { fbp } : {}),
    ...(fbc ? { fbc } : {}),
    ...(ttp ? { ttp } : {}),
    ...(ttclid ? { ttclid } : {}),
  };
}
