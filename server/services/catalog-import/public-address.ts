/**
 * Which addresses a catalogue feed's picture may be fetched from: public unicast only (issue 26 point 12).
 *
 * Written out by hand rather than with node:net's BlockList: BlockList treats an IPv4 address as its IPv4-mapped
 * IPv6 form and back, so a `::ffff:0:0/96` rule matched every IPv4 address (no picture could be fetched from one)
 * and a mapped IPv6 rule could be dodged by spelling. Here each family has its own table, and an IPv6 address that
 * carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) is refused as a whole: a store's pictures never
 * need those forms, and each can reach an IPv4 host the IPv4 table would refuse.
 */
import { isIP } from 'node:net';

type Range = readonly [network: bigint, bits: number];

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address (with `::` and an embedded dotted IPv4 tail); the caller checked isIP === 6. */
function ipv6ToBigInt(address: string): bigint {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, group) => (n << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

const v4 = (network: string, bits: number): Range => [ipv4ToBigInt(network), bits];
const v6 = (network: string, bits: number): Range => [ipv6ToBigInt(network), bits];

/** IANA's IPv4 special-purpose registry, every entry not globally reachable, plus multicast and reserved. */
const PRIVATE_V4: readonly Range[] = [
  v4('0.0.0.0', 8), // "this network"
  v4('10.0.0.0', 8),
  v4('100.64.0.0', 10), // carrier-grade NAT
  v4('127.0.0.0', 8),
  v4('169.254.0.0', 16), // link-local, cloud metadata
  v4('172.16.0.0', 12),
  v4('192.0.0.0', 24), // IETF protocol assignments
  v4('192.0.2.0', 24), // documentation
  v4('192.88.99.0', 24), // 6to4 relay anycast
  v4('192.168.0.0', 16),
  v4('198.18.0.0', 15), // benchmarking
  v4('198.51.100.0', 24), // documentation
  v4('203.0.113.0', 24), // documentation
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, broadcast
];

/** IANA's IPv6 special-purpose registry (not globally reachable) and every form that tunnels to an IPv4 host. */
const PRIVATE_V6: readonly Range[] = [
  v6('::', 96), // unspecified, loopback, IPv4-compatible (deprecated)
  v6('::ffff:0:0', 96), // IPv4-mapped
  v6('::ffff:0:0:0', 96), // IPv4-translated (SIIT)
  v6('64:ff9b::', 96), // NAT64 well-known prefix
  v6('64:ff9b:1::', 48), // NAT64 local-use
  v6('100::', 64), // discard-only
  v6('2001::', 23), // IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID…
  v6('2001:db8::', 32), // documentation
  v6('2002::', 16), // 6to4
  v6('3fff::', 20), // documentation (2024)
  v6('5f00::', 16), // SRv6 SIDs
  v6('fc00::', 7), // unique local
  v6('fe80::', 10), // link-local
  v6('fec0::', 10), // site-local (deprecated, still routed by some stacks)
  v6('ff00::', 8), // multicast
];

function inRanges(value: bigint, width: number, ranges: readonly Range[]): boolean {
  return ranges.some(([network, bits]) => value >> BigInt(width - bits) === network >> BigInt(width - bits));
}

/** True for every address a picture must not be fetched from, and for anything that is not an IP address at all. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return inRanges(ipv4ToBigInt(address), 32, PRIVATE_V4);
  if (family === 6) return inRanges(ipv6ToBigInt(address), 128, PRIVATE_V6);
  return true;
}
