import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight 16-bit groups of an IPv6 address, `::` filled in; undefined for anything else. */
function groupsOf(ip: string): string[] | undefined {
  const [head = '', tail, extra] = ip.split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An IPv4 tail (`::1.2.3.4`, not mapped) takes two groups.
  const last = right.length ? right[right.length - 1] : left[left.length - 1];
  const v4Groups = last && isIPv4(last) ? 1 : 0;
  const missing = 8 - left.length - right.length - v4Groups;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * Who a per-address budget counts: an IPv4 address as it is, an IPv6 address by its /64. A home or
 * mobile line gets a whole /64 (RFC 6177), so counting each /128 would give one client 2^64 budgets.
 */
export function clientAddressKey(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped) return mapped;
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const groups = groupsOf(address);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
