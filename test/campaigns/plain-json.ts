// Is a value plain JSON, so that saving it and reading it back gives the same value? One walk over
// the value instead of `JSON.parse(JSON.stringify(v))` and a deep comparison: the soak checks the state
// after every action, and the round trip was the larger part of its time.

/** Where `value` stops being plain JSON (a path like `$.zones["hand:0"][2]` and why), or null if it is. */
export function jsonProblem(value: unknown, skip?: WeakSet<object>): string | null {
  const found = walk(value, new Set(), skip);
  if (!found) return null;
  const path = found.path
    .reverse()
    .map((key) =>
      typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`,
    )
    .join('');
  return `$${path} ${found.why}`;
}

/** The first value that is not JSON: why, and its path from the inside out (built only on the way back from a find). */
interface Found {
  why: string;
  path: (string | number)[];
}

function walk(value: unknown, open: Set<object>, skip: WeakSet<object> | undefined): Found | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      // JSON has no NaN or Infinity (they come back as null) and no -0 (it comes back as 0).
      if (!Number.isFinite(value)) return { why: `is ${value}`, path: [] };
      return Object.is(value, -0) ? { why: 'is -0', path: [] } : null;
    case 'object':
      break;
    default:
      return { why: `is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}`, path: [] };
  }
  if (value === null || skip?.has(value)) return null;
  if (open.has(value)) return { why: 'refers back to itself', path: [] };
  open.add(value);
  let found: Found | null = null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && !found; i++) {
      found = i in value ? walk(value[i], open, skip) : { why: 'is a hole', path: [] };
      found?.path.push(i);
    }
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      found = { why: `is a ${proto?.constructor?.name ?? 'non-plain object'}, not a plain object`, path: [] };
    else if (Object.getOwnPropertySymbols(value).length > 0) found = { why: 'has symbol keys', path: [] };
    else {
      for (const key in value) {
        found = walk((value as Record<string, unknown>)[key], open, skip);
        if (found) {
          found.path.push(key);
          break;
        }
      }
    }
  }
  open.delete(value);
  return found;
}
