import { forbiddenRange } from './webhook-address';

describe(forbiddenRange.name, () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
  ])('refuses the IPv4 address %s as %s', (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '223.255.255.255',
  ])('lets the public IPv4 address %s through', (address) => {
    expect(forbiddenRange(address)).toBeNull();
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fe80::1%eth0', 'link-local'],
    ['fe80::abcd', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'translated'],
    ['100::1', 'reserved'],
  ])('refuses the IPv6 address %s as %s', (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:100.64.1.1', 'shared (CGNAT)'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
  ])('judges the IPv6 form %s by the IPv4 address it carries (%s)', (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:0808:0808::1'])(
    'lets the public IPv6 address %s through',
    (address) => {
      expect(forbiddenRange(address)).toBeNull();
    },
  );

  it.each(['localhost', 'example.com', '', '1.2.3', '256.1.1.1', '::ffff::1', '0x7f.0.0.1', '2130706433'])(
    'refuses %j, which is no IP address, rather than let it through',
    (address) => {
      expect(forbiddenRange(address)).toBe('reserved');
    },
  );
});
