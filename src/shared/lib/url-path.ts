/**
 * A path without its trailing slashes, to put another path after it: "/application-frontend/" + "/loan-details".
 * The root "/" becomes "" (so "" + "/loan-details" is still one slash).
 */
export const withoutTrailingSlash = (path: string): string => path.replace(/\/+$/, '');
