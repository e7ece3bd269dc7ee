import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit';

describe('rate-limit buckets', () => {
  it('counts each IPv4 address on its own', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts an IPv4 client reaching an IPv6 socket as its IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 network together', () => {
    const key = rateLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(key);
    expect(rateLimitKey('2001:0DB8:0001:0002:ffff::')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2:0:0:0:9%eth0')).toBe(key);
  });

  it('keeps neighbouring IPv6 networks apart', () => {
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
  });

  it('expands shortened IPv6 forms before taking the network', () => {
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
