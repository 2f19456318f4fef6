import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', ''],
    ['not-an-address', 'not-an-address'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });

  it('puts every address of one /64 under one key, and a neighbouring /64 under another', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(clientAddressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
  });
});
