import { BadRequestException } from '@nestjs/common';
import type { RequestHandler } from 'express';

/** No body Trail reads is more than a few levels deep; class-transformer recurses once per level. */
export const JSON_DEPTH_MAX = 32;
/** Keys that reach an object's prototype; class-transformer drops them silently, so say no instead. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const TOO_DEEP = `The request body is nested too deeply (at most ${JSON_DEPTH_MAX} levels)`;
export const NUL_IN_ADDRESS = 'The address must not contain NUL characters (%00)';

/** The first problem with a parsed body or query, walked without recursion so depth cannot overflow the stack. */
export function jsonShapeProblem(root: unknown): string | undefined {
  const pending: Array<[unknown, number]> = [[root, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > JSON_DEPTH_MAX) return TOO_DEEP;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return `property ${key} should not exist`;
      pending.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return undefined;
}

/**
 * Refuses, before validation sees it, a body or query that is too deep or names a prototype key, and
 * an address with an encoded NUL, which MongoDB refuses in a regular expression or a key.
 */
export const refuseOddRequestShapes: RequestHandler = (req, _res, next) => {
  const problem = /%00/i.test(req.originalUrl)
    ? NUL_IN_ADDRESS
    : (jsonShapeProblem(req.body) ?? jsonShapeProblem(req.query));
  next(problem ? new BadRequestException(problem) : undefined);
};
