// Where a webhook may connect (docs/security.md): a receiver's name is resolved
// and refused when any of its addresses is private, loopback or link-local, so a
// trip admin cannot make the server call into its own network. The delivery
// connects to the very address checked (the `lookup` handed to node:http), so a
// name that changes between check and connect cannot slip through.
import { BlockList, isIP, type LookupFunction } from "node:net";
import { lookup } from "node:dns/promises";

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

/** True for private, loopback, link-local (and unspecified or multicast) addresses, IPv4-mapped IPv6 included. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  return blocked.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

/**
 * The address to connect to for `url`, or null when the name does not resolve
 * or any of its addresses is refused (all are checked: a name with one public
 * and one private address is refused, so the pick cannot matter).
 */
export async function resolveTarget(url: string, allowPrivate: boolean): Promise<ResolvedTarget | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return null;
  }
  if (addresses.length === 0) return null;
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return null;
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` for node:http(s) that answers `target` for any name: the connection goes to the address checked. */
export function lookupAt(target: ResolvedTarget): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}
