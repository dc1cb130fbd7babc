import { describe, expect, it } from 'vitest';
import { tokenFromHash, tokenFromPaste } from './session.ts';

const TOKEN = 'Zq3mYb7kP2xW9vN4cR8tL1sD';

describe('sign-in token', () => {
  it.each([
    [`#token=${TOKEN}`, TOKEN],
    [`#/token=${TOKEN}`, TOKEN],
    [`#token=${TOKEN}&next=usage`, TOKEN],
    ['#/explore?flop=AsKh7d', null],
    ['#token=', null],
    ['#token=has spaces in it', null],
    ['', null],
  ])('reads %j as %j', (hash, token) => {
    expect(tokenFromHash(hash)).toBe(token);
  });

  it.each([
    [`http://127.0.0.1:8787/#token=${TOKEN}`, TOKEN],
    [`  ${TOKEN}  `, TOKEN],
    ['http://127.0.0.1:8787/', null],
    ['short', null],
  ])('reads the pasted %j as %j', (text, token) => {
    expect(tokenFromPaste(text)).toBe(token);
  });
});
