const IPV4_ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether `hostname` (as `location.hostname` gives it: an IPv6 address in brackets) is this
 * machine or a bare IP address. Such hosts serve development builds, whose tags change on every
 * rebuild, so watching there would only nag the developer.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    IPV4_ADDRESS.test(host) ||
    // Only an IPv6 address puts a colon in a host name (the port is not part of it).
    host.includes(':')
  );
}
